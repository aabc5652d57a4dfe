"""The hitmask Python module: every shape against an independent NumPy formula (float64, on
random data away from boundaries), the semantics cases, bad input, and every ISA agreeing."""
import math

import numpy as np
import pytest

import hitmask

RNG = np.random.default_rng(7)
N = 20000
XS = RNG.uniform(-100, 100, N).astype(np.float32)
YS = RNG.uniform(-100, 100, N).astype(np.float32)
X = XS.astype(np.float64)
Y = YS.astype(np.float64)
MARGIN = 1e-3


def check(shape, inside, margin_ok, xs=XS, ys=YS, **kw):
    """hitmask's answer equals the model's wherever the point is not within MARGIN of a boundary."""
    got = hitmask.test(xs, ys, shape, **kw)
    assert got.dtype == np.bool_ and got.shape == xs.shape
    keep = margin_ok
    assert keep.sum() > 0.9 * len(xs)
    np.testing.assert_array_equal(got[keep], inside[keep])
    assert 0 < inside[keep].sum() < keep.sum()  # the data exercises both answers
    # the other forms agree with the mask
    assert hitmask.count(xs, ys, shape, **kw) == int(got.sum())
    assert hitmask.any(xs, ys, shape, **kw) == bool(got.any())
    idx = hitmask.indices(xs, ys, shape, **kw)
    assert idx.dtype == np.uint32
    np.testing.assert_array_equal(idx, np.flatnonzero(got))


def angle_in(a, start, width):
    return np.mod(a - start, 2 * math.pi) <= width


def test_circle():
    d = np.hypot(X - 3, Y + 4)
    check(hitmask.Circle((3, -4), 40), d <= 40, np.abs(d - 40) > MARGIN)


def test_aabb():
    inside = (X >= -20) & (X <= 30) & (Y >= -5) & (Y <= 45)
    near = np.minimum.reduce([np.abs(X + 20), np.abs(X - 30), np.abs(Y + 5), np.abs(Y - 45)])
    check(hitmask.AABB((-20, -5), (30, 45)), inside, near > MARGIN)


def test_sector_facing():
    apex, direction, fov, rng = (5.0, -3.0), (1.0, 2.0), math.radians(70), 80.0
    vx, vy = X - apex[0], Y - apex[1]
    d = np.hypot(vx, vy)
    off = np.abs(np.angle(np.exp(1j * (np.arctan2(vy, vx) - math.atan2(direction[1], direction[0])))))
    inside = (d <= rng) & (off <= fov / 2)
    ok = (np.abs(d - rng) > MARGIN) & (np.abs(off - fov / 2) * d > MARGIN)
    check(hitmask.Sector.facing(apex, direction, fov, rng), inside, ok)


@pytest.mark.parametrize("start,end", [(-10, 260), (350, 10), (89, 359), (0, 90)])
def test_sector_between(start, end):
    s, e = math.radians(start), math.radians(end)
    width = math.fmod(e - s, 2 * math.pi)
    width = width + 2 * math.pi if width <= 0 else width
    d = np.hypot(X, Y)
    a = np.arctan2(Y, X)
    inside = (d <= 90) & angle_in(a, s, width)
    edge = np.minimum(np.abs(np.angle(np.exp(1j * (a - s)))), np.abs(np.angle(np.exp(1j * (a - e)))))
    ok = (np.abs(d - 90) > MARGIN) & (edge * d > MARGIN)
    check(hitmask.Sector.between((0, 0), s, e, 90), inside, ok)


