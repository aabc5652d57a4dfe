#!/usr/bin/env bash
# The suite under the compiler flags games use (issue: immune to the game's flags). Each set is
# put in CMAKE_CXX_FLAGS (or the LTO switch) for the library and the tests together, as a game
# that builds hitmask with add_subdirectory would; every set must pass bit for bit. The test
# command runs two fast-math sets itself (its sanitizer stages); this script runs the rest:
#   Debug (-O0 -g), -O3 -march=native, -Ofast -march=native, clang -O2 -ffast-math, LTO.
# Usage: scripts/run-flag-matrix.sh [name...]   (names: debug native ofast clang-fast-math lto)
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)
scripts/install-deps.sh build-essential cmake ninja-build libxsimd-dev libgtest-dev googletest clang

lean=(-DHITMASK_BUILD_BENCHMARKS=OFF -DHITMASK_BUILD_DEMO=OFF -DHITMASK_BUILD_TOOLS=OFF -DHITMASK_WARNINGS_AS_ERRORS=ON)
run() { # run <name> <cmake args...>
  local name=$1 dir=build/flags-$1
  shift
  printf '\n==== [%ds] %s ====\n' "$SECONDS" "$name"
  cmake -S . -B "$dir" -G Ninja "${lean[@]}" "$@" > /dev/null
  cmake --build "$dir" -j "$jobs" > "$dir.log" 2>&1 || { tail -n 30 "$dir.log"; return 1; }
  (cd "$dir" && ctest -j "$jobs" --output-on-failure > ../flags-"$name"-ctest.log 2>&1) ||
    { grep -E "tests passed|tests failed|Failed" "build/flags-$name-ctest.log"; return 1; }
  grep -E "tests passed" "build/flags-$name-ctest.log"
}
want() { printf '%s\n' "${selected[@]}" | grep -qx "$1"; }
selected=("$@")
status=0
if [ ${#selected[@]} -eq 0 ] || want debug; then run debug -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS=-O0 -g" || status=1; fi
if [ ${#selected[@]} -eq 0 ] || want native; then run native -DCMAKE_BUILD_TYPE=None "-DCMAKE_CXX_FLAGS=-O3 -march=native" || status=1; fi
if [ ${#selected[@]} -eq 0 ] || want ofast; then run ofast -DCMAKE_BUILD_TYPE=None "-DCMAKE_CXX_FLAGS=-Ofast -march=native" || status=1; fi
if [ ${#selected[@]} -eq 0 ] || want clang-fast-math; then
  CC=clang CXX=clang++ run clang-fast-math -DCMAKE_BUILD_TYPE=None "-DCMAKE_CXX_FLAGS=-O2 -ffast-math" || status=1
fi
if [ ${#selected[@]} -eq 0 ] || want lto; then
  run lto -DCMAKE_BUILD_TYPE=Release -DCMAKE_INTERPROCEDURAL_OPTIMIZATION=ON || status=1
fi
echo "flag matrix took ${SECONDS}s"
exit $status
