#!/usr/bin/env bash
# Compares two benchmark reports made by scripts/run-bench.sh (two CPUs, or two commits on one):
# prints both machine blocks side by side and the per-case ratio B / A, and writes
# OUT/compare.md, OUT/compare.svg and OUT/gbench-compare.txt (Google Benchmark's own compare.py,
# Debian's libbenchmark-tools, on the same two files: time deltas per case).
#
#   scripts/compare-bench.sh A/report.json B/report.json [OUT]     (OUT: build/bench-compare)
#
# --table takes any number of reports, one per CPU, and writes a Markdown table to stdout: each
# CPU's facts (the ISA that ran, its caches with their sources) and its headline ratios (the
# targets as its report measured them), one column per report. docs/speed.md shows the table of
# the committed reports, and scripts/check-docs.sh checks that it is this command's output:
#
#   scripts/compare-bench.sh --table bench/results/*/report.json
#
# --isa-table takes one report and writes its AVX2 and AVX-512 rows side by side (docs/speed.md,
# "AVX2 and AVX-512 side by side", also checked by scripts/check-docs.sh):
#
#   scripts/compare-bench.sh --isa-table bench/results/<CPU>/report.json
set -euo pipefail
cd "$(dirname "$0")/.."
python=/usr/bin/python3 # Debian's interpreter: the one python3-matplotlib is installed for
if [ "${1:-}" = --table ]; then
  shift
  [ $# -ge 1 ] || { echo "compare-bench.sh --table: name at least one report.json" >&2; exit 2; }
  for f in "$@"; do [ -f "$f" ] || { echo "compare-bench.sh: no such report: $f" >&2; exit 2; }; done
  exec "$python" bench/report/compare_reports.py --table "$@"
fi
if [ "${1:-}" = --isa-table ]; then
  [ $# -eq 2 ] && [ -f "$2" ] || { echo "compare-bench.sh --isa-table: name one report.json" >&2; exit 2; }
  exec "$python" bench/report/compare_reports.py --isa-table "$2"
fi
[ $# -ge 2 ] && [ $# -le 3 ] || { sed -n '2,19p' "$0"; exit 2; }
a=$1 b=$2 out=${3:-build/bench-compare}
for f in "$a" "$b"; do [ -f "$f" ] || { echo "compare-bench.sh: no such report: $f" >&2; exit 2; }; done
scripts/install-deps.sh python3 python3-matplotlib python3-scipy libbenchmark-tools
"$python" bench/report/compare_reports.py "$a" "$b" "$out"
"$python" /usr/share/benchmark/compare.py --no-color -a benchmarks "$a" "$b" > "$out/gbench-compare.txt"
echo "compare-bench: Google Benchmark's compare.py: $out/gbench-compare.txt ($(wc -l < "$out/gbench-compare.txt") lines)"