def segment_distance(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    t = np.clip(((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy), 0, 1)
    return np.hypot(px - (ax + t * dx), py - (ay + t * dy))


def test_capsule():
    d = segment_distance(X, Y, -40, 10, 50, -30)
    check(hitmask.Capsule((-40, 10), (50, -30), 15), d <= 15, np.abs(d - 15) > MARGIN)


def frame(cx, cy, rot):
    c, s = math.cos(rot), math.sin(rot)
    return (X - cx) * c + (Y - cy) * s, -(X - cx) * s + (Y - cy) * c


def test_obb():
    u, v = frame(10, 5, 0.7)
    inside = (np.abs(u) <= 40) & (np.abs(v) <= 12)
    ok = np.minimum(np.abs(np.abs(u) - 40), np.abs(np.abs(v) - 12)) > MARGIN
    check(hitmask.OBB((10, 5), (40, 12), 0.7), inside, ok)


def test_ellipse():
    u, v = frame(-5, 8, -0.3)
    q = (u / 50) ** 2 + (v / 20) ** 2
    check(hitmask.Ellipse((-5, 8), (50, 20), -0.3), q <= 1, np.abs(q - 1) > 1e-4)


def test_convex_polygon_both_windings():
    hexagon = [(60 * math.cos(k * math.pi / 3), 60 * math.sin(k * math.pi / 3)) for k in range(6)]
    inside = np.ones(N, bool)
    near = np.full(N, np.inf)
    for k in range(6):
        (ax, ay), (bx, by) = hexagon[k], hexagon[(k + 1) % 6]
        cross = ((bx - ax) * (Y - ay) - (by - ay) * (X - ax)) / math.hypot(bx - ax, by - ay)
        inside &= cross >= 0
        near = np.minimum(near, np.abs(cross))
    check(hitmask.ConvexPolygon(hexagon), inside, near > MARGIN)
    check(hitmask.ConvexPolygon(np.array(hexagon[::-1], dtype=np.float64)), inside, near > MARGIN)


def winding(px, py, verts):
    w = np.zeros(px.shape, int)
    for k in range(len(verts)):
        (ax, ay), (bx, by) = verts[k], verts[(k + 1) % len(verts)]
        cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
        w += ((ay <= py) & (by > py) & (cross > 0)).astype(int)
        w -= ((ay > py) & (by <= py) & (cross < 0)).astype(int)
    return w


@pytest.mark.parametrize("rule", ["even_odd", "non_zero"])
def test_polygon_pentagram(rule):
    star = [(90 * math.cos(math.radians(90 + 144 * k)), 90 * math.sin(math.radians(90 + 144 * k))) for k in range(5)]
    w = winding(X, Y, star)
    inside = (w % 2 == 1) if rule == "even_odd" else (w != 0)
    near = np.full(N, np.inf)
    for k in range(5):
        (ax, ay), (bx, by) = star[k], star[(k + 1) % 5]
        near = np.minimum(near, segment_distance(X, Y, ax, ay, bx, by))
    check(hitmask.Polygon(star, rule), inside, near > MARGIN)


def test_round_bullets():
    r = RNG.uniform(0, 10, N).astype(np.float32)
    d = np.hypot(X - 7, Y - 2)
    total = 30 + r.astype(np.float64)
    check(hitmask.Circle((7, 2), 30), d <= total, np.abs(d - total) > MARGIN, r=r)
    box = hitmask.AABB((-20, -20), (20, 20))
    dx = np.maximum(np.abs(X) - 20, 0)
    dy = np.maximum(np.abs(Y) - 20, 0)
    dist = np.hypot(dx, dy)
    check(box, dist <= r, np.abs(dist - r) > MARGIN, r=r)


def test_swept_bullets_against_a_wall():
    x1 = (XS + RNG.uniform(-20, 20, N)).astype(np.float32)
    y1 = (YS + RNG.uniform(-20, 20, N)).astype(np.float32)
    ax, ay, bx, by = -50.0, 10.0, 60.0, -5.0

    def orient(px, py, qx, qy, rx, ry):
        return (qx - px) * (ry - py) - (qy - py) * (rx - px)

    o1 = orient(ax, ay, bx, by, X, Y)
    o2 = orient(ax, ay, bx, by, x1.astype(np.float64), y1.astype(np.float64))
    o3 = orient(X, Y, x1, y1, ax, ay)
    o4 = orient(X, Y, x1, y1, bx, by)
    crosses = (o1 * o2 <= 0) & (o3 * o4 <= 0)
    ok = np.minimum.reduce([np.abs(o1), np.abs(o2), np.abs(o3), np.abs(o4)]) > 1e-2
    wall = hitmask.Segment((ax, ay), (bx, by))
    got = hitmask.test_swept(XS, YS, x1, y1, wall)
    np.testing.assert_array_equal(got[ok], crosses[ok])
    assert hitmask.count_swept(XS, YS, x1, y1, wall) == got.sum()
    np.testing.assert_array_equal(hitmask.indices_swept(XS, YS, x1, y1, wall), np.flatnonzero(got))
    # a bullet jumping over a thin wall between frames is caught; the point test misses it
    assert hitmask.test_swept([0.0], [-10.0], [0.0], [10.0], hitmask.Segment((-5, 0), (5, 0)))[0]


def test_oriented_bullets_against_the_player():
    ang = RNG.uniform(-4, 4, N)
    ux, uy = np.cos(ang).astype(np.float32), np.sin(ang).astype(np.float32)
    hx = np.full(N, 12, np.float32)
    hy = np.full(N, 3, np.float32)
    u = (0 - X) * ux + (0 - Y) * uy
    v = -(0 - X) * uy + (0 - Y) * ux
    inside = (np.abs(u) <= 12) & (np.abs(v) <= 3)
    ok = np.minimum(np.abs(np.abs(u) - 12), np.abs(np.abs(v) - 3)) > MARGIN
    got = hitmask.test_obbs(XS, YS, ux, uy, hx, hy, (0.0, 0.0))
    np.testing.assert_array_equal(got[ok], inside[ok])
    caps = hitmask.test_capsules(XS, YS, XS + 1, YS, np.full(N, 2, np.float32), hitmask.Circle((0, 0), 5))
    assert caps.sum() > 0


def test_hit_graze_and_pairs():
    hit, graze = hitmask.test_hit_graze(XS, YS, (0, 0), 10, 30)
    d = np.hypot(X, Y)
    ok = (np.abs(d - 10) > MARGIN) & (np.abs(d - 30) > MARGIN)
    np.testing.assert_array_equal(hit[ok], (d <= 10)[ok])
    np.testing.assert_array_equal(graze[ok], ((d <= 30) & (d > 10))[ok])
    enemies = [hitmask.Circle((float(cx), 0.0), 15) for cx in (-50, 0, 50)]
    pairs = hitmask.pairs(XS, YS, enemies)
    assert pairs.dtype == np.uint32 and pairs.ndim == 2 and pairs.shape[1] == 2
    for j, e in enumerate(enemies):
        np.testing.assert_array_equal(pairs[pairs[:, 1] == j, 0], hitmask.indices(XS, YS, e))


# ---- semantics ----

def test_boundaries_are_inclusive_and_nan_never_hits():
    c = hitmask.Circle((0, 0), 5)
    got = hitmask.test([3, 0, 3, math.nan, 0, math.inf], [4, -5, 4.0001, 0, math.nan, 0], c)
    assert got.tolist() == [True, True, False, False, False, False]
    assert hitmask.test([1], [2], hitmask.Circle((1, 2), 0)).tolist() == [True]
    box = hitmask.AABB((-1, -2), (3, 4))
    assert hitmask.test([-1, 3, 3, 3.001], [-2, 4, 0, 0], box).tolist() == [True, True, True, False]


def test_sectors_apex_reflex_wraparound_full_turn():
    cone = hitmask.Sector.facing((0, 0), (1, 0), math.radians(90), 10)
    assert hitmask.test([0, 10, 5, 5, -1], [0, 0, 4.9, 5.1, 0], cone).tolist() == [True, True, True, False, False]
    reflex = hitmask.Sector.between((0, 0), math.radians(-10), math.radians(260), 100)
    assert hitmask.test([-50, 0, 50, 20], [0, 50, 0, -40], reflex).tolist() == [True, True, True, False]
    wrap = hitmask.Sector.between((0, 0), math.radians(350), math.radians(10), 100)
    assert hitmask.test([50, 50, 0, -50], [5, -5, 50, 0], wrap).tolist() == [True, True, False, False]
    full = hitmask.Sector.between((0, 0), 0, math.radians(360), 100)
    assert full.is_full
    assert hitmask.test([-50, 0, 101], [0, -50, 0], full).tolist() == [True, True, False]


def test_every_isa_matches_scalar():
    shape = hitmask.Sector.between((0, 0), math.radians(-10), math.radians(260), 60)
    hitmask.force_isa("scalar")
    want = hitmask.test(XS, YS, shape)
    try:
        for isa in hitmask.available_isas():
            hitmask.force_isa(isa)
            assert hitmask.active_isa() == isa
            np.testing.assert_array_equal(hitmask.test(XS, YS, shape), want)
    finally:
        hitmask.use_automatic_isa()


# ---- arrays and bad input ----

def test_zero_copy_and_conversion():
    assert hitmask._is_zero_copy(XS)
    assert not hitmask._is_zero_copy(X)          # float64: converted to float32 once
    assert not hitmask._is_zero_copy(XS[::2])    # strided: copied once
    c = hitmask.Circle((0, 0), 50)
    assert hitmask.count(X, Y, c) == hitmask.count(XS, YS, c)
    assert hitmask.count(XS[::2], YS[::2], c) == hitmask.count(XS[::2].copy(), YS[::2].copy(), c)
    assert hitmask.test([0, 100], (0, 0), c).tolist() == [True, False]   # lists and tuples work
    assert hitmask.test(np.array([0], np.int32), np.array([0], np.int64), c).tolist() == [True]
    assert hitmask.test(np.zeros(0, np.float32), np.zeros(0, np.float32), c).shape == (0,)


@pytest.mark.parametrize("make,message", [
    (lambda: hitmask.Circle((0, 0), -1), "circle: radius must be >= 0, got -1"),
    (lambda: hitmask.Circle((math.nan, 0), 1), "circle: center.x must be finite, got nan"),
    (lambda: hitmask.AABB((2, 0), (1, 1)), "aabb: min.x must be <= max.x (1), got 2"),
    (lambda: hitmask.Sector.facing((0, 0), (1, 0), 0, 1), "sector::facing: fov must be > 0 radians, got 0"),
    (lambda: hitmask.Sector.facing((0, 0), (0, 0), 1, 1), "sector::facing: direction must be non-zero"),
    (lambda: hitmask.Sector.between((0, 0), math.nan, 1, 1), "sector::between: start must be finite, got nan"),
    (lambda: hitmask.Capsule((0, 0), (1, 0), -2), "capsule: radius must be >= 0, got -2"),
    (lambda: hitmask.Segment((0, 0), (-math.inf, 0)), "segment: b.x must be finite, got -inf"),
    (lambda: hitmask.OBB((0, 0), (1, -1)), "obb: half_extents.y must be >= 0, got -1"),
    (lambda: hitmask.Ellipse((0, 0), (0, 1)), "ellipse: radii.x must be > 0, got 0"),
    (lambda: hitmask.ConvexPolygon([(0, 0), (4, 0), (1, 1), (0, 4)]), "not convex"),
    (lambda: hitmask.ConvexPolygon([(0, 0), (1, 0)]), "convex_polygon:"),
    (lambda: hitmask.Polygon([(0, 0), (1, 0), (math.inf, 1)]), "polygon: vertex 2 must be finite, got (inf, 1)"),
    (lambda: hitmask.Polygon([(0, 0), (1, 0), (0, 1)], "winding"), "fill_rule must be"),
])
def test_factories_raise_value_error_with_the_cpp_message(make, message):
    with pytest.raises(ValueError, match=None) as info:
        make()
    assert message in str(info.value)


def test_query_errors():
    c = hitmask.Circle((0, 0), 1)
    with pytest.raises(ValueError, match="differ in length"):
        hitmask.test(np.zeros(3, np.float32), np.zeros(4, np.float32), c)
    with pytest.raises(ValueError, match="differ in length"):
        hitmask.count(np.zeros(3), np.zeros(3), c, r=np.zeros(2))
    with pytest.raises(ValueError, match="1-D"):
        hitmask.test(np.zeros((2, 2), np.float32), np.zeros((2, 2), np.float32), c)
    with pytest.raises(ValueError, match="dtype"):
        hitmask.test(np.array(["a"]), np.array(["b"]), c)
    with pytest.raises(ValueError, match="no query for points against a Segment"):
        hitmask.test([0], [0], hitmask.Segment((0, 0), (1, 1)))
    with pytest.raises(ValueError, match="expected a hitmask shape"):
        hitmask.test([0], [0], "circle")
    with pytest.raises(ValueError, match="graze_radius must be >= hit_radius"):
        hitmask.test_hit_graze([0], [0], (0, 0), 5, 4)
    with pytest.raises(ValueError, match="point must be finite"):
        hitmask.test_obbs([0], [0], [1], [0], [1], [1], (math.nan, 0))
    with pytest.raises(ValueError, match="not an ISA name"):
        hitmask.force_isa("sse9")
    missing = [i for i in ("neon", "simd128", "avx2", "avx512", "sse4_2") if i not in hitmask.available_isas()]
    with pytest.raises(ValueError, match="is not available on this CPU"):
        hitmask.force_isa(missing[0])
