#!/usr/bin/python3
"""Turns one run of hitmask_bench (Google Benchmark JSON with hitmask's machine context) into
a report: report.json (the benchmark's JSON plus a "machine" object and the targets as
measured), report.md (tables of G elements/s per ISA and peer, the ratios, flagged noisy cases,
the targets) and SVG charts drawn with matplotlib.

    make_report.py RAW.json OUT_DIR [--command "the command that ran it"] [--solids SOLIDS.json]
                   [--sets SETS.json] [--rays RAYS.json] [--act ACT.json] [--sweeps SWEEPS.json]
                   [--pairs PAIRS.json] [--callcost CALLCOST.json]

--solids adds a run of hitmask_solids_bench (the 3D queries, same flags, same machine): its
cases join the report's tables, charts, targets and report.json's benchmarks.
--sets adds a run of hitmask_sets_bench's 3D rows (U3_pairs, cones200) the same way: their
targets and a table of their times.
--rays adds a run of hitmask_raycast_bench (ray casts against their peers): its targets and a
table of its own (kept out of the single-shape tables: it names its rows by query too).
--act adds a run of hitmask_act_bench (compaction and nearest against their peers): its targets,
a table of its own, and its compaction floor judged as the others are.
--sweeps adds a run of hitmask_sweep_bench (sweeps and sight lines against their peers): its
targets and a table of its own.
--pairs adds a run of hitmask_pair_bench (the pair matrix's new pairs against the reference, the
plain loop and Box2D): its targets and a table of its own.
--callcost adds a run of hitmask_callcost (one call at a time, warm, code cold and both cold,
against the plain loop a game writes): its targets (issue 49) and a table of its own.

Refuses a run made under emulation (qemu): its timings describe the emulator, not a CPU."""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_data as bd  # noqa: E402
import charts  # noqa: E402

# The targets, measured at the sizes where the kernels compute rather than wait for
# memory (L1 and L2); the floor target at 16 M points, where everything waits for memory.
TARGET_SIZES = (4096, 65536)
FLOOR_TARGET_SIZE = 16777216
# The 3D issue's targets, at 4,096 elements: (query, baseline, at least); the baseline "plain"
# is the faster form of the -march=native plain loop. And the floor at 16 M for these queries.
SOLIDS_TARGET_SIZE = 4096
SOLIDS_TARGETS = (("points3_sphere", "reference", 8), ("points3_sphere", "plain", 0.9),
                  ("points3_frustum", "reference", 6), ("spheres_cone", "reference", 4),
                  ("spheres_cone", "naive", 10), ("spheres_frustum", "reference", 4),
                  ("spheres_frustum", "six_plane", 10), ("points3_obb3", "reference", 8),
                  ("spheres_obb3", "reference", 8))
SOLIDS_FLOOR_QUERIES = ("points3_sphere", "points3_aabb3")
# hitmask_sets_bench's 3D targets: (name, case, baselines, at least), a case being (query,
# variant, elements); the fastest baseline that ran is used. Both sides of a ratio process the
# same elements per call, so the ratio of elements/s is the inverse ratio of the times.
SETS_TARGETS = (
    ("U3_pairs/100000: hitmask automatic / brute force", ("U3_pairs", "automatic", 100000),
     (("U3_pairs", "brute_force", 100000),), 10),
    ("U3_pairs/100000: hitmask automatic / Bullet btDbvtBroadphase (its fastest use)",
     ("U3_pairs", "automatic", 100000), tuple(("U3_pairs", "bullet_dbvt_" + use, 100000)
                                              for use in ("rebuilt", "moved", "queried")), 20),
    ("cones200/20000: test_each / 200 test() calls", ("cones200", "test_each_automatic", 20000),
     (("cones200", "separate_tests", 20000),), 1),
)
SETS_QUERIES = ("U3_pairs", "cones200")
# hitmask_raycast_bench's targets (issue 31): (query, n, baseline, at least); "test" is the
# overlap test test(circles_view, circle) on the same columns at its best ISA.
RAY_TARGETS = (("raycast_closest_discs", 4096, "reference", 8), ("raycast_closest_spheres", 4096, "reference", 8),
               ("raycast_closest_discs", 4096, "test", 0.5), ("raycast_closest_discs", 100000, "test", 0.5),
               ("raycast_closest_discs", 100000, "plain_native", 3),
               ("raycast_closest_discs", 100000, "box2d_moved", 1))
RAY_LABELS = {"reference": "reference", "test": "test(circles_view, circle)", "plain_native":
              "plain loop (-march=native)", "plain_x86_64": "plain loop (x86-64 baseline)", "box2d_moved":
              "Box2D b2World::RayCast, bodies moved this frame", "box2d_stepped": "Box2D, bodies moved and the world stepped",
              "box2d_query": "Box2D b2World::RayCast, tree built", "chipmunk": "Chipmunk cpSpaceSegmentQueryFirst",
              "bullet": "Bullet btCollisionWorld::rayTest"}
