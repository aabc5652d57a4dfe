"""hitmask's 3D shapes from Python: points and spheres against Sphere, AABB3, Capsule3, Cone and
Frustum, each against an independent NumPy model (float64, away from boundaries), the frustum's
three factories, bad input, and every ISA agreeing."""
import math

import numpy as np
import pytest

import hitmask

RNG = np.random.default_rng(11)
N = 20000
XS, YS, ZS = (RNG.uniform(-60, 60, N).astype(np.float32) for _ in range(3))
RS = RNG.uniform(0, 8, N).astype(np.float32)
P = np.stack([XS, YS, ZS], axis=1).astype(np.float64)
R = RS.astype(np.float64)
MARGIN = 1e-3


def check(shape, distance):
    """Points hit where the model's distance is 0, spheres where it is <= r (away from the edge)."""
    got = hitmask.test3(XS, YS, ZS, shape)
    assert got.dtype == np.bool_ and got.shape == XS.shape
    inside = distance == 0
    keep = inside | (distance > MARGIN)
    np.testing.assert_array_equal(got[keep], inside[keep])
    assert 0 < inside.sum() < N
    assert hitmask.count3(XS, YS, ZS, shape) == int(got.sum())
    assert hitmask.any3(XS, YS, ZS, shape) == bool(got.any())
    np.testing.assert_array_equal(hitmask.indices3(XS, YS, ZS, shape), np.flatnonzero(got))
    balls = hitmask.test3(XS, YS, ZS, shape, r=RS)
    keep = np.abs(distance - R) > MARGIN
    np.testing.assert_array_equal(balls[keep], (distance <= R)[keep])
    assert hitmask.count3(XS, YS, ZS, shape, r=RS) == int(balls.sum())
    words = hitmask.test_bits3(XS, YS, ZS, shape, r=RS)
    np.testing.assert_array_equal(np.unpackbits(words.view(np.uint8), count=N, bitorder="little").astype(bool), balls)


def segment_distance(p, a, b):
    a, b = np.asarray(a, float), np.asarray(b, float)
    e = b - a
    t = np.clip(((p - a) @ e) / (e @ e), 0, 1)
    return np.linalg.norm(p - (a + t[:, None] * e), axis=1)


def test_sphere():
    d = np.maximum(np.linalg.norm(P - [3, -4, 5], axis=1) - 30, 0)
    check(hitmask.Sphere((3, -4, 5), 30), d)


def test_aabb3():
    gap = np.maximum(np.maximum([-20, -5, -10] - P, P - [30, 45, 12]), 0)
    check(hitmask.AABB3((-20, -5, -10), (30, 45, 12)), np.linalg.norm(gap, axis=1))


def test_capsule3():
    a, b = (-30, 10, 5), (40, -20, -15)
    check(hitmask.Capsule3(a, b, 9), np.maximum(segment_distance(P, a, b) - 9, 0))


@pytest.mark.parametrize("fov_degrees", [50, 180, 250])
def test_cone(fov_degrees):
    apex, direction, rng = np.array([5.0, -3.0, 2.0]), np.array([1.0, 2.0, -0.5]), 45.0
    u = direction / np.linalg.norm(direction)
    v = P - apex
    h = v @ u
    q = np.linalg.norm(np.cross(v, u), axis=1)
    theta = math.radians(fov_degrees) / 2
    within = np.arctan2(q, h) <= theta
    t = np.clip(h * math.cos(theta) + q * math.sin(theta), 0, rng)
    to_edge = np.hypot(h - t * math.cos(theta), q - t * math.sin(theta))
    d = np.where(within, np.maximum(np.linalg.norm(v, axis=1) - rng, 0), to_edge)
    check(hitmask.Cone(tuple(apex), tuple(direction), math.radians(fov_degrees), rng), d)


def rotation(axis, angle):
    """The columns of the rotation by angle about axis (Rodrigues), float64."""
    k = np.asarray(axis, float) / np.linalg.norm(axis)
    K = np.array([[0, -k[2], k[1]], [k[2], 0, -k[0]], [-k[1], k[0], 0]])
    return np.eye(3) + math.sin(angle) * K + (1 - math.cos(angle)) * K @ K


def test_obb3():
    m = rotation((1, 2, -3), 0.8)
    c, h = np.array([5.0, -10.0, 3.0]), np.array([25.0, 12.0, 7.0])
    q = (P - c) @ m  # the projections on the columns
    d = np.linalg.norm(np.maximum(np.abs(q) - h, 0), axis=1)
    box = hitmask.OBB3(tuple(c), tuple(h), *(tuple(m[:, i]) for i in range(3)))
    check(box, d)
    np.testing.assert_allclose(np.array(box.axes), m.T, atol=1e-6)
    assert box.center == (5, -10, 3) and box.half_extents == (25, 12, 7)


