#!/usr/bin/env bash
# Same bits everywhere: hitmask_demo --digest (a hash of every query result of the frame and
# the 3D scene) must be one value for a seed and bullet count on every platform and ISA the
# test command builds: each x86 ISA natively; x86 CPUs without AVX-512, AVX2 or SSE4.2 (the
# native demo under qemu-x86_64 -cpu Haswell, Nehalem and core2duo, where dispatch picks avx2,
# sse4_2 and scalar by itself); NEON and scalar under qemu-aarch64; the MinGW build under Wine;
# and WebAssembly (simd128 and scalar) under Node.js and, for the first frame, in Chromium
# (build/wasm/page.txt, written by scripts/test-wasm.sh). Builds it cannot find are an error.
# Run by the test command after every stage; prints one line per run and ends with
# "digests: N runs agree".
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export WINEPREFIX="$root/build/wineprefix" WINEDEBUG=-all
wine=$(command -v wine64 || command -v wine || echo /usr/lib/wine/wine64)

native=build/native/demo/hitmask_demo
aarch64=build/aarch64/demo/hitmask_demo
mingw=build/mingw/demo/hitmask_demo.exe
wasm=build/wasm/demo/hitmask_demo.js
for program in "$native" "$aarch64" "$mingw" "$wasm" build/native/tests/hitmask_isa_probe; do
  [ -f "$program" ] || { echo "check-digests: $program is missing: run the stage that builds it"; exit 1; }
done

runs=0 differ=0
# the x86 ISAs this CPU runs (the probe says "cannot run on this CPU" for the others)
x86_isas=()
for isa in avx512 avx2 sse4_2 scalar; do
  [ "$(HITMASK_ISA=$isa build/native/tests/hitmask_isa_probe 2> /dev/null)" = "active=$isa ran=$isa" ] && x86_isas+=("$isa")
done
expect() { # expect <label> <expected digest> <command...>
  local label=$1 want=$2; shift 2
  local got
  # at most 600 s a run (scripts/lib/timing.sh's reason): a hung emulator shows as "(none)"
  got=$(timeout 600 "$@" 2> /dev/null | tr -d '\r' | grep -m1 '^digest: ' || echo "digest: (none)") # Windows ends lines with CR LF
  runs=$((runs + 1))
  if [ "$got" = "$want" ]; then
    printf '  %-40s %s\n' "$label" "$got"
  else
    printf '  %-40s %s  DIFFERS\n' "$label" "$got"
    differ=$((differ + 1))
  fi
}

for frame in "--bullets 20000 --seed 1" "--bullets 100000 --seed 7"; do
  read -r -a flags <<<"$frame --digest"
  want=$("$native" "${flags[@]}")
  echo "hitmask_demo $frame --digest: $want"
  for isa in "${x86_isas[@]}"; do
    expect "x86-64 $isa (native)" "$want" env HITMASK_ISA=$isa "$native" "${flags[@]}"
  done
  # CPUs without AVX-512, AVX2 or SSE4.2: dispatch must pick the next ISA by itself
  for cpu in Haswell:avx2 Nehalem:sse4_2 core2duo:scalar; do
    picked=$(qemu-x86_64 -cpu "${cpu%%:*}" build/native/tests/hitmask_isa_probe 2> /dev/null)
    if [ "$picked" != "active=${cpu##*:} ran=${cpu##*:}" ]; then
      echo "  qemu-x86_64 -cpu ${cpu%%:*}: dispatch picked '$picked', not ${cpu##*:}"
      differ=$((differ + 1))
    fi
    expect "qemu-x86_64 -cpu ${cpu%%:*} (${cpu##*:})" "$want" qemu-x86_64 -cpu "${cpu%%:*}" "$native" "${flags[@]}"
  done
  for isa in neon scalar; do
    expect "AArch64 $isa (qemu)" "$want" env HITMASK_ISA=$isa qemu-aarch64 -L /usr/aarch64-linux-gnu "$aarch64" "${flags[@]}"
  done
  for isa in "${x86_isas[@]}"; do
    expect "Windows x86-64 $isa (MinGW, Wine)" "$want" env HITMASK_ISA=$isa "$wine" "$mingw" "${flags[@]}"
  done
  for isa in simd128 scalar; do
    expect "WebAssembly $isa (Node.js)" "$want" env HITMASK_ISA=$isa node --no-experimental-fetch "$wasm" "${flags[@]}"
  done
  if [ "$frame" = "--bullets 20000 --seed 1" ]; then
    expect "WebAssembly simd128 (Chromium, the page)" "$want" sed -n 's/^page \(digest: [0-9a-f]*\)$/\1/p' build/wasm/page.txt
  fi
done
if [ "$differ" -ne 0 ]; then
  echo "digests: $differ of $runs runs differ"
  exit 1
fi
echo "digests: $runs runs agree"