# hitmask_act_bench's targets (compaction and nearest): (query, n, baselines, at least); the
# fastest baseline that ran is used (a peer built two ways counts as its faster build).
ACT_TARGETS = (("compact8_50", 1048576, ("remove_if_x86_64", "remove_if_native"), 3),
               ("compact8_50", 1048576, ("soa_loop_x86_64", "soa_loop_native"), 2),
               ("compact8_50", 1048576, ("highway", "highway_clang"), 0.9),
               ("compact8_50", 16777216, ("floor",), 0.8),
               ("nearest_circles", 4096, ("reference",), 8),
               ("nearest_circles", 4096, ("scan_x86_64", "scan_native"), 4))
ACT_LABELS = {"reference": "reference", "floor": "memory floor (read all, write half)",
              "remove_if_x86_64": "std::remove_if, 32-byte structs (x86-64)",
              "remove_if_native": "std::remove_if, 32-byte structs (-march=native)",
              "soa_loop_x86_64": "branch-free SoA loop (x86-64)", "soa_loop_native": "branch-free SoA loop (-march=native)",
              "highway": "Highway CompressStore (g++)", "highway_clang": "Highway CompressStore (clang++)",
              "scan_x86_64": "engine's strict-< scan (x86-64)", "scan_native": "engine's strict-< scan (-march=native)",
              "nanoflann_query": "nanoflann KD-tree, built before", "nanoflann_build": "nanoflann KD-tree, rebuilt + query",
              "partial_sort_x86_64": "partial_sort of all distances (x86-64)",
              "partial_sort_native": "partial_sort of all distances (-march=native)"}
ACT_GROUPS = {"remove_if_x86_64": "std::remove_if over structs", "soa_loop_x86_64": "the branch-free SoA loop",
              "highway": "Highway CompressStore", "floor": "memory floor", "reference": "reference",
              "scan_x86_64": "the engine's strict-< scan"}
# hitmask_sweep_bench's targets (issue 33): (query, n, ours, baseline, at least); ours "best" is
# the row's best ISA, "grid" sweep_first's grid path (its rows have no ISA variants).
SWEEP_PAIRS = ("sweep_points_aabb", "sweep_points_octagon", "sweep_discs_aabb", "sweep_discs_octagon")
SWEEP_TARGETS = tuple((q, 4096, "best", b, goal) for q in SWEEP_PAIRS for b, goal in (("reference", 8), ("box2d_toi", 20))) + (
    ("sweep_first_walls", 1000, "grid", "box2d", 10), ("sweep_first_walls", 1000, "grid", "brute_force", 5))
SWEEP_LABELS = {"reference": "reference", "box2d_toi": "Box2D b2TimeOfImpact per element",
                "plain_native": "plain loop (-march=native)", "plain_x86_64": "plain loop (x86-64 baseline)",
                "box2d": "Box2D b2World::RayCast per line", "brute_force": "brute force",
                "chipmunk": "Chipmunk cpSpaceSegmentQueryFirst per line", "bullet": "Bullet btCollisionWorld::rayTest per line",
                "grid": "grid"}
# The pair matrix's new pairs (issue 34): the best ISA at least 8x the reference at 4,096.
PAIR_QUERIES = ("circles_obb", "circles_convex_polygon", "circles_polygon", "circles_ellipse", "obbs_aabb",
                "obbs_obb", "capsules_aabb", "capsules_obb", "capsules_convex_polygon")
PAIR_TARGETS = tuple((q, 4096, "reference", 8) for q in PAIR_QUERIES)
PAIR_LABELS = {"reference": "reference", "plain_native": "plain loop (-march=native)",
               "box2d": "Box2D b2TestOverlap per element"}
VIEW_TITLES = {"points": "Points", "circles": "Round bullets (circles view)",
               "segments": "Swept bullets (segments view)", "points3": "3D points (points3 view)",
               "spheres": "Spheres (spheres view)"}


# The x86 ISAs in the order each adds to the one before: --isa-cap keeps a prefix of them.
CAPPABLE_ISAS = ["sse4_2", "avx2", "avx512"]


def capped_isas(isas, cap):
    """The ISAs of `isas` that a CPU whose widest is `cap` runs: scalar and the x86 ones up to cap."""
    return [i for i in isas if i == "scalar" or (i in CAPPABLE_ISAS and CAPPABLE_ISAS.index(i) <= CAPPABLE_ISAS.index(cap))]


def cap_note(machine):
    """The report's header line when its best ISA was capped (--isa-cap), or []."""
    cap = machine.get("isa_cap")
    if not cap:
        return []
    return ["**Best ISA capped at %s** (`--isa-cap %s`): every \"best ISA\" ratio, target and floor below uses "
            "%s at most, what a CPU without the wider ISAs gives; their rows are left out. The same run's "
            "kernels, on this CPU." % (cap, cap, cap), ""]


def best_isa(table, query, n, isas):
    rates = [(table[(query, isa, n)]["rate"], isa) for isa in isas if (query, isa, n) in table]
    return max(rates) if rates else (None, None)


def rate(table, query, variant, n):
    entry = table.get((query, variant, n))
    return entry["rate"] if entry else None


def plain_rate(table, query, build, n):
    """The faster of a plain loop's two forms (bytes out, count): the honest peer."""
    rates = [r for r in (rate(table, query, "plain_" + build, n), rate(table, query, "plain_" + build + "_count", n)) if r]
    return max(rates) if rates else None


