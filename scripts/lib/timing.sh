# Sourced by the test scripts: `timed <label> <command...>` runs the command and appends its
# wall time to build/stage-times.tsv (label, seconds), so the test command can print each
# stage's compile and run time separately at its end (scripts/run-tests.sh). A timing is only
# printed: nothing fails on it.
HITMASK_TIMES=${HITMASK_TIMES:-$PWD/build/stage-times.tsv}
export HITMASK_TIMES
# The command runs as the caller would run it: under `set -e` a failure stops the script there
# (no `||` here, which would turn `set -e` off inside the command's functions).
timed() { # timed <label> <command...>
  local label=$1 start=$SECONDS rc
  shift
  "$@"
  rc=$?
  mkdir -p "$(dirname "$HITMASK_TIMES")"
  printf '%s\t%s\n' "$label" "$((SECONDS - start))" >> "$HITMASK_TIMES"
  return "$rc"
}
# Every ctest run of the test command gives each test at most this long (the longest, a suite
# shard under Wine or qemu, takes well under a minute; about 3x that on the slowest machine):
# a test that hangs then fails its stage within minutes instead of holding the run until CI's
# limit (a rerun of the MinGW suite once hung until CI stopped the whole run, 2026-11-30).
test_timeout=${HITMASK_TEST_TIMEOUT:-600}
