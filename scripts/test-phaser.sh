#!/usr/bin/env bash
# The Phaser scene (examples/phaser) in headless Chromium, run by scripts/test-wasm.sh after the npm
# package's test; alone after a WebAssembly build (build/wasm/npm/ staged by the hitmask_npm
# target): scripts/test-phaser.sh
#   1. the scene's folder: phaser 3.90.0 from examples/phaser/package-lock.json (npm ci, the only
#      download), the hitmask package packed from build/wasm/npm/ and installed offline, as a user
#      installs a tarball; the driver's playwright-core from web/e2e's lock file;
#   2. 300 frames from seed 7 with a scripted player, stepped by the page (not the clock), the
#      hits, new grazes and laser target from hitmask and from Arcade Physics (world.overlap over
#      circle bodies, Phaser.Geom for the laser) on every frame, which must agree; the totals
#      checked; a screenshot (a PNG);
#   3. the same frames on hitmask's scalar kernels with Arcade's tree off, and with Arcade alone
#      driving the game: the same totals;
#   4. --bench at about 2,000 bullets for 400 frames: Arcade and the plain JavaScript loop must
#      agree too (times print, never fail);
#   5. a wrong flag: the page's one-line message and the usage, status 2.
# Ends with one line: "phaser: N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/npm_stage.sh # root, start, check, e2e_playwright, version, npm_quiet

out=build/phaser
app=$root/$out/app
rm -rf "$app" "$out"/*.txt "$out"/*.png
mkdir -p "$app"

# 1. the scene's folder
cp examples/phaser/package.json examples/phaser/package-lock.json "$app/"
check "npm ci installs phaser from examples/phaser/package-lock.json" \
  bash -c 'cd "$1" && npm ci "${@:2}" > /dev/null' _ "$app" "${npm_quiet[@]}"
check "hitmask-$version.tgz packs and installs offline beside phaser" \
  bash -c 'cd build/wasm/npm && npm pack --pack-destination "$1" "${@:3}" > /dev/null &&
           cd "$1" && npm install "./hitmask-$2.tgz" --offline --no-save "${@:3}" > /dev/null' _ "$app" "$version" \
  "${npm_quiet[@]}"
cp examples/phaser/index.html examples/phaser/scene.js examples/phaser/serve.mjs "$app/"
e2e_playwright || true # a failure shows again as the driver's
cp examples/phaser/drive.cjs build/wasm/e2e/
drive() { (cd build/wasm/e2e && node drive.cjs "$app" "$@"); }

# 2. the check, 3. again on the scalar kernels with Arcade's tree off
drive --mode check --frames 300 --seed 7 --screenshot "$root/$out/frame.png" 2>&1 | tee "$out/check.txt" || true
drive --mode check --frames 300 --seed 7 --isa scalar --tree off 2>&1 | tee "$out/check-scalar.txt" || true
for run in check check-scalar; do
  check "$run: Arcade Physics agrees with hitmask on all 300 frames" \
    grep -q "^phaser check: Arcade Physics agrees on all 300 frames" "$out/$run.txt"
done
# the same frames give the same counts on both ISAs, with the tree on and off, on every run
counts="24 hits, 107 grazes, laser on an enemy 53 frames, 5433 bullets at the end"
check "simd128, tree on: $counts" grep -q "^phaser check: 300 frames, seed 7, hitmask (simd128), Arcade tree on: $counts$" "$out/check.txt"
check "scalar, tree off: $counts" grep -q "^phaser check: 300 frames, seed 7, hitmask (scalar), Arcade tree off: $counts$" "$out/check-scalar.txt"
# Arcade alone (mode=arcade: its answers drive the game, a plain loop finds the bullets that left)
drive --mode arcade --frames 300 --seed 7 2>&1 | tee "$out/arcade.txt" || true
check "Arcade alone acts as hitmask does: $counts" \
  grep -q "^phaser run: 300 frames, seed 7, Arcade tree on: $counts$" "$out/arcade.txt"
# the frames hold bullets exactly on the graze ring's edge, where a < for a <= would show (and does:
# the check fails when hitmask is given a graze radius 1e-4 smaller)
check "both runs count bullets exactly on the edge: 0 of the hitbox, 6 of the graze ring" \
  bash -c 'for f in "$@"; do grep -q "^phaser check: bullets exactly on the edge (d = R + r): 0 of the hitbox, 6 of the graze ring$" "$f" || exit 1; done' \
  _ "$out/check.txt" "$out/check-scalar.txt"
check "the screenshot is a PNG" bash -c '[ "$(head -c 8 "$1" | od -An -tx1 | tr -d " \n")" = 89504e470d0a1a0a ]' _ "$out/frame.png"

# 4. the bench's smoke run
# (400 frames: these hold bullets exactly on the hitbox's edge too, where Arcade's overlap moves
# a player's body that is not immovable, and then misses the next bullet that touches it)
drive --bench --bullets 2000 --frames 400 2>&1 | tee "$out/bench.txt" || true
check "--bench: Arcade agrees on all 400 frames, and the plain JavaScript loop too" \
  grep -q "^phaser check: Arcade Physics agrees on all 400 frames .*, and the plain JavaScript loop on the timed ones" "$out/bench.txt"
check "--bench: the frames hold 4 bullets exactly on the hitbox's edge" \
  grep -q "^phaser check: bullets exactly on the edge (d = R + r): 4 of the hitbox," "$out/bench.txt"
check "--bench prints the frame times" grep -q "^phaser frame time, median of 300 frames .* plain JS [0-9.]* ms" "$out/bench.txt"

# 5. a mistake in the flags: the page's message and the usage, status 2
status=0
drive --bullets 7 > "$out/refused.out" 2> "$out/refused.err" || status=$?
check "bullets=7 is refused: status 2 and the message" \
  bash -c '[ "$1" -eq 2 ] && grep -q "^hitmask phaser: bullets wants a count from 100 to 200000, got 7$" "$2" &&
           grep -q "^flags: mode=hitmask|arcade|check" "$2"' _ "$status" "$out/refused.err"
[ "$status" -eq 2 ] || { echo "drive.cjs --bullets 7: status $status"; cat "$out/refused.out" "$out/refused.err"; }

echo "Phaser stage took $((SECONDS - start))s"
echo "phaser: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
