#!/usr/bin/env bash
# The Windows stage of the test command, on its own so it can be run (and repeated) alone:
# a MinGW-w64 cross build (warnings as errors), the whole suite and the demo under Wine, and the
# DLL (exactly the C API's exports; the C programs linked against it, under Wine).
# Writes build/mingw-tests.xml for the test command's summary.
#
# Wine runs each .exe through a wineserver. If none is up, the first process starts one, and
# when ctest starts two at once they race to do so: a test then dies in 0.02 s with
# "wine client error: recvmsg: Connection reset by peer" (measured: 3 runs of 3 failed without a
# server, 3 of 3 passed with one). So the server is started after the builds (a server with a
# timeout would exit during them), kept up with no timeout for the whole stage, and stopped at
# the end, however the stage ends.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/stage.sh # root, jobs, stage_start, timed

scripts/install-deps.sh cmake ninja-build libxsimd-dev googletest g++-mingw-w64-x86-64-posix wine64

# Debian's wine64 puts its loader in /usr/lib/wine (the `wine` package adds /usr/bin/wine).
wine=$(command -v wine64 || command -v wine || echo /usr/lib/wine/wine64)
wineserver=$(command -v wineserver || echo /usr/lib/wine/wineserver)
export WINEPREFIX="$root/build/wineprefix" WINEDEBUG=-all

toolchain=(-DCMAKE_TOOLCHAIN_FILE="$root/cmake/toolchains/x86_64-w64-mingw32.cmake" -DHITMASK_WARNINGS_AS_ERRORS=ON
           -DCMAKE_BUILD_TYPE=Release -DHITMASK_BUILD_BENCHMARKS=OFF -DHITMASK_BUILD_TOOLS=OFF)
# -ffast-math in CMAKE_CXX_FLAGS, as a game's build would have it: the library restores IEEE
# semantics for its own files, and the suite must pass bit for bit (g++'s check of that)
# the suite in 8 shards: a Wine process start (about 0.3 s) per case cost more than most cases
# The test programs' own code at -O1 here (-O0 elsewhere: tests/CMakeLists.txt): at -O0 the PE
# link of hitmask_tests.exe, thousands of unmerged template sections, took 35 s of one core.
cmake -S . -B build/mingw -G Ninja "${toolchain[@]}" -DCMAKE_CXX_FLAGS=-ffast-math -DHITMASK_TEST_SHARDS=8 \
  -DHITMASK_TEST_OPTIMIZATION=-O1
timed "mingw: build" cmake --build build/mingw -j "$jobs"
# The DLL: it must export exactly the C API's functions (and the C++ API). It takes the suite
# build's user flags (-ffast-math, which the library's own flags override), so its kernel files
# compile to the same objects, which the compiler cache of scripts/run-tests.sh builds once.
cmake -S . -B build/mingw-shared -G Ninja "${toolchain[@]}" -DCMAKE_CXX_FLAGS=-ffast-math -DBUILD_SHARED_LIBS=ON \
  -DHITMASK_BUILD_DEMO=OFF > /dev/null
c_programs=(hitmask_c_api_test hitmask_c_api_sets_test hitmask_c_api_rays_test hitmask_c_api_act_test
            hitmask_c_api_sweeps_test hitmask_readme_example hitmask_c_api_compare hitmask_c_api_sets_compare
            hitmask_c_api_rays_compare hitmask_c_api_act_compare hitmask_c_api_sweeps_compare)
timed "mingw: shared build" cmake --build build/mingw-shared -j "$jobs" --target "${c_programs[@]}"
echo "MinGW-w64 builds took $((SECONDS - stage_start))s"

# A private prefix (filled once, about 10 s) and one server for the whole stage.
mkdir -p "$WINEPREFIX"
# -k asks the server to end and -w waits until it has. A new server must then run wineboot before
# any test: the first program started on a fresh server without it hangs for good (measured:
# 6 of 6 restarts, with -j2 and with -j1, the first test never ended; 7 of 7 passed with wineboot
# first). The rerun below restarted the server without it, and one such hang held CI's run of
# ec4743c until CI's limit stopped it (2026-11-30).
stop_server() { "$wineserver" -k > /dev/null 2>&1 || true; "$wineserver" -w > /dev/null 2>&1 || true; }
start_server() { "$wineserver" -p < /dev/null > /dev/null 2>&1; "$wine" wineboot -i > /dev/null 2>&1; }
trap stop_server EXIT
stop_server
start_server

