"""hitmask's sweeps from Python: known small cases whose fractions are exact in float, the forms
agreeing with each other (the hit mask is where the fraction is finite; sweep_first is the least
fraction of a loop of sweep over the shapes, the lowest index on ties; a moving disc's hit is
its capsule's overlap), every ISA giving the same bits, and bad input."""
import math

import numpy as np
import pytest

import hitmask
from columns import f32

INF = math.inf
RNG = np.random.default_rng(33)
N = 3000


# points moving from x = 0 to 16 along y = 0; one at y = 5; a NaN; one starting at x = 10; two resting
X0, Y0 = f32(0, 0, 0, 10, 9, -3), f32(0, 5, np.nan, 0, 0, 0)
X1, Y1 = f32(16, 16, 16, 26, 9, -3), f32(0, 5, 0, 0, 0, 0)


def test_known_points():
    box = hitmask.AABB((8, -1), (12, 1))
    hits, fractions = hitmask.sweep(X0, Y0, X1, Y1, box)
    assert hits.dtype == np.bool_ and fractions.dtype == np.float32
    assert hits.tolist() == [True, False, False, True, True, False]
    assert fractions.tolist() == [0.5, INF, INF, 0.0, 0.0, INF]
    assert hitmask.sweep(X0, Y0, X1, Y1, hitmask.Circle((9, 0), 1))[1][0] == 0.5
    wall = hitmask.Segment((4, -5), (4, 5))
    hits, fractions = hitmask.sweep(X0, Y0, X1, Y1, wall)
    assert hits.tolist() == [True, True, False, False, False, False] and fractions[0] == 0.25


def test_known_discs_and_3d():
    box = hitmask.AABB((8, -1), (12, 1))
    hits, fractions = hitmask.sweep(X0, Y0, X1, Y1, box, r=np.ones(6, np.float32))
    assert fractions.tolist() == [0.4375, INF, INF, 0.0, 0.0, INF]  # one radius earlier
    zero = f32(0)
    hits, fractions = hitmask.sweep3(zero, zero, zero, zero, zero, f32(16), hitmask.Sphere((0, 0, 9), 1))
    assert hits.tolist() == [True] and fractions.tolist() == [0.5]
    index, fractions = hitmask.sweep_first3(zero, zero, zero, zero, zero, f32(16),
                                            [hitmask.AABB3((-1, -1, 12), (1, 1, 13))])
    assert index.tolist() == [0] and fractions.tolist() == [0.75]


def test_known_first_wall():
    walls = [hitmask.AABB((12, -1), (14, 1)), hitmask.AABB((8, -1), (10, 1)), hitmask.AABB((8, -1), (9, 1))]
    index, fractions = hitmask.sweep_first(X0, Y0, X1, Y1, walls)
    assert index.dtype == np.uint32 and fractions.dtype == np.float32
    none = hitmask.NO_SHAPE
    assert none == 0xFFFFFFFF
    # 0 meets walls 1 and 2 at 0.5 (a tie: the lower index); 3 starts on wall 1's edge; 4 rests in walls 1 and 2
    assert index.tolist() == [1, none, none, 1, 1, none]
    assert fractions.tolist() == [0.5, INF, INF, 0.0, 0.0, INF]
    index, fractions = hitmask.sweep_first(X0, Y0, X1, Y1, [])
    assert (index == none).all() and (fractions == INF).all()
    index, fractions = hitmask.sweep_first(f32(), f32(), f32(), f32(), walls)
    assert index.shape == (0,) and fractions.shape == (0,)


def motions(n=N, radius=False):
    pos = lambda: RNG.uniform(-60, 60, n).astype(np.float32)
    x0, y0 = pos(), pos()
    x1, y1 = x0 + RNG.uniform(-30, 30, n).astype(np.float32), y0 + RNG.uniform(-30, 30, n).astype(np.float32)
    x1[::50] = x0[::50]  # resting elements
    y1[::50] = y0[::50]
    x0[7::97] = np.nan
    y1[11::89] = np.inf
    cols = [x0, y0, x1, y1]
    return cols, (RNG.uniform(0, 4, n).astype(np.float32) if radius else None)


