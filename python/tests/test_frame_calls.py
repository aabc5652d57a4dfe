"""The forms a game's frame calls with preallocated arrays: indices(mask, and_not=, out=),
test_hit_graze(..., out=(hit, graze)), and the bool-to-bits packing under indices and compact
(python/pack_bits.cpp: AVX-512BW, AVX2, SSE2 and a portable loop) against a plain loop on every
length 0..300, at unaligned starts and odd strides, on every ISA. Bad arrays are a ValueError
naming the argument and the value, and leave every array as it was."""
import numpy as np
import pytest

import hitmask

RNG = np.random.default_rng(50)


@pytest.fixture(params=hitmask.available_isas())
def isa(request):
    hitmask.force_isa(request.param)
    yield request.param
    hitmask.use_automatic_isa()


def plain_indices(mask, and_not=None):
    """The answer by a plain Python loop over the entries (any non-zero byte counts as True)."""
    return [i for i in range(len(mask)) if mask[i] and not (and_not is not None and and_not[i])]


# ---- the bool-to-bits packing, through indices and compact ----

@pytest.mark.parametrize("start", [0, 1, 3])
def test_pack_every_length(isa, start):
    big = RNG.random(300 + start + 64) < 0.5
    other = RNG.random(300 + start + 64) < 0.3
    for n in range(301):
        mask, and_not = big[start:start + n], other[start:start + n]  # unaligned starts
        assert hitmask.indices(mask).tolist() == plain_indices(mask), n
        assert hitmask.indices(mask, and_not=and_not).tolist() == plain_indices(mask, and_not), n


@pytest.mark.parametrize("stride", [3, 7, -1])
def test_pack_strided_views(isa, stride):
    big = RNG.random(301 * 7) < 0.5
    other = RNG.random(301 * 7) < 0.5
    contiguous = RNG.random(301) < 0.5
    for n in range(301):
        mask, and_not = big[::stride][:n], other[::stride][:n]  # strided: the byte loop
        assert hitmask.indices(mask).tolist() == plain_indices(mask), (n, stride)
        assert hitmask.indices(mask, and_not=and_not).tolist() == plain_indices(mask, and_not), (n, stride)
        # one strided, one contiguous
        assert hitmask.indices(contiguous[:n], and_not=and_not).tolist() == plain_indices(contiguous[:n], and_not)
        assert hitmask.indices(mask, and_not=contiguous[:n]).tolist() == plain_indices(mask, contiguous[:n])


@pytest.mark.parametrize("density", [0.0, 0.02, 0.5, 1.0])
def test_pack_densities(isa, density):
    for n in (0, 1, 63, 64, 65, 127, 128, 129, 1000, 70001):
        mask = RNG.random(n) < density
        grazed = RNG.random(n) < density
        np.testing.assert_array_equal(hitmask.indices(mask), np.flatnonzero(mask))
        np.testing.assert_array_equal(hitmask.indices(mask, and_not=grazed), np.flatnonzero(mask & ~grazed))


def test_pack_counts_any_nonzero_byte(isa):
    # a bool view of other bytes may hold 2 or 255: NumPy's own & and indexing call them True
    for n in range(0, 300, 7):
        raw = RNG.choice(np.array([0, 1, 2, 128, 255], np.uint8), n)
        skip = RNG.choice(np.array([0, 0, 3, 255], np.uint8), n)
        mask, and_not = raw.view(bool), skip.view(bool)
        assert hitmask.indices(mask).tolist() == plain_indices(raw)
        assert hitmask.indices(mask, and_not=and_not).tolist() == plain_indices(raw, skip)


def test_compact_packs_the_same(isa):
    for n in list(range(0, 300)) + [4099]:
        keep = RNG.random(n + 1)[1:] < 0.5  # an unaligned start
        x = np.arange(n, dtype=np.float32)
        assert hitmask.compact(keep, x)[0].tolist() == plain_indices(keep)
        y = np.arange(n, dtype=np.float32)
        strided = (RNG.random(3 * n) < 0.5)[::3]
        assert hitmask.compact(strided, y)[0].tolist() == plain_indices(strided)


# ---- indices(mask, and_not=, out=) ----

