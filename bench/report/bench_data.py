"""Reading a hitmask benchmark JSON (Google Benchmark's, with hitmask's machine context): the
machine block, the median rate and coefficient of variation of every case, and the names that
group them. Shared by make_report.py and compare_reports.py."""
import json
import re

ISAS = ["scalar", "sse4_2", "avx2", "avx512", "neon"]
# every other variant, in the order tables and charts show them
PEERS = ["reference", "naive", "plain_x86_64", "plain_x86_64_count", "plain_native",
         "plain_native_count", "box2d", "chipmunk", "six_plane", "btdbvt"]
PEER_LABELS = {
    "reference": "hitmask reference (scalar)",
    "naive": "naive AoS loop",
    "plain_x86_64": "plain loop, x86-64 baseline",
    "plain_x86_64_count": "plain loop, x86-64 baseline, count",
    "plain_native": "plain loop, -march=native",
    "plain_native_count": "plain loop, -march=native, count",
    "box2d": "Box2D b2Shape::TestPoint",
    "chipmunk": "Chipmunk2D cpShapePointQuery",
    "six_plane": "six-plane AoS loop (frustum)",
    "btdbvt": "Bullet btDbvt::collideKDOP (frustum)",
}
CV_LIMIT = 0.05  # cases noisier than this are flagged

MACHINE_KEYS = ["cpu_brand", "cpu_vendor", "cpu_family", "cpu_model", "cpu_stepping", "arch",
                "emulated", "isas_available", "isa_dispatched", "l1d_bytes", "l2_bytes",
                "l3_bytes", "cores", "mhz", "os", "compiler", "build_type", "build_flags",
                "hitmask_version", "git_revision", "date", "host_name"]


def load(path):
    with open(path) as f:
        return json.load(f)


# Facts whose source the machine block records: hitmask's context gives KEY_source for each;
# Google Benchmark's own (its sysfs cache list, num_cpus, mhz_per_cpu) are labelled as such.
SOURCED_KEYS = ["cpu_brand", "cpu_vendor", "cpu_family", "cpu_model", "cpu_stepping",
                "l1d_bytes", "l2_bytes", "l3_bytes", "cores", "mhz"]
CACHE_LEVELS = {"l1d_bytes": 1, "l2_bytes": 2, "l3_bytes": 3}
# Where the other facts always come from.
FIXED_SOURCES = {"arch": "the benchmark binary", "emulated": "the benchmark binary (/proc/cpuinfo)",
                 "isas_available": "hitmask dispatch", "isa_dispatched": "hitmask dispatch", "os": "uname",
                 "compiler": "the build", "build_type": "the build", "build_flags": "the build",
                 "hitmask_version": "the build", "git_revision": "the build (git describe)",
                 "date": "Google Benchmark", "host_name": "Google Benchmark"}


def _positive_int(value):
    try:
        number = int(value)
    except (TypeError, ValueError):
        return None
    return number if number > 0 else None


def _benchmark_caches(ctx):
    """Google Benchmark's cache list (read from sysfs): {level: bytes}, ignoring malformed entries."""
    caches = {}
    listed = ctx.get("caches", [])
    for c in listed if isinstance(listed, list) else []:
        if not isinstance(c, dict) or c.get("type") not in ("Data", "Unified"):
            continue
        level, size = c.get("level"), _positive_int(c.get("size"))
        if isinstance(level, int) and size:
            caches.setdefault(level, size)
    return caches


