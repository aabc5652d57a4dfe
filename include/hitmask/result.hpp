/// @file
/// hitmask: the non-throwing result of a shape factory, and the one place errors are raised.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <cstring>
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
#include <stdexcept>
#endif

namespace hitmask {

/// What a `try_make` factory returns: a valid shape, or the reason there is none. Works
/// without exceptions; only the polygons allocate (their vertex arrays), and running out of
/// memory there terminates.
template <class T>
class result {
public:
    /// A result holding `value`.
    static result success(const T& value) noexcept
    {
        result r;
        r.ok_ = true;
        r.value_ = value;
        return r;
    }
    /// A refusal with `message` (truncated to 191 characters).
    static result failure(const char* message) noexcept
    {
        result r;
        std::snprintf(r.message_, sizeof r.message_, "%s", message);
        return r;
    }

    /// Same as ok().
    explicit operator bool() const noexcept { return ok_; }
    /// Whether the factory made a shape.
    bool ok() const noexcept { return ok_; }
    /// The shape. Only meaningful when ok().
    const T& value() const noexcept { return value_; }
    /// Why the factory refused, naming the field and the value; "" when ok().
    const char* error() const noexcept { return message_; }

private:
    result() noexcept { message_[0] = '\0'; }
    bool ok_ = false;
    T value_{};
    char message_[192]; ///< a string up to its NUL, read no further: not cleared at each call
};

namespace detail {

/// Raises a usage error: std::invalid_argument where exceptions are on; otherwise the message
/// goes to stderr and the program aborts (nothing is ever written out of bounds first).
/// Inline so that the caller's own exception setting decides, not the library's.
[[noreturn]] inline void fail(const char* message)
{
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
    throw std::invalid_argument(message);
#else
    std::fprintf(stderr, "hitmask: %s\n", message);
    std::abort();
#endif
}

template <class T>
T value_or_fail(const result<T>& r)
{
    if (!r) fail(r.error());
    return r.value();
}

} // namespace detail
} // namespace hitmask