suite_log=build/mingw/suite.log
run_suite() {
  (cd build/mingw && ctest -j "$jobs" --timeout "$test_timeout" --output-on-failure --output-junit "$root/build/mingw-tests.xml") 2>&1 | tee "$suite_log"
  return "${PIPESTATUS[0]}"
}
# Whether every failure of the run is Wine's, not the library's: Wine's client lost its server
# connection, or each failed test is a process that died at start (under 0.1 s) without printing
# anything of GoogleTest's (no test started, no assertion). Seen here: 1 run in 5 lost one such
# test, which then passed (2026-12-07: 1 of 10 runs right after a server's start and wineboot, 0
# of 4 on a server that had run a suite before). A test that failed an assertion, crashed
# inside a test or ran longer is the library's. A test that hung past ctest's timeout (***Timeout)
# without an assertion failing counts as Wine's too: a hang inside the library would hang again.
wine_fault() {
  grep -q "wine client error" "$suite_log" && return 0
  grep -qE '^\[  FAILED  \]|: Failure$' "$suite_log" && return 1
  grep -E '\*\*\*(Failed|Exception)' "$suite_log" | grep -qvE '\*\*\*Failed +0\.0[0-9] sec' && return 1
  return 0
}
# Wine's own fault is not the library's: the suite is run again, whole, with a fresh server, at
# most twice, and every test must pass in one run. Any other failure fails the stage.
runs=1
until timed "mingw: suite under Wine" run_suite; do
  { wine_fault && [ "$runs" -lt 3 ]; } || exit 1
  echo "MinGW-w64 suite: Wine dropped $(grep -cE '\*\*\*Failed' "$suite_log") test process(es) at start and $(grep -cE '\*\*\*Timeout' "$suite_log") hung ($(grep -c 'wine client error' "$suite_log") client errors); running the suite once more"
  grep -E '\*\*\*(Failed|Timeout)' "$suite_log" | sed 's/^/  dropped: /'
  stop_server
  start_server
  runs=$((runs + 1))
done
# every case of the suite's shards counted from their gtest reports
/usr/bin/python3 scripts/suite-junit.py build/mingw-tests.xml build/mingw/tests/gtest-shards

"$wine" build/mingw/demo/hitmask_demo.exe --bullets 20000 --frames 2 --out build/mingw/smoke.svg | tee build/mingw/demo.txt
grep -q "every ISA matches the scalar reference bit for bit: yes" build/mingw/demo.txt ||
  { echo "MinGW demo under Wine: the ISAs do not match the reference"; exit 1; }

cp build/mingw-shared/libhitmask.dll build/mingw-shared/tests/c_api/
grep -o '\bhm_[a-z0-9_]*(' include/hitmask/hitmask.h | tr -d '(' | sort -u > build/mingw-shared/declared.txt
x86_64-w64-mingw32-objdump -p build/mingw-shared/libhitmask.dll | grep -oE '\] hm_[a-z0-9_]+' | sed 's/\] //' |
  sort -u > build/mingw-shared/exported.txt
diff build/mingw-shared/declared.txt build/mingw-shared/exported.txt ||
  { echo "libhitmask.dll does not export exactly the functions of hitmask.h"; exit 1; }
echo "libhitmask.dll exports the $(wc -l < build/mingw-shared/exported.txt) functions of hitmask.h"
for program in "${c_programs[@]}"; do
  (cd build/mingw-shared/tests/c_api && "$wine" "./$program.exe" > "$program.txt" 2>&1) ||
    { echo "$program.exe against libhitmask.dll under Wine failed"; tail -n 20 "build/mingw-shared/tests/c_api/$program.txt"; exit 1; }
  echo "$program.exe against libhitmask.dll under Wine: $(tail -n 1 "build/mingw-shared/tests/c_api/$program.txt")"
done
echo "MinGW-w64 stage took $((SECONDS - stage_start))s"
