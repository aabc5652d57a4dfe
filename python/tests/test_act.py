"""hitmask's indices, compact and nearest from Python: indices against np.flatnonzero on every ISA, known small cases, compact against NumPy's boolean
indexing for every dtype (SIMD 4-byte columns, other sizes, structured arrays), nearest and
nearest_k against a NumPy brute force, every ISA giving the same bits, and bad input refused
with ValueError naming the argument."""
import math

import numpy as np
import pytest

import hitmask
from columns import f32

INF = math.inf
RNG = np.random.default_rng(47)
N = 3000


# ---- indices ----

@pytest.mark.parametrize("density", [0.0, 0.1, 0.5, 1.0])
@pytest.mark.parametrize("n", [0, 1, 63, 64, 65, 300, 70001])
def test_indices_match_flatnonzero(n, density):
    mask = RNG.random(n) < density
    for isa in hitmask.available_isas():
        hitmask.force_isa(isa)
        got = hitmask.indices(mask)
        assert got.dtype == np.uint32
        np.testing.assert_array_equal(got, np.flatnonzero(mask))
    hitmask.use_automatic_isa()


def test_indices_of_new_grazes():
    graze = np.array([True, True, False, True, False])
    grazed = np.array([True, False, False, False, False])
    np.testing.assert_array_equal(hitmask.indices(graze & ~grazed), [1, 3])


def test_indices_refuses_what_is_not_a_bool_mask():
    with pytest.raises(ValueError, match="indices: mask must be a 1-D NumPy bool array"):
        hitmask.indices(np.zeros(4, dtype=np.float32))
    with pytest.raises(ValueError, match="indices: mask must be a 1-D NumPy bool array"):
        hitmask.indices([True, False])


# ---- compact ----

def test_compact_known():
    x = f32(0, 1, 2, 3, 4)
    ids = np.arange(5, dtype=np.int32)
    keep = np.array([True, False, True, True, False])
    trimmed = hitmask.compact(keep, x, ids)
    assert isinstance(trimmed, list) and len(trimmed) == 2
    assert trimmed[0].tolist() == [0, 2, 3] and trimmed[1].tolist() == [0, 2, 3]
    # in place: the views share the arrays' memory, which keep their length
    assert np.shares_memory(trimmed[0], x) and len(x) == 5 and x[:3].tolist() == [0, 2, 3]
    assert trimmed[1].dtype == np.int32


def test_compact_the_test_mask():
    # the mask a test returns: the bullets inside the screen survive
    xs = RNG.uniform(-100, 100, N).astype(np.float32)
    ys = RNG.uniform(-100, 100, N).astype(np.float32)
    screen = hitmask.AABB((-50, -50), (50, 50))
    on_screen = hitmask.test(xs, ys, screen)
    want_x, want_y = xs[on_screen].copy(), ys[on_screen].copy()
    x_alive, y_alive = hitmask.compact(on_screen, xs, ys)
    np.testing.assert_array_equal(x_alive, want_x)
    np.testing.assert_array_equal(y_alive, want_y)
    assert len(x_alive) == hitmask.count(xs[: len(x_alive)], ys[: len(x_alive)], screen)


@pytest.mark.parametrize("dtype", [np.float32, np.int32, np.uint32, np.float64, np.int16, np.uint8, np.int64,
                                   np.complex64])
@pytest.mark.parametrize("density", [0.0, 0.3, 0.97, 1.0])
def test_compact_matches_boolean_indexing(dtype, density):
    n = 1000 + 37
    keep = RNG.random(n) < density
    a = (RNG.integers(0, 120, n)).astype(dtype)
    want = a[keep].copy()
    (got,) = hitmask.compact(keep, a)
    np.testing.assert_array_equal(got, want)
    assert got.dtype == np.dtype(dtype)


def test_compact_structured_arrays():
    bullet = np.dtype([("x", np.float32), ("y", np.float32), ("kind", np.uint8), ("age", np.float64)])
    b = np.zeros(130, dtype=bullet)
    b["x"] = np.arange(130)
    b["kind"] = np.arange(130) % 7
    b["age"] = -np.arange(130)
    keep = (np.arange(130) % 5 == 0) | (np.arange(130) > 120)
    want = b[keep].copy()
    (alive,) = hitmask.compact(keep, b)
    assert alive.dtype == bullet and len(alive) == keep.sum()
    np.testing.assert_array_equal(alive, want)


