// What every fuzz family (families/<family>.hpp) shares. A differential case is built from
// bytes: the shape's parameters (which the factory may refuse: that is tested too), then
// elements and a start offset. The libFuzzer harnesses, the corpus replay test and the soak
// tool include the generated <hitmask_fuzz_families.hpp>, which includes every family
// (cmake/hitmask_fuzz_families.cmake makes it from the folder).
#pragma once

#include <cmath>
#include <cstdio>
#include <vector>

#include "fuzz_compare.hpp"

namespace hitmask_fuzz {

inline void describe(char* out, std::size_t size, const char* name, std::initializer_list<float> values)
{
    int used = std::snprintf(out, size, "%s(", name);
    for (float v : values)
        used += std::snprintf(out + used, size - static_cast<std::size_t>(used), "%a ", static_cast<double>(v));
    std::snprintf(out + used, size - static_cast<std::size_t>(used), ")");
}

} // namespace hitmask_fuzz
