"""The benchmark report tool (bench/report) on small synthetic runs: it refuses timings made
under emulation, says loudly when a kernel beats the memory floor, flags noisy cases,
evaluates the targets, and reports the machine's facts with their sources, or unknown with the
reason where the machine hides them (no sysfs cache folder) without failing the check. Run by
the test command with Debian's pytest."""
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


def context(emulated=False, **changes):
    ctx = {"date": "2026-01-01", "host_name": "test", "num_cpus": 2, "mhz_per_cpu": 3000,
            "caches": [{"type": "Data", "level": 1, "size": 49152, "num_sharing": 1},
                       {"type": "Unified", "level": 2, "size": 1048576, "num_sharing": 1},
                       {"type": "Unified", "level": 3, "size": 33554432, "num_sharing": 2}],
            "cpu_brand": "Test CPU", "cpu_vendor": "Test", "cpu_family": "1", "cpu_model": "2",
            "cpu_stepping": "3", "arch": "aarch64" if emulated else "x86_64",
            "emulated": "true" if emulated else "false", "isas_available": "avx2,sse4_2,scalar",
            "isa_dispatched": "avx2", "os": "Linux", "compiler": "g++ 12", "build_type": "Release",
            "build_flags": "-O3", "hitmask_version": "0.1.0", "git_revision": "abc"}
    for key, value in changes.items():
        if value is None:
            ctx.pop(key, None)
        else:
            ctx[key] = value
    return ctx


def case(name, rate, cv=0.01):
    runs = []
    for aggregate, value in (("median", rate), ("cv", cv)):
        runs.append({"name": name + "_" + aggregate, "run_name": name, "run_type": "aggregate",
                     "aggregate_name": aggregate, "items_per_second": value, "real_time": 1, "cpu_time": 1,
                     "time_unit": "ns", "iterations": 3, "repetitions": 3})
    return runs


def run_report(tmp_path, benchmarks, emulated=False, ctx=None):
    raw = tmp_path / "raw.json"
    raw.write_text(json.dumps({"context": ctx or context(emulated), "benchmarks": benchmarks}))
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


def test_a_noisy_excursion_above_the_floor_is_noise_not_a_wrong_floor(tmp_path):
    # a quick run's noisy 1 M rows can swing 30 %: only steady measurements judge the floor
    result, out = run_report(tmp_path, sample(kernel_rate=12e9, floor_rate=10e9, cv=0.2))
    assert result.returncode == 0
    report = (out / "report.md").read_text()
    assert "THE MEMORY FLOOR IS WRONG" not in report
    assert "circle/avx2/16777216" in report.split("## Noisy cases")[1]


def test_noisy_cases_are_flagged(tmp_path):
    result, out = run_report(tmp_path, sample(cv=0.2))
    assert result.returncode == 0
    text = (out / "report.md").read_text()
    assert "circle/avx2/4096 (20.0 %)" in text
    assert "⚠" in text


def test_cases_read_medians_and_cvs():
    table = bd.cases({"benchmarks": case("circle/avx2/64", 3e9, 0.02)})
    assert table == {("circle", "avx2", 64): {"rate": 3e9, "cv": 0.02}}


def check(out, *flags):
    return subprocess.run([PYTHON, os.path.join(REPORT, "check_report.py"), str(out), *flags], capture_output=True,
                          text=True)


def sweep(n_values=(64, 4096, 65536, 1048576, 16777216)):
    """Enough sizes and queries for the sweep charts that check_report asks for."""
    b = []
    for n in n_values:
        for q in ("circle", "sector_facing"):
            b += case("%s/avx2/%d" % (q, n), 5e9) + case("%s/reference/%d" % (q, n), 1e9)
        b += case("circles_circle/avx2/%d" % n, 3e9) + case("circles_circle/reference/%d" % n, 1e9)
        b += case("segments_circle/avx2/%d" % n, 2e9) + case("segments_circle/reference/%d" % n, 1e9)
        for view in ("points", "circles", "segments"):
            b += case("floor_%s/avx2/%d" % (view, n), 10e9)
    return b


