#!/usr/bin/env bash
# The benchmark report: builds hitmask_bench, hitmask_solids_bench (the 3D queries), hitmask_raycast_bench (ray casts),
# hitmask_act_bench (compaction and nearest), hitmask_sweep_bench (sweeps), hitmask_pair_bench
# (the pair matrix's new pairs) and hitmask_callcost (one call at a time, warm and cold; Release),
# runs them with repetitions and writes
#   DIR/report.json  Google Benchmark's JSON of the run plus a "machine" object and the
#                    targets as measured
#   DIR/report.md    G elements/s per ISA and per peer, the ratios, noisy cases flagged
#   DIR/*.svg        charts (matplotlib): bars per view kind, size sweeps with the caches marked
#
#   scripts/run-bench.sh [--quick] [--isa-cap ISA] [--out DIR] [--build DIR]
#
# --quick: 64, 4,096 and 1 M elements only, short repetitions (under a minute once built);
#          DIR defaults to build/bench-quick.
# full:    every size (the sweep runs 64 to 16 M for circle and sector_facing; the 3D queries
#          4,096, 65,536 and, for sphere and aabb3, 16 M), 5 repetitions
#          (under 20 minutes here); DIR defaults to bench/results/<this CPU>.
# --build: reuse a configured build directory (the test command passes build/native).
# --isa-cap: the report's best ISA at most ISA (sse4_2, avx2), from the same run: what a player
#          whose CPU stops there gets (issue 52); DIR defaults to bench/results/<this CPU>-<ISA>.
# Timings under emulation (an AArch64 build under qemu) are refused by the report tool.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
python=/usr/bin/python3 # Debian's interpreter: the one python3-matplotlib is installed for

quick=0 out="" build=build/bench cap="" args_given="$*"
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --out) out=$2; shift ;;
    --build) build=$2; shift ;;
    --isa-cap) cap=$2; shift ;;
    -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
    *) echo "run-bench.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
  esac
  shift
done

scripts/install-deps.sh build-essential cmake ninja-build git libxsimd-dev libbenchmark-dev \
  libbox2d-dev libchipmunk-dev libbullet-dev libhwy-dev libnanoflann-dev pkg-config python3 python3-matplotlib python3-scipy libbenchmark-tools

start=$SECONDS
if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DHITMASK_BUILD_TESTS=OFF \
    -DHITMASK_BUILD_DEMO=OFF -DHITMASK_BUILD_TOOLS=OFF > /dev/null
else
  cmake "$build" > /dev/null # refreshes the git revision the report names
fi
cmake --build "$build" --target hitmask_bench hitmask_solids_bench hitmask_sets_bench hitmask_raycast_bench \
  hitmask_act_bench hitmask_sweep_bench hitmask_pair_bench hitmask_callcost
echo "run-bench: built in $((SECONDS - start)) s"

if [ "$quick" = 1 ]; then
  args=(--benchmark_filter='/(64|4096|1048576)$' --benchmark_repetitions=3 --benchmark_min_time=0.005)
  # compaction at 1 M (a call takes milliseconds) and nearest at 4,096: about 5 s
  act_args=(--benchmark_filter='^(compact8_50|nearest_[a-z0-9_]+)/[a-z0-9_]+/(4096|1048576)$'
            --benchmark_repetitions=3 --benchmark_min_time=0.01)
  # the sweeps and sight lines (not the crossover rows): about 10 s
  sweep_args=(--benchmark_filter='^sweep_' --benchmark_repetitions=3 --benchmark_min_time=0.01)
  # the pair matrix at 4,096: about 5 s
  pair_args=(--benchmark_filter='/4096$' --benchmark_repetitions=3 --benchmark_min_time=0.01)
  # one call at a time: points against a circle and the C API's hm_test at 16 and 1,024 points,
  # warm only (about a second). The cold rows walk twice the last-level cache 21 times each:
  # with them the test command's quick report took 70 s, without them 44 s, on the same slow
  # hour of the Intel VM (runs of 1c9ea66 and d180752), beside the clang build. The smoke runs
  # still time hm_test_hit_graze cold; a full run times every row.
  callcost_args=(--benchmark_filter='^callcost/(points_circle|hm_test)/warm/.*/n:(16|1024)/')
  out=${out:-build/bench-quick}
