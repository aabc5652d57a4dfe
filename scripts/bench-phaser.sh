#!/usr/bin/env bash
# The Phaser scene's collision time per frame (examples/phaser, the page's bench flag) in headless
# Chromium: hitmask's npm package, Arcade Physics' world.overlap with its tree on and off (each
# count run twice, tree=on and tree=off), and the plain JavaScript loop over the Float32Arrays, at
# about 2,000, 10,000 and 50,000 bullets (or the counts given), each the median of the last 300 of
# 600 frames, the answers compared on every frame. Prints one table (docs/speed.md,
# docs/webassembly.md); asserts no time. Needs the scene's folder that scripts/test-phaser.sh
# installs (build/phaser/app: phaser from the lock file, hitmask from build/wasm/npm).
#     scripts/bench-phaser.sh [COUNT...]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
app=$root/build/phaser/app
[ -d "$app/node_modules/phaser" ] && [ -d "$app/node_modules/hitmask" ] && [ -d build/wasm/e2e/node_modules/playwright-core ] ||
  { echo "build/phaser/app is not installed: run scripts/test-phaser.sh first"; exit 1; }
cp examples/phaser/index.html examples/phaser/scene.js examples/phaser/serve.mjs "$app/"
cp examples/phaser/drive.cjs build/wasm/e2e/
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(2000 10000 50000)
out=$root/build/phaser-bench
mkdir -p "$out"
# "phaser frame time, median of 300 frames (N bullets on average): hitmask A ms, Arcade (tree T) B ms
#  [(the tree's rebuild R ms)], plain JS C ms (...)": field K FILE prints N, A, B, C or R (K = 1 to 5)
field() {
  sed -n "s/^phaser frame time, median of [0-9]* frames (\([0-9]*\) bullets on average): hitmask \([0-9.]*\) ms, Arcade (tree [a-z]*) \([0-9.]*\) ms\( (the tree's rebuild \([0-9.]*\) ms)\)\{0,1\}, plain JS \([0-9.]*\) ms .*/\1 \2 \3 \6 \5/p" "$2" |
    cut -d' ' -f"$1"
}
echo "| bullets asked | on screen (mean) | hitmask | Arcade, tree on (its rebuild) | Arcade, tree off | plain JS | faster Arcade / hitmask | plain JS / hitmask |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|"
for count in "${counts[@]}"; do
  for tree in on off; do
    (cd build/wasm/e2e && node drive.cjs "$app" --bench --bullets "$count" --tree "$tree") > "$out/bench-$count-$tree.txt" 2>&1 ||
      { cat "$out/bench-$count-$tree.txt" >&2; exit 1; }
  done
  on=$out/bench-$count-on.txt off=$out/bench-$count-off.txt
  mean=$(field 1 "$on") hm=$(field 2 "$on") tree_on=$(field 3 "$on") rebuild=$(field 5 "$on") tree_off=$(field 3 "$off")
  plain=$(field 4 "$on")
  node -e '
    const [count, mean, hm, on, rebuild, off, plain] = process.argv.slice(1);
    const ratio = (a) => (Number(a) / Number(hm)).toFixed(1) + "x";
    console.log(`| ${count} | ${mean} | ${hm} ms | ${on} ms (${rebuild} ms) | ${off} ms | ${plain} ms | ` +
                `${ratio(Math.min(on, off))} | ${ratio(plain)} |`);
  ' "$count" "$mean" "$hm" "$tree_on" "$rebuild" "$tree_off" "$plain"
done
isa=$(sed -n 's/^phaser check: .*hitmask (\([a-z0-9]*\)).*/\1/p' "$out/bench-${counts[0]}-on.txt")
timer=$(sed -n 's/^phaser timer: performance.now() steps by \(.*\) (cross-origin isolated: \(.*\))$/\1/p' "$out/bench-${counts[0]}-on.txt")
echo "(hitmask $isa; hitmask and plain JS from the tree-on runs; performance.now() steps by $timer; every way agrees on every frame compared)"
