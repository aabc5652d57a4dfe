// Result arrays and the checks on out=: a wrong out= is refused before the query runs, so a
// failed call leaves the caller's array as it was.
#include "results.hpp"

#include <cstring>
#include <string>

#include <hitmask/isa.hpp>

#include "unpack_bits.hpp"

namespace py = pybind11;

namespace hitmask_python {
namespace {

/// The ValueError for a refused out=: "name: arg must be <what>" (arg: "out", or "out[1]" for the
/// second of a pair).
[[gnu::cold, gnu::noinline]] py::value_error refused(const char* name, const char* arg, const std::string& what)
{
    return py::value_error(std::string(name) + ": " + arg + " must be " + what);
}

/// `out` checked as the result array of `count` elements of T ("bool" or "uint64" in messages),
/// or of at least `count` when `at_least`. The messages are made only when refusing: this runs on
/// every call of a game's frame.
template <class T>
py::array_t<T> result_array(py::handle out, std::size_t count, const char* name, const char* arg, const char* what,
                            bool at_least = false)
{
    if (out.is_none()) return py::array_t<T>(static_cast<py::ssize_t>(count));
    if (!py::isinstance<py::array>(out))
        throw refused(name, arg, "a numpy array, got " + std::string(py::str(py::type::handle_of(out))));
    const auto a = py::reinterpret_borrow<py::array>(out);
    // exact dtype: a result is never converted, since the caller reads the array it passed
    if (!a.dtype().equal(py::dtype::of<T>()))
        throw refused(name, arg, std::string("of dtype ") + what + ", got " + std::string(py::str(a.dtype())));
    if (a.ndim() != 1) throw refused(name, arg, "1-D, got " + std::to_string(a.ndim()) + " dimensions");
    const auto length = static_cast<std::size_t>(a.shape(0));
    if (at_least && length < count)
        throw refused(name, arg, "long enough for the " + std::to_string(count) + " indices, got " + std::to_string(length) +
                                " entries");
    if (!at_least && length != count)
        throw refused(name, arg, "of length " + std::to_string(count) + ", got " + std::to_string(length));
    if (!(a.flags() & py::array::c_style)) throw refused(name, arg, "C-contiguous (a strided view was passed)");
    if (!a.writeable()) throw refused(name, arg, "writeable");
    return py::reinterpret_borrow<py::array_t<T>>(out);
}

} // namespace

py::array_t<bool> bool_result(py::handle out, std::size_t n, const char* name, const char* arg)
{
    return result_array<bool>(out, n, name, arg, "bool");
}

py::array_t<std::uint64_t> words_result(py::handle out, std::size_t n, const char* name)
{
    return result_array<std::uint64_t>(out, n / 64 + (n % 64 != 0), name, "out", "uint64");
}

py::array_t<std::uint32_t> index_result(py::handle out, std::size_t k, const char* name)
{
    return result_array<std::uint32_t>(out, k, name, "out", "uint32", true);
}

hitmask::bitmask& thread_mask(std::size_t n, int slot)
{
    thread_local hitmask::bitmask masks[2];
    masks[slot].assign(n);
    return masks[slot];
}

void bools_from(const hitmask::bitmask& mask, bool* to) noexcept
{
    unpack_bits(mask.words(), mask.size(), to, hitmask::active_isa());
}

void words_from(const hitmask::bitmask& mask, std::uint64_t* to) noexcept
{
    if (mask.word_count() > 0) std::memcpy(to, mask.words(), mask.word_count() * sizeof(std::uint64_t));
}

} // namespace hitmask_python