def floor_rate(table, view, n, isas):
    rates = [rate(table, "floor_" + view, isa, n) for isa in isas]
    rates = [r for r in rates if r]
    return max(rates) if rates else None


def ratio(a, b):
    return a / b if a and b else None


def queries_of(table):
    return sorted({q for (q, _, _) in table if not bd.is_floor(q)})


def sizes_of(table, query):
    return sorted({n for (q, _, n) in table if q == query})


def evaluate_targets(table, isas):
    """Every target of the benchmark issue that this run measured: name, measured, target, met."""
    out = []

    def check(name, measured, target):
        if measured is not None:
            out.append({"target": name, "measured": round(measured, 3), "at_least": target,
                        "met": measured >= target})

    for n in TARGET_SIZES:
        for q, goal in (("circle", 3), ("aabb", 3), ("sector_facing", 4), ("sector_between", 4)):
            best, _ = best_isa(table, q, n, isas)
            check("%s/%d: best ISA / plain loop (x86-64 baseline)" % (q, n), ratio(best, plain_rate(table, q, "x86_64", n)), goal)
        for q, goal in (("circle", 0.9), ("aabb", 0.9), ("sector_between", 1.5), ("capsule", 1.5),
                        ("convex_polygon_8", 1.5), ("polygon_star64", 1.5), ("polygon_outline1000", 1.5)):
            best, _ = best_isa(table, q, n, isas)
            check("%s/%d: best ISA / plain loop (-march=native)" % (q, n), ratio(best, plain_rate(table, q, "native", n)), goal)
        for q in queries_of(table):
            best, _ = best_isa(table, q, n, isas)
            check("%s/%d: best ISA / Box2D TestPoint" % (q, n), ratio(best, rate(table, q, "box2d", n)), 40)
    for q in queries_of(table):
        if bd.view_of(q) != "points" or q == "hit_graze":
            continue
        best, _ = best_isa(table, q, FLOOR_TARGET_SIZE, isas)
        check("%s/%d: best ISA / memory floor" % (q, FLOOR_TARGET_SIZE),
              ratio(best, floor_rate(table, "points", FLOOR_TARGET_SIZE, isas)), 0.9)
    n = SOLIDS_TARGET_SIZE
    for q, against, goal in SOLIDS_TARGETS:
        best, _ = best_isa(table, q, n, isas)
        base = plain_rate(table, q, "native", n) if against == "plain" else rate(table, q, against, n)
        label = "plain loop (-march=native)" if against == "plain" else bd.PEER_LABELS[against]
        check("%s/%d: best ISA / %s" % (q, n, label), ratio(best, base), goal)
    for q in SOLIDS_FLOOR_QUERIES:
        best, _ = best_isa(table, q, FLOOR_TARGET_SIZE, isas)
        check("%s/%d: best ISA / memory floor" % (q, FLOOR_TARGET_SIZE),
              ratio(best, floor_rate(table, bd.view_of(q), FLOOR_TARGET_SIZE, isas)), 0.9)
    for name, case, baselines, goal in SETS_TARGETS:
        rates = [table[b]["rate"] for b in baselines if b in table]
        check(name, ratio(rate(table, *case), max(rates) if rates else None), goal)
    return out


def sets_table(table):
    """hitmask_sets_bench's 3D cases: CPU µs per call (elements / the median elements/s)."""
    rows = ["| case | elements | µs per call |", "|---|---:|---:|"]
    for (q, v, n), entry in sorted(table.items()):
        if q in SETS_QUERIES:
            us = 1e6 * n / entry["rate"]
            rows.append("| %s/%s | %d | %s |" % (q, v, n, "%.2f" % us if us < 10 else "%.1f" % us if us < 1000
                                                  else "%.0f" % us))
    return rows if len(rows) > 2 else []


def ray_base(rays, query, n, baseline, isas):
    if baseline == "test":
        return best_isa(rays, "test_circles_circle", n, isas)[0]
    return rate(rays, query, baseline, n)


def ray_targets(rays, isas):
    """The ray casts' targets this run measured."""
    out = []
    for q, n, baseline, goal in RAY_TARGETS:
        measured = ratio(best_isa(rays, q, n, isas)[0], ray_base(rays, q, n, baseline, isas))
        if measured is not None:
            out.append({"target": "%s/%d: best ISA / %s" % (q, n, RAY_LABELS[baseline]), "measured": round(measured, 3),
                        "at_least": goal, "met": measured >= goal})
    return out


def ray_section(rays, isas):
    """µs per call of every ray cast row, and the best ISA's ratio over each peer."""
    lines = ["## Ray casts (hitmask_raycast_bench)", "",
             "A ray across a 1920 x 1080 field of round bullets (radii 2-8) or spheres; µs per call (CPU time, "
             "the median) and the best ISA's speed over each row, all from this run. Box2D's rows: its tree "
             "already built (query), every body moved this frame (moved; the Step that keeps its move buffer "
             "bounded is not timed), and moved with the Step timed (stepped).", "",
             "| query | elements | row | µs per call | best ISA / row |", "|---|---:|---|---:|---:|"]
    for (q, n) in sorted({(q, n) for (q, _, n) in rays if not bd.is_floor(q)}):
        best, best_name = best_isa(rays, q, n, isas)
        for (q2, v, n2), entry in sorted(rays.items()):
            if (q2, n2) != (q, n):
                continue
            us = 1e6 * n / entry["rate"]
            label = v if v in isas else RAY_LABELS.get(v, v)
            r = ratio(best, entry["rate"])
            lines.append("| %s | %d | %s%s | %s | %s |" % (q, n, label, " (best)" if v == best_name else "",
                                                         "%.2f" % us if us < 100 else "%.0f" % us,
                                                         "-" if r is None else "%.3gx" % r))
    return lines + [""]


