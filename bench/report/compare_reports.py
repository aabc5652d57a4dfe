#!/usr/bin/python3
"""Compares two hitmask benchmark reports (two CPUs, or two commits on one CPU): both machine
blocks side by side, the per-case ratio of B's speed over A's (median elements/s), the geometric
mean, and a chart of the ratios.

    compare_reports.py A/report.json B/report.json OUT_DIR"""
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


def main():
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
