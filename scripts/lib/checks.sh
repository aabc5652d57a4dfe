# Sourced by the WebAssembly stage's scripts (test-wasm.sh, test-npm.sh, test-phaser.sh): their
# counted checks, and the staged npm package they test.
passed=0 failed=0
check() { # check <what> <command...>: one more passed or failed check
  local what=$1; shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: $what"; fi
}
# The version of the npm package the WebAssembly build staged in build/wasm/npm/; exits the
# calling script when nothing is staged there.
staged_npm_version() {
  [ -f build/wasm/npm/package.json ] ||
    { echo "build/wasm/npm/ is not staged: run scripts/test-wasm.sh or cmake --build build/wasm --target hitmask_npm" >&2
      exit 1; }
  node -p "require('./build/wasm/npm/package.json').version"
}