def sweep_ours(sweeps, query, n, ours, isas):
    """hitmask's rate and variant in a sweep row: the best ISA, or a named path."""
    return best_isa(sweeps, query, n, isas) if ours == "best" else (rate(sweeps, query, ours, n), ours)


def sweep_targets(sweeps, isas):
    """The sweep targets this run measured."""
    out = []
    for q, n, ours, baseline, goal in SWEEP_TARGETS:
        measured = ratio(sweep_ours(sweeps, q, n, ours, isas)[0], rate(sweeps, q, baseline, n))
        if measured is not None:
            out.append({"target": "%s/%d: %s / %s" % (q, n, "best ISA" if ours == "best" else ours,
                                                      SWEEP_LABELS[baseline]),
                        "measured": round(measured, 3), "at_least": goal, "met": measured >= goal})
    return out


def sweep_section(sweeps, isas):
    """One line per sweep row: hitmask's time per call and every other variant's, with hitmask's
    speed over it."""
    lines = ["## Sweeps (hitmask_sweep_bench)", "",
             "sweep: 4,096 bullets moving up to 64 px around a 240 x 160 box or a regular octagon (radius 120), "
             "as points or discs (radii 2-8); sweep_first: 1,000 sight lines from enemies to the player through "
             "500 walls (2D, and standing in 3D). µs per call (CPU time, the median); each other variant with "
             "hitmask's speed over it (the best ISA; for sweep_first the grid path), all from this run.", "",
             "| query | elements | hitmask µs | the others: µs (hitmask / it) |", "|---|---:|---:|---|"]
    for (q, n) in sorted({(q, n) for (q, _, n) in sweeps if q.startswith("sweep_")}):
        has_isas = any((q, i, n) in sweeps for i in isas)
        mine, mine_name = sweep_ours(sweeps, q, n, "best" if has_isas else "grid", isas)
        if not mine:
            continue
        others = []
        for (q2, v, n2), entry in sorted(sweeps.items()):
            if (q2, n2) == (q, n) and v != mine_name:
                us = 1e6 * n / entry["rate"]
                others.append("%s %s (%.3gx)" % (SWEEP_LABELS.get(v, v), "%.2f" % us if us < 100 else "%.0f" % us,
                                                 mine / entry["rate"]))
        us = 1e6 * n / mine
        lines.append("| %s | %d | %s (%s) | %s |" % (q, n, "%.2f" % us if us < 100 else "%.0f" % us, mine_name,
                                                   "; ".join(others)))
    return lines + [""]


def pair_targets(pairs, isas):
    """The pair matrix's targets this run measured."""
    out = []
    for q, n, baseline, goal in PAIR_TARGETS:
        measured = ratio(best_isa(pairs, q, n, isas)[0], rate(pairs, q, baseline, n))
        if measured is not None:
            out.append({"target": "%s/%d: best ISA / %s" % (q, n, PAIR_LABELS[baseline]),
                        "measured": round(measured, 3), "at_least": goal, "met": measured >= goal})
    return out


def pair_section(pairs, isas):
    """One line per (pair, size): G elements/s per ISA and peer, and the best ISA's ratios."""
    peers = ("reference", "plain_native", "box2d")
    lines = ["## Pair matrix (hitmask_pair_bench)", "",
             "Round bullets (radius 2-8), kunai boxes (16 x 4) and capsules (length 20-60, width 2-4) in a "
             "1920 x 1080 field, 30 % aimed at the centre, against a target there (a 120 x 40 box at 0.5 rad, "
             "a 120 x 80 rectangle, an octagon of radius 50, a 12-point star, a 60 x 25 ellipse). G elements/s "
             "(the median); the best ISA's ratio over each peer, all from this run.", "",
             "| pair | elements | " + " | ".join(isas) + " | reference | plain native | Box2D | best / reference "
             "| best / plain | best / Box2D |", "|---|---:" + "|---:" * (len(isas) + 6) + "|"]
    for (q, n) in sorted({(q, n) for (q, _, n) in pairs}):
        best = best_isa(pairs, q, n, isas)[0]
        cells = [fmt_rate(pairs.get((q, i, n))) for i in isas] + [fmt_rate(pairs.get((q, p, n))) for p in peers]
        cells += [fmt_ratio(ratio(best, rate(pairs, q, p, n))) for p in peers]
        lines.append("| %s | %d | " % (q, n) + " | ".join(cells) + " |")
    return lines + [""]


