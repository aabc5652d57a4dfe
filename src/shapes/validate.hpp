// hitmask internal: the checks shape factories share, each producing a message that names
// the field and the value.
#pragma once

#include <cmath>
#include <cstdarg>
#include <cstddef>
#include <cstdio>

#include <hitmask/detail/format.hpp>
#include <hitmask/result.hpp>
#include <hitmask/vec2.hpp>
#include <hitmask/vec3.hpp>

#include "../queries/float_environment.hpp"
#include "../dispatch/ieee_guard.hpp"

namespace hitmask {
namespace detail {

/// pi and 2 pi in double, for the factories that check angles (one definition: the library
/// compiles the factories as one file, hitmask_shape_factories.cpp of cmake/hitmask_shapes.cmake).
/// M_PI is POSIX, not standard C++ (MinGW and MSVC define it only with _USE_MATH_DEFINES).
constexpr double pi = 3.14159265358979323846;
constexpr double two_pi = 2.0 * pi;

/// Collects the first problem found; later checks are skipped once one failed.
class validator {
public:
    /// Lives for the whole factory, so its checks and arithmetic see IEEE denormals.
    explicit validator(const char* shape) noexcept : shape_(shape) { message_[0] = '\0'; }

    bool ok() const noexcept { return message_[0] == '\0'; }
    const char* message() const noexcept { return message_; }

    /// Fails with "<shape>: <field> <rule>, got <value>" unless `good`.
    void require(bool good, const char* field, const char* rule, float value) noexcept
    {
        if (ok() && !good)
            std::snprintf(message_, sizeof message_, "%s: %s %s, got %.9g", shape_, field, rule,
                          static_cast<double>(value));
    }
    /// Fails with "<shape>: <field> must be <= <other> (<limit>), got <value>" unless value <= limit.
    void ordered(const char* field, float value, const char* other, float limit) noexcept
    {
        if (ok() && !(value <= limit))
            std::snprintf(message_, sizeof message_, "%s: %s must be <= %s (%.9g), got %.9g", shape_, field, other,
                          static_cast<double>(limit), static_cast<double>(value));
    }
    void finite(const char* field, float value) noexcept
    {
        require(std::isfinite(value), field, "must be finite", value);
    }
    void finite(const char* field_x, const char* field_y, vec2 v) noexcept
    {
        finite(field_x, v.x);
        finite(field_y, v.y);
    }
    void finite(const char* field_x, const char* field_y, const char* field_z, vec3 v) noexcept
    {
        finite(field_x, v.x);
        finite(field_y, v.y);
        finite(field_z, v.z);
    }
    /// A radius or range: not NaN and >= 0 (+inf allowed only when `allow_infinity`).
    void non_negative(const char* field, float value, bool allow_infinity) noexcept
    {
        require(value >= 0.f, field, "must be >= 0", value);
        if (!allow_infinity) finite(field, value);
    }
    /// A radius the tests square: finite, >= 0, and r² finite too, or points at infinity would
    /// pass d² <= r² (inf <= inf). Circles, spheres and capsules.
    void squared_radius(const char* field, float value) noexcept
    {
        non_negative(field, value, false);
        require(!(value * value > 3.4028234e38f), field, "must be <= 1.8e19 (r*r must be finite)", value);
    }
    /// A capsule's |b-a|² and r²|b-a|² (2D or 3D) must be finite, or its distance test would
    /// compare infinities; b_x and radius are the values the messages show.
    void capsule_products(float len2, float r2len2, float b_x, float radius) noexcept
    {
        require(std::isfinite(len2), "b", "is too far from a (|b-a|² overflows)", b_x);
        require(std::isfinite(r2len2), "radius", "is too large for this length (r²·|b-a|² overflows)", radius);
    }

    /// Fails with "<shape>: " and a printf-style message.
    void fail(const char* format, ...) noexcept HITMASK_PRINTF_FORMAT(2, 3)
    {
        if (!ok()) return;
        const int used = std::snprintf(message_, sizeof message_, "%s: ", shape_);
        va_list args;
        va_start(args, format);
        std::vsnprintf(message_ + used, sizeof message_ - static_cast<std::size_t>(used), format, args);
        va_end(args);
    }

    template <class T>
    result<T> finish(const T& shape) const noexcept
    {
        return ok() ? result<T>::success(shape) : result<T>::failure(message_);
    }

private:
    ieee_denormals denormals_;
    const char* shape_;
    // only its first byte set until a refusal writes it: zeroing all 192 bytes (a `rep stos`)
    // was a fifth of a ray cast over 16 discs, whose ray every cast makes again
    char message_[192];
};

} // namespace detail
} // namespace hitmask