def test_obb3_identity_is_aabb3():
    box = hitmask.OBB3((5, 20, 1), (25, 25, 11), (1, 0, 0), (0, 1, 0), (0, 0, 1))
    same = hitmask.AABB3((-20, -5, -10), (30, 45, 12))
    np.testing.assert_array_equal(hitmask.test3(XS, YS, ZS, box), hitmask.test3(XS, YS, ZS, same))
    np.testing.assert_array_equal(hitmask.test3(XS, YS, ZS, box, r=RS), hitmask.test3(XS, YS, ZS, same, r=RS))


def box_distance(lo, hi):
    return np.linalg.norm(np.maximum(np.maximum(np.asarray(lo) - P, P - np.asarray(hi)), 0), axis=1)


def test_frustum_from_planes_is_exact_beside_edges():
    # a box as six planes: the sphere test is the distance to the box, not six plane tests
    planes = [(1, 0, 0, 20), (-1, 0, 0, 30), (0, 2, 0, 10), (0, -1, 0, 45), (0, 0, 1, 10), (0, 0, -1, 12)]
    box = hitmask.Frustum.from_planes(planes)
    check(box, box_distance((-20, -5, -10), (30, 45, 12)))
    # beside an edge: within r of both planes but farther than r from the box
    corner = np.array([30.0, 45.0, 12.0])
    x, y, z = (np.array([c + 3.0], np.float32) for c in corner)
    assert not hitmask.any3(x, y, z, box, r=np.array([4.0], np.float32))  # sqrt(27) = 5.2 > 4
    assert hitmask.any3(x, y, z, box, r=np.array([5.3], np.float32))


def test_frustum_perspective_and_matrix_agree():
    cam = hitmask.Frustum.perspective((0, 0, 0), (0, 0, -1), (0, 1, 0), math.radians(60), 1.5, 1, 50)
    t = math.tan(math.radians(30))
    n, f = 1.0, 50.0
    proj = np.array([[1 / (1.5 * t), 0, 0, 0], [0, 1 / t, 0, 0], [0, 0, -(f + n) / (f - n), -2 * f * n / (f - n)],
                     [0, 0, -1, 0]])
    from_matrix = hitmask.Frustum.from_matrix(proj)
    a = hitmask.test3(XS, YS, ZS, cam)
    b = hitmask.test3(XS, YS, ZS, from_matrix)
    assert a.sum() > 100
    assert (a != b).sum() <= 3  # the same camera, planes rounded differently
    zo = proj.copy()
    zo[2] = [0, 0, f / (n - f), -f * n / (f - n)]
    assert (hitmask.test3(XS, YS, ZS, hitmask.Frustum.from_matrix(zo, depth="zero_to_one")) != a).sum() <= 3


@pytest.mark.parametrize("make,message", [
    (lambda: hitmask.Sphere((0, 0, float("nan")), 1), "sphere: center.z must be finite"),
    (lambda: hitmask.AABB3((0, 2, 0), (1, 1, 1)), "aabb3: min.y must be <= max.y"),
    (lambda: hitmask.Capsule3((0, 0, 0), (1, 1, 1), -1), "capsule3: radius must be >= 0, got -1"),
    (lambda: hitmask.Cone((0, 0, 0), (0, 0, 0), 1, 1), "cone: direction must be non-zero"),
    (lambda: hitmask.OBB3((0, 0, 0), (1, -1, 1), (1, 0, 0), (0, 1, 0), (0, 0, 1)),
     "obb3: half_extents.y must be >= 0, got -1"),
    (lambda: hitmask.OBB3((0, 0, 0), (1, 1, 1), (1, 0, 0), (0, 2, 0), (0, 0, 1)),
     "must be 1 within 1e-3 (a unit axis), got 2"),
    (lambda: hitmask.OBB3((0, 0, 0), (1, 1, 1), (1, 0, 0), (1, 0, 0), (0, 0, 1)),
     "obb3: u·v must be 0 within 1e-3 (perpendicular axes), got 1"),
    (lambda: hitmask.Cone((0, 0, 0), (0, 0, 1), 0, 1), "cone: fov must be > 0 radians, got 0"),
    (lambda: hitmask.Frustum.perspective((0, 0, 0), (0, 0, -1), (0, 0, 1), 1, 1, 1, 10), "up must not be parallel"),
    (lambda: hitmask.Frustum.perspective((0, 0, 0), (0, 0, -1), (0, 1, 0), 1, 1, 2, 1), "far_z must be > near_z"),
    (lambda: hitmask.Frustum.from_planes([(0, 0, 0, 1)] * 6), "planes[0].normal must be non-zero"),
    (lambda: hitmask.Frustum.from_planes([(1, 0, 0, 1)] * 3), "expected 6 planes"),
    (lambda: hitmask.Frustum.from_matrix(np.full((4, 4), np.nan)), "must be finite, got nan"),
    (lambda: hitmask.Frustum.from_matrix(np.eye(4), depth="wrong"), "depth must be"),
])
def test_bad_shapes_say_why(make, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[").replace("]", r"\]")):
        make()


