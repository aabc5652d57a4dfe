// Test support: one field of every element as a column, the SoA twin of what a strided view
// reads from an array of structs, for the tests that compare the two.
#pragma once

#include <vector>

namespace hitmask_test {

/// items[i].*field for every i, in order.
template <class T>
std::vector<float> column_of(const std::vector<T>& items, float T::*field)
{
    std::vector<float> out;
    out.reserve(items.size());
    for (const T& item : items)
        out.push_back(item.*field);
    return out;
}

} // namespace hitmask_test
