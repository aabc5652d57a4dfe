// hitmask internal: the scalar reference of a mask's indices, the definition every ISA's group
// kernel (src/kernels/mask_indices.hpp) must match: a plain bit scan.
#pragma once

#include <cstddef>
#include <cstdint>

namespace hitmask {
namespace detail {

/// The indices of the set bits among the first n bits of `words`, increasing, into
/// out[0, min(count, capacity)); returns the count. The bit scan a C programmer writes (a
/// count of trailing zeros per set bit), word by word: the scalar ISA runs it too, so it must
/// not cost a test per bit.
inline std::size_t reference_mask_indices(const std::uint64_t* words, std::size_t n, std::uint32_t* out,
                                          std::size_t capacity) noexcept
{
    std::size_t k = 0;
    for (std::size_t w = 0; w * 64 < n; ++w) {
        std::uint64_t m = words[w];
        if (n - w * 64 < 64) m &= (std::uint64_t{1} << (n - w * 64)) - 1; // bits past n
        for (; m != 0; m &= m - 1) {
            if (k < capacity) out[k] = static_cast<std::uint32_t>(w * 64 + static_cast<std::size_t>(__builtin_ctzll(m)));
            ++k;
        }
    }
    return k;
}

} // namespace detail
} // namespace hitmask