def test_indices_out_is_filled_and_trimmed():
    mask = np.array([False, True, True, False, True])
    out = np.full(8, 99, np.uint32)
    got = hitmask.indices(mask, out=out)
    assert got.tolist() == [1, 2, 4] and got.dtype == np.uint32
    assert np.shares_memory(got, out) and got.base is not None
    exact = np.zeros(3, np.uint32)
    assert hitmask.indices(mask, out=exact).tolist() == [1, 2, 4]
    empty = np.zeros(0, np.uint32)
    assert hitmask.indices(np.zeros(5, bool), out=empty).tolist() == []
    assert hitmask.indices(np.zeros(0, bool), out=empty).tolist() == []
    grazed = np.array([False, True, False, False, False])
    assert hitmask.indices(mask, and_not=grazed, out=out).tolist() == [2, 4]


def test_indices_new_grazes_as_a_frame_uses_them():
    graze = np.array([True, True, False, True, False])
    grazed = np.array([True, False, False, False, False])
    fresh = np.zeros(5, np.uint32)
    new = hitmask.indices(graze, and_not=grazed, out=fresh)
    assert new.tolist() == [1, 3]
    grazed[new] = True
    assert hitmask.indices(graze, and_not=grazed, out=fresh).tolist() == []


@pytest.mark.parametrize("make,message", [
    (lambda: np.zeros(2, np.uint32), "indices: out must be long enough for the 3 indices, got 2 entries"),
    (lambda: np.zeros(5, np.int32), "indices: out must be of dtype uint32, got int32"),
    (lambda: np.zeros(5, np.uint64), "indices: out must be of dtype uint32, got uint64"),
    (lambda: np.zeros(5, np.dtype(">u4")), "indices: out must be of dtype uint32, got >u4"),
    (lambda: np.zeros((5, 1), np.uint32), "indices: out must be 1-D, got 2 dimensions"),
    (lambda: np.zeros(10, np.uint32)[::2], "indices: out must be C-contiguous"),
    (lambda: [0] * 5, "indices: out must be a numpy array, got <class 'list'>"),
])
def test_indices_bad_out_is_refused_and_untouched(make, message):
    mask = np.array([True, False, True, True, False])
    out = make()
    before = np.array(out, copy=True)
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        hitmask.indices(mask, out=out)
    np.testing.assert_array_equal(np.asarray(out), before)


def test_indices_short_out_is_never_written_past():
    # out too small for the count is refused before anything is written: the guard stays
    backing = np.full(40, 7, np.uint32)
    out = backing[:16]
    mask = np.ones(100, bool)
    with pytest.raises(ValueError, match="indices: out must be long enough for the 100 indices, got 16 entries"):
        hitmask.indices(mask, out=out)
    assert (backing == 7).all()


def test_indices_read_only_out_is_refused():
    out = np.zeros(5, np.uint32)
    out.flags.writeable = False
    with pytest.raises(ValueError, match="indices: out must be writeable"):
        hitmask.indices(np.ones(5, bool), out=out)
    assert not out.any()


@pytest.mark.parametrize("and_not,message", [
    (np.zeros(4, bool), "indices: and_not holds 4 entries but the mask 5"),
    (np.zeros(6, bool), "indices: and_not holds 6 entries but the mask 5"),
    (np.zeros(5, np.uint8), "indices: and_not must be a 1-D NumPy bool array .*got 1-D uint8"),
    (np.zeros((5, 1), bool), "indices: and_not must be a 1-D NumPy bool array .*got 2-D bool"),
    ([False] * 5, "indices: and_not must be a 1-D NumPy bool array .*got <class 'list'>"),
])
def test_indices_bad_and_not_is_refused(and_not, message):
    out = np.full(5, 9, np.uint32)
    with pytest.raises(ValueError, match=message):
        hitmask.indices(np.ones(5, bool), and_not=and_not, out=out)
    assert (out == 9).all()


# ---- test_hit_graze(..., out=(hit, graze)) ----

def bullets(n):
    return (RNG.uniform(-40, 40, n).astype(np.float32), RNG.uniform(-40, 40, n).astype(np.float32),
            RNG.uniform(0, 4, n).astype(np.float32))


