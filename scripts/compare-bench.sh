#!/usr/bin/env bash
# Compares two benchmark reports made by scripts/run-bench.sh (two CPUs, or two commits on one):
# prints both machine blocks side by side and the per-case ratio B / A, and writes
# OUT/compare.md, OUT/compare.svg and OUT/gbench-compare.txt (Google Benchmark's own compare.py,
# Debian's libbenchmark-tools, on the same two files: time deltas per case).
#
#   scripts/compare-bench.sh A/report.json B/report.json [OUT]     (OUT: build/bench-compare)
set -euo pipefail
cd "$(dirname "$0")/.."
python=/usr/bin/python3 # Debian's interpreter: the one python3-matplotlib is installed for
[ $# -ge 2 ] && [ $# -le 3 ] || { sed -n '2,7p' "$0"; exit 2; }
a=$1 b=$2 out=${3:-build/bench-compare}
for f in "$a" "$b"; do [ -f "$f" ] || { echo "compare-bench.sh: no such report: $f" >&2; exit 2; }; done
scripts/install-deps.sh python3 python3-matplotlib python3-scipy libbenchmark-tools
"$python" bench/report/compare_reports.py "$a" "$b" "$out"
"$python" /usr/share/benchmark/compare.py --no-color -a benchmarks "$a" "$b" > "$out/gbench-compare.txt"
echo "compare-bench: Google Benchmark's compare.py: $out/gbench-compare.txt ($(wc -l < "$out/gbench-compare.txt") lines)"
