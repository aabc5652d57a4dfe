#!/usr/bin/env bash
# The benchmark's machine block on a machine whose /sys hides the CPU folder (containers, WSL,
# many cloud VMs): hitmask_bench runs in a private mount namespace with an empty tmpfs over
# /sys/devices/system/cpu, and its context must still carry the cache sizes (from CPUID on x86)
# with their sources, and the report tool must accept it.
#     check-hidden-sysfs.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: check-hidden-sysfs.sh BUILD_DIR}
out=$build/hidden-sysfs.json
hide='mount -t tmpfs none /sys/devices/system/cpu && exec "$0" "$@"'
if ! unshare --mount sh -c "$hide" true 2> /dev/null; then
  echo "hidden sysfs: skipped (unshare --mount needs root or user namespaces here)"
  exit 0
fi
unshare --mount sh -c "$hide" "$build/bench/hitmask_bench" --benchmark_filter='^circle/reference/64$' \
  --benchmark_min_time=0.01 --benchmark_out="$out" --benchmark_out_format=json > "$build/hidden-sysfs.log" 2>&1
/usr/bin/python3 - "$out" <<'PY'
import json, os, sys
sys.path.insert(0, "bench/report")
import bench_data as bd
raw = json.load(open(sys.argv[1]))
ctx, machine = raw["context"], bd.machine_block(raw)
problems = bd.malformed(machine)
assert not problems, problems
assert not ctx.get("caches"), "the sysfs cache folder was not hidden: Google Benchmark found %r" % ctx["caches"]
arch = ctx.get("arch")
for key in ("l1d_bytes", "l2_bytes"):
    if arch == "x86_64":
        assert machine[key] and machine["sources"][key].startswith("cpuid"), (key, machine[key], machine["sources"].get(key))
print("hidden sysfs: Google Benchmark sees no caches; the machine block has " + ", ".join(
    "%s %s (%s)" % (k, machine[k], machine["sources"][k]) if machine[k] else "%s unknown (%s)" % (k, machine["unknown"][k])
    for k in ("l1d_bytes", "l2_bytes", "l3_bytes")))
PY
