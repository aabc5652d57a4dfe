#!/usr/bin/env bash
# The WebAssembly stage of the test command, on its own so it can be run (and repeated) alone:
#   1. an Emscripten build (warnings as errors) into build/wasm/: the library with its simd128
#      kernels, the whole GoogleTest suite, the demo and the web module;
#   2. the suite under Node.js (every kernel against the reference, as natively);
#   3. the demo under Node.js, and its digest;
#   4. the JavaScript API's test (web/tests/api_test.js) and example; the speed comparison
#      under Node.js (web/bench.js; with the native build's Google
#      Benchmark rows beside it when build/native has them);
#   5. the site served on loopback and loaded in headless Chromium by Playwright
#      (web/e2e/page_test.js): the page's digest equals the demo's, the frame animates and
#      follows keys and mouse, the comparison runs in the browser, and a screenshot is taken;
#   6. the npm package (scripts/test-npm.sh): packed, installed offline into an empty folder, its
#      ES-module example under Node.js, its TypeScript declarations under tsc --strict, and a
#      page importing it gives the same digest in headless Chromium;
#   7. the Phaser scene (scripts/test-phaser.sh): examples/phaser over the packed package, its
#      hits, grazes and laser target equal to Arcade Physics' on every frame in headless Chromium.
# Ends with one line: "N passed, N failed". Writes build/wasm-tests.xml for the test command.
# `scripts/test-wasm.sh node` runs 1-4 (the build, and what runs under Node.js), `... browser`
# 5-7 on that build (what runs in Chromium and the npm package; mostly one core, so the test
# command runs it beside its next stage); no argument, both.
set -euo pipefail
part=${1:-all}
case "$part" in
  all | node | browser) ;;
  *) echo "usage: scripts/test-wasm.sh [node|browser]" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/.."
source scripts/lib/stage.sh # root, jobs, stage_start, timed

scripts/install-deps.sh cmake ninja-build libxsimd-dev googletest emscripten nodejs chromium python3
# npm comes with Node.js from NodeSource; Debian packages it apart (and its npm would conflict)
command -v npm > /dev/null || scripts/install-deps.sh npm
# em++'s JavaScript optimiser needs Debian's acorn, which lives here
export NODE_PATH=/usr/share/nodejs
# Debian's em++, emcc and emar are shell wrappers that run "${EMSDK_PYTHON:-python3}": the first
# python3 on PATH, which may be a pyenv shim that spawns some forty shells before Python starts
# (0.50 s a call, 0.23 s with Debian's interpreter named; the build makes about 250 such calls).
export EMSDK_PYTHON=/usr/bin/python3
# Emscripten 3.1.6's loader cannot run under Node.js's global fetch (Node 18+); see the toolchain file
node=(node --no-experimental-fetch)
# no compiler cache here (scripts/run-tests.sh sets one): ccache 4.7 does not know em++, and no
# other build compiles these files
unset CMAKE_CXX_COMPILER_LAUNCHER CMAKE_C_COMPILER_LAUNCHER

source scripts/lib/checks.sh # check <what> <command...>: counted into passed and failed

if [ "$part" != browser ]; then
# The suite in 8 shards (a Node.js process start, about 0.4 s, per case cost more than most
# cases), without the scalar ISA's tests (below)
cmake -S . -B build/wasm -G Ninja -DCMAKE_TOOLCHAIN_FILE="$root/cmake/toolchains/wasm32-emscripten.cmake" \
  -DCMAKE_BUILD_TYPE=Release -DHITMASK_WARNINGS_AS_ERRORS=ON -DHITMASK_TEST_SHARDS=8 "-DHITMASK_TEST_FILTER=-isa/*/scalar" \
  -DHITMASK_BUILD_BENCHMARKS=OFF -DHITMASK_BUILD_TOOLS=OFF -DHITMASK_BUILD_EXAMPLES=OFF > /dev/null
timed "wasm: build" cmake --build build/wasm -j "$jobs"
echo "WebAssembly build took $((SECONDS - stage_start))s"


