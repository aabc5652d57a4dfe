#!/usr/bin/env bash
# The test command: installs missing Debian packages, then
#   1. g++ (warnings as errors): the GoogleTest suite (every kernel on every ISA this CPU runs,
#      against the scalar reference), demo, benchmark and soak smoke runs, a quick benchmark
#      report compared with itself (scripts/run-bench.sh, scripts/compare-bench.sh), its charts
#      rendered, the machine block read with /sys/devices/system/cpu hidden
#      (scripts/check-hidden-sysfs.sh), and an install + find_package(hitmask CONFIG) consumer;
#   2. g++ Debug with ThreadSanitizer: the range and parallel tests;
#   3. clang -ffast-math (warnings as errors) with ASan + UBSan + libFuzzer coverage: the suite again,
#      clang-tidy on the library, and the differential fuzzer on each family for a short run;
#   4. the shared library, C API, pkg-config, Python, the pygame and LÖVE stages, LuaJIT and C#
#      (scripts/test-bindings.sh), beside stages 5 to 7;
#   5. a WebAssembly build: the whole suite, the demo and the JavaScript API under Node.js
#      (scripts/test-wasm.sh node); then, beside stages 6 and 7, the page in headless Chromium,
#      the npm package and the Phaser scene (scripts/test-wasm.sh browser, scripts/test-npm.sh);
#   6. an AArch64 cross build: the whole suite on the NEON kernels under qemu;
#   7. a MinGW-w64 cross build with -ffast-math (warnings as errors): the whole suite and the demo
#      under Wine (scripts/test-mingw.sh);
#   8. the same bits everywhere: hitmask_demo --digest on every platform and ISA above
#      (scripts/check-digests.sh).
# Ends with one line: "total: N passed, N failed, N skipped".
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
jobs=$(nproc 2>/dev/null || echo 2)
# Each fuzz family's run explores for this long (23 families two at a time: 61 s of the command
# at 4 s, 89 s at 6 s); the seed corpus is replayed by the suite on every platform either way
# (tests/fuzz_replay_test.cpp), and tests/fuzz/README.md runs a family for as long as one likes.
fuzz_seconds=${HITMASK_FUZZ_SECONDS:-3}

scripts/install-deps.sh build-essential cmake ninja-build libxsimd-dev libgtest-dev googletest \
  libbenchmark-dev libbox2d-dev libchipmunk-dev libbullet-dev libhwy-dev libnanoflann-dev g++-aarch64-linux-gnu qemu-user clang clang-tidy libclang-rt-14-dev libtbb-dev \
  g++-mingw-w64-x86-64-posix wine64 pybind11-dev python3-dev python3-numpy python3-pytest luajit love xvfb xauth mono-mcs mono-runtime \
  pkg-config python3-matplotlib python3-scipy python3-pygame libbenchmark-tools librsvg2-bin emscripten nodejs chromium ccache

# One compiler cache for the run, in build/ccache (empty in a clean clone): CMake takes the
# launcher from the environment at every configure below. Builds compile the same files with the
# same flags more than once: the shared library (stage 7) the native build's, pip's build the
# add_subdirectory consumer's, the MinGW DLL the MinGW suite's kernels. ccache compiles each
# once (the paths are made relative to the checkout, so build folders of the same depth match).
# Depend mode: a miss costs no preprocessor pass. The WebAssembly stage does without
# (scripts/test-wasm.sh).
export CMAKE_CXX_COMPILER_LAUNCHER=ccache CMAKE_C_COMPILER_LAUNCHER=ccache \
  CCACHE_DIR="$root/build/ccache" CCACHE_BASEDIR="$root" CCACHE_DEPEND=1
ccache --zero-stats > /dev/null