else
  args=(--benchmark_repetitions=5 --benchmark_min_time=0.1)
  act_args=("${args[@]}")
  sweep_args=(--benchmark_filter='^sweep_' "${args[@]}")
  pair_args=("${args[@]}")
  callcost_args=() # every call, state, ISA and size: 2 minutes on the Zen 5 VM, 3.5 on the Intel Xeon VM
fi
bench="$build/bench/hitmask_bench"
solids="$build/bench/hitmask_solids_bench"
if [ -z "$out" ]; then # this CPU's folder, named from the machine block
  "$bench" --benchmark_filter='^floor_points/[a-z0-9_]+/64$' --benchmark_min_time=0.001 \
    --benchmark_out=/tmp/hitmask-probe-$$.json --benchmark_out_format=json > /dev/null
  out=bench/results/$("$python" -c 'import sys; sys.path.insert(0, "bench/report"); import bench_data as b
print(b.cpu_slug(b.machine_block(b.load(sys.argv[1]))))' /tmp/hitmask-probe-$$.json)${cap:+-$cap}
  rm -f /tmp/hitmask-probe-$$.json
fi
mkdir -p "$out"
raw="$build/bench-raw" # the run's own JSON and console table; the report lives in $out
mkdir -p "$raw"
run_start=$SECONDS
"$bench" "${args[@]}" --benchmark_report_aggregates_only=true \
  --benchmark_out="$raw/raw.json" --benchmark_out_format=json > "$raw/console.txt"
"$solids" "${args[@]}" --benchmark_report_aggregates_only=true \
  --benchmark_out="$raw/solids.json" --benchmark_out_format=json > "$raw/solids-console.txt"
# the 3D shape-set rows (the 2D set rows have their own tables in hitmask_sets_bench's output)
"$build/bench/hitmask_sets_bench" "${args[@]}" --benchmark_filter='^(U3_pairs|cones200)/' \
  --benchmark_report_aggregates_only=true --benchmark_out="$raw/sets.json" --benchmark_out_format=json \
  > "$raw/sets-console.txt"
# the ray casts against their peers (issue 31): their own table and targets in the report
"$build/bench/hitmask_raycast_bench" "${args[@]}" --benchmark_report_aggregates_only=true \
  --benchmark_out="$raw/rays.json" --benchmark_out_format=json > "$raw/rays-console.txt"
# compaction and nearest against their peers (Highway, nanoflann, the plain loops): their own
# table, targets and floor in the report
"$build/bench/hitmask_act_bench" "${act_args[@]}" --benchmark_report_aggregates_only=true \
  --benchmark_out="$raw/act.json" --benchmark_out_format=json > "$raw/act-console.txt"
# sweeps and sight lines against their peers (issue 33): their own table and targets in the report
"$build/bench/hitmask_sweep_bench" "${sweep_args[@]}" --benchmark_report_aggregates_only=true \
  --benchmark_out="$raw/sweeps.json" --benchmark_out_format=json > "$raw/sweeps-console.txt"
# the pair matrix's new pairs against the reference, the plain loop and Box2D (issue 34): their own
# table and targets in the report
"$build/bench/hitmask_pair_bench" "${pair_args[@]}" --benchmark_report_aggregates_only=true \
  --benchmark_out="$raw/pairs.json" --benchmark_out_format=json > "$raw/pairs-console.txt"
# one call at a time, warm and cold, against the plain loop (issue 49): its own table and targets
"$build/bench/hitmask_callcost" "${callcost_args[@]}" --benchmark_out="$raw/callcost.json" \
  --benchmark_out_format=json > "$raw/callcost-console.txt" 2>&1
echo "run-bench: ran $(cat "$raw/console.txt" "$raw/solids-console.txt" | grep -c '_median') cases in $((SECONDS - run_start)) s"
command="scripts/run-bench.sh${args_given:+ }$args_given"
"$python" bench/report/make_report.py "$raw/raw.json" "$out" --command "$command" --solids "$raw/solids.json" \
  --sets "$raw/sets.json" --rays "$raw/rays.json" --act "$raw/act.json" \
  --sweeps "$raw/sweeps.json" --pairs "$raw/pairs.json" --callcost "$raw/callcost.json" ${cap:+--isa-cap "$cap"}
echo "run-bench: report in $out/report.md ($((SECONDS - start)) s in all)"