# 2. the suite
suite_ok=0
# as under qemu, the point is the SIMD128 kernels: the scalar ISA's tests run the reference's own
# code against itself (a minute of the suite here); the reference still runs here as every
# SIMD128 test's model, and the scalar ISA's digest is checked (scripts/check-digests.sh)
wasm_suite() { (cd build/wasm && ctest -j "$jobs" --timeout "$test_timeout" --output-on-failure --output-junit "$root/build/wasm-tests.xml"); }
timed "wasm: suite under Node.js" wasm_suite || suite_ok=1
/usr/bin/python3 scripts/suite-junit.py build/wasm-tests.xml build/wasm/tests/gtest-shards
read -r t f s < <(scripts/junit-counts.sh build/wasm-tests.xml)
passed=$((passed + t - f - s)) failed=$((failed + f))
echo "suite under Node.js: $((t - f - s)) passed, $f failed, $s skipped (the x86 and NEON kernels)"
[ "$suite_ok" -eq 0 ] || [ "$f" -gt 0 ] || failed=$((failed + 1))

# 3. the demo (a command that fails counts as a failed check; the stage goes on to its summary)
check "the demo runs under Node.js" \
  bash -c '"$@" > build/wasm/demo.txt' _ "${node[@]}" build/wasm/demo/hitmask_demo.js --bullets 20000 --frames 3 --out build/wasm/demo.svg
cat build/wasm/demo.txt
check "the demo under Node.js: every ISA matches the reference" \
  grep -q "every ISA matches the scalar reference bit for bit: yes" build/wasm/demo.txt
check "the demo under Node.js: the 3D scene matches the reference" \
  grep -q "every ISA matches the scalar reference bit for bit (3D): yes" build/wasm/demo.txt
digest=$("${node[@]}" build/wasm/demo/hitmask_demo.js --bullets 20000 --seed 1 --digest || true)
scalar_digest=$(HITMASK_ISA=scalar "${node[@]}" build/wasm/demo/hitmask_demo.js --bullets 20000 --seed 1 --digest || true)
echo "demo under Node.js: simd128 $digest, scalar $scalar_digest"
check "the wasm digest is the same on simd128 and scalar" [ "$digest" = "$scalar_digest" ]
check "the digest line is 'digest: <16 hex digits>'" grep -qE '^digest: [0-9a-f]{16}$' <<<"$digest"
printf '%s\n' "$digest" > build/wasm/digest.txt # for the browser part

# the JavaScript API: its own test, and the documented example's output (docs/webassembly.md)
api_ok=0
node web/tests/api_test.js "$root/build/wasm/web" | tee build/wasm/api.txt || api_ok=1
api_line=$(grep -m1 '^api: [0-9]* passed, [0-9]* failed' build/wasm/api.txt || echo "api: 0 passed, 1 failed")
passed=$((passed + $(cut -d' ' -f2 <<<"$api_line"))) failed=$((failed + $(cut -d' ' -f4 <<<"$api_line")))
[ "$api_ok" -eq 0 ] || grep -q ' 0 failed' <<<"$api_line" || failed=$((failed + 1))
(cd build/wasm/web && node example.js) > build/wasm/example.txt 2>&1 || true
cat build/wasm/example.txt
check "the JavaScript example prints what docs/webassembly.md shows" \
  bash -c "grep -qx 'hits: 13, grazes: 104, in the cone: 3829' \$1 && grep -qx 'the laser stops at enemy 0 after 444.3' \$1" \
  _ build/wasm/example.txt
# the module a web game downloads: issue 48's budget, 600,000 bytes (docs/getting-started.md).
# A size, not a timing: the same toolchain gives the same bytes, so it may fail the run.
wasm_bytes=$(stat -c %s build/wasm/web/hitmask_web.wasm)
echo "the npm package's module: $wasm_bytes bytes"
check "the npm package's module is at most 600,000 bytes ($wasm_bytes)" [ "$wasm_bytes" -le 600000 ]

