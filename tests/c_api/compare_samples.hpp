// What the programs that compare single-shape forms of the C and C++ APIs share: every pair of a
// registry list over every sample of its shape kind (tests/support/kind_samples.hpp), each
// sample made through both APIs.
#pragma once

#include "../support/kind_samples.hpp"
#include "compare_support.hpp"

namespace compare_support {

/// check(pair, sample, c_shape) for every pair of List (pair: type_tag<Pair>) and every sample
/// of its shape kind; c_shape is the sample made by its C factory, freed afterwards.
template <class List, class Check>
void for_each_sample(const Check& check)
{
    hitmask_test::for_each_pair<List>([&](auto pair) {
        using Pair = typename decltype(pair)::type;
        for (const auto& s : hitmask_test::kind_samples<typename Pair::shape>::samples()) {
            const char* what = s.name.c_str();
            hm_shape cs;
            EXPECT(s.c_make(&cs) == HM_OK);
            check(pair, s, cs);
            hm_shape_free(&cs);
        }
    });
}

} // namespace compare_support