source scripts/lib/timing.sh # timed <label> <command...>: each stage's compile and run times, printed at the end
rm -f "$HITMASK_TIMES"
step() { printf '\n==== [%ds] %s ====\n' "$SECONDS" "$*"; }
suite() { # suite <build dir> <name> [ctest arguments]: ctest with a JUnit file for the summary
  (cd "$1" && ctest -j "$jobs" --timeout "$test_timeout" --output-on-failure --output-junit "$root/build/$2-tests.xml" "${@:3}")
}
lean=(-DHITMASK_BUILD_BENCHMARKS=OFF -DHITMASK_BUILD_DEMO=OFF -DHITMASK_BUILD_TOOLS=OFF)
# Sanitizer builds use -O1: half the compile time of -O3 for the same checks.

step "g++: build (warnings as errors) and suite"
# The suite in 8 gtest shards here too (43 s per case, 31 s in shards); every case is counted
# from the shards' reports. A plain configure (no HITMASK_TEST_SHARDS) has a ctest test per case.
cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release -DHITMASK_WARNINGS_AS_ERRORS=ON \
  -DCMAKE_INSTALL_PREFIX="$root/build/prefix" -DHITMASK_TEST_SHARDS=8
timed "g++: build" cmake --build build/native -j "$jobs"
timed "g++: suite" suite build/native native
/usr/bin/python3 scripts/suite-junit.py build/native-tests.xml build/native/tests/gtest-shards
step "docs: links, the README's example, Doxygen (no warning), the demo's errors, add_subdirectory + FetchContent consumers"
timed "docs and consumers" scripts/check-docs.sh

step "demo, benchmark, call-cost and soak smoke runs"
smoke_runs() {
build/native/demo/hitmask_demo --bullets 20000 --frames 3 --out build/native/smoke.svg
build/native/bench/hitmask_oriented_bench --benchmark_filter='/4096$|/64$' --benchmark_min_time=0.01 > build/native/oriented-bench-smoke.txt
tail -n 8 build/native/oriented-bench-smoke.txt
build/native/bench/hitmask_sets_bench --benchmark_filter='^(S|small)_pairs/|^cones8/.*/100000$|^forms_points_circle/' \
  --benchmark_min_time=0.01 > build/native/sets-bench-smoke.txt
grep -F "pairs equal the scalar reference's: yes" build/native/sets-bench-smoke.txt
build/native/tools/hitmask_soak --cases 100000
build/native/bench/hitmask_callcost --benchmark_filter='^callcost/hm_test_hit_graze/.*/n:1024/' > build/native/callcost-smoke.txt
tail -n 3 build/native/callcost-smoke.txt
}
timed "smoke runs" smoke_runs

# A quick report, checked (the charts must render to PNG, the machine block be complete), and
# compared with itself: compare-bench.sh and its chart run on a real report (a second quick run
# only repeated the same checks, for a minute or two; the comparison asserts nothing about
# noise). The report tool's own tests run on synthetic runs.
# Steps that keep one core busy (benchmarks run one at a time, Python, Wine and Chromium
# processes) run beside the next stages' builds, which have the other core: the report beside
# ThreadSanitizer and clang; the bindings beside the WebAssembly, AArch64 and MinGW stages, and
# the WebAssembly stage's browser part (Chromium, npm) beside the last two. Their output goes
# to a log, printed whole when the main line waits for them (a failure there fails the run then).
# Nothing they check is a timing, so sharing the cores changes no answer.
beside_pids=() beside_logs=()
beside() { # beside <log name> <command...>: runs the command in the background
  local log="build/$1.log"
  shift
  ( "$@" ) > "$log" 2>&1 &
  beside_pids+=("$!") beside_logs+=("$log")
}
settle() { # waits for every command started by beside; prints its log; fails if one failed
  local i rc=0
  for i in "${!beside_pids[@]}"; do
    wait "${beside_pids[$i]}" || { rc=1; echo "FAILED: ${beside_logs[$i]} (its end below)"; }
    cat "${beside_logs[$i]}"
  done
  beside_pids=() beside_logs=()
  return "$rc"
}
kill_tree() { local child; for child in $(pgrep -P "$1"); do kill_tree "$child"; done; kill "$1" 2> /dev/null || true; }
# a failure of the main line ends the run: what runs beside it ends too
trap 'for pid in "${beside_pids[@]}"; do kill_tree "$pid"; done' EXIT