def test_bad_columns_say_why():
    with pytest.raises(ValueError, match="differ in length"):
        hitmask.test3(XS, YS, ZS[:10], hitmask.Sphere((0, 0, 0), 1))
    with pytest.raises(ValueError, match="no query for 3D points against a Circle"):
        hitmask.test3(XS, YS, ZS, hitmask.Circle((0, 0), 1))
    with pytest.raises(ValueError, match="no query for points against a Sphere"):
        hitmask.test(XS, YS, hitmask.Sphere((0, 0, 0), 1))


def test_every_isa_agrees():
    shapes = [hitmask.Sphere((1, 2, 3), 20), hitmask.Cone((0, 0, 0), (1, 1, 1), 2.5, 40),
              hitmask.Frustum.perspective((0, 0, 40), (0, 0, -1), (0, 1, 0), 1.0, 1.3, 2, 90)]
    expected = [hitmask.test3(XS, YS, ZS, s, r=RS) for s in shapes]
    try:
        for isa in hitmask.available_isas():
            hitmask.force_isa(isa)
            for s, e in zip(shapes, expected):
                np.testing.assert_array_equal(hitmask.test3(XS, YS, ZS, s, r=RS), e)
    finally:
        hitmask.use_automatic_isa()


def test_3d_sets_equal_a_loop_of_single_shape_tests():
    rng = np.random.default_rng(5)
    shapes = [hitmask.Sphere(tuple(rng.uniform(-50, 50, 3)), float(rng.uniform(1, 12))) for _ in range(80)]
    cones = [hitmask.Cone(tuple(rng.uniform(-50, 50, 3)), tuple(rng.uniform(-1, 1, 3) + [0, 0, 0.01]),
                          float(rng.uniform(0.3, 4)), float(rng.uniform(5, 60))) for _ in range(60)]
    boxes = []
    for _ in range(70):
        m = rotation(rng.uniform(-1, 1, 3) + [0, 0, 0.01], float(rng.uniform(-3, 3)))
        boxes.append(hitmask.OBB3(tuple(rng.uniform(-50, 50, 3)), tuple(rng.uniform(0, 15, 3)),
                                  *(tuple(m[:, i]) for i in range(3))))
    for set_ in (shapes, cones, boxes):
        for r in (None, RS):
            rows = np.array([hitmask.test3(XS, YS, ZS, s, r=r) for s in set_])
            np.testing.assert_array_equal(hitmask.test_any3(XS, YS, ZS, set_, r=r), rows.any(axis=0))
            np.testing.assert_array_equal(hitmask.test_each3(XS, YS, ZS, set_, r=r), rows)
            first = np.where(rows.any(axis=0), rows.argmax(axis=0), -1)
            np.testing.assert_array_equal(hitmask.first_hit3(XS, YS, ZS, set_, r=r), first)
            np.testing.assert_array_equal(hitmask.count_per_shape3(XS, YS, ZS, set_, r=r), rows.sum(axis=1))
            pairs = hitmask.pairs3(XS, YS, ZS, set_, r=r)
            shape_idx, elem_idx = np.nonzero(rows)
            expected = np.stack([elem_idx, shape_idx], axis=1)
            expected = expected[np.lexsort((expected[:, 1], expected[:, 0]))]
            np.testing.assert_array_equal(pairs, expected)
    assert not hitmask.test_any3(XS, YS, ZS, []).any()
    with pytest.raises(ValueError, match="test_each3: every shape must be of one kind"):
        hitmask.test_each3(XS, YS, ZS, [shapes[0], cones[0]])
    with pytest.raises(ValueError, match="pairs3: 3D sets hold Sphere, AABB3, Capsule3, Cone, Frustum or OBB3 shapes"):
        hitmask.pairs3(XS, YS, ZS, [hitmask.Circle((0, 0), 1)])
