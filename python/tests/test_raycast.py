"""hitmask's ray casts from Python: known small cases, the forms agreeing with each other (the hit
mask is where the distance is finite, the closest hit is the argmin of the distances, a hit's
entry point lies on the element's boundary), every ISA giving the same bits, and bad input."""
import math
import re

import numpy as np
import pytest

import hitmask
from columns import f32

INF = math.inf
RNG = np.random.default_rng(31)
N = 5000


def test_a_disc_straight_ahead():
    laser = hitmask.Ray((0, 0), (1, 0), INF)
    hits, distances = hitmask.raycast(f32(10), f32(0), laser, r=f32(2))
    assert hits.dtype == np.bool_ and distances.dtype == np.float32
    assert hits.tolist() == [True] and distances.tolist() == [8.0]
    assert hitmask.raycast_closest(f32(10), f32(0), laser, r=f32(2)) == (0, 8.0)


def test_known_discs():
    # ahead (8), ahead (4), behind, a twin of disc 1 (a tie), tangent (20), a NaN radius, around the origin (0)
    xs, ys = f32(10, 5, -5, 5, 20, 30, 0), f32(0, 0, 0, 0, 3, 0, 0.5)
    rs = f32(2, 1, 1, 1, 3, np.nan, 1)
    laser = hitmask.Ray((0, 0), (1, 0), INF)
    hits, distances = hitmask.raycast(xs, ys, laser, rs)
    np.testing.assert_array_equal(distances, f32(8, 4, INF, 4, 20, INF, 0))
    np.testing.assert_array_equal(hits, [True, True, False, True, True, False, True])
    assert hitmask.raycast_closest(xs, ys, laser, rs) == (6, 0.0)  # the origin is inside disc 6
    assert hitmask.raycast_closest(xs[:6], ys[:6], laser, rs[:6]) == (1, 4.0)  # a tie: the lower index
    # the ray's length: disc 0 is entered at 8
    assert not hitmask.raycast(xs, ys, hitmask.Ray((0, 0), (1, 0), 7.9), rs)[0][0]
    assert hitmask.raycast(xs, ys, hitmask.Ray((0, 0), (1, 0), 8), rs)[0][0]


def test_nothing_met():
    laser = hitmask.Ray((0, 0), (-1, 0), 100)
    assert hitmask.raycast_closest(f32(10), f32(0), laser, f32(2)) == (None, INF)
    hits, distances = hitmask.raycast(f32(), f32(), laser, f32())
    assert hits.shape == (0,) and distances.shape == (0,)
    assert hitmask.raycast_closest(f32(), f32(), laser, f32()) == (None, INF)


def test_known_oriented_bullets_and_spheres():
    laser = hitmask.Ray((0, 0), (1, 0), INF)
    one, zero, two = f32(1), f32(0), f32(2)
    box = (f32(10), zero, one, zero, two, one)  # centre (10, 0), axis +x, half extents (2, 1)
    assert hitmask.raycast_closest_obbs(*box, laser) == (0, 8.0)
    assert hitmask.raycast_closest_ellipses(*box, laser) == (0, 8.0)  # radii (2, 1)
    hits, distances = hitmask.raycast_capsules(f32(6), f32(-5), f32(6), f32(5), one, laser)
    assert hits.tolist() == [True] and distances.tolist() == [5.0]
    up = hitmask.Ray3((0, 0, 0), (0, 0, 3), 100)
    assert hitmask.raycast_closest3(zero, zero, f32(10), up, r=two) == (0, 8.0)
    assert hitmask.raycast3(zero, zero, f32(-10), up, r=two)[1].tolist() == [INF]


def random_views():
    """Every view with a ray cast: (name, all form, closest form, columns, ray)."""
    pos = lambda: RNG.uniform(-60, 60, N).astype(np.float32)
    size = lambda: RNG.uniform(0, 6, N).astype(np.float32)
    angle = RNG.uniform(-math.pi, math.pi, N)
    ux, uy = np.cos(angle).astype(np.float32), np.sin(angle).astype(np.float32)
    ray = hitmask.Ray((-70, -20), (1, 0.3), 150)
    yield "discs", hitmask.raycast, hitmask.raycast_closest, (pos(), pos(), ray, size()), ray
    yield ("capsules", hitmask.raycast_capsules, hitmask.raycast_closest_capsules,
           (pos(), pos(), pos(), pos(), size(), ray), ray)
    yield "obbs", hitmask.raycast_obbs, hitmask.raycast_closest_obbs, (pos(), pos(), ux, uy, size(), size(), ray), ray
    yield ("ellipses", hitmask.raycast_ellipses, hitmask.raycast_closest_ellipses,
           (pos(), pos(), ux, uy, size() + 0.1, size() + 0.1, ray), ray)
    ray3 = hitmask.Ray3((-70, -20, 5), (1, 0.3, -0.1), INF)
    yield "spheres", hitmask.raycast3, hitmask.raycast_closest3, (pos(), pos(), pos(), ray3, size()), ray3


VIEWS = list(random_views())


