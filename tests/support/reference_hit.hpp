// Test support: ask the reference about single points and single elements.
#pragma once

#include <hitmask/hitmask.hpp>

#include "elements.hpp"

namespace hitmask_test {

template <class Shape>
bool reference_hit(const Shape& shape, hitmask::vec2 p)
{
    hitmask::bitmask m(1);
    hitmask::reference::test({&p.x, &p.y, 1}, shape, m);
    return m.test(0);
}

/// The reference's hit bit for one element of a kind in elements.hpp (a round, swept or oriented
/// bullet...) against a shape.
template <class E, class Shape>
bool reference_hit_element(const E& element, const Shape& shape)
{
    const offset_columns<E> c({element}, 0);
    hitmask::bitmask m(1);
    hitmask::reference::test(c.view(), shape, m);
    return m.test(0);
}

} // namespace hitmask_test
