#!/usr/bin/python3
"""Compares two hitmask benchmark reports (two CPUs, or two commits on one CPU): both machine
blocks side by side, the per-case ratio of B's speed over A's (median elements/s), the geometric
mean, and a chart of the ratios. With --table, any number of reports (one per CPU): a Markdown
table of each CPU's facts (the ISA that ran, the caches with their sources) and its headline
ratios, the targets as its report measured them, one column per report, on stdout.

With --isa-table, one report's AVX2 and AVX-512 rows side by side for every query at 4,096 and
16 M elements: each ISA's speed and its ratios over the reference, the plain loops, Box2D and
its own memory floor (docs/speed.md, "AVX2 and AVX-512 side by side").

    compare_reports.py A/report.json B/report.json OUT_DIR
    compare_reports.py --table REPORT.json [REPORT.json ...]
    compare_reports.py --isa-table REPORT.json"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_data as bd  # noqa: E402
import charts  # noqa: E402


def shown(machine, key):
    """A fact as the comparison shows it: its value (with its source), or unknown and why."""
    if key in machine.get("unknown", {}):
        return "unknown (%s)" % machine["unknown"][key]
    value = machine.get(key)
    value = ", ".join(value) if isinstance(value, list) else value
    source = machine.get("sources", {}).get(key)
    return "%s (%s)" % (value, source) if source else str(value)


def machine_side_by_side(a, b):
    rows = ["| | A | B |", "|---|---|---|"]
    for key in bd.MACHINE_KEYS:
        rows.append("| %s | %s | %s |" % (key, shown(a, key), shown(b, key)))
    return "\n".join(rows)


def size_text(value):
    """Bytes as the table shows them: 48 KiB, 1 MiB, 32 MiB."""
    for unit, scale in (("MiB", 1 << 20), ("KiB", 1 << 10)):
        if value >= scale and value % scale == 0:
            return "%d %s" % (value // scale, unit)
    return "%d B" % value


def fact(machine, key, text=str):
    """One machine fact for the table: its value (a cache size with its source, where the report
    recorded one: CPUID, sysconf or sysfs), or unknown and why."""
    if key in machine.get("unknown", {}):
        return "unknown (%s)" % machine["unknown"][key]
    value = machine.get(key)
    if value in (None, "", []):
        return "unknown"
    source = machine.get("sources", {}).get(key) if key in bd.CACHE_LEVELS else None
    return "%s (%s)" % (text(value), source) if source else text(value)


def cell(text):
    return str(text).replace("|", "\\|")


def headline_table(paths):
    """The Markdown table of --table: one column per report."""
    reports = []
    for path in paths:
        raw = bd.load(path)
        machine = bd.machine_block(raw)
        if machine["emulated"]:
            sys.exit("compare_reports: %s was measured under emulation: not compared" % path)
        targets = raw.get("hitmask", {}).get("targets")
        if not isinstance(targets, list):
            sys.exit("compare_reports: %s has no targets (hitmask.targets): make it with scripts/run-bench.sh" % path)
        reports.append((path, machine, {t["target"]: t for t in targets}, [t["target"] for t in targets]))
    names = []  # every target, in the order the reports list them
    for _, _, _, order in reports:
        names += [n for n in order if n not in names]
    header = ["CPU"] + ["%s, family %s model %s (`%s`)" % (m.get("cpu_brand"), m.get("cpu_family"), m.get("cpu_model"),
                                                          os.path.basename(os.path.dirname(path)) or path)
                        for path, m, _, _ in reports]
    rows = [header, ["---"] + ["---:"] * len(reports)]

    def row(label, values):
        rows.append([label] + values)

    row("ISA that ran (dispatched)", [fact(m, "isa_dispatched") for _, m, _, _ in reports])
    if any(m.get("isa_cap") for _, m, _, _ in reports):
        row("best ISA capped at (--isa-cap)", [m.get("isa_cap") or "-" for _, m, _, _ in reports])
    row("ISAs this CPU runs", [fact(m, "isas_available", lambda v: ", ".join(v) if isinstance(v, list) else v)
                               for _, m, _, _ in reports])
    for key, label in (("l1d_bytes", "L1d"), ("l2_bytes", "L2"), ("l3_bytes", "L3")):
        row(label, [fact(m, key, lambda v: size_text(int(v))) for _, m, _, _ in reports])
    row("cores, MHz", ["%s, %s" % (fact(m, "cores"), fact(m, "mhz")) for _, m, _, _ in reports])
    row("compiler, build", ["%s, %s" % (fact(m, "compiler"), fact(m, "build_type")) for _, m, _, _ in reports])
    row("revision, date", ["`%s`, %s" % (fact(m, "git_revision"), str(fact(m, "date"))[:10]) for _, m, _, _ in reports])
    for name in names:
        goal = next(t[name]["at_least"] for _, _, t, _ in reports if name in t)
        values = []
        for _, _, t, _ in reports:
            if name not in t:
                values.append("-")
            else:
                values.append("%.2f" % t[name]["measured"] + ("" if t[name]["met"] else " (missed)"))
        row("%s (at least %s)" % (name, goal), values)
    row("targets met", ["%d of %d" % (sum(1 for v in t.values() if v["met"]), len(t)) for _, _, t, _ in reports])
    return "\n".join("| " + " | ".join(cell(c) for c in r) + " |" for r in rows)


ISA_TABLE_SIZES = (4096, 16777216)


def isa_table(path, isas=("avx2", "avx512")):
    """The Markdown table of --isa-table: per query and size, each ISA's G elements/s and ratios."""
    import make_report as mr  # the report's own rate and ratio rules
    raw = bd.load(path)
    table = bd.cases(raw)
    have = [i for i in isas if any(v == i for (_, v, _) in table)]
    if len(have) < 2:
        sys.exit("compare_reports: %s has rows for %s only: --isa-table needs %s" % (path, ", ".join(have) or "no ISA",
                                                                                   " and ".join(isas)))
    head = ["query", "elements"] + ["%s G/s" % i for i in isas] + ["%s / %s" % (isas[1], isas[0])]
    peers = (("reference", "reference"), ("plain x86-64", None), ("plain native", "native"), ("Box2D", "box2d"))
    for label, _ in peers:
        head += ["%s / %s" % (i, label) for i in isas]
    head += ["%s / its floor" % i for i in isas]
    rows = ["| " + " | ".join(head) + " |", "|---|---:" + "|---:" * (len(head) - 2) + "|"]
    for q in mr.queries_of(table):
        for n in ISA_TABLE_SIZES:
            mine = [mr.rate(table, q, i, n) for i in isas]
            if not all(mine):
                continue
            cells = [q, "%d" % n] + ["%.3g" % (r / 1e9) for r in mine] + [mr.fmt_ratio(mr.ratio(mine[1], mine[0]))]
            for label, key in peers:
                if label == "plain x86-64":
                    base = mr.plain_rate(table, q, "x86_64", n)
                elif key == "native":
                    base = mr.plain_rate(table, q, "native", n)
                else:
                    base = mr.rate(table, q, key, n)
                cells += [mr.fmt_ratio(mr.ratio(r, base)) for r in mine]
            floors = [mr.rate(table, "floor_" + bd.view_of(q), i, n) for i in isas]
            cells += ["-" if not f else "%.0f %%" % (100 * r / f) for r, f in zip(mine, floors)]
            rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--isa-table":
        print(isa_table(sys.argv[2]))
        return
    if len(sys.argv) >= 2 and sys.argv[1] == "--table":
        if len(sys.argv) < 3:
            sys.exit(__doc__)
        print(headline_table(sys.argv[2:]))
        return
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    path_a, path_b, out_dir = sys.argv[1:]
    raw_a, raw_b = bd.load(path_a), bd.load(path_b)
    machine_a, machine_b = bd.machine_block(raw_a), bd.machine_block(raw_b)
    for path, m in ((path_a, machine_a), (path_b, machine_b)):
        if m["emulated"]:
            sys.exit("compare_reports: %s was measured under emulation: not compared" % path)
    a, b = bd.cases(raw_a), bd.cases(raw_b)
    common = sorted(set(a) & set(b))
    if not common:
        sys.exit("compare_reports: the two reports share no case")
    ratios = [(key, b[key]["rate"] / a[key]["rate"]) for key in common]
    geomean = math.exp(sum(math.log(r) for _, r in ratios) / len(ratios))
    os.makedirs(out_dir, exist_ok=True)
    lines = ["# hitmask benchmark comparison", "", "A: `%s`  " % path_a, "B: `%s`" % path_b, "",
             machine_side_by_side(machine_a, machine_b), "",
             "%d cases in both (of %d in A, %d in B); B / A speed, geometric mean: %.3f" % (
                 len(common), len(a), len(b), geomean), "",
             "| case | A G/s | B G/s | B / A |", "|---|---:|---:|---:|"]
    for key, r in ratios:
        lines.append("| %s/%s/%d | %.3g | %.3g | %.2f |" % (key[0], key[1], key[2], a[key]["rate"] / 1e9,
                                                          b[key]["rate"] / 1e9, r))
    lines += ["", "![B / A](compare.svg)"]
    with open(os.path.join(out_dir, "compare.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    charts.ratio_bars(["%s/%s/%d" % key for key, _ in ratios], [r for _, r in ratios],
                      "B / A speed per case (geometric mean %.3f)\nA: %s   B: %s" % (
                          geomean, machine_a.get("cpu_brand"), machine_b.get("cpu_brand")),
                      os.path.join(out_dir, "compare.svg"))
    print("\n".join(lines[:lines.index("| case | A G/s | B G/s | B / A |")]))
    slowest = sorted(ratios, key=lambda kr: kr[1])
    print("\nlargest changes (B / A):")
    for key, r in slowest[:5] + slowest[-5:]:
        print("  %-50s %.2f" % ("%s/%s/%d" % key, r))
    print("\ncompare_reports: %d cases, geometric mean B / A %.3f; %s/compare.md and compare.svg written"
          % (len(common), geomean, out_dir))


if __name__ == "__main__":
    main()
