#!/usr/bin/env bash
# The test command's docs and first-steps checks (also runs alone, from any folder):
#   1. every relative link and #anchor of README.md, CHANGELOG.md, docs/*.md and python/README.md resolves
#      (scripts/check_doc_links.py);
#   2. README.md shows examples/readme_example.cpp word for word (ctest builds and runs it in
#      every build of the suite: HITMASK_BUILD_EXAMPLES), as docs/solids.md shows
#      examples/solids_example.cpp and docs/engine-integration.md examples/frame_loop.cpp;
#   3. Doxygen builds the API reference into build/doxygen/html with no warning: every public
#      name of include/hitmask/ has its comment (the Doxyfile makes a warning fail the run);
#   4. hitmask_demo refuses an unknown flag, a flag without its value and an --out it cannot
#      write, each with a line naming it on stderr and a non-zero status, before any work; so does
#      hitmask_soak (when the build has it) for a flag it does not know or without its value;
#   4b. docs/api.md's table of supported pairs is tools/hitmask_pairs' output (the registry's);
#   5. the version of include/hitmask/version.hpp is CMake's (so the package's, hitmask.pc's and
#      the npm package's), the Doxyfile's, the npm tarball's in docs/webassembly.md and
#      CHANGELOG.md's (python/setup.py reads version.hpp itself);
#   6. a game's build that pulls hitmask in from this checkout with add_subdirectory, and with
#      FetchContent, gets the library alone, builds and runs (tests/consumer_subproject).
#   7. docs/speed.md's table of every CPU is scripts/compare-bench.sh --table of the committed
#      bench/results/*/report.json, word for word.
# HITMASK_DEMO names the demo binary to check (default: the test command's native build; built
# here, demo only, when it is missing).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
jobs=$(nproc 2>/dev/null || echo 2)
[ "$jobs" -gt 2 ] && jobs=2
py=/usr/bin/python3 # Debian's interpreter (not a pyenv python3 first on PATH)

scripts/install-deps.sh build-essential cmake ninja-build libxsimd-dev doxygen
mkdir -p build

echo "-- links"
"$py" scripts/check_doc_links.py

echo "-- the README's example"
"$py" - <<'PY'
# Each doc shows its example file whole in one code fence: (the doc, the fence's language, the
# file, what else checks the file); the example is compiled and run elsewhere, so the doc's copy
# must be the file word for word.
shown = [
    ("README.md", "cpp", "examples/readme_example.cpp", ""),
    ("docs/solids.md", "cpp", "examples/solids_example.cpp", ""),
    ("docs/engine-integration.md", "cpp", "examples/frame_loop.cpp", ""),
    ("docs/webassembly.md", "js", "web/example.js", " (scripts/test-wasm.sh checks what it prints)"),
]
for doc, language, path, note in shown:
    text = open(doc, encoding="utf-8").read()
    example = open(path, encoding="utf-8").read().rstrip()
    assert "```" + language + "\n" + example + "\n```" in text, "%s no longer shows %s as it is" % (doc, path)
    print("%s shows %s word for word%s" % (doc, path, note))
PY

echo "-- one version everywhere"
"$py" - <<'PY'
import re
hpp = open("include/hitmask/version.hpp").read()
version = ".".join(re.search(rf"#define HITMASK_VERSION_{p} (\d+)", hpp).group(1) for p in ("MAJOR", "MINOR", "PATCH"))
found = {
    "CMakeLists.txt project()": re.search(r"project\(hitmask VERSION (\S+)", open("CMakeLists.txt").read()).group(1),
    "Doxyfile PROJECT_NUMBER": re.search(r"^PROJECT_NUMBER\s*=\s*(\S+)", open("Doxyfile").read(), re.M).group(1),
}
for where, v in found.items():
    assert v == version, f"{where} says {v}, include/hitmask/version.hpp says {version}"
# the npm package takes CMake's version (web/npm/stage.js); its docs name the tarball
for v in re.findall(r"hitmask-(\d+\.\d+\.\d+)\.tgz", open("docs/webassembly.md").read()):
    assert v == version, f"docs/webassembly.md names hitmask-{v}.tgz, include/hitmask/version.hpp says {version}"
changelog = open("CHANGELOG.md").read()
assert "## [Unreleased]" in changelog and version in changelog, f"CHANGELOG.md does not mention {version}"
print(f"version {version}: version.hpp, CMake (and so hitmask.pc, the package and the npm package), Doxyfile, docs/webassembly.md's tarball, CHANGELOG.md agree")
PY

echo "-- API reference (Doxygen $(doxygen --version))"
rm -rf build/doxygen
if ! doxygen Doxyfile 2> build/doxygen.log; then
  cat build/doxygen.log
  echo "doxygen: $(grep -c . build/doxygen.log) warnings; every public name needs its /// comment"
  exit 1
fi
[ ! -s build/doxygen.log ] || { cat build/doxygen.log; exit 1; }
echo "doxygen: 0 warnings, $(ls build/doxygen/html/*.html | wc -l) pages in build/doxygen/html"