def shapes2d():
    return [hitmask.Circle((5, -3), 12), hitmask.AABB((-20, -10), (15, 25)), hitmask.Capsule((-30, 0), (30, 20), 4),
            hitmask.OBB((10, 10), (20, 5), 0.7), hitmask.Segment((-40, -40), (40, 35)),
            hitmask.ConvexPolygon([(0, 0), (30, 5), (25, 30), (-5, 20)]),
            hitmask.Polygon([(-30, -30), (30, -30), (0, 40), (0, -50), (-40, 30)], "even_odd")]


@pytest.mark.parametrize("with_r", [False, True])
def test_forms_agree(with_r):
    cols, r = motions(radius=with_r)
    for shape in shapes2d():
        if with_r and isinstance(shape, hitmask.Polygon):
            with pytest.raises(ValueError, match="no sweep of round bullets"):
                hitmask.sweep(*cols, shape, r=r)
            continue
        hits, fractions = hitmask.sweep(*cols, shape, r=r)
        np.testing.assert_array_equal(hits, fractions < INF)
        assert ((fractions >= 0) & (fractions <= 1) | (fractions == INF)).all()
        assert hits.any() and not hits.all()
        # where an overlap test exists, the hit is its bit: a moving disc's hit is its capsule's
        # overlap, a point's its path's. Only for finite ends: a sweep never touches with an
        # infinite end, where the overlap tests may still count a start inside the shape
        finite = np.isfinite(np.stack(cols)).all(axis=0)
        if with_r and isinstance(shape, hitmask.Circle):
            np.testing.assert_array_equal(hits[finite], hitmask.test_capsules(*cols, r, shape)[finite])
        if not with_r and isinstance(shape, (hitmask.Circle, hitmask.Segment)):
            np.testing.assert_array_equal(hits[finite], hitmask.test_swept(*cols, shape)[finite])
        assert not hits[~finite].any()


@pytest.mark.parametrize("with_r", [False, True])
@pytest.mark.parametrize("count", [5, 40])  # brute force, then the grid
def test_sweep_first_is_the_least_of_sweep(with_r, count):
    cols, r = motions(radius=with_r)
    makers = [lambda: hitmask.Circle(tuple(RNG.uniform(-60, 60, 2)), RNG.uniform(1, 8)),
              lambda: hitmask.AABB(*(lambda lo: (tuple(lo), tuple(lo + RNG.uniform(1, 10, 2))))(RNG.uniform(-60, 60, 2))),
              lambda: hitmask.Capsule(tuple(RNG.uniform(-60, 60, 2)), tuple(RNG.uniform(-60, 60, 2)), RNG.uniform(0, 3)),
              lambda: hitmask.OBB(tuple(RNG.uniform(-60, 60, 2)), tuple(RNG.uniform(1, 8, 2)), RNG.uniform(-3, 3))]
    for make in makers:
        shapes = [make() for _ in range(count)]
        shapes.append(shapes[3])  # a twin: ties go to the lower index
        index, fractions = hitmask.sweep_first(*cols, shapes, r=r)
        each = np.stack([hitmask.sweep(*cols, s, r=r)[1] for s in shapes])
        least = each.min(axis=0)
        np.testing.assert_array_equal(fractions, least)
        met = least < INF
        np.testing.assert_array_equal(index[met], each[:, met].argmin(axis=0))
        assert (index[~met] == hitmask.NO_SHAPE).all()
        assert met.any()