@pytest.mark.parametrize("n", [0, 1, 63, 64, 65, 300, 4099])
def test_hit_graze_out_equals_new_arrays(isa, n):
    xs, ys, r = bullets(n)
    for radii in (None, r):
        want_hit, want_graze = hitmask.test_hit_graze(xs, ys, (1, 2), 5, 20, r=radii)
        hit, graze = np.full(n, True), np.full(n, True)
        got = hitmask.test_hit_graze(xs, ys, (1, 2), 5, 20, r=radii, out=(hit, graze))
        assert got[0] is hit and got[1] is graze
        np.testing.assert_array_equal(hit, want_hit)
        np.testing.assert_array_equal(graze, want_graze)
        # a list pair and views of longer arrays, as the stage passes them
        big_hit, big_graze = np.zeros(n + 10, bool), np.zeros(n + 10, bool)
        hitmask.test_hit_graze(xs, ys, (1, 2), 5, 20, r=radii, out=[big_hit[:n], big_graze[:n]])
        np.testing.assert_array_equal(big_hit[:n], want_hit)
        np.testing.assert_array_equal(big_graze[:n], want_graze)
        assert not big_hit[n:].any() and not big_graze[n:].any()


@pytest.mark.parametrize("out,message", [
    (np.zeros(10, bool), "test_hit_graze: out must be a pair \\(hit, graze\\) of bool arrays, got <class 'numpy.ndarray'>"),
    ((np.zeros(10, bool),), "test_hit_graze: out must be a pair \\(hit, graze\\) of bool arrays, got a tuple of 1"),
    ((np.zeros(10, bool),) * 3, "test_hit_graze: out must be a pair \\(hit, graze\\) of bool arrays, got a tuple of 3"),
    ((np.zeros(10, bool), np.zeros(9, bool)), "test_hit_graze: out\\[1\\] must be of length 10, got 9"),
    ((np.zeros(11, bool), np.zeros(10, bool)), "test_hit_graze: out\\[0\\] must be of length 10, got 11"),
    ((np.zeros(10, bool), np.zeros(10, np.uint8)), "test_hit_graze: out\\[1\\] must be of dtype bool, got uint8"),
    ((np.zeros(10, bool), None), "test_hit_graze: out\\[1\\] must be a numpy array, got <class 'NoneType'>"),
    ((np.zeros(20, bool)[::2], np.zeros(10, bool)), "test_hit_graze: out\\[0\\] must be C-contiguous"),
])
def test_hit_graze_bad_out_is_refused_and_untouched(out, message):
    xs, ys, r = bullets(10)
    before = [np.array(a, copy=True) for a in out] if isinstance(out, tuple) else [np.array(out, copy=True)]
    with pytest.raises(ValueError, match=message):
        hitmask.test_hit_graze(xs, ys, (0, 0), 50, 60, r=r, out=out)
    after = [np.asarray(a) for a in out] if isinstance(out, tuple) else [out]
    for a, b in zip(after, before):
        np.testing.assert_array_equal(a, b)


# ---- columns read in place (python/columns.cpp's in_place) ----

def test_columns_not_in_place_are_converted():
    xs, ys, _ = bullets(300)
    want = hitmask.test(xs, ys, hitmask.Circle((0, 0), 20))
    big_endian = xs.astype(">f4"), ys.astype(">f4")
    np.testing.assert_array_equal(hitmask.test(*big_endian, hitmask.Circle((0, 0), 20)), want)
    raw = np.zeros(4 * 300 + 1, np.uint8)
    unaligned = raw[1:].view(np.float32)  # not 4-byte aligned
    unaligned[:] = xs
    assert not unaligned.flags.aligned
    np.testing.assert_array_equal(hitmask.test(unaligned, ys, hitmask.Circle((0, 0), 20)), want)
    ro = xs.copy()
    ro.flags.writeable = False
    np.testing.assert_array_equal(hitmask.test(ro, ys, hitmask.Circle((0, 0), 20)), want)
    np.testing.assert_array_equal(hitmask.test(xs[::1], ys.astype(np.float64), hitmask.Circle((0, 0), 20)), want)
    with pytest.raises(ValueError, match="xs: expected a 1-D array, got 2 dimensions"):
        hitmask.test(np.zeros((3, 1), np.float32), np.zeros(3, np.float32), hitmask.Circle((0, 0), 1))