def test_hitmask_cache_facts_come_with_their_sources(tmp_path):
    ctx = context(caches=None, l1d_bytes="49152", l1d_bytes_source="cpuid 0x80000005", l2_bytes="1048576",
                  l2_bytes_source="cpuid 0x80000006", l3_bytes="33554432", l3_bytes_source="cpuid 0x80000006",
                  cores="2", cores_source="sysconf(_SC_NPROCESSORS_ONLN)")
    result, out = run_report(tmp_path, sweep(), ctx=ctx)
    assert result.returncode == 0, result.stderr
    machine = json.loads((out / "report.json").read_text())["machine"]
    assert machine["l1d_bytes"] == 49152 and machine["sources"]["l1d_bytes"] == "cpuid 0x80000005"
    assert machine["cores"] == 2 and machine["unknown"] == {}
    assert "| l1d_bytes | 49152 | cpuid 0x80000005 |" in (out / "report.md").read_text()
    assert check(out).returncode == 0, check(out).stdout + check(out).stderr


def test_a_context_without_caches_is_reported_unknown_and_passes_the_check(tmp_path):
    # a container whose /sys hides the cache folder, and a benchmark that could not ask CPUID
    ctx = context(caches=None, l1d_bytes="unknown", l1d_bytes_source="cpuid: not asked; sysconf answers 0; "
                  "sysfs: no /sys/devices/system/cpu/cpu0/cache folder")
    result, out = run_report(tmp_path, sweep(), ctx=ctx)
    assert result.returncode == 0, result.stderr
    machine = json.loads((out / "report.json").read_text())["machine"]
    assert machine["l1d_bytes"] is None and machine["l2_bytes"] is None and machine["l3_bytes"] is None
    assert "no /sys/devices/system/cpu/cpu0/cache folder" in machine["unknown"]["l1d_bytes"]
    text = (out / "report.md").read_text()
    assert "**Unknown on this machine:**" in text and "leave those cache marks off" in text
    assert "| l2_bytes | **unknown** |" in text
    checked = check(out)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "3 unknown: l1d_bytes, l2_bytes, l3_bytes" in checked.stdout


def test_a_bogus_cache_list_is_ignored_not_trusted(tmp_path):
    bogus = [{"type": "Data", "level": "one", "size": 49152}, {"type": "Unified", "level": 2, "size": -1},
             "L3: 32M", {"type": "Unified", "level": 3, "size": 33554432}]
    result, out = run_report(tmp_path, sweep(), ctx=context(caches=bogus))
    assert result.returncode == 0, result.stderr
    machine = json.loads((out / "report.json").read_text())["machine"]
    assert machine["l1d_bytes"] is None and machine["l2_bytes"] is None
    assert machine["l3_bytes"] == 33554432 and machine["sources"]["l3_bytes"] == "sysfs (Google Benchmark)"
    assert check(out).returncode == 0


def test_the_check_fails_on_a_malformed_block_and_on_a_kernel_above_its_floor_when_strict(tmp_path):
    result, out = run_report(tmp_path, sweep(), ctx=context(cpu_brand=None))
    assert result.returncode == 0, result.stderr
    checked = check(out)
    assert checked.returncode != 0 and "cpu_brand is unknown and no reason is given" in checked.stderr
    fast = [dict(b, items_per_second=20e9) if b["run_name"] == "circle/avx2/4096" and b["aggregate_name"] == "median"
            else b for b in sweep()]
    result, out = run_report(tmp_path, fast)
    assert result.returncode == 0, result.stderr
    # a timing: the test command's quick report warns, the full report's --strict-floor fails
    checked = check(out)
    assert checked.returncode == 0, checked.stderr
    assert "warning, not a failure" in checked.stderr and "circle/avx2/4096 runs at" in checked.stderr
    checked = check(out, "--strict-floor")
    assert checked.returncode != 0 and "THE MEMORY FLOOR IS WRONG" in checked.stderr
    assert check(out, "--strict").returncode != 0  # a second argument is refused
    alone = subprocess.run([PYTHON, os.path.join(REPORT, "check_report.py"), "--strict"], capture_output=True, text=True)
    assert alone.returncode != 0 and "check_report.py DIR" in alone.stderr  # a flag is not read as a directory
    report = json.loads((out / "report.json").read_text())
    report["machine"]["l2_bytes"] = "1M"
    (out / "report.json").write_text(json.dumps(report))
    assert "not a positive integer" in check(out).stderr


