#!/usr/bin/env bash
# Prints "tests failures skipped" of a ctest JUnit file (--output-junit), "0 0 0" when the file
# is missing or has no counts: the test command's summary and scripts/test-wasm.sh read it.
line=$({ tr '\n\t' '  ' < "$1"; } 2> /dev/null | grep -m1 -o '<testsuite [^>]*>' || true)
count() { local n; n=$(sed -n "s/.* $1=\"\\([0-9]*\\)\".*/\\1/p" <<<"$line"); echo "${n:-0}"; }
echo "$(count tests) $(count failures) $(count skipped)"
