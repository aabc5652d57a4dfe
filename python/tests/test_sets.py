"""The many-shape forms: each equals a loop of single-shape queries, for every set kind over
points and round bullets (large sets take the library's grid path), and bad input is refused."""
import math

import numpy as np
import pytest

import hitmask

RNG = np.random.default_rng(5)
N = 3000
XS = RNG.uniform(-100, 100, N).astype(np.float32)
YS = RNG.uniform(-100, 100, N).astype(np.float32)
R = RNG.uniform(0, 4, N).astype(np.float32)


def random_set(kind, k):
    p = RNG.uniform(-90, 90, (k, 2))
    if kind == "circle":
        return [hitmask.Circle(tuple(c), RNG.uniform(0, 15)) for c in p]
    if kind == "aabb":
        return [hitmask.AABB(tuple(c), tuple(c + RNG.uniform(0, 25, 2))) for c in p]
    if kind == "sector":
        return [hitmask.Sector.between(tuple(c), RNG.uniform(-7, 7), RNG.uniform(-7, 7), RNG.uniform(1, 40)) for c in p]
    if kind == "capsule":
        return [hitmask.Capsule(tuple(c), tuple(c + RNG.uniform(-30, 30, 2)), RNG.uniform(0, 6)) for c in p]
    return [hitmask.OBB(tuple(c), tuple(RNG.uniform(0, 15, 2)), RNG.uniform(-4, 4)) for c in p]


CASES = [(kind, r) for kind in ("circle", "aabb", "sector", "capsule", "obb") for r in (None, R)]


@pytest.mark.parametrize("k", [3, 40])
@pytest.mark.parametrize("kind,r", CASES, ids=[f"{k}-{'round' if r is not None else 'points'}" for k, r in CASES])
def test_forms_equal_a_loop_of_single_queries(kind, r, k):
    shapes = random_set(kind, k)
    rows = np.array([hitmask.test(XS, YS, s, r=r) for s in shapes])
    np.testing.assert_array_equal(hitmask.test_each(XS, YS, shapes, r=r), rows)
    np.testing.assert_array_equal(hitmask.test_any(XS, YS, shapes, r=r), rows.any(axis=0))
    out = np.zeros(N, bool)
    assert hitmask.test_any(XS, YS, shapes, r=r, out=out) is out
    np.testing.assert_array_equal(out, rows.any(axis=0))
    first = hitmask.first_hit(XS, YS, shapes, r=r)
    assert first.dtype == np.int32
    np.testing.assert_array_equal(first, np.where(rows.any(axis=0), rows.argmax(axis=0), -1))
    counts = hitmask.count_per_shape(XS, YS, shapes, r=r)
    assert counts.dtype == np.uint32
    np.testing.assert_array_equal(counts, rows.sum(axis=1))
    pairs = hitmask.pairs(XS, YS, shapes, r=r)
    element, shape = np.nonzero(rows.T)  # sorted by element, then shape
    np.testing.assert_array_equal(pairs, np.stack([element, shape], axis=1).astype(np.uint32).reshape(-1, 2))
    assert rows.any() and not rows.all()  # the data exercises both answers


def test_empty_sets_and_views():
    shapes = random_set("circle", 2)
    assert hitmask.test_each(XS, YS, []).shape == (0, N)
    assert not hitmask.test_any(XS, YS, []).any()
    assert (hitmask.first_hit(XS, YS, []) == -1).all()
    empty = np.zeros(0, np.float32)
    assert hitmask.test_any(empty, empty, shapes).shape == (0,)
    assert hitmask.test_each(empty, empty, shapes).shape == (2, 0)
    assert hitmask.pairs(empty, empty, shapes).shape == (0, 2)
    np.testing.assert_array_equal(hitmask.count_per_shape(empty, empty, shapes), [0, 0])