def test_compact_nothing():
    keep = np.zeros(0, dtype=bool)
    assert hitmask.compact(keep, np.zeros(0, np.float32))[0].size == 0
    assert hitmask.compact(np.ones(3, dtype=bool)) == []  # no arrays: nothing to do


def test_compact_same_on_every_isa():
    n = 777
    keep = RNG.random(n) < 0.5
    original = RNG.standard_normal(n).astype(np.float32)
    results = []
    try:
        for isa in hitmask.available_isas():
            hitmask.force_isa(isa)
            a = original.copy()
            results.append(hitmask.compact(keep, a)[0].copy())
    finally:
        hitmask.use_automatic_isa()
    for r in results:
        np.testing.assert_array_equal(r.view(np.uint32), original[keep].view(np.uint32))


def test_compact_refusals():
    keep = np.array([True, False, True])
    x = f32(1, 2, 3)
    with pytest.raises(ValueError, match=r"compact: mask must be a 1-D NumPy bool array"):
        hitmask.compact([True, False, True], x)
    with pytest.raises(ValueError, match=r"compact: mask must be a 1-D NumPy bool array .*got 1-D int"):
        hitmask.compact(np.array([1, 0, 1]), x)
    with pytest.raises(ValueError, match=r"compact: arrays\[1\] holds 4 elements but the mask 3"):
        hitmask.compact(keep, x, f32(1, 2, 3, 4))
    with pytest.raises(ValueError, match=r"compact: arrays\[0\] must be contiguous"):
        hitmask.compact(keep, f32(1, 0, 2, 0, 3, 0)[::2])
    ro = f32(1, 2, 3)
    ro.flags.writeable = False
    with pytest.raises(ValueError, match=r"compact: arrays\[1\] is read-only"):
        hitmask.compact(keep, x, ro)
    with pytest.raises(ValueError, match=r"compact: arrays\[0\] must be 1-D, got 2-D"):
        hitmask.compact(keep, np.zeros((3, 2), np.float32))
    with pytest.raises(ValueError, match=r"compact: arrays\[0\] must be a 1-D NumPy array, got <class 'list'>"):
        hitmask.compact(keep, [1.0, 2.0, 3.0])
    # a refused call moves nothing, even in the arrays checked before the bad one
    assert x.tolist() == [1, 2, 3]


# ---- nearest ----

def brute(xs, ys, p, r=None, max_distance=INF):
    """The nearest in float64 ignoring NaN and infinite elements: for known cases only."""
    d = np.hypot(xs.astype(np.float64) - p[0], ys.astype(np.float64) - p[1])
    if r is not None:
        d = np.maximum(d - r, 0)
    d[~np.isfinite(d)] = INF
    d[d > max_distance] = INF
    return d


def test_nearest_known():
    xs, ys = f32(0, 10, 20, np.nan, 10), f32(0, 0, 0, 0, 0)
    assert hitmask.nearest(xs, ys, (9, 0)) == (1, 1.0)  # 1 and its twin 4: the lower index
    assert hitmask.nearest(xs, ys, (20, 4)) == (2, 4.0)
    assert hitmask.nearest(xs, ys, (20, 4), max_distance=3.5) == (None, INF)
    assert hitmask.nearest(xs, ys, (20, 4), max_distance=4) == (2, 4.0)
    assert hitmask.nearest(f32(), f32(), (0, 0)) == (None, INF)
    # round bullets: the distance to the disc, 0 inside
    assert hitmask.nearest(xs, ys, (12, 0), r=f32(1, 1, 1, 1, 3)) == (4, 0.0)
    assert hitmask.nearest(xs, ys, (-4, 0), r=f32(1, 1, 1, 1, 3)) == (0, 3.0)


def test_nearest_k_known():
    xs, ys = np.arange(10, dtype=np.float32), np.zeros(10, np.float32)
    idx, dist = hitmask.nearest_k(xs, ys, (4.5, 0), 4)
    assert idx.dtype == np.uint32 and dist.dtype == np.float32
    assert idx.tolist() == [4, 5, 3, 6] and dist.tolist() == [0.5, 0.5, 1.5, 1.5]
    idx, dist = hitmask.nearest_k(xs, ys, (4.5, 0), 100, max_distance=1.5)
    assert idx.tolist() == [4, 5, 3, 6]  # trimmed to how many were found
    idx, dist = hitmask.nearest_k(xs, ys, (0, 0), 0)
    assert idx.size == 0 and dist.size == 0
    assert hitmask.nearest_k(xs, ys, (4.5, 0), 3, r=np.full(10, 0.5, np.float32))[1].tolist() == [0, 0, 1]


