// Query results as NumPy arrays: a mask as bools or as its uint64 words, in a new array or in
// the caller's preallocated `out=` (which a game loop reuses every frame, so a query allocates
// nothing).
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstddef>
#include <cstdint>

#include <hitmask/bitmask.hpp>

namespace hitmask_python {

/// The array an n-element bool result goes into: a new one when `out` is None, else `out`
/// itself, refused with ValueError unless it is a writeable, C-contiguous 1-D numpy.bool_ array
/// of length n. `name` starts the messages ("test: out must ..."), `arg` names the argument in
/// them ("test_hit_graze: out[1] must ...").
pybind11::array_t<bool> bool_result(pybind11::handle out, std::size_t n, const char* name, const char* arg = "out");
/// The same for a packed result: uint64 words, (n + 63) / 64 of them.
pybind11::array_t<std::uint64_t> words_result(pybind11::handle out, std::size_t n, const char* name);
/// The same for k indices: uint32, a new array of k when `out` is None, else `out` of at least k.
pybind11::array_t<std::uint32_t> index_result(pybind11::handle out, std::size_t k, const char* name);

/// The calling thread's mask number `slot` (0 or 1), cleared to n bits: the mask forms query into
/// it, then copy it out (with the GIL released); test_hit_graze takes both. Reused, so a call
/// allocates no mask once the masks have grown to the game's bullet count.
hitmask::bitmask& thread_mask(std::size_t n, int slot = 0);

/// The mask's bits into `to` (n bools, or its words); the GIL may be released.
void bools_from(const hitmask::bitmask& mask, bool* to) noexcept;
void words_from(const hitmask::bitmask& mask, std::uint64_t* to) noexcept;

/// (hits, floats): a new n-element bool array and float32 array, for the queries that answer a
/// mask and a float per element (raycast's distances, sweep's fractions). query(mask, floats)
/// runs with the GIL released, into the thread's mask and straight into the float array, whose
/// bits are then copied out as bools.
template <class Query>
pybind11::tuple hits_and_floats(std::size_t n, Query&& query)
{
    pybind11::array_t<bool> hits(static_cast<pybind11::ssize_t>(n));
    pybind11::array_t<float> floats(static_cast<pybind11::ssize_t>(n));
    bool* hit_data = hits.mutable_data();
    float* float_data = floats.mutable_data();
    {
        pybind11::gil_scoped_release release;
        hitmask::bitmask& mask = thread_mask(n);
        query(mask, float_data);
        bools_from(mask, hit_data);
    }
    return pybind11::make_tuple(hits, floats);
}

} // namespace hitmask_python
