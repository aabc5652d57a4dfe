// Test support: a call must be refused with std::invalid_argument whose message holds `needle`.
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

} // namespace hitmask_test
