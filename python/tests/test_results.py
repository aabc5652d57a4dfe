"""The mask result forms: test(out=) fills and returns the caller's bool array, test_bits gives
the packed words; both equal the plain bool array on every ISA (each has its own bit
expansion) and at every length around a word's and a SIMD block's edge. A wrong out= is a
ValueError and leaves the array as it was."""
import numpy as np
import pytest

import hitmask

RNG = np.random.default_rng(11)
LENGTHS = [0, 1, 7, 8, 9, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129, 1000, 4099]
SHAPES = [hitmask.Circle((0, 0), 40), hitmask.Sector.between((0, 0), 350 * np.pi / 180, 10 * np.pi / 180, 90)]


def points(n):
    return RNG.uniform(-60, 60, n).astype(np.float32), RNG.uniform(-60, 60, n).astype(np.float32)


def unpacked(words, n):
    return np.unpackbits(words.view(np.uint8), count=n, bitorder="little").astype(bool)


@pytest.fixture(params=hitmask.available_isas())
def isa(request):
    hitmask.force_isa(request.param)
    yield request.param
    hitmask.use_automatic_isa()


@pytest.mark.parametrize("n", LENGTHS)
def test_out_and_bits_equal_the_bool_array(isa, n):
    xs, ys = points(n)
    for shape in SHAPES:
        want = hitmask.test(xs, ys, shape)
        hitmask.force_isa("scalar")
        np.testing.assert_array_equal(want, hitmask.test(xs, ys, shape))  # the expansion matches too
        hitmask.force_isa(isa)
        out = np.full(n, True)
        assert hitmask.test(xs, ys, shape, out=out) is out
        np.testing.assert_array_equal(out, want)
        words = hitmask.test_bits(xs, ys, shape)
        assert words.dtype == np.uint64 and words.shape == ((n + 63) // 64,)
        np.testing.assert_array_equal(unpacked(words, n), want)
        if n % 64:
            assert int(words[-1]) >> (n % 64) == 0  # bits past the view are clear
        reused = np.full((n + 63) // 64, np.uint64(2**64 - 1))
        assert hitmask.test_bits(xs, ys, shape, out=reused) is reused
        np.testing.assert_array_equal(reused, words)


def test_round_bullets_take_out_and_bits():
    xs, ys = points(300)
    r = np.full(300, 2.5, np.float32)
    shape = hitmask.AABB((-10, -10), (10, 10))
    want = hitmask.test(xs, ys, shape, r=r)
    out = np.zeros(300, bool)
    hitmask.test(xs, ys, shape, r=r, out=out)
    np.testing.assert_array_equal(out, want)
    np.testing.assert_array_equal(unpacked(hitmask.test_bits(xs, ys, shape, r=r), 300), want)


@pytest.mark.parametrize("make,message", [
    (lambda n: np.zeros(n, np.uint8), "test: out must be of dtype bool, got uint8"),
    (lambda n: np.zeros(n, np.float32), "test: out must be of dtype bool, got float32"),
    (lambda n: np.zeros(n + 1, bool), "test: out must be of length 100, got 101"),
    (lambda n: np.zeros(n - 1, bool), "test: out must be of length 100, got 99"),
    (lambda n: np.zeros((n, 1), bool), "test: out must be 1-D, got 2 dimensions"),
    (lambda n: np.zeros(2 * n, bool)[::2], "test: out must be C-contiguous"),
    (lambda n: [False] * n, "test: out must be a numpy array, got <class 'list'>"),
])
def test_bad_out_is_refused_and_untouched(make, message):
    xs, ys = points(100)
    out = make(100)
    before = np.array(out, copy=True)
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        hitmask.test(xs, ys, hitmask.Circle((0, 0), 100), out=out)
    np.testing.assert_array_equal(np.asarray(out), before)


def test_read_only_out_is_refused():
    xs, ys = points(10)
    out = np.zeros(10, bool)
    out.flags.writeable = False
    with pytest.raises(ValueError, match="test: out must be writeable"):
        hitmask.test(xs, ys, hitmask.Circle((0, 0), 100), out=out)
    assert not out.any()


@pytest.mark.parametrize("make,message", [
    (lambda: np.zeros(2, np.int64), "test_bits: out must be of dtype uint64, got int64"),
    (lambda: np.zeros(3, np.uint64), "test_bits: out must be of length 2, got 3"),
    (lambda: np.zeros(2, np.dtype(">u8")), "test_bits: out must be of dtype uint64, got >u8"),
    (lambda: np.zeros(4, np.uint64)[::2], "test_bits: out must be C-contiguous"),
])
def test_bad_bits_out_is_refused(make, message):
    xs, ys = points(100)
    with pytest.raises(ValueError, match=message):
        hitmask.test_bits(xs, ys, hitmask.Circle((0, 0), 100), out=make())


def test_out_with_bad_columns_is_refused_first():
    out = np.zeros(3, bool)
    with pytest.raises(ValueError, match="differ in length"):
        hitmask.test(np.zeros(3, np.float32), np.zeros(4, np.float32), hitmask.Circle((0, 0), 1), out=out)
