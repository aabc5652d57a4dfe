#!/usr/bin/python3
"""hitmask.compact against NumPy boolean indexing, the Python binding's peer: 8 float32 columns
of 1 M elements, 50 % of them kept at random (a fixed seed).

    PYTHONPATH=<the folder holding the hitmask module> /usr/bin/python3 bench/python/compact_vs_numpy.py

NumPy: [c[mask] for c in columns], what a NumPy user writes (new arrays, the columns untouched).
hitmask.compact(mask, *columns) moves the kept elements to the front of the columns in place, so
every call first puts the pristine columns back (np.copyto); that restore is timed alone too
and taken off. Each figure is the minimum over repeats of timeit's mean per call."""
import timeit

import numpy as np

import hitmask

N, COLUMNS, REPEAT, NUMBER = 1 << 20, 8, 7, 10


def best(stmt):
    return min(timeit.repeat(stmt, repeat=REPEAT, number=NUMBER)) / NUMBER


def main():
    rng = np.random.default_rng(42)
    pristine = [rng.uniform(-1000, 1000, N).astype(np.float32) for _ in range(COLUMNS)]
    columns = [p.copy() for p in pristine]
    mask = rng.random(N) < 0.5

    def restore():
        for c, p in zip(columns, pristine):
            np.copyto(c, p)

    # the answers first: the same kept elements in the same order
    restore()
    kept = hitmask.compact(mask, *columns)
    for got, p in zip(kept, pristine):
        assert np.array_equal(got, p[mask]), "hitmask.compact and NumPy disagree"

    numpy_s = best(lambda: [c[mask] for c in columns])
    restore_s = best(restore)
    both_s = best(lambda: (restore(), hitmask.compact(mask, *columns)))
    hitmask_s = both_s - restore_s
    print("hitmask %s (automatic ISA: %s), NumPy %s; 8 float32 columns of %d, %d kept" % (
        getattr(hitmask, "__version__", "?"), hitmask.active_isa(), np.__version__, N, int(mask.sum())))
    print("NumPy boolean indexing:       %8.2f ms per call" % (1e3 * numpy_s))
    print("restore (np.copyto x 8):      %8.2f ms per call" % (1e3 * restore_s))
    print("restore + hitmask.compact:    %8.2f ms per call" % (1e3 * both_s))
    print("hitmask.compact (difference): %8.2f ms per call" % (1e3 * hitmask_s))
    print("hitmask.compact / NumPy: %.2fx as fast" % (numpy_s / hitmask_s))


if __name__ == "__main__":
    main()
