#!/usr/bin/env bash
# The npm package's test, run by scripts/test-wasm.sh after its build (build/wasm/npm/ is staged
# by the build's hitmask_npm target); alone after that: scripts/test-npm.sh
#   1. npm pack of build/wasm/npm/ makes hitmask-<version>.tgz holding the package's files;
#   2. the tarball installs into an empty folder with no network (npm install --offline);
#   3. there, the ES-module example (web/npm/test/example.mjs) runs under Node.js and prints
#      what docs/webassembly.md shows;
#   4. TypeScript (pinned by web/npm/test/package-lock.json, installed with npm ci) type-checks
#      the TypeScript example with tsc --strict --noEmit, refuses the two wrong calls of
#      wrong_call.mts, and exports_check.mjs finds a declaration for every export and member;
#   5. the folder is served on loopback and its page (web/npm/test/index.html, which imports the
#      installed package) runs the same example in headless Chromium and prints the same lines
#      (web/e2e/page_test.js). The package's module has no demo frame, so the demo's digest in
#      Chromium is the page's check (scripts/test-wasm.sh browser).
# Ends with one line: "npm: N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/npm_stage.sh # root, start, check, e2e_playwright, version, npm_quiet
tarball=hitmask-$version.tgz

out=build/wasm/npm-test
rm -rf "$out"
mkdir -p "$out/app" "$out/tools"
app=$root/$out/app

# 1. the tarball, packed into the empty folder
check "npm pack makes $tarball" bash -c 'cd build/wasm/npm && npm pack --pack-destination "$1" "${@:2}" > /dev/null' _ \
  "$app" "${npm_quiet[@]}"
tar tzf "$app/$tarball" 2> /dev/null | sort > "$out/contents.txt" || true
check "the tarball holds the modules, the .wasm, the types, package.json and README.md" \
  diff <(printf 'package/%s\n' README.md hitmask.d.ts hitmask.js hitmask_web.wasm node.js package.json) "$out/contents.txt"

# 2. installed with no network
check "the tarball installs offline into an empty folder" \
  bash -c 'cd "$1" && npm install "./$2" --offline "${@:3}" > /dev/null' _ "$app" "$tarball" "${npm_quiet[@]}"
cp web/npm/test/example.mjs web/npm/test/example.mts web/npm/test/wrong_call.mts web/npm/test/exports_check.mjs \
  web/npm/test/index.html "$app/"

# 3. the ES-module example under Node.js
(cd "$app" && node example.mjs) > "$out/example.txt" 2>&1 || true
cat "$out/example.txt"
example_lines=$(printf '%s\n' 'isa: simd128' 'hits: 13, grazes: 104, in the cone: 3829' \
  'bullet 0 in the cone: false; in the wall: 820' 'the laser stops at enemy 0 after 444.3' \
  'hitmask: circle: radius must be >= 0, got -1')
check "the npm example prints what docs/webassembly.md shows" diff <(printf '%s\n' "$example_lines") "$out/example.txt"

# 4. the declarations: TypeScript from the lock file
cp web/npm/test/package.json web/npm/test/package-lock.json "$out/tools/"
check "npm ci installs the pinned TypeScript" bash -c 'cd "$1" && npm ci "${@:2}" > /dev/null' _ "$out/tools" "${npm_quiet[@]}"
tsc=("$root/$out/tools/node_modules/.bin/tsc" --strict --noEmit --module nodenext --moduleResolution nodenext
     --target es2022 --lib es2022,dom)
# one tsc run over both files (it takes most of this stage's time): errors in wrong_call.mts only
(cd "$app" && "${tsc[@]}" example.mts wrong_call.mts) > "$out/tsc.txt" 2>&1 && echo "tsc accepted wrong_call.mts" || true
sed 's/^/tsc, as wrong_call.mts wants: /' "$out/tsc.txt"
check "tsc --strict ($("${tsc[0]}" --version 2> /dev/null || echo no tsc)) accepts the TypeScript example" \
  bash -c 'grep -q "^wrong_call.mts(" "$1" && ! grep -q "^example.mts(" "$1"' _ "$out/tsc.txt"
check "tsc --strict refuses the string where a number belongs and the missing argument, and nothing else" \
  diff <(printf '%s\n' 'wrong_call.mts(6,21): error TS2345' 'wrong_call.mts(7,4): error TS2554') \
       <(grep -o '^[a-z_]*\.mts([0-9,]*): error TS[0-9]*' "$out/tsc.txt")
exports_ok=0
(cd "$app" && node exports_check.mjs "$root/$out/tools/node_modules/typescript" "$root/web/hitmask.js") |
  tee "$out/exports.txt" || exports_ok=1
check "hitmask.d.ts declares every export and member of the package (exports_check.mjs)" \
  bash -c '[ "$1" -eq 0 ] && grep -q " 0 failed" "$2"' _ "$exports_ok" "$out/exports.txt"

# 5. the page over the installed package, in headless Chromium: the harness of the site's test
e2e_playwright || true # a failure shows again as the driver's
cp web/e2e/page_test.js build/wasm/e2e/
/usr/bin/python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$app" > "$out/http.log" 2>&1 &
server=$!
trap 'kill $server 2> /dev/null || true' EXIT
port=
for _ in $(seq 50); do
  port=$(grep -o 'port [0-9]*' "$out/http.log" | head -n 1 | cut -d' ' -f2 || true)
  [ -n "$port" ] && break
  sleep 0.1
done
page_ok=0
if [ -n "$port" ]; then
  (cd build/wasm/e2e && node page_test.js --text-only "http://127.0.0.1:$port/index.html" "$example_lines") |
    tee "$out/page.txt" || page_ok=1
else
  echo "the loopback server did not start"; cat "$out/http.log"; page_ok=1
fi
check "the npm example, run in Chromium by a page importing the installed package, prints the same lines" \
  bash -c '[ "$1" -eq 0 ] && grep -q " 0 failed" "$2"' _ "$page_ok" "$out/page.txt"
kill $server 2> /dev/null || true
trap - EXIT

echo "npm package stage took $((SECONDS - start))s"
echo "npm: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
