#!/usr/bin/env python3
"""What a 100,000-bullet query costs from Python against the same C++ call (a benchmark, not a
test). Run with Debian's interpreter: /usr/bin/python3 python/bench.py"""
import time

import numpy as np

import hitmask

N = 100_000
REPEATS = 200
rng = np.random.default_rng(1)
xs = rng.uniform(0, 640, N).astype(np.float32)
ys = rng.uniform(0, 480, N).astype(np.float32)
player = hitmask.Circle((320, 400), 3)


def best_us(fn):
    best = float("inf")
    for _ in range(REPEATS):
        t0 = time.perf_counter_ns()
        fn()
        best = min(best, time.perf_counter_ns() - t0)
    return best / 1000


cpp = hitmask._cpp_test_ns(xs, ys, player, REPEATS) / 1000
rows = [
    ("hitmask.test (bool array)", best_us(lambda: hitmask.test(xs, ys, player))),
    ("hitmask.count", best_us(lambda: hitmask.count(xs, ys, player))),
    ("hitmask.indices", best_us(lambda: hitmask.indices(xs, ys, player))),
    ("hitmask.test, float64 input", best_us(lambda: hitmask.test(xs.astype(np.float64), ys, player))),
    ("NumPy formula", best_us(lambda: (xs - 320) ** 2 + (ys - 400) ** 2 <= 9)),
]
print(f"{N:,} points vs one circle, ISA {hitmask.active_isa()}, best of {REPEATS}")
print(f"  {'C++ hitmask::test (bitmask)':32s} {cpp:9.1f} us")
for name, us in rows:
    print(f"  {name:32s} {us:9.1f} us   {us / cpp:5.2f}x C++")
