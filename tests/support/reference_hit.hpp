// Test support: ask the reference about single points.
#pragma once

#include <hitmask/hitmask.hpp>

namespace hitmask_test {

template <class Shape>
bool reference_hit(const Shape& shape, hitmask::vec2 p)
{
    hitmask::bitmask m(1);
    hitmask::reference::test({&p.x, &p.y, 1}, shape, m);
    return m.test(0);
}

} // namespace hitmask_test
