#!/usr/bin/python3
"""Counts a sharded suite's cases: rewrites ctest's JUnit file so that each shard of
hitmask_tests (tests/CMakeLists.txt, HITMASK_TEST_SHARDS) is replaced by the cases its gtest
report lists. The test command's summary (scripts/junit-counts.sh) then counts the same cases as
in a build with one ctest test per case.

Usage: suite-junit.py CTEST_JUNIT SHARD_DIR

A shard whose report is missing (it crashed before writing it) counts as one failed case, so a
crash is never lost; a case gtest skipped (GTEST_SKIP) counts as skipped, as ctest counts it.
"""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import quoteattr


def gtest_cases(report):
    """(name, status, message) of every case in a gtest XML report."""
    for case in ET.parse(report).getroot().iter("testcase"):
        name = f"{case.get('classname')}.{case.get('name')}"
        failure = case.find("failure")
        if failure is not None:
            yield name, "fail", failure.get("message", "")
        elif case.get("result") == "skipped" or case.find("skipped") is not None or case.get("status") == "notrun":
            yield name, "notrun", ""
        else:
            yield name, "run", ""


def main(junit, shard_dir):
    suite = ET.parse(junit).getroot()
    cases = []
    for case in suite.iter("testcase"):
        name, status = case.get("name"), case.get("status")
        if name.startswith("hitmask_tests/shard_"):
            report = Path(shard_dir) / (name.split("/", 1)[1] + ".xml")
            if report.is_file():
                cases.extend(gtest_cases(report))
                continue
            cases.append((name, "fail", "no gtest report: the shard did not finish"))
            continue
        message = ""
        failure = case.find("failure")
        if failure is not None:
            message = failure.get("message", "")
        cases.append((name, status, message))
    failed = sum(status == "fail" for _, status, _ in cases)
    skipped = sum(status in ("notrun", "disabled") for _, status, _ in cases)
    with open(junit, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        out.write(f'<testsuite name={quoteattr(suite.get("name", ""))} tests="{len(cases)}" failures="{failed}" '
                  f'disabled="0" skipped="{skipped}" time={quoteattr(suite.get("time", "0"))}>\n')
        for name, status, message in cases:
            out.write(f"\t<testcase name={quoteattr(name)} classname={quoteattr(name)} status={quoteattr(status)}>")
            if status == "fail":
                out.write(f"<failure message={quoteattr(message)}/>")
            elif status == "notrun":
                out.write('<skipped message="skipped"/>')
            out.write("</testcase>\n")
        out.write("</testsuite>\n")
    print(f"{junit}: {len(cases)} cases ({failed} failed, {skipped} skipped), shards counted case by case")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
