# Sourced first by the scripts that test the staged npm package (test-npm.sh, test-phaser.sh),
# from the checkout's root: the root, the script's start (for its "took Ns" line), `check`
# (checks.sh), `e2e_playwright` (e2e.sh), the staged package's version and npm's quiet flags.
root=$PWD
start=$SECONDS
source scripts/lib/checks.sh
source scripts/lib/e2e.sh
version=$(staged_npm_version)
npm_quiet=(--no-audit --no-fund --loglevel=error)