step "benchmark report: scripts/run-bench.sh --quick, scripts/compare-bench.sh, charts rendered (beside the next two stages; its log follows the clang stage)"
bench_report() {
rm -rf build/bench-quick-a build/bench-quick-b build/bench-compare
timed "quick benchmark report (beside tsan, clang)" scripts/run-bench.sh --quick --build build/native --out build/bench-quick-a
/usr/bin/python3 bench/report/check_report.py build/bench-quick-a
scripts/compare-bench.sh build/bench-quick-a/report.json build/bench-quick-a/report.json build/bench-compare | tail -n 2
rsvg-convert -o build/bench-compare/compare.png build/bench-compare/compare.svg
/usr/bin/python3 -m pytest -q -p no:cacheprovider tests/bench_report --junitxml="$root/build/bench-report-tests.xml"
scripts/check-hidden-sysfs.sh build/native
}
beside bench-report bench_report

step "install + find_package(hitmask CONFIG) consumer"
rm -rf build/prefix build/consumer
cmake --install build/native > /dev/null
cmake -S tests/consumer -B build/consumer -G Ninja -DCMAKE_PREFIX_PATH="$root/build/prefix" > /dev/null
cmake --build build/consumer
build/consumer/hitmask_consumer

# The sanitizers run in the clang build below (ASan + UBSan, with -ffast-math); g++'s
# -ffast-math is the MinGW build's. A g++ ASan build of its own, which took 8.5 minutes of
# the 30, was dropped when the WebAssembly stage came (docs/testing.md).

# Ranges and the parallel helpers under ThreadSanitizer: the library and their own test
# program only; TBB is left out, as its own code is not instrumented. The Debug configuration
# (-O0 -g, assertions on), the one a game's debug build compiles the library with: the
# test command's other builds are optimised. It compiles in 36 s, against 65 s at -O1.
step "g++ Debug with ThreadSanitizer: the parallel tests"
cmake -S . -B build/tsan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DHITMASK_WARNINGS_AS_ERRORS=ON \
  -DHITMASK_SANITIZE=thread -DHITMASK_WITH_TBB=OFF "${lean[@]}"
timed "tsan: build" cmake --build build/tsan -j "$jobs" --target hitmask_parallel_tests
timed "tsan: tests" eval '(cd build/tsan && ctest -j "$jobs" --timeout "$test_timeout" -R parallel --output-on-failure --output-junit "$root/build/tsan-tests.xml")'

step "clang -ffast-math (warnings as errors) with ASan + UBSan + fuzzer coverage: suite, clang-tidy, fuzzers"
CC=clang CXX=clang++ cmake -S . -B build/clang -G Ninja -DCMAKE_BUILD_TYPE=None "-DCMAKE_CXX_FLAGS=-O1 -ffast-math" \
  -DHITMASK_WARNINGS_AS_ERRORS=ON -DHITMASK_BUILD_FUZZERS=ON -DCMAKE_EXPORT_COMPILE_COMMANDS=ON "${lean[@]}" \
  -DHITMASK_TEST_SHARDS=8 "-DHITMASK_TEST_FILTER=-isa/*/avx2:isa/*/scalar"
