// hitmask internal: printf-style error messages without allocation.
#pragma once

#include <cstdarg>
#include <cstdio>

#include "../result.hpp"

namespace hitmask {
namespace detail {

/// Formats a usage error into a fixed buffer and raises it with fail().
[[noreturn]] inline void failf(const char* format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

[[noreturn]] inline void failf(const char* format, ...)
{
    char message[256];
    va_list args;
    va_start(args, format);
    std::vsnprintf(message, sizeof message, format, args);
    va_end(args);
    fail(message);
}

} // namespace detail
} // namespace hitmask
