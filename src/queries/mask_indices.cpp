// hitmask: the indices of a mask's set bits, its checks and its kernel: the kernel table's
// mask_indices (the active ISA's group kernel, src/kernels/mask_indices.hpp, or the
// reference's bit scan, src/reference/mask_indices.hpp).
#include <cstdint>

#include <hitmask/compact.hpp>

#include "query_checks.hpp"

namespace hitmask {
namespace detail {

HITMASK_HOT std::size_t mask_indices(const std::uint64_t* words, std::size_t n, std::uint32_t* out,
                                     std::size_t capacity, const char* name, bool reference,
                                     query_error& error) noexcept
{
    if (out == nullptr && capacity > 0) {
        refuse(error, "%s: out is null but capacity is %zu", name, capacity);
        return 0;
    }
    if (words == nullptr && n > 0) {
        refuse(error, "%s: the mask's words are null but it has %zu bits", name, n);
        return 0;
    }
    // every index must fit 32 bits: at most 2^32 bits (the last index 2^32 - 1)
    if (static_cast<std::uint64_t>(n) > (std::uint64_t{1} << 32)) {
        refuse(error, "%s: the mask has %zu bits; indices are 32-bit, so at most 4294967296", name, n);
        return 0;
    }
    const std::size_t k = table_of(reference).mask_indices(words, n, out, capacity);
    if (k > capacity) refuse(error, "%s: capacity %zu is too small for the %zu set bits", name, capacity, k);
    return k;
}

} // namespace detail
} // namespace hitmask
