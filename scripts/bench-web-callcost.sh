#!/usr/bin/env bash
# The JavaScript API's cost per call in headless Chromium (issue 49; docs/speed.md, "The first
# call of a frame"): web/callcost.html runs web/callcost.js, which times test, testHitGraze and
# raycastClosest at N = 8 to 65,536, warm, through the API, through the module's export alone and
# as the plain JavaScript loop over Float32Arrays, interleaved in one run, and prints one table
# and the fixed cost per call. Asserts no time (it fails only when hitmask and the plain loop
# disagree). Takes the module from a WebAssembly build (build/wasm, or the folder in
# HITMASK_WASM_BUILD) and builds only the module's target there when its .wasm is missing; the
# JavaScript files come from the checkout (web/, examples/phaser/serve.mjs). About a minute.
#     scripts/bench-web-callcost.sh [--node]     (--node: the same table under Node.js first)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
source scripts/lib/e2e.sh # e2e_playwright
build=${HITMASK_WASM_BUILD:-build/wasm}
node_too=0
case "${1:-}" in
  "") ;;
  --node) node_too=1 ;;
  *) echo "usage: scripts/bench-web-callcost.sh [--node]" >&2; exit 2 ;;
esac

if [ ! -f "$build/web/hitmask_web.wasm" ]; then
  [ -f "$build/build.ninja" ] || { echo "$build is not a WebAssembly build: run scripts/test-wasm.sh first" >&2; exit 1; }
  NODE_PATH=/usr/share/nodejs cmake --build "$build" --target hitmask_web
fi
# the served folder: the built module, the checkout's API and page, and the Phaser stage's
# cross-origin isolated server
site=$root/build/web-callcost
mkdir -p "$site"
cp "$build/web/hitmask_web.js" "$build/web/hitmask_web.wasm" "$site/"
cp web/hitmask.js web/callcost.js web/callcost.html examples/phaser/serve.mjs "$site/"
e2e_playwright
cp web/e2e/callcost.cjs build/wasm/e2e/

if [ "$node_too" -eq 1 ]; then
  (cd "$site" && node --no-experimental-fetch callcost.js) | tee "$site/callcost-node.txt"
  echo
fi
(cd build/wasm/e2e && node callcost.cjs "$site" --json "$site/callcost.json") | tee "$site/callcost.txt"
