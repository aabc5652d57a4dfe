# Sourced first by the test command's stage scripts (test-mingw.sh, test-wasm.sh,
# test-bindings.sh), from the checkout's root: the root, the builds' job count, the stage's start
# (for its "took Ns" lines) and `timed` (timing.sh).
root=$PWD
jobs=$(nproc 2>/dev/null || echo 2)
stage_start=$SECONDS
source scripts/lib/timing.sh
