#!/usr/bin/env bash
# The pygame stage (examples/pygame/stage.py) headless, with SDL's dummy video driver: 300 frames
# from seed 7 with a scripted player, every frame's hits, new grazes and laser target from
# hitmask's Python module and from pygame's own sprite collisions (spritecollide with
# collide_circle), which must agree on every frame; the totals checked; a screenshot saved.
# Then --bench at about 2,000 bullets for 320 frames: the NumPy way must agree too. Times print,
# never fail. Called by scripts/test-bindings.sh with the module built against the shared
# library; alone:
#     scripts/test-pygame.sh [PYTHONPATH [OUT_DIR]]   (default: build/shared/python, build/pygame)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
module=${1:-$root/build/shared/python}
out=${2:-$root/build/pygame}
py=/usr/bin/python3 # Debian's interpreter, the one python3-pygame and python3-numpy are for
scripts/install-deps.sh python3-pygame python3-numpy
mkdir -p "$out"
rm -f "$out/frame.png"
PYTHONPATH="$module" "$py" examples/pygame/stage.py --check --frames 300 --seed 7 --screenshot "$out/frame.png" \
  | tee "$out/check.txt"
grep -q "pygame check: pygame's collisions agree on all 300 frames" "$out/check.txt"
# the same frames give the same counts on every ISA and every run
grep -q "pygame check: 300 frames, seed 7, hitmask (.*): 19 hits, 112 grazes, laser on an enemy 53 frames, 5439 bullets at the end" \
  "$out/check.txt"
[ "$(head -c 8 "$out/frame.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] # a PNG
PYTHONPATH="$module" "$py" examples/pygame/stage.py --bench --bullets 2000 --frames 320 | tee "$out/bench.txt"
grep -q "and the NumPy way on the timed ones" "$out/bench.txt"
# a mistake in the arguments: one line naming it and the usage, status 2
status=0
PYTHONPATH="$module" "$py" examples/pygame/stage.py --bullets 7 > "$out/refused.out" 2> "$out/refused.err" || status=$?
[ "$status" -eq 2 ] && grep -q -- "--bullets wants a count from 100 to 200000, got 7" "$out/refused.err" ||
  { echo "stage.py --bullets 7: status $status"; cat "$out/refused.err"; exit 1; }
echo "pygame stage: headless check passed (pygame and hitmask agree), screenshot $out/frame.png"
