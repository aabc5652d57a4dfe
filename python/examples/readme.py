# The Python example of docs/bindings.md (run by the test command).
import math

import numpy as np

import hitmask

xs = np.array([0, 3, 40, 90, 120], dtype=np.float32)  # float32 C-contiguous: used in place
ys = np.array([0, 4, 10, 80, 0], dtype=np.float32)

player = hitmask.Circle((0, 0), 5)
cone = hitmask.Sector.facing((0, 0), (1, 0), math.radians(90), 100)
print("player hits:", hitmask.test(xs, ys, player))         # numpy bool array
print("in the cone:", hitmask.count(xs, ys, cone), hitmask.indices(xs, ys, cone))
print("round bullets:", hitmask.test(xs, ys, player, r=np.full(5, 2, np.float32)))
hit, graze = hitmask.test_hit_graze(xs, ys, (0, 0), 3, 6)
print("hit:", hit, "graze:", graze)
try:
    hitmask.Circle((0, 0), -1)
except ValueError as e:
    print("refused:", e)
