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
/// of length n. `name` starts the messages ("test: out must ...").
pybind11::array_t<bool> bool_result(pybind11::handle out, std::size_t n, const char* name);
/// The same for a packed result: uint64 words, (n + 63) / 64 of them.
pybind11::array_t<std::uint64_t> words_result(pybind11::handle out, std::size_t n, const char* name);

/// The calling thread's mask, cleared to n bits: the mask forms query into it, then copy it out
/// (with the GIL released).
hitmask::bitmask& thread_mask(std::size_t n);

/// The mask's bits into `to` (n bools, or its words); the GIL may be released.
void bools_from(const hitmask::bitmask& mask, bool* to) noexcept;
void words_from(const hitmask::bitmask& mask, std::uint64_t* to) noexcept;

} // namespace hitmask_python
