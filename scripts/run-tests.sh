#!/usr/bin/env bash
# The test command: installs missing Debian packages, then
#   1. builds everything natively with warnings as errors and runs the GoogleTest suite
#      (every kernel on every ISA this CPU runs, against the scalar reference);
#   2. smoke-runs the demo and the benchmarks;
#   3. installs to a prefix and builds a consumer project with find_package(hitmask CONFIG);
#   4. cross-builds for AArch64 and runs the whole suite on the NEON kernels under qemu.
# Ends with one line: "total: N passed, N failed, N skipped".
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
jobs=$(nproc 2>/dev/null || echo 2)

scripts/install-deps.sh build-essential cmake ninja-build libxsimd-dev libgtest-dev googletest \
  libbenchmark-dev g++-aarch64-linux-gnu qemu-user

step() { printf '\n==== %s ====\n' "$*"; }

step "native build (g++, warnings as errors)"
cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release -DHITMASK_WARNINGS_AS_ERRORS=ON \
  -DCMAKE_INSTALL_PREFIX="$root/build/prefix"
cmake --build build/native -j "$jobs"

step "native tests"
(cd build/native && ctest -j "$jobs" --output-on-failure --output-junit "$root/build/native-tests.xml")

step "demo and benchmark smoke runs"
build/native/demo/hitmask_demo --bullets 20000 --frames 3 --out build/native/smoke.svg
build/native/bench/hitmask_bench --benchmark_filter='/4096$' --benchmark_min_time=0.01 > build/native/bench-smoke.txt
tail -n 8 build/native/bench-smoke.txt

step "install + find_package(hitmask CONFIG) consumer"
rm -rf build/prefix build/consumer
cmake --install build/native
cmake -S tests/consumer -B build/consumer -G Ninja -DCMAKE_PREFIX_PATH="$root/build/prefix"
cmake --build build/consumer
build/consumer/hitmask_consumer

step "aarch64 cross build, tests under qemu (NEON kernels)"
cmake -S . -B build/aarch64 -G Ninja -DCMAKE_BUILD_TYPE=Release -DHITMASK_WARNINGS_AS_ERRORS=ON \
  -DCMAKE_TOOLCHAIN_FILE="$root/cmake/toolchains/aarch64-linux-gnu.cmake" \
  -DHITMASK_BUILD_BENCHMARKS=OFF -DHITMASK_BUILD_DEMO=OFF
cmake --build build/aarch64 -j "$jobs"
(cd build/aarch64 && ctest -j "$jobs" --output-on-failure --output-junit "$root/build/aarch64-tests.xml")

# One summary line over both runs, from ctest's JUnit files.
total=0 failed=0 skipped=0
for xml in build/native-tests.xml build/aarch64-tests.xml; do
  line=$(tr '\n\t' '  ' < "$xml" | grep -m1 -o '<testsuite [^>]*>')
  t=$(sed -n 's/.* tests="\([0-9]*\)".*/\1/p' <<<"$line")
  f=$(sed -n 's/.* failures="\([0-9]*\)".*/\1/p' <<<"$line")
  s=$(sed -n 's/.* skipped="\([0-9]*\)".*/\1/p' <<<"$line")
  echo "$(basename "$xml" -tests.xml): $t tests, $f failed, $s skipped (the other ISA family's tests)"
  total=$((total + t)); failed=$((failed + f)); skipped=$((skipped + s))
done
echo "total: $((total - failed - skipped)) passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
