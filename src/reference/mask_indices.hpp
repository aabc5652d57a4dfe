// hitmask internal: the scalar reference of a mask's indices, the definition every ISA's group
// kernel (src/kernels/mask_indices.hpp) must match: a plain scan of every bit.
#pragma once

#include <cstddef>
#include <cstdint>

namespace hitmask {
namespace detail {

/// The indices of the set bits among the first n bits of `words`, increasing, into
/// out[0, min(count, capacity)); returns the count.
inline std::size_t reference_mask_indices(const std::uint64_t* words, std::size_t n, std::uint32_t* out,
                                          std::size_t capacity) noexcept
{
    std::size_t k = 0;
    for (std::size_t i = 0; i < n; ++i)
        if ((words[i / 64] >> (i % 64)) & 1u) {
            if (k < capacity) out[k] = static_cast<std::uint32_t>(i);
            ++k;
        }
    return k;
}

} // namespace detail
} // namespace hitmask
