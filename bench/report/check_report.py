#!/usr/bin/python3
"""The test command's check of a benchmark report directory: report.json parses, its machine
block is complete, report.md names every chart, and every chart renders (rsvg-convert to PNG).

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
    missing = [k for k in bd.MACHINE_KEYS if machine.get(k) in (None, "", "unknown", [])]
    if missing:
        sys.exit("check_report: the machine block lacks %s" % ", ".join(missing))
    if not report.get("benchmarks") or not bd.cases(report):
        sys.exit("check_report: report.json holds no benchmark")
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
    print("check_report: %s: JSON parses, machine block complete (%d keys), %d cases, %d charts render"
          % (out, len(bd.MACHINE_KEYS), len(bd.cases(report)), len(charts)))


if __name__ == "__main__":
    main()
