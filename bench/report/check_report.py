#!/usr/bin/python3
"""The test command's check of a benchmark report directory: report.json parses, its machine
block is well formed (every key present; a fact the machine hides is allowed when the block says
why), no kernel runs above its memory floor, report.md names every chart, and every chart
renders (rsvg-convert to PNG). It fails on what is wrong, not on what a machine hides.

    check_report.py DIR"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_data as bd  # noqa: E402


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    with open(os.path.join(out, "report.json")) as f:
        report = json.load(f)
    machine = report["machine"]
    problems = bd.malformed(machine)
    if problems:
        sys.exit("check_report: the machine block is malformed: %s" % "; ".join(problems))
    if not report.get("benchmarks") or not bd.cases(report):
        sys.exit("check_report: report.json holds no benchmark")
    violations = report["hitmask"].get("floor_violations", [])
    if violations:
        sys.exit("check_report: THE MEMORY FLOOR IS WRONG: %s" % "; ".join(violations))
    charts = report["hitmask"]["charts"]
    if len(charts) < 5:
        sys.exit("check_report: %d charts, expected bars per view kind and two sweeps" % len(charts))
    with open(os.path.join(out, "report.md")) as f:
        markdown = f.read()
    for chart in charts:
        if chart not in markdown:
            sys.exit("check_report: report.md does not show %s" % chart)
        png = os.path.join(out, os.path.splitext(chart)[0] + ".png")
        subprocess.run(["rsvg-convert", "-o", png, os.path.join(out, chart)], check=True)
        if os.path.getsize(png) < 1000:
            sys.exit("check_report: %s rendered to an empty image" % chart)
    hidden = machine.get("unknown", {})
    print("check_report: %s: JSON parses, machine block well formed (%d keys, %d unknown%s), %d cases, "
          "%d charts render" % (out, len(bd.MACHINE_KEYS), len(hidden),
                                ": " + ", ".join(sorted(hidden)) if hidden else "", len(bd.cases(report)), len(charts)))


if __name__ == "__main__":
    main()
