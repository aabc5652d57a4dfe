#!/usr/bin/python3
"""What each of the pygame stage's per-frame statements costs warm: every statement of
stage.py's hitmask_way (and of the older form it replaced) timed alone with
time.perf_counter_ns, the median of many repetitions, less the cost of timing an empty
statement. Warm means called again and again: inside the stage's frame every call starts cold
(pygame's 10,000 sprites run in between) and costs several times more (docs/bindings.md).

    PYTHONPATH=build/shared/python /usr/bin/python3 examples/pygame/callcost.py [BULLETS] [REPETITIONS]

Prints a Markdown table in microseconds. Works with a module without out= and and_not= too
(those rows are left out), for before and after comparisons."""
import statistics
import sys
import time

import numpy as np

import hitmask

N = int(sys.argv[1]) if len(sys.argv) > 1 else 10618  # the stage's mean at --bullets 10000
REPS = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
W, H, MARGIN, HIT_R, GRAZE_R = 800, 600, 32, 3, 24
rng = np.random.default_rng(1)
cap = 2 * N
x = np.rint(rng.uniform(-40, 840, cap)).astype(np.float32)  # whole pixels, some off screen
y = np.rint(rng.uniform(-40, 640, cap)).astype(np.float32)
r = rng.choice([2, 3, 4, 8], cap).astype(np.float32)
grazed = rng.random(cap) < 0.05
hit_out, graze_out, keep_out = np.zeros(cap, bool), np.zeros(cap, bool), np.zeros(cap, bool)
hits_out, fresh_out = np.zeros(cap, np.uint32), np.zeros(cap, np.uint32)
ex, ey = np.array([100, 300, 500, 700], np.float32), np.array([70, 100, 90, 60], np.float32)
er = np.full(4, 18, np.float32)
px, py = 400.0, 470.0
SCREEN = hitmask.AABB((-MARGIN, -MARGIN), (W + MARGIN, H + MARGIN))
n = N
xs, ys, rs = x[:n], y[:n], r[:n]
ray = hitmask.Ray((px, py - 6), (0, -1), py - 6)
hit, graze = hitmask.test_hit_graze(xs, ys, (px, py), HIT_R, GRAZE_R, r=rs)
hits = hitmask.indices(hit)
new = np.flatnonzero(graze & ~grazed[:n])[:3].astype(np.uint32)
names = dict(globals())
try:
    hitmask.indices(hit, out=hits_out)
    frame_forms = True
except TypeError:  # a module from before out= and and_not=
    frame_forms = False


def median_ns(stmt):
    code = compile(stmt, "<timed>", "exec")
    scope = dict(names)
    exec(code, scope)
    clock, samples = time.perf_counter_ns, []
    for _ in range(REPS):
        t0 = clock()
        exec(code, scope)
        samples.append(clock() - t0)
    return statistics.median(samples)


ROWS = [
    ("x[:n], y[:n], r[:n] (three slices)", "a, b, c = x[:n], y[:n], r[:n]"),
    ("hitmask.active_isa() (no arguments)", "hitmask.active_isa()"),
    ("count over 0 bullets, r= (the call's fixed cost)", "hitmask.count(xs[:0], ys[:0], SCREEN, r=rs[:0])"),
    ("test_hit_graze(..., r=), new arrays", "hitmask.test_hit_graze(xs, ys, (px, py), HIT_R, GRAZE_R, r=rs)"),
    ("before: indices(graze & (grazed[:n] == 0))", "hitmask.indices(graze & (grazed[:n] == 0))"),
    ("before: test(SCREEN, r=), a new array", "hitmask.test(xs, ys, SCREEN, r=rs)"),
    ("before: int(np.count_nonzero(hit))", "int(np.count_nonzero(hit))"),
    ("before: inside & ~hit", "graze & ~hit"),
    ("Ray(...)", "hitmask.Ray((px, py - 6), (0, -1), py - 6)"),
    ("raycast_closest(ex, ey, ray, er)", "hitmask.raycast_closest(ex, ey, ray, er)"),
    ("grazed[new] = True (3 new)", "grazed[new] = True"),
]
if frame_forms:
    ROWS += [
        ("test_hit_graze(..., r=, out=(hit[:n], graze[:n]))",
         "hitmask.test_hit_graze(xs, ys, (px, py), HIT_R, GRAZE_R, r=rs, out=(hit_out[:n], graze_out[:n]))"),
        ("indices(hit, out=hits)", "hitmask.indices(hit, out=hits_out)"),
        ("indices(graze, and_not=grazed[:n], out=fresh)", "hitmask.indices(graze, and_not=grazed[:n], out=fresh_out)"),
        ("test(SCREEN, r=, out=keep[:n])", "hitmask.test(xs, ys, SCREEN, r=rs, out=keep_out[:n])"),
        ("keep[hits] = False", "keep_out[hits] = False"),
    ]

empty = median_ns("pass")
print("%d bullets, median of %d, hitmask %s, the empty statement's %d ns subtracted" % (N, REPS, hitmask.active_isa(),
                                                                                         empty))
print("| statement | us |\n|---|---:|")
for label, stmt in ROWS:
    print("| %s | %.2f |" % (label, (median_ns(stmt) - empty) / 1000))
