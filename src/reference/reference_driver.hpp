// hitmask internal: runs a per-point predicate over a query, one point at a time. This is
// the reference path and the scalar ISA; it has no SIMD and defines what SIMD must match.
#pragma once

#include <cstddef>
#include <cstdint>

#include "../kernels/result_sink.hpp"

namespace hitmask {
namespace detail {

struct reference_tag {};

template <class Predicate>
std::size_t drive_reference(const query_args& q, const Predicate& hit) noexcept
{
    result_sink<reference_tag> sink(q);
    const std::size_t words = (q.n + 63) / 64;
    for (std::size_t w = 0; w < words; ++w) {
        const std::size_t begin = w * 64;
        const std::size_t end = begin + 64 < q.n ? begin + 64 : q.n;
        std::uint64_t bits = 0;
        for (std::size_t i = begin; i < end; ++i)
            bits |= std::uint64_t{hit(q.x[i], q.y[i])} << (i - begin);
        if (!sink.put(w, bits)) break;
    }
    return sink.result();
}

} // namespace detail
} // namespace hitmask