# generated <page> <marker> <table file> <what>: the page holds the generated table, word for word,
# between "<!-- <marker>: begin -->" and "<!-- <marker>: end -->"
generated() {
  "$py" - "$@" <<'PY'
import sys
page_path, marker_name, table_path, what = sys.argv[1:]
page = open(page_path, encoding="utf-8").read()
marker = "<!-- " + marker_name + ": %s -->\n"
begin, end = page.index(marker % "begin") + len(marker % "begin"), page.index(marker % "end")
table = open(table_path, encoding="utf-8").read()
if page[begin:end] != table:
    raise SystemExit("%s: %s is not %s's output; paste %s between the markers" % (page_path, what, marker_name, table_path))
print("%s: %s is %s's output (%d rows)" % (page_path, what, marker_name, len(table.splitlines()) - 2))
PY
}

echo "-- docs/speed.md's table of every CPU: scripts/compare-bench.sh --table on the committed reports"
scripts/compare-bench.sh --table bench/results/*/report.json > build/bench-table.md
generated docs/speed.md "scripts/compare-bench.sh --table bench/results/*/report.json" build/bench-table.md \
  "the table of every CPU"
isa_report=bench/results/oxide-virtual-turin-like-processor-family26-model2/report.json
scripts/compare-bench.sh --isa-table "$isa_report" > build/bench-isa-table.md
generated docs/speed.md "scripts/compare-bench.sh --isa-table $isa_report" build/bench-isa-table.md \
  "the table of AVX2 and AVX-512 side by side"

demo=${HITMASK_DEMO:-build/native/demo/hitmask_demo}
pairs=${HITMASK_PAIRS:-build/native/tools/hitmask_pairs}
if [ ! -x "$demo" ] || [ ! -x "$pairs" ]; then
  cmake -S . -B build/docs -G Ninja -DCMAKE_BUILD_TYPE=Release -DHITMASK_BUILD_TESTS=OFF \
    -DHITMASK_BUILD_BENCHMARKS=OFF -DHITMASK_BUILD_TOOLS=ON -DHITMASK_BUILD_EXAMPLES=OFF > /dev/null
  cmake --build build/docs -j "$jobs" --target hitmask_demo hitmask_pairs > /dev/null
  demo=build/docs/demo/hitmask_demo
  pairs=build/docs/tools/hitmask_pairs
fi

echo "-- docs/api.md's supported pairs: tools/hitmask_pairs, from the registry through hm_form_is_supported"
"$pairs" > build/pairs-table.md
generated docs/api.md tools/hitmask_pairs build/pairs-table.md "the table of supported pairs"

echo "-- hitmask_demo's and hitmask_soak's errors"
refused() { # refused <what stderr must name> <args...>: $demo fails fast, names it on stderr, nothing on stdout
  local want=$1 status=0 name
  name=$(basename "$demo")
  shift
  "$demo" "$@" > build/demo-error.out 2> build/demo-error.err || status=$?
  [ "$status" -ne 0 ] || { echo "$name $*: exit status 0"; exit 1; }
  [ ! -s build/demo-error.out ] || { echo "$name $*: wrote to stdout"; exit 1; }
  grep -qF -- "$want" build/demo-error.err || { echo "$name $*: stderr does not name $want"; cat build/demo-error.err; exit 1; }
  echo "$name $*: status $status, $(head -n 1 build/demo-error.err)"
}
refused "unknown flag '--frobnicate'" --frobnicate
refused "--out needs a value" --bullets 10 --out
refused "--out $root/build/no-such-folder/frame.svg" --bullets 10 --frames 1 --out "$root/build/no-such-folder/frame.svg"
"$demo" --help | grep -q '^usage: hitmask_demo' || { echo "hitmask_demo --help: no usage on stdout"; exit 1; }
# the soak tool refuses alike (it ran a full soak for --help, and dropped a lone last flag)
soak=${HITMASK_SOAK:-build/native/tools/hitmask_soak}
if [ -x "$soak" ]; then
  demo=$soak
  refused "unknown flag '--help-me'" --help-me
  refused "--cases needs a value" --cases
  refused "--cases wants a whole number" --cases ten
  "$soak" --help | grep -q '^usage: hitmask_soak' || { echo "hitmask_soak --help: no usage on stdout"; exit 1; }
fi

echo "-- hitmask inside a game's build: add_subdirectory and FetchContent"
# Both Release, with warnings as errors: the flags of the test command's native build, whose
# library objects the test command's compiler cache then serves to these builds (the paths on
# their compile lines are the same, cmake/hitmask_shapes.cmake), where each compiled the library
# again before (134 s on 2 cores). The Debug configuration is compiled by the test command's
# ThreadSanitizer stage.
for how in add_subdirectory FetchContent; do
  out=build/consumer-$how
  rm -rf "$out"
  cmake -S tests/consumer_subproject -B "$out" -G Ninja -DCMAKE_BUILD_TYPE=Release -DHITMASK_WARNINGS_AS_ERRORS=ON \
    -DHITMASK_SOURCE_DIR="$root" -DHITMASK_CONSUME="$how" > "$out.log" 2>&1 || { cat "$out.log"; exit 1; }
  cmake --build "$out" -j "$jobs" >> "$out.log" 2>&1 || { tail -n 30 "$out.log"; exit 1; }
  echo "$how: $("$out/hitmask_consumer")"
done
echo "docs and first steps: checked"