def act_sample(kernel_16m=8e9, floor_16m=10e9, cv=0.01):
    """A hitmask_act_bench run: compaction at 1 M and 16 M with its peers and floor, nearest at 4,096."""
    b = []
    m, big = 1048576, 16777216
    b += case("compact8_50/avx2/%d" % m, 6e9) + case("compact8_50/sse4_2/%d" % m, 5e9)
    b += case("compact8_50/reference/%d" % m, 1e9) + case("compact8_50/floor/%d" % m, 7e9)
    b += case("compact8_50/remove_if_x86_64/%d" % m, 1.5e9) + case("compact8_50/remove_if_native/%d" % m, 2e9)
    b += case("compact8_50/soa_loop_x86_64/%d" % m, 2e9) + case("compact8_50/soa_loop_native/%d" % m, 4e9)
    b += case("compact8_50/highway/%d" % m, 1e9) + case("compact8_50/highway_clang/%d" % m, 6e9)
    b += case("compact8_50/avx2/%d" % big, kernel_16m, cv) + case("compact8_50/floor/%d" % big, floor_16m, cv)
    b += case("nearest_circles/avx2/4096", 2e9) + case("nearest_circles/reference/4096", 0.2e9)
    b += case("nearest_circles/scan_x86_64/4096", 0.4e9) + case("nearest_circles/scan_native/4096", 0.5e9)
    b += case("nearest_points/avx2/4096", 2e9) + case("nearest_points/nanoflann_query/4096", 20e9)
    return b


def run_companion_report(tmp_path, flag, rows):
    """make_report.py over sample() with a companion run's rows given by `flag` (--act, --pairs,
    --callcost): (the finished process, the report's folder)."""
    raw, companion = tmp_path / "raw.json", tmp_path / (flag.strip("-") + ".json")
    raw.write_text(json.dumps({"context": context(), "benchmarks": sample()}))
    companion.write_text(json.dumps({"context": context(), "benchmarks": rows}))
    out = tmp_path / "out"
    return subprocess.run([PYTHON, os.path.join(REPORT, "make_report.py"), str(raw), str(out), flag, str(companion)],
                          capture_output=True, text=True), out


def run_act_report(tmp_path, act):
    return run_companion_report(tmp_path, "--act", act)


def test_the_act_section_gives_each_peer_its_ratio_and_the_targets(tmp_path):
    result, out = run_act_report(tmp_path, act_sample())
    assert result.returncode == 0, result.stderr
    report = json.loads((out / "report.json").read_text())
    targets = {t["target"]: t for t in report["hitmask"]["targets"]}
    # a peer built two ways is judged by its faster build
    remove_if = targets["compact8_50/1048576: best ISA / std::remove_if over structs"]
    assert remove_if["measured"] == pytest.approx(3) and remove_if["met"]
    soa = targets["compact8_50/1048576: best ISA / the branch-free SoA loop"]
    assert soa["measured"] == pytest.approx(1.5) and not soa["met"]
    assert targets["compact8_50/1048576: best ISA / Highway CompressStore"]["measured"] == pytest.approx(1)
    assert targets["compact8_50/16777216: best ISA / memory floor"]["measured"] == pytest.approx(0.8)
    assert targets["nearest_circles/4096: best ISA / reference"]["measured"] == pytest.approx(10)
    assert targets["nearest_circles/4096: best ISA / the engine's strict-< scan"]["measured"] == pytest.approx(4)
    assert len(report["hitmask"]["act"]) == len(act_sample())
    text = (out / "report.md").read_text()
    section = text.split("## Compaction and nearest (hitmask_act_bench)")[1].split("\n## ")[0]
    assert "| compact8_50 | 1048576 | avx2 (best) |" in section
    assert "| compact8_50 | 1048576 | memory floor (read all, write half) | 150 | 86 % of it |" in section
    assert "| compact8_50 | 1048576 | Highway CompressStore (g++) | 1049 | 6x |" in section
    assert "| nearest_points | 4096 | nanoflann KD-tree, built before | 0.20 | 0.1x |" in section
    assert "| compact8_50/1048576: best ISA / the branch-free SoA loop | 1.50 | 2 | **no** |" in section
    assert "THE MEMORY FLOOR IS WRONG" not in text


