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

/// `out` checked as the result array of `count` elements of T ("bool" or "uint64" in messages).
template <class T>
py::array_t<T> result_array(py::handle out, std::size_t count, const char* name, const char* what)
{
    if (out.is_none()) return py::array_t<T>(static_cast<py::ssize_t>(count));
    const std::string prefix = std::string(name) + ": out must be ";
    if (!py::isinstance<py::array>(out))
        throw py::value_error(prefix + "a numpy array, got " + std::string(py::str(py::type::handle_of(out))));
    const auto a = py::reinterpret_borrow<py::array>(out);
    // exact dtype: a result is never converted, since the caller reads the array it passed
    if (!a.dtype().equal(py::dtype::of<T>()))
        throw py::value_error(prefix + "of dtype " + what + ", got " + std::string(py::str(a.dtype())));
    if (a.ndim() != 1)
        throw py::value_error(prefix + "1-D, got " + std::to_string(a.ndim()) + " dimensions");
    if (static_cast<std::size_t>(a.shape(0)) != count)
        throw py::value_error(prefix + "of length " + std::to_string(count) + ", got " + std::to_string(a.shape(0)));
    if (!(a.flags() & py::array::c_style)) throw py::value_error(prefix + "C-contiguous (a strided view was passed)");
    if (!a.writeable()) throw py::value_error(prefix + "writeable");
    return py::reinterpret_borrow<py::array_t<T>>(out);
}

} // namespace

py::array_t<bool> bool_result(py::handle out, std::size_t n, const char* name)
{
    return result_array<bool>(out, n, name, "bool");
}

py::array_t<std::uint64_t> words_result(py::handle out, std::size_t n, const char* name)
{
    return result_array<std::uint64_t>(out, n / 64 + (n % 64 != 0), name, "uint64");
}

hitmask::bitmask& thread_mask(std::size_t n)
{
    thread_local hitmask::bitmask mask;
    mask.assign(n);
    return mask;
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
