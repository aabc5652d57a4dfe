// hitmask: unit axes from angles for oriented bullets, on the active ISA (src/trig/sincos.hpp:
// the same bits on every ISA, within 2.5 ulp of cos and sin on [-1e4, 1e4]).
#include <cstdio>

#include <hitmask/oriented_bullets.hpp>

#include "float_environment.hpp"
#include "../dispatch/kernel_table.hpp"

namespace hitmask {
namespace detail {

bool unit_axes(const float* angle, float* ux, float* uy, std::size_t n, char (&message)[128]) noexcept
{
    const char* null_name = angle == nullptr ? "angle" : ux == nullptr ? "ux" : uy == nullptr ? "uy" : nullptr;
    if (n > 0 && null_name != nullptr) {
        std::snprintf(message, sizeof message, "unit_axes: %s is null but n is %zu", null_name, n);
        return false;
    }
    const ieee_denormals ieee;
    active_table().unit_axes(angle, ux, uy, n);
    return true;
}

} // namespace detail
} // namespace hitmask