# hitmask_callcost's targets (issue 49): the plain loop compiled -O2 for baseline x86-64 over
# hitmask's call on AVX2 and on AVX-512, per call and cache state: (state, first N, last N or
# None for every larger N, at least). The C API's calls are judged against the C++ calls' plain
# loops (the same answers): CALLCOST_PLAIN_OF.
CALLCOST_CALLS = ("points_circle", "hm_test")
CALLCOST_PLAIN_OF = {"hm_test": "points_circle", "hm_test_hit_graze": "hit_graze"}
CALLCOST_ISAS = ("avx2", "avx512")
CALLCOST_TARGETS = (("warm", 16, 16, 0.8), ("warm", 256, None, 3), ("code_cold", 64, None, 1.0),
                    ("code_cold", 1024, None, 2), ("both_cold", 256, None, 1.0))
CALLCOST_STATES = ("warm", "code_cold", "both_cold")


def callcost_cases(raw):
    """{(call, state, variant, n): median ns} of a hitmask_callcost run (rows
    callcost/<call>/<state>/<variant>/n:<N>/..., the median of the row's single calls)."""
    out = {}
    for b in raw.get("benchmarks", []):
        parts = b.get("run_name", b["name"]).split("/")
        if len(parts) < 5 or parts[0] != "callcost" or not parts[4].startswith("n:") or "median_ns" not in b:
            continue
        out[(parts[1], parts[2], parts[3], int(parts[4][2:]))] = float(b["median_ns"])
    return out


def callcost_ratio(cc, call, state, isa, n):
    """The -O2 baseline plain loop's median over hitmask's, or None when either did not run."""
    plain_call = CALLCOST_PLAIN_OF.get(call, call)
    mine, plain = cc.get((call, state, isa, n)), cc.get((plain_call, state, "plain_baseline", n))
    return plain / mine if mine and plain else None


def callcost_targets(cc, isas):
    """Issue 49's targets this run measured: for each call, ISA and rule, the least ratio over
    the rule's sizes."""
    out = []
    for call in CALLCOST_CALLS:
        for isa in (i for i in CALLCOST_ISAS if i in isas):
            for state, first, last, goal in CALLCOST_TARGETS:
                sizes = [n for (c, s, v, n) in cc if c == call and s == state and v == isa
                         and n >= first and (last is None or n <= last)]
                ratios = [callcost_ratio(cc, call, state, isa, n) for n in sizes]
                ratios = [r for r in ratios if r is not None]
                if not ratios:
                    continue
                span = "N = %d" % first if last == first else "every N >= %d" % first
                measured = min(ratios)
                out.append({"target": "%s %s on %s, %s: plain loop (x86-64 baseline) / hitmask" % (
                    call, state.replace("_", " "), isa, span), "measured": round(measured, 3), "at_least": goal,
                    "met": measured >= goal})
    return out


def callcost_section(cc, isas):
    """Per call and cache state, one line per N: the median ns of a call on each ISA and of the
    plain loops, and the baseline plain loop over each ISA."""
    shown = [i for i in isas if i != "scalar"]
    lines = ["## The first call of a frame (hitmask_callcost)", "",
             "One call at a time: warm (again at once), code cold (a walk over twice the last-level cache "
             "before each call, then the call's inputs read again) and both cold (the walk only). "
             "Nanoseconds, the median of the row's calls (21 a cold row), each including one steady_clock "
             "read; the ratio is the plain loop compiled -O2 for baseline x86-64 over hitmask (the C API's "
             "rows over points_circle's and hit_graze's loops).", ""]
    calls = sorted({c for (c, _, _, _) in cc})
    for call in calls:
        plain_call = CALLCOST_PLAIN_OF.get(call, call)
        lines += ["### %s" % call, "", "| state | N | " + " | ".join(shown) + " | plain baseline | plain native | " +
                  " | ".join("plain / %s" % i for i in shown) + " |", "|---|---:" + "|---:" * (2 * len(shown) + 2) + "|"]
        for state in CALLCOST_STATES:
            for n in sorted({n for (c, s, _, n) in cc if c == call and s == state}):
                cells = ["%.0f" % cc[(call, state, i, n)] if (call, state, i, n) in cc else "-" for i in shown]
                cells += ["%.0f" % cc[(plain_call, state, p, n)] if (plain_call, state, p, n) in cc else "-"
                          for p in ("plain_baseline", "plain_native")]
                cells += [fmt_ratio(callcost_ratio(cc, call, state, i, n)) for i in shown]
                lines.append("| %s | %d | " % (state.replace("_", " "), n) + " | ".join(cells) + " |")
        lines.append("")
    return lines


def act_targets(act, isas):
    """The compaction and nearest targets this run measured."""
    out = []
    for q, n, baselines, goal in ACT_TARGETS:
        rates = [rate(act, q, b, n) for b in baselines]
        rates = [r for r in rates if r]
        measured = ratio(best_isa(act, q, n, isas)[0], max(rates) if rates else None)
        if measured is not None:
            out.append({"target": "%s/%d: best ISA / %s" % (q, n, ACT_GROUPS.get(baselines[0], baselines[0])),
                        "measured": round(measured, 3), "at_least": goal, "met": measured >= goal})
    return out


