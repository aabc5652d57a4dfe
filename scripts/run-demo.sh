#!/usr/bin/env bash
# The main job: builds hitmask and runs the bullet-hell demo (arguments go to the demo,
# e.g. --bullets 200000 --seed 7 --out frame.svg). Installs missing Debian packages first.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh build-essential cmake ninja-build libxsimd-dev

cmake -S . -B build/demo -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DHITMASK_BUILD_TESTS=OFF -DHITMASK_BUILD_BENCHMARKS=OFF -DHITMASK_BUILD_DEMO=ON > build-demo.log 2>&1 \
  || { cat build-demo.log; exit 1; }
cmake --build build/demo --target hitmask_demo >> build-demo.log 2>&1 || { cat build-demo.log; exit 1; }
rm -f build-demo.log
exec build/demo/demo/hitmask_demo "$@"
