#!/usr/bin/env bash
# The LÖVE stage's collision section timed three ways (examples/love/main.lua --bench): hitmask
# through LuaJIT's FFI, the plain LuaJIT loop, and LÖVE's own physics (love.physics, Box2D),
# headless under Xvfb, at about 4,000, 20,000 and 50,000 bullets (or the counts given), each the
# median of the last 300 of 600 frames, with the three ways' hits and grazes compared on every
# one of those frames; then hitmask and the plain loop over the same frames without love.physics
# (--no-physics), whose milliseconds of Box2D leave both cold. Prints two tables (docs/speed.md,
# docs/bindings.md); asserts no time.
#     scripts/bench-love.sh [LIB [HEADER]] [-- COUNT...]   (default: build/shared, include/)
# A few minutes: love.physics takes most of a second a frame at 50,000 bullets.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
lib=$root/build/shared/libhitmask.so.0 header=$root/include/hitmask/hitmask.h
[ $# -gt 0 ] && [ "$1" != "--" ] && { lib=$1; shift; }
[ $# -gt 0 ] && [ "$1" != "--" ] && { header=$1; shift; }
[ "${1:-}" = "--" ] && shift
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(4000 20000 50000)
scripts/install-deps.sh love xvfb xauth
[ -f "$lib" ] || { echo "bench-love.sh: no shared library at $lib (scripts/test-bindings.sh builds it)" >&2; exit 2; }
out=$root/build/love-bench
mkdir -p "$out"
run_love() { # run_love <count> <name> [flags...]: the stage's --bench frames into $out/<name>-<count>.txt
  LP_NUM_THREADS=0 timeout 1200 xvfb-run -a -s "-screen 0 800x600x24" love examples/love --bench --bullets "$1" \
    --lib "$lib" --header "$header" "${@:3}" > "$out/$2-$1.txt" 2> "$out/$2-$1.err" ||
    { cat "$out/$2-$1.txt" "$out/$2-$1.err" >&2; exit 1; }
  grep -q "love check: the plain-Lua frame agrees on all" "$out/$2-$1.txt" || { cat "$out/$2-$1.txt" >&2; exit 1; }
}
# Beside love.physics: its frame (milliseconds of Box2D) leaves the caches cold for the other two.
echo "Beside love.physics (the three ways in one frame):"
echo
echo "| bullets asked | on screen (mean) | hitmask | plain LuaJIT | love.physics | plain / hitmask | love.physics / hitmask |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for count in "${counts[@]}"; do
  run_love "$count" bench
  grep -q "love bench: love.physics agrees on all" "$out/bench-$count.txt" || { cat "$out/bench-$count.txt" >&2; exit 1; }
  sed -n 's/^love bench: \([0-9]*\) bullets asked, \([0-9]*\) on average.*: hitmask \([0-9.]*\) ms, plain Lua \([0-9.]*\) ms, love.physics \([0-9.]*\) ms a frame (plain Lua \/ hitmask \([0-9.]*x\), love.physics \/ hitmask \([0-9.]*x\))$/| \1 | \2 | \3 ms | \4 ms | \5 ms | \6 | \7 |/p' \
    "$out/bench-$count.txt"
done
# Alone: the same frames and bullets without love.physics, as a game that uses hitmask runs them.
echo
echo "Alone (--no-physics: the same frames without love.physics):"
echo
echo "| bullets asked | on screen (mean) | hitmask | plain LuaJIT | plain / hitmask |"
echo "|---:|---:|---:|---:|---:|"
for count in "${counts[@]}"; do
  run_love "$count" alone --no-physics
  sed -n 's/^love bench alone: \([0-9]*\) bullets asked, \([0-9]*\) on average.*: hitmask \([0-9.]*\) ms, plain Lua \([0-9.]*\) ms a frame (plain Lua \/ hitmask \([0-9.]*x\))$/| \1 | \2 | \3 ms | \4 ms | \5 |/p' \
    "$out/alone-$count.txt"
done
echo
echo "(hitmask $(sed -n 's/^love check: .*hitmask \([^ ]*\) (\([a-z0-9_]*\)).*/\1, \2/p' "$out/bench-${counts[0]}.txt"); the hits and grazes of the three ways agree on every frame compared)"