@pytest.mark.parametrize("name,cast,closest,args,ray", VIEWS, ids=[v[0] for v in VIEWS])
def test_forms_agree_on_every_isa(name, cast, closest, args, ray):
    results = {}
    try:
        for isa in hitmask.available_isas():
            hitmask.force_isa(isa)
            hits, distances = cast(*args)
            assert hits.shape == distances.shape == (N,)
            np.testing.assert_array_equal(hits, np.isfinite(distances))
            met = distances[hits]
            assert 0 < met.size < N  # the data exercises both answers
            assert (met >= 0).all() and (met <= ray.max_distance).all()
            index, distance = closest(*args)
            assert index == int(np.argmin(distances))  # the least distance, the lowest index on ties
            assert distance == distances[index]
            results[isa] = (hits, distances.view(np.uint32))
    finally:
        hitmask.use_automatic_isa()
    hits, bits = results["scalar"]
    for isa, (other_hits, other_bits) in results.items():  # the same bits on every ISA
        np.testing.assert_array_equal(other_hits, hits, err_msg=isa)
        np.testing.assert_array_equal(other_bits, bits, err_msg=isa)


@pytest.mark.parametrize("name,cast,closest,args,ray", [VIEWS[0], VIEWS[-1]], ids=["discs", "spheres"])
def test_entry_points_lie_on_the_rim(name, cast, closest, args, ray):
    hits, distances = cast(*args)
    entered = hits & (distances > 0)  # not those whose disc or ball holds the origin
    t = distances[entered].astype(np.float64)
    columns = [c.astype(np.float64)[entered] for c in args if isinstance(c, np.ndarray)]
    centre, radius = np.stack(columns[:-1], axis=1), columns[-1]
    point = np.asarray(ray.origin) + t[:, None] * np.asarray(ray.direction)
    np.testing.assert_allclose(np.linalg.norm(point - centre, axis=1), radius, atol=1e-3)


def test_ray_factories():
    r = hitmask.Ray((1, 2), (3, 4), INF)
    assert r.origin == (1, 2) and r.max_distance == INF
    assert r.direction == pytest.approx((0.6, 0.8))
    assert repr(hitmask.Ray((0, 0), (2, 0), 5)) == "Ray((0.0, 0.0), (1.0, 0.0), 5.0)"
    r3 = hitmask.Ray3((0, 0, 0), (2, 3, 6), 5)
    assert r3.direction == pytest.approx((2 / 7, 3 / 7, 6 / 7))


@pytest.mark.parametrize("make,message", [
    (lambda: hitmask.Ray((math.nan, 0), (1, 0), 1), "ray: origin.x must be finite, got nan"),
    (lambda: hitmask.Ray((0, INF), (1, 0), 1), "ray: origin.y must be finite, got inf"),
    (lambda: hitmask.Ray((0, 0), (0, 0), 1), "ray: direction must not be (0, 0)"),
    (lambda: hitmask.Ray((0, 0), (1, 0), -1), "ray: max_distance must be >= 0, got -1"),
    (lambda: hitmask.Ray((0, 0), (1, 0), math.nan), "ray: max_distance must be >= 0, got nan"),
    (lambda: hitmask.Ray3((0, 0, math.nan), (1, 0, 0), 1), "ray3: origin.z must be finite, got nan"),
    (lambda: hitmask.Ray3((0, 0, 0), (0, 0, 0), 1), "ray3: direction must not be (0, 0, 0)"),
])
def test_bad_rays_name_the_field(make, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        make()


def test_bad_input():
    xs, ys, rs = f32(1, 2, 3), f32(0, 0, 0), f32(1, 1, 1)
    laser, laser3 = hitmask.Ray((0, 0), (1, 0), 10), hitmask.Ray3((0, 0, 0), (1, 0, 0), 10)
    with pytest.raises(ValueError, match=r"raycast: expected a hitmask\.Ray, got .*Ray3.* \(3D rays: raycast3\)"):
        hitmask.raycast(xs, ys, laser3, rs)
    with pytest.raises(ValueError, match=r"raycast_closest3: expected a hitmask\.Ray3, got .*Ray'"):
        hitmask.raycast_closest3(xs, ys, ys, laser, rs)
    with pytest.raises(ValueError, match=r"raycast_obbs: expected a hitmask\.Ray, got .*Circle"):
        hitmask.raycast_obbs(xs, ys, rs, ys, rs, rs, hitmask.Circle((0, 0), 1))
    with pytest.raises(ValueError, match="the columns differ in length: xs has 3 elements, r has 2"):
        hitmask.raycast(xs, ys, laser, rs[:2])
    with pytest.raises(ValueError, match="r: expected a 1-D array, got 2 dimensions"):
        hitmask.raycast(xs, ys, laser, rs.reshape(3, 1))
    with pytest.raises(ValueError, match="hy: expected numbers"):
        hitmask.raycast_obbs(xs, ys, rs, ys, rs, np.array(["a", "b", "c"]), laser)
    # lists and float64 arrays are converted once, as for every other query
    assert hitmask.raycast_closest([10.0], np.array([0.0]), laser, [2]) == (0, 8.0)
