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