def test_a_compaction_above_its_floor_is_reported_loudly_unless_noisy(tmp_path):
    result, out = run_act_report(tmp_path, act_sample(kernel_16m=12e9, floor_16m=10e9))
    assert result.returncode == 0, result.stderr
    assert "compact8_50/avx2/16777216 runs at 120 % of the compaction floor" in (out / "report.md").read_text()
    assert "THE MEMORY FLOOR IS WRONG" in result.stderr
    noisy = tmp_path / "noisy"
    noisy.mkdir()
    result, out = run_act_report(noisy, act_sample(kernel_16m=12e9, floor_16m=10e9, cv=0.2))
    assert result.returncode == 0, result.stderr
    text = (out / "report.md").read_text()
    assert "THE MEMORY FLOOR IS WRONG" not in text
    assert "| compact8_50 | 16777216 | avx2 (best) | 1398 ⚠ |" in text


def test_the_table_puts_any_number_of_cpus_side_by_side(tmp_path):
    # two CPUs: one whose caches come from sysfs, one whose /sys hides them (CPUID gives two,
    # the third unknown) and whose run measured fewer cases, so one of its targets is missing
    runs = []
    for name, ctx, benchmarks in (
            ("cpu-a", context(), sample()),
            ("cpu-b", context(caches=None, cpu_brand="Other CPU", cpu_family="25", isa_dispatched="sse4_2",
                              l1d_bytes="32768", l1d_bytes_source="cpuid 0x8000001D", l2_bytes="524288",
                              l2_bytes_source="cpuid 0x8000001D", l3_bytes="unknown",
                              l3_bytes_source="cpuid: no level 3; sysfs: no cache folder"),
             [b for b in sample(kernel_rate=2e9) if not b["run_name"].endswith("/16777216")])):
        (tmp_path / name).mkdir()
        result, out = run_report(tmp_path / name, benchmarks, ctx=ctx)
        assert result.returncode == 0, result.stderr
        runs.append(str(out / "report.json"))
    script = os.path.join(HERE, "..", "..", "scripts", "compare-bench.sh")
    table = subprocess.run([script, "--table"] + runs, capture_output=True, text=True)
    assert table.returncode == 0, table.stderr
    lines = table.stdout.splitlines()
    assert lines[0] == "| CPU | Test CPU, family 1 model 2 (`out`) | Other CPU, family 25 model 2 (`out`) |"
    assert lines[1] == "| --- | ---: | ---: |"
    assert "| ISA that ran (dispatched) | avx2 | sse4_2 |" in lines
    assert "| L1d | 48 KiB (sysfs (Google Benchmark)) | 32 KiB (cpuid 0x8000001D) |" in lines
    assert "| L3 | 32 MiB (sysfs (Google Benchmark)) | unknown (cpuid: no level 3; sysfs: no cache folder) |" in lines
    assert "| circle/4096: best ISA / plain loop (x86-64 baseline) (at least 3) | 5.00 | 2.00 (missed) |" in lines
    assert "| circle/16777216: best ISA / memory floor (at least 0.9) | 0.50 (missed) | - |" in lines
    assert lines[-1].startswith("| targets met | ")
    # refused: no report, a missing file, a run under emulation
    assert subprocess.run([script, "--table"], capture_output=True).returncode == 2
    assert subprocess.run([script, "--table", str(tmp_path / "none.json")], capture_output=True).returncode == 2
    emulated = tmp_path / "emulated.json"
    emulated.write_text(json.dumps({"context": context(emulated=True), "benchmarks": sample()}))
    refused = subprocess.run([script, "--table", runs[0], str(emulated)], capture_output=True, text=True)
    assert refused.returncode != 0 and "emulation" in refused.stderr