timed "clang: build" cmake --build build/clang -j "$jobs"
# Under the sanitizers, the widest x86 ISA (AVX-512: masked tails) and the narrowest (SSE4.2,
# whose kernels the WebAssembly build also compiles): AVX2's kernels run in the g++, MinGW and
# digest stages (its tests here took 1.5 of the stage's 9 minutes). The scalar ISA's tests
# compare the reference's own code with itself (the g++ and MinGW stages run them); here the
# reference still runs under the sanitizers as the model of every other ISA's test.
# (the filter above; the suite in 8 shards, as under the emulators: the sanitizers' start-up
# per case added up, and every case is counted from the shards' gtest reports)
timed "clang: suite" suite build/clang clang
/usr/bin/python3 scripts/suite-junit.py build/clang-tests.xml build/clang/tests/gtest-shards
# the NEON file cannot be parsed for x86; it is compiled and tested by the AArch64 build below.
# The static analyzer follows calls into the callees' bodies. The files of glue call hundreds
# of the reference's and the drivers' templates, and there it took most of the stage
# (src/c_api/sweeps.cpp alone 125 s, 5 s without following calls; on 2026-11-28 the front end
# query.cpp 25 s, the C API's queries.cpp 22 s, sets.cpp 17 s, rays.cpp 16 s, act.cpp 9 s, and
# 2.5 to 4.3 s each shallow): those take its shallow mode (only small callees followed, every
# function of the file still analysed); every other file, and every other check, runs in full.
shallow_files=" src/c_api/act.cpp src/c_api/queries.cpp src/c_api/rays.cpp src/c_api/sets.cpp src/c_api/sweeps.cpp src/queries/query.cpp src/reference/scalar_table.cpp src/sets/set_query.cpp src/sets/sweep_first.cpp "
tidy_one() { # tidy_one <file>
  local extra=()
  [[ "$shallow_files" == *" $1 "* ]] &&
    extra=(--extra-arg=-Xclang --extra-arg=-analyzer-config --extra-arg=-Xclang --extra-arg=mode=shallow)
  clang-tidy -p build/clang --quiet "${extra[@]}" "$1"
}
export -f tidy_one
export shallow_files
# src/shapes/*.cpp compile as one generated file (cmake/hitmask_shapes.cmake), and clang-tidy
# checks them the same way: one parse of that file instead of fifteen (2 to 3.6 s each, 35
# CPU-seconds; 8.4 s as one). The analyzer's top-level functions are a file's own by default, so
# the shapes' bodies, included by the generated file, are analysed as headers
# (-analyzer-opt-analyze-headers: a null dereference planted in src/shapes/circle.cpp is reported
# either way); the check against including a .cpp is off for that file only (the include is the
# point). The longest files first (7 to 11 s each: the three x86 kernel files, the shapes, the
# many-shape forms), so the two queues end together: listed last, they left one core idle for the
# stage's last 15 s.
tidy_shapes() {
  clang-tidy -p build/clang --quiet --checks=-bugprone-suspicious-include \
    --extra-arg=-Xclang --extra-arg=-analyzer-opt-analyze-headers build/clang/hitmask_generated/hitmask_shape_factories.cpp
}
export -f tidy_shapes
run_tidy() {
  local first="src/arch/avx512.cpp src/arch/avx2.cpp src/arch/sse4_2.cpp tidy_shapes src/sets/sweep_first.cpp src/sets/set_query.cpp"
  { tr ' ' '\n' <<<"$first"; ls src/*/*.cpp | grep -v '^src/arch/\|^src/shapes/' | grep -vxF -f <(tr ' ' '\n' <<<"$first"); } |
    xargs -P "$jobs" -I{} bash -c 'if [ {} = tidy_shapes ]; then tidy_shapes; else tidy_one {}; fi'
}
timed "clang: clang-tidy" run_tidy
echo "clang-tidy: clean (the analyzer shallow in$shallow_files)"
fuzz_one() { # fuzz_one <family>: a short run from the seed corpus; new inputs go to a scratch dir
  local scratch="build/clang/fuzz-$1"
  rm -rf "$scratch" && mkdir -p "$scratch"
  if HITMASK_FUZZ_FAMILY="$1" build/clang/tests/fuzz/hitmask_fuzz -max_total_time="$fuzz_seconds" -max_len=4096 -print_final_stats=1 \
      -artifact_prefix="build/clang/fuzz-$1-" \
      "$scratch" "tests/fuzz/corpus/$1" > "build/clang/fuzz-$1.log" 2>&1; then
    echo "fuzz $1: $(grep -m1 -o 'number_of_executed_units: [0-9]*' "build/clang/fuzz-$1.log" | cut -d' ' -f2) runs, no difference"
  else
    echo "fuzz $1: FAILED"; tail -n 30 "build/clang/fuzz-$1.log"; return 1
  fi
}
export -f fuzz_one
export fuzz_seconds
# every family CMake found (tests/kinds/ and tests/fuzz/families/)
timed "clang: fuzzers" eval 'xargs -P "$jobs" -I{} bash -c "fuzz_one {}" < build/clang/tests/fuzz/families.txt'

step "benchmark report (run beside ThreadSanitizer and clang): its log"
settle

step "shared library, C API, pkg-config, Python, pygame, LuaJIT, LÖVE and C# (scripts/test-bindings.sh, beside the next stages; its log follows the MinGW stage)"
beside bindings scripts/test-bindings.sh

step "WebAssembly: build, suite, demo and JavaScript API under Node.js (scripts/test-wasm.sh node)"
scripts/test-wasm.sh node
step "WebAssembly in headless Chromium: the page, the npm package, the Phaser scene (scripts/test-wasm.sh browser, beside the next stages; its log follows the MinGW stage)"
beside wasm-browser scripts/test-wasm.sh browser

step "aarch64 cross build, suite under qemu (NEON kernels)"
cmake -S . -B build/aarch64 -G Ninja -DCMAKE_BUILD_TYPE=Release -DHITMASK_WARNINGS_AS_ERRORS=ON \
  -DCMAKE_TOOLCHAIN_FILE="$root/cmake/toolchains/aarch64-linux-gnu.cmake" "${lean[@]}" \
  -DHITMASK_BUILD_DEMO=ON `# for its digest (scripts/check-digests.sh)` \
  -DHITMASK_TEST_SHARDS=8 "-DHITMASK_TEST_FILTER=-isa/*/scalar" \
  -DHITMASK_TEST_OPTIMIZATION=-O1 `# the test programs' own code runs emulated here: optimised`
timed "aarch64: build" cmake --build build/aarch64 -j "$jobs"
# under qemu the point is the NEON kernels: the scalar ISA's tests (the reference's own code,
# run natively by every other stage) would take minutes of emulation and add nothing: the gtest
# filter above leaves them out. The suite runs in 8 shards (a qemu process start per case cost
# more than many cases' own run); every case is counted from the shards' gtest reports.
timed "aarch64: suite under qemu" suite build/aarch64 aarch64
/usr/bin/python3 scripts/suite-junit.py build/aarch64-tests.xml build/aarch64/tests/gtest-shards

step "MinGW-w64 cross build, suite and demo under Wine (scripts/test-mingw.sh)"
scripts/test-mingw.sh

step "bindings, and the WebAssembly stage's browser part (run beside the stages above): their logs"
settle

step "same bits everywhere: hitmask_demo --digest on every platform and ISA (scripts/check-digests.sh)"
timed "digests" scripts/check-digests.sh

# One summary line over every run, from ctest's JUnit files.
total=0 failed=0 skipped=0
for run in native bench-report tsan clang aarch64 mingw wasm shared; do
  [ -f "build/$run-tests.xml" ] || { echo "$run: build/$run-tests.xml is missing"; exit 1; }
  read -r t f s < <(scripts/junit-counts.sh "build/$run-tests.xml")
  echo "$run: $t tests, $f failed, $s skipped (an ISA this CPU lacks, or a test that skips itself)"
  total=$((total + t)); failed=$((failed + f)); skipped=$((skipped + s))
done
echo "compiler cache: $(ccache --print-stats | awk -F'\t' '$1 ~ /^(direct|preprocessed)_cache_hit$/{h+=$2} $1=="cache_miss"{m=$2} END{print h+0 " hits, " m+0 " misses"}')"
echo "stage times (s), compile and run apart:"
awk -F'\t' '{printf "  %-40s %5d\n", $1, $2}' "$HITMASK_TIMES"
echo "test command took ${SECONDS}s"
echo "total: $((total - failed - skipped)) passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