def machine_block(raw):
    """The machine object of a report, from the benchmark's context (or the report's own).

    Every fact of SOURCED_KEYS says where it came from in machine["sources"]; a fact no source
    could give is None, with the reason in machine["unknown"]."""
    if "machine" in raw:
        return raw["machine"]
    ctx = raw.get("context", {})
    m = {key: ctx.get(key, "unknown") for key in MACHINE_KEYS}
    m["emulated"] = ctx.get("emulated") == "true"
    m["isas_available"] = [s for s in ctx.get("isas_available", "").split(",") if s]
    sources, unknown = {k: v for k, v in FIXED_SOURCES.items() if k in ctx}, {}
    for key in SOURCED_KEYS:
        if key + "_source" in ctx:
            sources[key] = ctx[key + "_source"]
    benchmark_caches = _benchmark_caches(ctx)
    for key, level in CACHE_LEVELS.items():
        m[key] = _positive_int(ctx.get(key))
        if m[key] is None and level in benchmark_caches:
            m[key], sources[key] = benchmark_caches[level], "sysfs (Google Benchmark)"
        if m[key] is None:
            unknown[key] = sources.pop(key, "no source in this run's context gives it")
    m["cores"] = _positive_int(ctx.get("cores")) or _positive_int(ctx.get("num_cpus"))
    if "cores" not in sources and m["cores"]:
        sources["cores"] = "Google Benchmark (num_cpus)"
    m["mhz"] = _positive_int(ctx.get("mhz_per_cpu"))
    if m["mhz"]:
        sources["mhz"] = "Google Benchmark (mhz_per_cpu)"
    for key in ("cores", "mhz"):
        if m[key] is None:
            unknown[key] = "the OS gives no value"
    # A fact the benchmark wrote as unknown (git_revision outside a checkout, a brand the CPU
    # does not name) is hidden by the machine; a key it did not write at all is a malformed run.
    for key in MACHINE_KEYS:
        if key not in unknown and m.get(key) in (None, "", "unknown", []) and key in ctx:
            unknown[key] = ctx.get(key + "_source") or "the machine does not give it"
            sources.pop(key, None)
    m["sources"], m["unknown"] = sources, unknown
    return m


def malformed(machine):
    """What is wrong with a machine block (not what a machine hides): missing keys, an unknown
    fact without its reason, a size that is not a positive integer. [] when it is well formed."""
    problems = ["no key %s" % k for k in MACHINE_KEYS if k not in machine]
    unknown, sources = machine.get("unknown", {}), machine.get("sources", {})
    if not isinstance(unknown, dict) or not isinstance(sources, dict):
        return problems + ["sources and unknown must be objects"]
    for key in MACHINE_KEYS:
        value = machine.get(key)
        if value in (None, "", "unknown", []) and not unknown.get(key):
            problems.append("%s is unknown and no reason is given" % key)
    for key in list(CACHE_LEVELS) + ["cores", "mhz"]:
        value = machine.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value <= 0):
            problems.append("%s is %r, not a positive integer" % (key, value))
        if value is not None and key in CACHE_LEVELS and not sources.get(key):
            problems.append("%s has no source" % key)
    return problems


def cpu_slug(machine):
    """A folder name for a CPU: brand, family and model."""
    brand = re.sub(r"[^a-z0-9]+", "-", str(machine.get("cpu_brand", "cpu")).lower()).strip("-")
    return "%s-family%s-model%s" % (brand or "cpu", machine.get("cpu_family"), machine.get("cpu_model"))


def split_name(run_name):
    """'circle/avx512/4096' -> ('circle', 'avx512', 4096)."""
    parts = run_name.split("/")
    if len(parts) < 3 or not parts[-1].isdigit():
        return None
    return "/".join(parts[:-2]), parts[-2], int(parts[-1])


def cases(raw):
    """{(query, variant, n): {"rate": elements/s (median), "cv": fraction or None}}."""
    out = {}
    for b in raw.get("benchmarks", []):
        key = split_name(b.get("run_name", b["name"]))
        if key is None or "items_per_second" not in b:
            continue
        kind = b.get("aggregate_name") if b.get("run_type") == "aggregate" else "single"
        entry = out.setdefault(key, {"rate": None, "cv": None})
        if kind == "median" or (kind == "single" and entry["rate"] is None):
            entry["rate"] = b["items_per_second"]
        elif kind == "cv":
            entry["cv"] = b["items_per_second"]
    return {k: v for k, v in out.items() if v["rate"]}


def view_of(query):
    """Which columns a query reads: points (x, y), circles (x, y, r), segments (4 columns), and
    hitmask_solids_bench's points3 (x, y, z) and spheres (x, y, z, r)."""
    for view in ("circles", "segments", "points3", "spheres"):
        if query.startswith(view + "_"):
            return view
    return "points"


def is_floor(query):
    return query.startswith("floor_")