def act_section(act, isas, targets):
    """µs per call of every compaction and nearest row, the best ISA's ratio over each row (the
    floor's as a percentage), and the section's targets met or missed."""
    lines = ["## Compaction and nearest (hitmask_act_bench)", "",
             "compact8_P: 8 float columns, P % of the elements kept at random, the pristine columns put back "
             "(timing paused) before every call; nearest over the ray-cast field's round bullets (circles) "
             "or their centres (points) from (960, 1000); nearest_k8: the 8 nearest. µs per call (CPU time, "
             "the median) and the best ISA's speed over each row, all from this run; the floor row gives the "
             "best ISA's share of it. nanoflann finds nearest centres, so it appears on points only.", "",
             "| query | elements | row | µs per call | best ISA / row |", "|---|---:|---|---:|---:|"]
    for (q, n) in sorted({(q, n) for (q, _, n) in act}):
        best, best_name = best_isa(act, q, n, isas)
        for (q2, v, n2), entry in sorted(act.items()):
            if (q2, n2) != (q, n):
                continue
            us = 1e6 * n / entry["rate"]
            r = ratio(best, entry["rate"])
            shown = "-" if r is None else ("%.0f %% of it" % (100 * r) if v == "floor" else "%.3gx" % r)
            noisy = " ⚠" if entry["cv"] is not None and entry["cv"] > bd.CV_LIMIT else ""
            lines.append("| %s | %d | %s%s | %s%s | %s |" % (q, n, v if v in isas else ACT_LABELS.get(v, v),
                                                             " (best)" if v == best_name else "",
                                                             "%.2f" % us if us < 100 else "%.0f" % us, noisy, shown))
    lines += ["", "| target | measured | at least | met |", "|---|---:|---:|---|"]
    lines += ["| %s | %.2f | %g | %s |" % (t["target"], t["measured"], t["at_least"], "yes" if t["met"] else "**no**")
              for t in targets]
    return lines + [""]


def act_floor_violations(act, isas):
    """hitmask_act_bench's compaction kernels above 110 % of the compaction floor at their size
    (steady measurements only, as floor_violations)."""
    bad = []
    for (q, variant, n), entry in sorted(act.items()):
        floor = act.get((q, "floor", n))
        if variant not in isas or not floor:
            continue
        steady = all(e["cv"] is None or e["cv"] <= bd.CV_LIMIT for e in (entry, floor))
        if steady and entry["rate"] > 1.1 * floor["rate"]:
            bad.append("%s/%s/%d runs at %.0f %% of the compaction floor" % (q, variant, n,
                                                                          100 * entry["rate"] / floor["rate"]))
    return bad


def floor_violations(table, isas):
    """Kernels above 110 % of the floor of their view at their size: the floor is then wrong.
    Only steady measurements count (the kernel's and the floor's CV within CV_LIMIT): on a shared
    2-core VM a quick run's 1 M rows swing by 30 % between runs, and a noisy excursion above the
    floor is not evidence against it (the noisy cases are listed as such)."""
    bad = []
    for (q, variant, n), entry in sorted(table.items()):
        if bd.is_floor(q) or variant not in isas:
            continue
        floors = [table[k] for k in (("floor_" + bd.view_of(q), isa, n) for isa in isas) if k in table]
        if not floors:
            continue
        floor = max(floors, key=lambda f: f["rate"])
        steady = all(e["cv"] is None or e["cv"] <= bd.CV_LIMIT for e in (entry, floor))
        if steady and entry["rate"] > 1.1 * floor["rate"]:
            bad.append("%s/%s/%d runs at %.0f %% of the %s floor" % (q, variant, n, 100 * entry["rate"] / floor["rate"],
                                                                    bd.view_of(q)))
    return bad


def fmt_rate(entry):
    if not entry:
        return "-"
    text = "%.3g" % (entry["rate"] / 1e9)
    return text + " ⚠" if entry["cv"] is not None and entry["cv"] > bd.CV_LIMIT else text


def fmt_ratio(r, suffix="x"):
    return "-" if r is None else ("%.1f%s" % (r, suffix))


def machine_table(m):
    """Each fact, where it came from, or why it is unknown."""
    sources, unknown = m.get("sources", {}), m.get("unknown", {})
    rows = ["| fact | value | source |", "|---|---|---|"]
    for key in bd.MACHINE_KEYS:
        value = m.get(key)
        if isinstance(value, list):
            value = ", ".join(value)
        if key in unknown:
            rows.append("| %s | **unknown** | %s |" % (key, unknown[key]))
        else:
            rows.append("| %s | %s | %s |" % (key, value, sources.get(key, "")))
    return "\n".join(rows)


def unknown_note(m):
    """The report's header line for facts this machine hides, or []."""
    unknown = m.get("unknown", {})
    if not unknown:
        return []
    note = "**Unknown on this machine:** %s." % "; ".join("%s (%s)" % (k, unknown[k]) for k in sorted(unknown))
    if any(k in unknown for k in bd.CACHE_LEVELS):
        note += " The sweep charts leave those cache marks off."
    return [note, ""]


