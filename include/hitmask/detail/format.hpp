// hitmask internal: printf-style error messages without allocation.
#pragma once

#include <cstdarg>
#include <cstdio>

#include "../result.hpp"

// HITMASK_PRINTF_FORMAT(f, a): argument f is a printf format whose arguments start at a, so
// the compiler checks each call. MinGW's plain `printf` archetype is Microsoft's (no %zu); the
// formatters used with it are C99 ones (the library is built with __USE_MINGW_ANSI_STDIO=1, and
// failf calls __mingw_vsnprintf), hence `gnu_printf`.
#if defined(__MINGW32__)
#define HITMASK_PRINTF_FORMAT(f, a) __attribute__((format(gnu_printf, f, a)))
#elif defined(__GNUC__)
#define HITMASK_PRINTF_FORMAT(f, a) __attribute__((format(printf, f, a)))
#else
#define HITMASK_PRINTF_FORMAT(f, a)
#endif

// HITMASK_COLD: a function only errors reach (the refusals). The compiler then takes every
// branch that calls it as unlikely and moves that code out of the hot path (GCC's .cold
// parts), so a query's first call of a frame fetches fewer cache lines of code.
#if defined(__GNUC__)
#define HITMASK_COLD __attribute__((cold))
#else
#define HITMASK_COLD
#endif

// HITMASK_HOT: a function on the path of a frame's calls (the checks, the C API's entry points,
// the hot pairs' kernels: src/dispatch/hot_path.hpp). GCC puts hot functions in .text.hot, which
// the linker gathers in one place, so that a frame's first calls, the library's code cold, share
// a few pages of 4 KiB, each of which costs a page walk from memory (docs/architecture.md, "The
// cost of a cold call"). Other compilers that accept the attribute only take it as a hint. A
// WebAssembly module has no pages to share: there both this and HITMASK_FLATTEN are empty, so
// that they add no code to the npm package's module (at most 600 KB).
#if defined(__GNUC__) && !defined(__EMSCRIPTEN__)
#define HITMASK_HOT __attribute__((hot))
#else
#define HITMASK_HOT
#endif

// HITMASK_FLATTEN: every call inside the function inlined (the calls into other translation
// units excepted). Put on the hot pairs' kernels (src/dispatch/hot_path.hpp) and mask_indices,
// so that each is one function in .text.hot rather than a hot shell calling its driver in .text,
// pages away.
#if defined(__GNUC__) && !defined(__EMSCRIPTEN__)
#define HITMASK_FLATTEN __attribute__((flatten))
#else
#define HITMASK_FLATTEN
#endif

// HITMASK_ALWAYS_INLINE: a function inlined wherever it is called, whatever the compiler's
// estimate of its size (the drivers' shared steps; the hot paths' bodies).
// HITMASK_NOINLINE: a function kept out of line (a step the drivers call from several places,
// compiled once for all; a rare path kept out of a hot caller).
#if defined(_MSC_VER) && !defined(__clang__)
#define HITMASK_ALWAYS_INLINE __forceinline
#define HITMASK_NOINLINE __declspec(noinline)
#else
#define HITMASK_ALWAYS_INLINE inline __attribute__((always_inline))
#define HITMASK_NOINLINE __attribute__((noinline))
#endif

namespace hitmask {
namespace detail {

/// Formats a usage error into a fixed buffer and raises it with fail().
[[noreturn]] inline void failf(const char* format, ...) HITMASK_PRINTF_FORMAT(1, 2);

[[noreturn]] inline void failf(const char* format, ...)
{
    char message[256];
    va_list args;
    va_start(args, format);
#if defined(__MINGW32__)
    // MinGW-w64's C99 formatter by name: this inline function is compiled in the caller's code,
    // which may not define __USE_MINGW_ANSI_STDIO, and Microsoft's may not know %zu.
    __mingw_vsnprintf(message, sizeof message, format, args);
#else
    std::vsnprintf(message, sizeof message, format, args);
#endif
    va_end(args);
    fail(message);
}

} // namespace detail
} // namespace hitmask
