// hitmask internal: turns 64-bit hit words into the four result forms (mask, count, any,
// indices). Shared by the scalar reference driver and every SIMD driver.
#pragma once

#include <cstddef>
#include <cstdint>

#include <hitmask/detail/format.hpp> // HITMASK_ALWAYS_INLINE, HITMASK_NOINLINE

#include "../dispatch/query_args.hpp"

#if defined(_MSC_VER) && !defined(__clang__)
#define HITMASK_INLINE_LAMBDA [[msvc::forceinline]]
#else
/// After a lambda's parameter list: the per-block visitors of the drivers are called from
/// several loops (SoA, interleaved, strided), and GCC stops inlining them there. A call per
/// 64 elements reloads the shape's constants, re-tests the result form and runs vzeroupper:
/// it cost the AVX-512 circle test 40 % of its speed.
#define HITMASK_INLINE_LAMBDA __attribute__((always_inline))
#endif

namespace hitmask {
namespace detail {

/// `Tag` is the ISA (an xsimd arch, or reference_tag): each ISA gets its own instantiation, so
/// the linker can never hand the SSE path a copy compiled with AVX-512 flags.
template <class Tag>
class result_sink {
public:
    explicit result_sink(const query_args& q) noexcept : q_(q) {}

    /// Takes the hits of points [64*word, 64*word + 64). Returns false once the answer is
    /// known (any), so the driver can stop reading points.
    /// Inlined into every driver's block loop: a call there spills the shape's constants and
    /// costs a vzeroupper per 64 elements, a third of a circle test's time on AVX-512.
    HITMASK_ALWAYS_INLINE bool put(std::size_t word, std::uint64_t hits) noexcept
    {
        switch (q_.mode) {
        case query_mode::mask:
            q_.words[word] = hits;
            return true;
        case query_mode::count:
            total_ += static_cast<std::size_t>(__builtin_popcountll(hits));
            return true;
        case query_mode::any:
            if (hits) {
                total_ = 1;
                return false;
            }
            return true;
        case query_mode::indices:
            put_indices(word, hits);
            return true;
        }
        return true;
    }

    std::size_t result() const noexcept { return total_; }

private:
    void put_indices(std::size_t word, std::uint64_t hits) noexcept
    {
        const std::uint32_t base = static_cast<std::uint32_t>(q_.first_index + word * 64);
        if (q_.capacity >= 64 && total_ <= q_.capacity - 64) {
            // Room for a whole word: no bounds check per hit.
            std::uint32_t* out = q_.indices + total_;
            while (hits) {
                *out++ = base + static_cast<std::uint32_t>(__builtin_ctzll(hits));
                hits &= hits - 1;
            }
            total_ = static_cast<std::size_t>(out - q_.indices);
            return;
        }
        while (hits) {
            if (total_ < q_.capacity) q_.indices[total_] = base + static_cast<std::uint32_t>(__builtin_ctzll(hits));
            ++total_; // keeps counting past capacity so the caller can report the real total
            hits &= hits - 1;
        }
    }

    const query_args& q_;
    std::size_t total_ = 0;
};

} // namespace detail
} // namespace hitmask