def test_the_pair_section_gives_each_peer_its_ratio_and_the_targets(tmp_path):
    pairs = case("circles_obb/avx2/4096", 8e9) + case("circles_obb/sse4_2/4096", 4e9)
    pairs += case("circles_obb/reference/4096", 0.5e9) + case("circles_obb/plain_native/4096", 2e9)
    pairs += case("circles_obb/box2d/4096", 0.05e9)
    pairs += case("circles_ellipse/avx2/4096", 2e9) + case("circles_ellipse/reference/4096", 0.4e9)
    result, out = run_companion_report(tmp_path, "--pairs", pairs)
    assert result.returncode == 0, result.stderr
    report = json.loads((out / "report.json").read_text())
    targets = {t["target"]: t for t in report["hitmask"]["targets"]}
    assert targets["circles_obb/4096: best ISA / reference"]["measured"] == pytest.approx(16)
    assert targets["circles_obb/4096: best ISA / reference"]["met"]
    assert not targets["circles_ellipse/4096: best ISA / reference"]["met"]
    assert len(report["hitmask"]["pairs"]) == len(pairs)
    section = (out / "report.md").read_text().split("## Pair matrix (hitmask_pair_bench)")[1].split("\n## ")[0]
    assert "| circles_obb | 4096 |" in section and "| 16.0x | 4.0x | 160.0x |" in section
    assert "| circles_ellipse | 4096 |" in section and "| 5.0x | - | - |" in section


def call_row(call, state, variant, n, median_ns):
    """A hitmask_callcost row as Google Benchmark writes it (manual time, fixed iterations)."""
    name = "callcost/%s/%s/%s/n:%d/iterations:21/manual_time" % (call, state, variant, n)
    return {"name": name, "run_name": name, "run_type": "iteration", "iterations": 21, "real_time": median_ns,
            "cpu_time": median_ns, "time_unit": "ns", "median_ns": median_ns, "min_ns": median_ns}


def test_the_callcost_section_judges_each_state_over_its_sizes(tmp_path):
    rows = []
    for n, plain, mine in ((16, 30, 50), (256, 300, 60), (1024, 1200, 150)):
        rows += [call_row("points_circle", "warm", "plain_baseline", n, plain),
                 call_row("points_circle", "warm", "avx2", n, mine),
                 call_row("hm_test", "warm", "avx2", n, mine * 1.2)]
    for n, plain, mine in ((64, 500, 400), (1024, 1600, 1000)):  # code cold: 1.25x, then 1.6x
        rows += [call_row("points_circle", "code_cold", "plain_baseline", n, plain),
                 call_row("points_circle", "code_cold", "avx2", n, mine),
                 call_row("points_circle", "code_cold", "plain_native", n, plain / 2)]
    rows.append(call_row("points_circle", "warm", "avx512", 16, 10))  # not this run's ISA (avx2, sse4_2)
    result, out = run_companion_report(tmp_path, "--callcost", rows)
    assert result.returncode == 0, result.stderr
    report = json.loads((out / "report.json").read_text())
    targets = {t["target"]: t for t in report["hitmask"]["targets"]}
    warm16 = targets["points_circle warm on avx2, N = 16: plain loop (x86-64 baseline) / hitmask"]
    assert warm16["measured"] == pytest.approx(0.6) and not warm16["met"]
    warm_big = targets["points_circle warm on avx2, every N >= 256: plain loop (x86-64 baseline) / hitmask"]
    assert warm_big["measured"] == pytest.approx(5) and warm_big["met"]  # the least of 5x and 8x
    cold = targets["points_circle code cold on avx2, every N >= 64: plain loop (x86-64 baseline) / hitmask"]
    assert cold["measured"] == pytest.approx(1.25) and cold["met"]
    assert not targets["points_circle code cold on avx2, every N >= 1024: plain loop (x86-64 baseline) / "
                       "hitmask"]["met"]  # 1.6x against 2x
    hm = targets["hm_test warm on avx2, N = 16: plain loop (x86-64 baseline) / hitmask"]
    assert hm["measured"] == pytest.approx(0.5)  # against points_circle's plain loop
    assert not any("avx512" in t or "both cold" in t for t in targets)  # no such rows in this run
    assert len(report["hitmask"]["callcost"]) == len(rows)
    section = (out / "report.md").read_text().split("## The first call of a frame (hitmask_callcost)")[1]
    assert "| code cold | 1024 | - | 1000 | 1600 | 800 | - | 1.6x |" in section
