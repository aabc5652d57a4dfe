// hitmask: unit axes from angles for oriented bullets. std::cos and std::sin in double, rounded
// once to float: the result is within 1 ulp of the true value on any angle, whatever the
// platform's float trigonometry does. Runs once per bullet per frame, not per test.
#include <cmath>
#include <cstdio>

#include <hitmask/oriented_bullets.hpp>

#include "float_environment.hpp"
#include "ieee_guard.hpp"

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
    for (std::size_t i = 0; i < n; ++i) {
        const double a = angle[i];
        const float c = static_cast<float>(std::cos(a));
        const float s = static_cast<float>(std::sin(a));
        ux[i] = c;
        uy[i] = s;
    }
    return true;
}

} // namespace detail
} // namespace hitmask
