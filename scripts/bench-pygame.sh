#!/usr/bin/env bash
# The pygame stage's collision time per frame three ways (examples/pygame/stage.py --bench):
# hitmask's Python module, pygame's spritecollide with collide_circle, and the NumPy idiom, at
# about 2,000, 10,000 and 50,000 bullets (or the counts given), each the median of the last 300
# of 600 frames, the three ways' answers compared on every frame. Prints one table
# (docs/speed.md, docs/bindings.md); asserts no time.
#     scripts/bench-pygame.sh [PYTHONPATH] [-- COUNT...]   (default: build/shared/python)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
module=$root/build/shared/python
[ $# -gt 0 ] && [ "$1" != "--" ] && { module=$1; shift; }
[ "${1:-}" = "--" ] && shift
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(2000 10000 50000)
scripts/install-deps.sh python3-pygame python3-numpy
out=$root/build/pygame-bench
mkdir -p "$out"
echo "| bullets asked | on screen (mean) | hitmask | spritecollide | NumPy | spritecollide / hitmask | NumPy / hitmask |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for count in "${counts[@]}"; do
  PYTHONPATH="$module" /usr/bin/python3 examples/pygame/stage.py --bench --bullets "$count" > "$out/bench-$count.txt" ||
    { cat "$out/bench-$count.txt" >&2; exit 1; }
  sed -n 's/^pygame frame time, median of [0-9]* frames (\([0-9]*\) bullets on average): hitmask \([0-9.]*\) ms, spritecollide \([0-9.]*\) ms, NumPy \([0-9.]*\) ms (spritecollide \/ hitmask \([0-9.]*x\), NumPy \/ hitmask \([0-9.]*x\))$/| '"$count"' | \1 | \2 ms | \3 ms | \4 ms | \5 | \6 |/p' \
    "$out/bench-$count.txt"
done
echo "(hitmask $(sed -n 's/^pygame check: .*hitmask (\([a-z0-9_]*\)).*/\1/p' "$out/bench-${counts[0]}.txt"); the three ways agree on every frame compared)"
