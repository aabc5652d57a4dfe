# Sourced by the scripts that drive headless Chromium (test-npm.sh, test-phaser.sh,
# bench-web-callcost.sh): playwright-core, pinned by web/e2e's lock file, installed once into
# build/wasm/e2e/ with npm ci (the only download), where the drivers run from. Returns 1, with a
# line on stderr, when npm ci fails.
e2e_playwright() {
  mkdir -p build/wasm/e2e
  [ -d build/wasm/e2e/node_modules/playwright-core ] && return 0
  cp web/e2e/package.json web/e2e/package-lock.json build/wasm/e2e/
  (cd build/wasm/e2e && npm ci --no-audit --no-fund --loglevel=error > /dev/null) ||
    { echo "npm ci of the page test's playwright-core failed" >&2; return 1; }
}