def test_3d_forms():
    pos = lambda: RNG.uniform(-60, 60, N).astype(np.float32)
    cols = [pos() for _ in range(6)]
    shapes = [hitmask.Sphere((0, 0, 0), 20), hitmask.AABB3((-10, -10, -10), (30, 5, 25)),
              hitmask.Capsule3((-30, 0, 0), (30, 10, 5), 6)]
    for shape in shapes:
        hits, fractions = hitmask.sweep3(*cols, shape)
        np.testing.assert_array_equal(hits, fractions < INF)
        assert hits.any() and not hits.all()
    index, fractions = hitmask.sweep_first3(*cols, shapes[:1] + [hitmask.Sphere((20, 20, 20), 10)])
    each = np.stack([hitmask.sweep3(*cols, s)[1] for s in (shapes[0], hitmask.Sphere((20, 20, 20), 10))])
    np.testing.assert_array_equal(fractions, each.min(axis=0))


def test_same_on_every_isa():
    cols, r = motions(radius=True)
    walls = [hitmask.AABB((i * 9.0 - 50, -40), (i * 9.0 - 45, 40)) for i in range(30)]
    results = {}
    for isa in hitmask.available_isas():
        hitmask.force_isa(isa)
        try:
            results[isa] = [hitmask.sweep(*cols, s, r=r)[1].view(np.uint32) for s in shapes2d()[:6]]
            results[isa] += list(hitmask.sweep_first(*cols, walls))
            results[isa] += list(hitmask.sweep_first(*cols, walls, r=r))
        finally:
            hitmask.use_automatic_isa()
    first = results.pop(next(iter(results)))
    for other in results.values():
        for a, b in zip(first, other):
            np.testing.assert_array_equal(a.view(np.uint32), b.view(np.uint32))


def test_columns_used_in_place():
    cols, _ = motions(100)
    assert all(hitmask._is_zero_copy(c) for c in cols)
    # float64 and lists are converted once, with the same answers
    box = hitmask.AABB((-20, -10), (15, 25))
    a = hitmask.sweep(*cols, box)[1]
    b = hitmask.sweep(*[c.astype(np.float64) for c in cols], box)[1]
    np.testing.assert_array_equal(a, b)


def test_refusals():
    cols, _ = motions(10)
    with pytest.raises(ValueError, match=r"sweep: hitmask has no sweep of points against .*Sector"):
        hitmask.sweep(*cols, hitmask.Sector.facing((0, 0), (1, 0), 1, 10))
    with pytest.raises(ValueError, match="it takes Circle, AABB, Capsule, OBB, Segment, ConvexPolygon, Polygon"):
        hitmask.sweep(*cols, hitmask.Ellipse((0, 0), (2, 1), 0))
    with pytest.raises(ValueError, match="no sweep of 3D points against .*Cone"):
        hitmask.sweep3(*(cols + cols[:2]), hitmask.Cone((0, 0, 0), (1, 0, 0), 1, 10))
    with pytest.raises(ValueError, match="every shape must be of one kind"):
        hitmask.sweep_first(*cols, [hitmask.AABB((0, 0), (1, 1)), hitmask.Circle((0, 0), 1)])
    with pytest.raises(ValueError, match="no sweep_first of points against .*Segment.* sets"):
        hitmask.sweep_first(*cols, [hitmask.Segment((0, 0), (1, 1))])
    with pytest.raises(ValueError, match="shapes must be a list"):
        hitmask.sweep_first(*cols, hitmask.AABB((0, 0), (1, 1)))
    with pytest.raises(ValueError, match="sweep_first3: hitmask has no sweep_first of 3D points against .*Capsule3"):
        hitmask.sweep_first3(*(cols + cols[:2]), [hitmask.Capsule3((0, 0, 0), (1, 1, 1), 1)])
    with pytest.raises(ValueError):  # columns of different lengths
        hitmask.sweep(cols[0], cols[1], cols[2][:5], cols[3], hitmask.AABB((0, 0), (1, 1)))
    with pytest.raises(ValueError):
        hitmask.sweep(*cols, hitmask.AABB((0, 0), (1, 1)), r=np.ones(3, np.float32))
