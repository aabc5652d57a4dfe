"""Reading a hitmask benchmark JSON (Google Benchmark's, with hitmask's machine context): the
machine block, the median rate and coefficient of variation of every case, and the names that
group them. Shared by make_report.py and compare_reports.py."""
import json
import re

ISAS = ["scalar", "sse4_2", "avx2", "avx512", "neon"]
# every other variant, in the order tables and charts show them
PEERS = ["reference", "naive", "plain_x86_64", "plain_x86_64_count", "plain_native",
         "plain_native_count", "box2d", "chipmunk"]
PEER_LABELS = {
    "reference": "hitmask reference (scalar)",
    "naive": "naive AoS loop",
    "plain_x86_64": "plain loop, x86-64 baseline",
    "plain_x86_64_count": "plain loop, x86-64 baseline, count",
    "plain_native": "plain loop, -march=native",
    "plain_native_count": "plain loop, -march=native, count",
    "box2d": "Box2D b2Shape::TestPoint",
    "chipmunk": "Chipmunk2D cpShapePointQuery",
}
CV_LIMIT = 0.05  # cases noisier than this are flagged

MACHINE_KEYS = ["cpu_brand", "cpu_vendor", "cpu_family", "cpu_model", "cpu_stepping", "arch",
                "emulated", "isas_available", "isa_dispatched", "l1d_bytes", "l2_bytes",
                "l3_bytes", "cores", "mhz", "os", "compiler", "build_type", "build_flags",
                "hitmask_version", "git_revision", "date", "host_name"]


def load(path):
    with open(path) as f:
        return json.load(f)


def machine_block(raw):
    """The machine object of a report, from the benchmark's context (or the report's own)."""
    if "machine" in raw:
        return raw["machine"]
    ctx = raw.get("context", {})
    caches = {}
    for c in ctx.get("caches", []):
        if c.get("type") in ("Data", "Unified"):
            caches.setdefault(c["level"], c["size"])
    m = {key: ctx.get(key, "unknown") for key in MACHINE_KEYS}
    m["emulated"] = ctx.get("emulated") == "true"
    m["isas_available"] = [s for s in ctx.get("isas_available", "").split(",") if s]
    m["l1d_bytes"], m["l2_bytes"], m["l3_bytes"] = (caches.get(level) for level in (1, 2, 3))
    m["cores"] = ctx.get("num_cpus")
    m["mhz"] = ctx.get("mhz_per_cpu")
    return m


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
    """Which columns a query reads: points (x, y), circles (x, y, r), segments (4 columns)."""
    for view in ("circles", "segments"):
        if query.startswith(view + "_"):
            return view
    return "points"


def is_floor(query):
    return query.startswith("floor_")
