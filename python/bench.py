#!/usr/bin/env python3
"""What a 100,000-bullet query costs from Python against the same C++ call, every result form
measured in one run (a benchmark, not a test). Run with Debian's interpreter:
/usr/bin/python3 python/bench.py"""
import time

import numpy as np

import hitmask

N = 100_000
REPEATS = 300
rng = np.random.default_rng(1)
xs = rng.uniform(0, 640, N).astype(np.float32)
ys = rng.uniform(0, 480, N).astype(np.float32)
player = hitmask.Circle((320, 400), 3)
out = np.empty(N, dtype=bool)  # a game loop's reused result array
words = np.empty((N + 63) // 64, dtype=np.uint64)


def best_us(fn):
    best = float("inf")
    for _ in range(REPEATS):
        t0 = time.perf_counter_ns()
        fn()
        best = min(best, time.perf_counter_ns() - t0)
    return best / 1000


rows = [
    ("hitmask.test (new bool array)", lambda: hitmask.test(xs, ys, player)),
    ("hitmask.test(out=bools)", lambda: hitmask.test(xs, ys, player, out=out)),
    ("hitmask.test_bits (new uint64)", lambda: hitmask.test_bits(xs, ys, player)),
    ("hitmask.test_bits(out=words)", lambda: hitmask.test_bits(xs, ys, player, out=words)),
    ("hitmask.count", lambda: hitmask.count(xs, ys, player)),
    ("hitmask.indices", lambda: hitmask.indices(xs, ys, player)),
    ("hitmask.test, float64 input", lambda: hitmask.test(xs.astype(np.float64), ys, player)),
    ("NumPy formula", lambda: (xs - 320) ** 2 + (ys - 400) ** 2 <= 9),
]
# The C++ call is timed between the Python rows too, so a busy moment of the machine (the other
# core is shared) shows in both; each row is compared with the best C++ time seen.
cpp = float("inf")
timed = []
for name, fn in rows:
    cpp = min(cpp, hitmask._cpp_test_ns(xs, ys, player, REPEATS) / 1000)
    timed.append((name, best_us(fn)))
cpp = min(cpp, hitmask._cpp_test_ns(xs, ys, player, REPEATS) / 1000)
print(f"{N:,} points vs one circle, ISA {hitmask.active_isa()}, best of {REPEATS}")
print(f"  {'C++ hitmask::test (bitmask)':32s} {cpp:9.1f} us")
for name, us in timed:
    print(f"  {name:32s} {us:9.1f} us   {us / cpp:5.2f}x C++   (+{us - cpp:.1f} us)")
