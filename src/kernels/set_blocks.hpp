// hitmask kernels: how the many-shape drivers (src/sets/set_drivers.hpp) test one shape on 64
// elements with xsimd: the shape's own predicate (src/kernels/<shape>.hpp), built once per shape
// and reused over every block the driver hands it, so its splatted constants stay in registers.
#pragma once

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

template <class Arch, class View, class Params>
struct simd_blocks {
    template <class Body>
    static void with_shape(const Params& p, const Body& body) noexcept
    {
        constexpr std::size_t columns = column_count_v<View>;
        with_predicate<predicate<Arch, View, Params>>(p, [&](const auto& hit) {
            body([&hit](const float* const* col, std::size_t at) {
                const float* block[max_columns] = {};
                for (std::size_t c = 0; c < columns; ++c)
                    block[c] = col[c] + at;
                return block_bits<Arch, columns>(hit, block);
            });
            return 0;
        });
    }
};

} // namespace detail
} // namespace hitmask