# 4. the speed comparison under Node.js, with the native rows of the same shapes when built
native=()
if [ -f build/native/build.ninja ] && cmake --build build/native --target hitmask_bench > /dev/null &&
   build/native/bench/hitmask_bench --benchmark_filter='^(circle|sector_facing|convex_polygon_8)/(avx512|avx2|sse4_2)/100000$' \
    --benchmark_min_time=0.1 --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
    --benchmark_out=build/wasm/native-bench.json --benchmark_out_format=json > /dev/null 2>&1; then
  native=(--native "$root/build/wasm/native-bench.json")
fi
(cd build/wasm/web && node bench.js "${native[@]}" --json "$root/build/wasm/bench-node.json") > build/wasm/bench-node.txt 2>&1 || true
cat build/wasm/bench-node.txt
check "the speed comparison ran under Node.js (simd128 equal to the reference)" grep -q convex_polygon_8 build/wasm/bench-node.txt
fi

if [ "$part" != node ]; then
if [ "$part" = browser ]; then
  [ -f build/wasm/digest.txt ] || { echo "build/wasm is not built and tested: run scripts/test-wasm.sh node first" >&2; exit 1; }
  digest=$(cat build/wasm/digest.txt)
fi
# 5. the page in headless Chromium, over loopback
mkdir -p build/wasm/e2e
cp web/e2e/package.json web/e2e/package-lock.json web/e2e/page_test.js build/wasm/e2e/
check "npm ci installs the page test's playwright-core" \
  bash -c 'cd build/wasm/e2e && npm ci --no-audit --no-fund --loglevel=error > /dev/null'
/usr/bin/python3 -u -m http.server 0 --bind 127.0.0.1 --directory build/wasm/web > build/wasm/http.log 2>&1 &
server=$!
trap 'kill $server 2> /dev/null || true' EXIT
port=
for _ in $(seq 50); do
  port=$(grep -o 'port [0-9]*' build/wasm/http.log | head -n 1 | cut -d' ' -f2 || true)
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { echo "the loopback server did not start"; cat build/wasm/http.log; exit 1; }
page_ok=0
(cd build/wasm/e2e && node page_test.js "http://127.0.0.1:$port/" "$root/build/wasm/page.png" "$digest" \
  "$root/build/wasm/bench-page.txt") | tee build/wasm/page.txt || page_ok=1
page_line=$(grep -m1 '^page: [0-9]* passed, [0-9]* failed' build/wasm/page.txt || echo "page: 0 passed, 1 failed")
passed=$((passed + $(cut -d' ' -f2 <<<"$page_line"))) failed=$((failed + $(cut -d' ' -f4 <<<"$page_line")))
[ "$page_ok" -eq 0 ] || grep -q ' 0 failed' <<<"$page_line" || failed=$((failed + 1))
echo "screenshot: build/wasm/page.png"
kill $server 2> /dev/null || true

# 6. the npm package
npm_ok=0
scripts/test-npm.sh | tee build/wasm/npm.txt || npm_ok=1
npm_line=$(grep -m1 '^npm: [0-9]* passed, [0-9]* failed' build/wasm/npm.txt || echo "npm: 0 passed, 1 failed")
passed=$((passed + $(cut -d' ' -f2 <<<"$npm_line"))) failed=$((failed + $(cut -d' ' -f4 <<<"$npm_line")))
[ "$npm_ok" -eq 0 ] || grep -q ' 0 failed' <<<"$npm_line" || failed=$((failed + 1))

# 7. the Phaser scene over the packed package, against Arcade Physics, in headless Chromium
phaser_ok=0
scripts/test-phaser.sh | tee build/wasm/phaser.txt || phaser_ok=1
phaser_line=$(grep -m1 '^phaser: [0-9]* passed, [0-9]* failed' build/wasm/phaser.txt || echo "phaser: 0 passed, 1 failed")
passed=$((passed + $(cut -d' ' -f2 <<<"$phaser_line"))) failed=$((failed + $(cut -d' ' -f4 <<<"$phaser_line")))
[ "$phaser_ok" -eq 0 ] || grep -q ' 0 failed' <<<"$phaser_line" || failed=$((failed + 1))
fi

echo "WebAssembly stage ($part) took $((SECONDS - stage_start))s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
