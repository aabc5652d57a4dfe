/** @file
 * hitmask: the one export macro. Plain preprocessor, so the C header can include it too.
 * The library is built with hidden visibility; HITMASK_API marks what it exports: the C++
 * functions and classes the public headers call, and the C API (hitmask.h).
 * Windows: HITMASK_BUILDING (set while building the DLL) exports, HITMASK_STATIC (set by the
 * static package) leaves the names plain, anything else imports. */
/** @def HITMASK_API
 * Marks a name the library exports: visibility("default") with GCC and Clang, __declspec(dllexport)
 * or (dllimport) for a Windows DLL, nothing for a static library. */
#ifndef HITMASK_EXPORT_HPP
#define HITMASK_EXPORT_HPP

#if defined(_WIN32) || defined(__CYGWIN__)
#if defined(HITMASK_STATIC)
#define HITMASK_API
#elif defined(HITMASK_BUILDING)
#define HITMASK_API __declspec(dllexport)
#else
#define HITMASK_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define HITMASK_API __attribute__((visibility("default")))
#else
#define HITMASK_API
#endif

#endif /* HITMASK_EXPORT_HPP */