@pytest.mark.parametrize("form", ["test_any", "test_each", "first_hit", "count_per_shape", "pairs"])
def test_bad_sets_are_refused(form):
    fn = getattr(hitmask, form)
    circles = random_set("circle", 2)
    with pytest.raises(ValueError, match=form + r": every shape must be of one kind .*AABB.* after .*Circle"):
        fn(XS, YS, circles + [hitmask.AABB((0, 0), (1, 1))])
    with pytest.raises(ValueError, match=form + ": sets hold Circle, AABB, Sector, Capsule or OBB shapes"):
        fn(XS, YS, [hitmask.Segment((0, 0), (1, 1))])
    with pytest.raises(ValueError, match=form + ": shapes must be a list"):
        fn(XS, YS, 42)
    with pytest.raises(ValueError, match="differ in length"):
        fn(XS, YS[:-1], circles)


def test_any_refuses_a_bad_out():
    with pytest.raises(ValueError, match="test_any: out must be of length 3000, got 2"):
        hitmask.test_any(XS, YS, random_set("circle", 2), out=np.zeros(2, bool))


def test_sets_on_every_isa_match_scalar():
    shapes = random_set("sector", 40) + [hitmask.Sector.facing((0, 0), (1, 0), math.pi / 2, 50)]
    hitmask.force_isa("scalar")
    want = hitmask.test_each(XS, YS, shapes, r=R), hitmask.pairs(XS, YS, shapes)
    try:
        for isa in hitmask.available_isas():
            hitmask.force_isa(isa)
            np.testing.assert_array_equal(hitmask.test_each(XS, YS, shapes, r=R), want[0])
            np.testing.assert_array_equal(hitmask.pairs(XS, YS, shapes), want[1])
    finally:
        hitmask.use_automatic_isa()


def shot_columns(kind):
    """Rotated-box shots (cx, cy, ux, uy, hx, hy) or lasers (x0, y0, x1, y1, r) over the field."""
    n = 2000
    x = RNG.uniform(-100, 100, n).astype(np.float32)
    y = RNG.uniform(-100, 100, n).astype(np.float32)
    if kind == "obbs":
        a = RNG.uniform(-4, 4, n)
        return (x, y, np.cos(a).astype(np.float32), np.sin(a).astype(np.float32),
                RNG.uniform(0, 6, n).astype(np.float32), RNG.uniform(0, 2, n).astype(np.float32))
    return (x, y, (x + RNG.uniform(-20, 20, n)).astype(np.float32), (y + RNG.uniform(-20, 20, n)).astype(np.float32),
            RNG.uniform(0, 3, n).astype(np.float32))


@pytest.mark.parametrize("k", [3, 60])
@pytest.mark.parametrize("shots", ["obbs", "capsules"])
@pytest.mark.parametrize("enemies", ["aabb", "obb"])
def test_shot_forms_equal_a_loop_of_single_queries(shots, enemies, k):
    cols = shot_columns(shots)
    shapes = random_set(enemies, k)
    single = getattr(hitmask, "test_" + shots)
    rows = np.array([single(*cols, s) for s in shapes])
    form = lambda name: getattr(hitmask, f"{name}_{shots}")(*cols, shapes)
    np.testing.assert_array_equal(form("test_each"), rows)
    np.testing.assert_array_equal(form("test_any"), rows.any(axis=0))
    np.testing.assert_array_equal(form("first_hit"), np.where(rows.any(axis=0), rows.argmax(axis=0), -1))
    np.testing.assert_array_equal(form("count_per_shape"), rows.sum(axis=1))
    element, shape = np.nonzero(rows.T)
    np.testing.assert_array_equal(form("pairs"), np.stack([element, shape], axis=1).astype(np.uint32).reshape(-1, 2))
    assert rows.any() and not rows.all()


def test_shot_sets_refuse_other_kinds_and_ragged_columns():
    cols = shot_columns("capsules")
    with pytest.raises(ValueError, match="shot sets hold AABB or OBB shapes, got .*Circle"):
        hitmask.pairs_capsules(*cols, [hitmask.Circle((0, 0), 1)])
    with pytest.raises(ValueError, match="one kind"):
        hitmask.test_any_capsules(*cols, [hitmask.AABB((0, 0), (1, 1)), hitmask.OBB((0, 0), (1, 1), 0)])
    with pytest.raises(ValueError):
        hitmask.first_hit_obbs(cols[0], cols[1], cols[2][:5], cols[3], cols[4], cols[4], [])
    assert (hitmask.first_hit_obbs(*shot_columns("obbs"), []) == -1).all()