def query_table(table, queries, n, isas, peers, solids=False):
    """One size's table; the 3D views (solids) compare with their own peers instead of Box2D."""
    others = (("naive", "naive"), ("six_plane", "six-plane"), ("btdbvt", "btDbvt")) if solids else (("box2d", "Box2D"),)
    peers = [p for p in peers if any((q, p, n) in table for q in queries)]
    head = ["query"] + isas + [bd.PEER_LABELS[p] for p in peers] + [
        "best / reference", "best / plain x86-64", "best / plain native"] + [
        "best / " + label for _, label in others] + ["best / floor"]
    rows = ["| " + " | ".join(head) + " |", "|---" + "|---:" * (len(head) - 1) + "|"]
    for q in queries:
        if (q, "reference", n) not in table:
            continue
        best, _ = best_isa(table, q, n, isas)
        cells = [q] + [fmt_rate(table.get((q, v, n))) for v in isas + peers]
        floor = floor_rate(table, bd.view_of(q), n, isas)
        cells += [fmt_ratio(ratio(best, rate(table, q, "reference", n))),
                  fmt_ratio(ratio(best, plain_rate(table, q, "x86_64", n))),
                  fmt_ratio(ratio(best, plain_rate(table, q, "native", n)))]
        cells += [fmt_ratio(ratio(best, rate(table, q, peer, n))) for peer, _ in others]
        cells += ["-" if not floor else "%.0f %%" % (100 * best / floor)]
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