def test_nearest_3d_known():
    xs, ys, zs = f32(0, 5, 9), f32(0, 0, 0), f32(0, 0, 0)
    assert hitmask.nearest3(xs, ys, zs, (0, 3, 4)) == (0, 5.0)
    assert hitmask.nearest3(xs, ys, zs, (0, 3, 4), r=f32(1, 1, 1)) == (0, 4.0)
    idx, dist = hitmask.nearest_k3(xs, ys, zs, (6, 0, 0), 2, r=f32(0.5, 0.5, 0.5))
    assert idx.tolist() == [1, 2] and dist.tolist() == [0.5, 2.5]
    assert hitmask.nearest3(xs, ys, zs, (100, 0, 0), max_distance=10) == (None, INF)


@pytest.mark.parametrize("with_r", [False, True])
def test_nearest_against_numpy(with_r):
    xs = RNG.uniform(-500, 500, N).astype(np.float32)
    ys = RNG.uniform(-500, 500, N).astype(np.float32)
    xs[::97] = np.nan
    r = RNG.uniform(0, 6, N).astype(np.float32) if with_r else None
    for p in [(0, 0), (123.5, -77.25), (xs[5], ys[5]), (1e5, 1e5)]:
        index, distance = hitmask.nearest(xs, ys, p, r=r)
        d = brute(xs, ys, p, r)
        # float32 distances: the winner's float64 distance is within rounding of the least
        assert index is not None and abs(d[index] - d.min()) <= 1e-3 * max(1.0, d.min())
        assert abs(distance - d[index]) <= 1e-3 * max(1.0, d[index])
        idx, dist = hitmask.nearest_k(xs, ys, p, 25, r=r)
        assert len(idx) == 25 and idx[0] == index and dist[0] == distance
        assert np.all(np.diff(dist) >= 0)  # sorted
        # the same set as NumPy's 25 least, up to float ties at the cut
        assert len(set(idx.tolist()) & set(np.argsort(d, kind="stable")[:25].tolist())) >= 24


def test_nearest_same_on_every_isa():
    xs = RNG.uniform(-50, 50, 1000).astype(np.float32)
    ys = RNG.uniform(-50, 50, 1000).astype(np.float32)
    zs = RNG.uniform(-50, 50, 1000).astype(np.float32)
    r = RNG.uniform(0, 3, 1000).astype(np.float32)
    answers = []
    try:
        for isa in hitmask.available_isas():
            hitmask.force_isa(isa)
            k = hitmask.nearest_k(xs, ys, (3, 4), 40, r=r)
            k3 = hitmask.nearest_k3(xs, ys, zs, (3, 4, 5), 40)
            answers.append((hitmask.nearest(xs, ys, (3, 4)), hitmask.nearest3(xs, ys, zs, (3, 4, 5), r=r),
                            k[0].tolist(), k[1].view(np.uint32).tolist(), k3[0].tolist(), k3[1].view(np.uint32).tolist()))
    finally:
        hitmask.use_automatic_isa()
    assert all(a == answers[0] for a in answers)


def test_nearest_refusals():
    xs, ys = f32(0, 1), f32(0, 1)
    with pytest.raises(ValueError, match=r"nearest: point must be finite, got \(nan, 0\)"):
        hitmask.nearest(xs, ys, (math.nan, 0))
    with pytest.raises(ValueError, match=r"nearest: max_distance must be >= 0 \(\+inf allowed\), got -1"):
        hitmask.nearest(xs, ys, (0, 0), max_distance=-1)
    with pytest.raises(ValueError, match=r"nearest_k: max_distance must be >= 0"):
        hitmask.nearest_k(xs, ys, (0, 0), 1, max_distance=math.nan)
    with pytest.raises(ValueError, match=r"nearest_k: k must be >= 0, got -1"):
        hitmask.nearest_k(xs, ys, (0, 0), -1)
    # the C++ library's message, word for word (its function is nearest_k for every view)
    with pytest.raises(ValueError, match=r"nearest_k: point must be finite, got \(0, 0, inf\)"):
        hitmask.nearest_k3(xs, ys, ys, (0, 0, INF), 1)
    with pytest.raises(ValueError, match=r"ys"):
        hitmask.nearest(xs, f32(0), (0, 0))  # lengths differ: columns.cpp names the column
    with pytest.raises(TypeError):
        hitmask.nearest(xs, ys, (0, 0, 0))  # a 3D point for 2D points
