#!/usr/bin/env bash
# The code and data pages of the shared library that one frame of the LÖVE stage's collision
# section touches (bench/cold/frame_pages.c: six C calls over 4,096 discs), counted from every
# instruction and memory access Valgrind's lackey records between the frame's two markers, after
# a first frame has bound the symbols. A cold frame pays a page walk for each page (about
# 150-450 ns on the VMs here: docs/architecture.md, "The cost of a cold call"), so this is the
# figure the hot layout is judged by. Prints the totals, then each function with its pages.
#     scripts/frame-pages.sh [LIB_DIR]   (default: build/shared, which scripts/test-bindings.sh builds)
#     HITMASK_ISA=avx2 scripts/frame-pages.sh ...   (lackey does not run AVX-512 code)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
libdir=$(realpath "${1:-build/shared}")
scripts/install-deps.sh valgrind gcc binutils
[ -e "$libdir/libhitmask.so" ] || { echo "frame-pages.sh: no libhitmask.so in $libdir" >&2; exit 2; }
out=$root/build/frame-pages
mkdir -p "$out"
gcc -O2 -I"$root/include" bench/cold/frame_pages.c -L"$libdir" -lhitmask -Wl,-rpath,"$libdir" -o "$out/frame_pages"
HITMASK_ISA=${HITMASK_ISA:-avx2} valgrind --tool=lackey --trace-mem=yes --log-file="$out/lackey.txt" \
  "$out/frame_pages" > "$out/stdout.txt" 2> "$out/stderr.txt"
cat "$out/stdout.txt"
/usr/bin/python3 - "$libdir/libhitmask.so" "$out" <<'PY'
import collections, os, re, subprocess, sys
lib, out = os.path.realpath(sys.argv[1]), sys.argv[2]
loaded = int(re.search(r'hm_test at (0x[0-9a-f]+)', open(f'{out}/stderr.txt').read()).group(1), 16)
syms = []
for line in subprocess.run(['nm', '-C', '-S', '--defined-only', lib], capture_output=True, text=True).stdout.splitlines():
    f = line.split(None, 3)
    if len(f) == 4 and int(f[1], 16) > 0:
        syms.append((int(f[0], 16), int(f[1], 16), f[3]))
base = loaded - next(s for s, _, n in syms if n == 'hm_test')
size = max(s + z for s, z, _ in syms)
def name(offset):
    return next((n for s, z, n in syms if s <= offset < s + z), f'(no symbol: {offset:#x}, a PLT stub?)')
# the program's own marker, at the load address Valgrind gives a PIE (0x108000)
marker = next(int(l.split()[0], 16) for l in subprocess.run(['nm', f'{out}/frame_pages'], capture_output=True,
              text=True).stdout.splitlines() if l.endswith(' frame_marker')) + 0x108000
records = open(f'{out}/lackey.txt').read().splitlines()
at = [i for i, l in enumerate(records) if l.startswith('I') and int(l.split()[1].split(',')[0], 16) == marker]
functions = collections.OrderedDict(); data = set(); lines = set(); elsewhere = set()
for record in records[at[0]:at[1]]:
    f = record.split()
    if len(f) < 2 or f[0] not in ('I', 'L', 'S', 'M'):
        continue
    a = int(f[1].split(',')[0], 16)
    inside = base <= a < base + size
    if f[0] == 'I':
        if inside:
            functions.setdefault(name(a - base), set()).add((a - base) >> 12); lines.add(a >> 6)
        elif not 0x108000 <= a < 0x110000:
            elsewhere.add(a >> 12)
    elif inside:
        data.add((a - base) >> 12)
code = set().union(*functions.values()) if functions else set()
print(f'frame-pages: the library\'s code {len(code)} pages ({len(lines)} lines of 64 bytes), its data {len(data)} pages;'
      f' code pages of other objects (the dynamic linker, libc, libm) {len(elsewhere)}')
for n, pages in functions.items():
    print(f'  {",".join(hex(p) for p in sorted(pages)):>14}  {n[:110]}')
PY