def write_markdown(path, machine, table, isas, targets, violations, chart_files, command, rays=None, act=None,
                   act_goals=(), sweeps=None, pairs=None, callcost=None):
    left_out = [i for i in bd.ISAS if i not in isas]  # the ISAs past --isa-cap
    noisy = sorted("%s/%s/%d (%.1f %%)" % (q, v, n, 100 * e["cv"]) for (q, v, n), e in table.items()
                   if e["cv"] is not None and e["cv"] > bd.CV_LIMIT and v not in left_out)
    lines = ["# hitmask benchmark report: %s" % machine.get("cpu_brand"), ""]
    if command:
        lines += ["Made by `%s`." % command, ""]
    lines += ["G elements/s, the median of the repetitions (CPU time); ⚠ marks a case whose "
              "coefficient of variation exceeds %d %%. Ratios are the best ISA's over each "
              "baseline, all from this one run. The floor reads the same columns from the same "
              "buffers with the widest loads each ISA has (the fastest ISA's floor is used)."
              % int(100 * bd.CV_LIMIT), ""] + cap_note(machine) + unknown_note(machine) + ["## Machine", "", machine_table(machine), ""]
    if violations:
        lines += ["## THE MEMORY FLOOR IS WRONG", "",
                  "These kernels run above 110 % of the floor, which no kernel can beat: the floor does "
                  "not measure what it should.", ""] + ["- " + v for v in violations] + [""]
    lines += ["## Targets", "", "| target | measured | at least | met |", "|---|---:|---:|---|"]
    lines += ["| %s | %.2f | %g | %s |" % (t["target"], t["measured"], t["at_least"], "yes" if t["met"] else "**no**")
              for t in targets]
    lines += ["", "%d of %d met." % (sum(t["met"] for t in targets), len(targets)), ""]
    sets_rows = sets_table(table)
    if sets_rows:
        lines += ["## Many 3D shapes at once (hitmask_sets_bench)", "",
                  "U3: 100,000 spheres (r in (0, 4]) against 1,000 spheres (r in [2, 30]) in a 2000 x 2000 x "
                  "500 box, `pairs`, on hitmask's paths and through Bullet's btDbvtBroadphase (rebuilt each "
                  "frame; kept, every element moved each frame; the set only, an aabbTest per element). "
                  "cones200: 200 view cones against 20,000 points, one test_each or 200 test() calls.", ""]
        lines += sets_rows + [""]
    if rays:
        lines += ray_section(rays, isas)
    if act:
        lines += act_section(act, isas, act_goals)
    if sweeps:
        lines += sweep_section(sweeps, isas)
    if pairs:
        lines += pair_section(pairs, isas)
    if callcost:
        lines += callcost_section(callcost, isas)
    peers = [p for p in bd.PEERS if any(v == p for (_, v, _) in table)]
    queries = queries_of(table)
    sizes = sorted({n for (q, _, n) in table if not bd.is_floor(q)})
    for view in ("points", "circles", "segments", "points3", "spheres"):
        in_view = [q for q in queries if bd.view_of(q) == view]
        if not in_view:
            continue
        lines += ["## %s" % VIEW_TITLES[view], ""]
        for n in sizes:
            if any((q, "reference", n) in table for q in in_view):
                lines += ["### %d elements" % n, "",
                          query_table(table, in_view, n, isas, peers, view in ("points3", "spheres")), ""]
    floor_views = [v for v in ("points", "circles", "segments", "points3", "spheres")
                   if any(q == "floor_" + v for (q, _, _) in table)]
    floor_isas = [i for i in isas if i != "scalar"]
    lines += ["## Memory floor, G elements/s", "", "| elements | " + " | ".join(
        "%s %s" % (v, i) for v in floor_views for i in floor_isas) + " |"]
    lines += ["|---:" + "|---:" * (len(floor_views) * len(floor_isas)) + "|"]
    for n in sorted({n for (q, _, n) in table if bd.is_floor(q)}):
        lines.append("| %d | " % n + " | ".join(fmt_rate(table.get(("floor_" + v, i, n)))
                                                 for v in floor_views for i in floor_isas) + " |")
    lines += ["", "## Charts", ""] + ["![%s](%s)" % (os.path.splitext(f)[0], f) for f in chart_files]
    lines += ["", "## Noisy cases (CV > %d %%)" % int(100 * bd.CV_LIMIT), ""]
    lines += ["- " + n for n in noisy] if noisy else ["none"]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def companion_run(path):
    """(raw, cases) of a companion bench's JSON of the same run (--rays, --act, --sweeps, --pairs),
    or (None, None) when it was not given: each is loaded and tabulated alike, its raw rows later
    stored in report.json under its own key."""
    raw = bd.load(path) if path else None
    return raw, (bd.cases(raw) if raw else None)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("raw")
    ap.add_argument("out_dir")
    ap.add_argument("--command", default="")
    ap.add_argument("--solids", help="hitmask_solids_bench's JSON of the same run, merged in")
    ap.add_argument("--sets", help="hitmask_sets_bench's JSON (its 3D rows) of the same run, merged in")
    ap.add_argument("--rays", help="hitmask_raycast_bench's JSON of the same run: its own table and targets")
    ap.add_argument("--act", help="hitmask_act_bench's JSON of the same run: its own table, targets and floor")
    ap.add_argument("--sweeps", help="hitmask_sweep_bench's JSON of the same run: its own table and targets")
    ap.add_argument("--pairs", help="hitmask_pair_bench's JSON of the same run: its own table and targets")
    ap.add_argument("--callcost", help="hitmask_callcost's JSON of the same run: its own table and targets")
    ap.add_argument("--isa-cap", choices=CAPPABLE_ISAS,
                    help="the best ISA at most this one (x86): the report an AVX2-only player's CPU would give, "
                         "from the same run (the rows of wider ISAs are left out)")
    args = ap.parse_args()
    raw = bd.load(args.raw)
    if args.solids:
        raw["benchmarks"] = raw.get("benchmarks", []) + bd.load(args.solids).get("benchmarks", [])
    if args.sets:
        raw["benchmarks"] = raw.get("benchmarks", []) + bd.load(args.sets).get("benchmarks", [])
    machine = bd.machine_block(raw)
    if machine["emulated"]:
        sys.exit("make_report: this run was made under emulation (an %s binary on another CPU): its "
                 "timings measure the emulator and are not reported" % machine.get("arch"))
    table = bd.cases(raw)
    if not table:
        sys.exit("make_report: %s holds no benchmark with items_per_second" % args.raw)
    isas = [i for i in bd.ISAS if i in machine["isas_available"]]
    if args.isa_cap:
        if args.isa_cap not in isas:
            sys.exit("make_report: --isa-cap %s: this run's CPU runs %s" % (args.isa_cap, ", ".join(isas)))
        isas = capped_isas(isas, args.isa_cap)
        machine = dict(machine, isa_cap=args.isa_cap)
    os.makedirs(args.out_dir, exist_ok=True)
    targets = evaluate_targets(table, isas)
    rays_raw, rays = companion_run(args.rays)
    if rays:
        targets += ray_targets(rays, isas)
    act_raw, act = companion_run(args.act)
    act_goals = act_targets(act, isas) if act else []
    targets += act_goals
    sweeps_raw, sweeps = companion_run(args.sweeps)
    if sweeps:
        targets += sweep_targets(sweeps, isas)
    pairs_raw, pairs = companion_run(args.pairs)
    if pairs:
        targets += pair_targets(pairs, isas)
    callcost_raw = bd.load(args.callcost) if args.callcost else None
    callcost = callcost_cases(callcost_raw) if callcost_raw else None
    if callcost:
        targets += callcost_targets(callcost, isas)
    violations = floor_violations(table, isas) + (act_floor_violations(act, isas) if act else [])
    chart_files = charts.draw_all(table, machine, isas, args.out_dir)
    report = dict(raw)
    report["machine"] = machine
    report["hitmask"] = {"command": args.command, "targets": targets, "floor_violations": violations,
                         "cv_limit": bd.CV_LIMIT, "charts": chart_files}
    for key, companion_raw in (("rays", rays_raw), ("act", act_raw), ("sweeps", sweeps_raw), ("pairs", pairs_raw),
                               ("callcost", callcost_raw)):
        if companion_raw:
            report["hitmask"][key] = companion_raw.get("benchmarks", [])
    with open(os.path.join(args.out_dir, "report.json"), "w") as f:
        json.dump(report, f, indent=1)
    write_markdown(os.path.join(args.out_dir, "report.md"), machine, table, isas, targets, violations,
                   chart_files, args.command, rays, act, act_goals, sweeps, pairs, callcost)
    for v in violations:
        print("make_report: THE MEMORY FLOOR IS WRONG: " + v, file=sys.stderr)
    met = sum(t["met"] for t in targets)
    print("make_report: %s: %d cases, %d of %d targets met, %d charts" % (
        args.out_dir, len(table), met, len(targets), len(chart_files)))


if __name__ == "__main__":
    main()
