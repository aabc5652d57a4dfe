// hitmask internal: the scalar reference of compaction for 4-byte columns, the definition
// every ISA's shuffle kernel (src/kernels/compact.hpp) must match: one element at a time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace hitmask {
namespace detail {

/// The reference compaction of 4-byte elements: each kept element copied down, one at a time.
inline std::size_t reference_compact4(const std::uint64_t* words, std::size_t n, void* column) noexcept
{
    auto* bytes = static_cast<unsigned char*>(column);
    std::size_t kept = 0;
    for (std::size_t i = 0; i < n; ++i)
        if ((words[i / 64] >> (i % 64)) & 1u) {
            if (kept != i) std::memcpy(bytes + kept * 4, bytes + i * 4, 4); // kept < i: no overlap
            ++kept;
        }
    return kept;
}

} // namespace detail
} // namespace hitmask
