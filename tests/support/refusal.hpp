// Test support: a call must be refused with std::invalid_argument whose message holds `needle`;
// or the refusal's message itself, for tests that compare messages.
#pragma once

#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

namespace hitmask_test {

template <class F>
void expect_invalid(F f, const std::string& needle)
{
    try {
        f();
        ADD_FAILURE() << "no exception; expected " << needle;
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what() << "\nexpected: " << needle;
    }
}

/// A factory's refusal, both ways: `try_result` (the try_ form's result for some arguments) is an
/// error containing `needle`, and `make` (the throwing form, same arguments) throws
/// std::invalid_argument with the same message.
template <class Make, class Result>
void expect_refused(Make make, const Result& try_result, const std::string& needle)
{
    EXPECT_FALSE(try_result.ok());
    EXPECT_NE(std::string(try_result.error()).find(needle), std::string::npos)
        << "try_ message: " << try_result.error() << "\nexpected to contain: " << needle;
    try {
        make();
        ADD_FAILURE() << "no exception; expected one containing " << needle;
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), try_result.error());
    }
}

/// The message of the std::invalid_argument `f` throws, or "" when it does not.
template <class F>
std::string refusal(const F& f)
{
    try {
        f();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

} // namespace hitmask_test

/// Shape::factory(args...) and Shape::try_factory(args...) both refuse, naming `needle`.
#define EXPECT_REFUSED(Shape, factory, needle, ...)                                                                    \
    hitmask_test::expect_refused([&] { Shape::factory(__VA_ARGS__); }, Shape::try_##factory(__VA_ARGS__), needle)
