"""The benchmark report tool (bench/report) on small synthetic runs: it refuses timings made
under emulation, says loudly when a kernel beats the memory floor, flags noisy cases and
evaluates the targets. Run by the test command with Debian's pytest."""
import json
import os
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
REPORT = os.path.join(HERE, "..", "..", "bench", "report")
sys.path.insert(0, REPORT)
import bench_data as bd  # noqa: E402

PYTHON = sys.executable


def context(emulated=False):
    return {"date": "2026-01-01", "host_name": "test", "num_cpus": 2, "mhz_per_cpu": 3000,
            "caches": [{"type": "Data", "level": 1, "size": 49152, "num_sharing": 1},
                       {"type": "Unified", "level": 2, "size": 1048576, "num_sharing": 1},
                       {"type": "Unified", "level": 3, "size": 33554432, "num_sharing": 2}],
            "cpu_brand": "Test CPU", "cpu_vendor": "Test", "cpu_family": "1", "cpu_model": "2",
            "cpu_stepping": "3", "arch": "aarch64" if emulated else "x86_64",
            "emulated": "true" if emulated else "false", "isas_available": "avx2,sse4_2,scalar",
            "isa_dispatched": "avx2", "os": "Linux", "compiler": "g++ 12", "build_type": "Release",
            "build_flags": "-O3", "hitmask_version": "0.1.0", "git_revision": "abc"}


def case(name, rate, cv=0.01):
    runs = []
    for aggregate, value in (("median", rate), ("cv", cv)):
        runs.append({"name": name + "_" + aggregate, "run_name": name, "run_type": "aggregate",
                     "aggregate_name": aggregate, "items_per_second": value, "real_time": 1, "cpu_time": 1,
                     "time_unit": "ns", "iterations": 3, "repetitions": 3})
    return runs


def run_report(tmp_path, benchmarks, emulated=False):
    raw = tmp_path / "raw.json"
    raw.write_text(json.dumps({"context": context(emulated), "benchmarks": benchmarks}))
    out = tmp_path / "out"
    return subprocess.run([PYTHON, os.path.join(REPORT, "make_report.py"), str(raw), str(out)],
                          capture_output=True, text=True), out


def sample(kernel_rate=5e9, floor_rate=10e9, cv=0.01):
    b = []
    for n in (4096, 16777216):
        b += case("circle/avx2/%d" % n, kernel_rate, cv) + case("circle/reference/%d" % n, 1e9)
        b += case("circle/plain_x86_64/%d" % n, 1e9) + case("circle/plain_native/%d" % n, 4e9)
        b += case("floor_points/avx2/%d" % n, floor_rate)
    return b


def test_refuses_a_run_under_emulation(tmp_path):
    result, out = run_report(tmp_path, sample(), emulated=True)
    assert result.returncode != 0
    assert "emulation" in result.stderr
    assert not (out / "report.md").exists()


def test_report_evaluates_targets_and_draws_charts(tmp_path):
    result, out = run_report(tmp_path, sample())
    assert result.returncode == 0, result.stderr
    report = json.loads((out / "report.json").read_text())
    assert report["machine"]["cpu_brand"] == "Test CPU"
    assert report["machine"]["l2_bytes"] == 1048576
    targets = {t["target"]: t for t in report["hitmask"]["targets"]}
    assert targets["circle/4096: best ISA / plain loop (x86-64 baseline)"]["measured"] == pytest.approx(5)
    assert targets["circle/4096: best ISA / plain loop (x86-64 baseline)"]["met"]
    assert targets["circle/16777216: best ISA / memory floor"]["measured"] == pytest.approx(0.5)
    assert not targets["circle/16777216: best ISA / memory floor"]["met"]
    assert "THE MEMORY FLOOR IS WRONG" not in (out / "report.md").read_text()
    assert (out / "bars_points.svg").exists()


def test_a_kernel_above_the_floor_is_reported_loudly(tmp_path):
    result, out = run_report(tmp_path, sample(kernel_rate=12e9, floor_rate=10e9))
    assert result.returncode == 0
    assert "THE MEMORY FLOOR IS WRONG" in (out / "report.md").read_text()
    assert "THE MEMORY FLOOR IS WRONG" in result.stderr


def test_noisy_cases_are_flagged(tmp_path):
    result, out = run_report(tmp_path, sample(cv=0.2))
    assert result.returncode == 0
    text = (out / "report.md").read_text()
    assert "circle/avx2/4096 (20.0 %)" in text
    assert "⚠" in text


def test_cases_read_medians_and_cvs():
    table = bd.cases({"benchmarks": case("circle/avx2/64", 3e9, 0.02)})
    assert table == {("circle", "avx2", 64): {"rate": 3e9, "cv": 0.02}}
