// Test support: a walk over one of the registry's lists of pairs (include/hitmask/detail/
// registry.hpp: shape_queries, ray_queries, nearest_queries...), for the tests that compare every
// pair of a list; a light header of its own, so that a test that needs no shape samples need
// not include kind_samples.hpp.
#pragma once

#include <cstddef>

#include <hitmask/hitmask.hpp>

namespace hitmask_test {

/// Calls fn(type_tag<Pair>{}) for every pair of a registry list (shape_queries, set_queries...).
template <class List, class Fn>
void for_each_pair(Fn&& fn)
{
    hitmask::detail::for_each_type(List{}, [&](auto tag, std::size_t) { fn(tag); });
}

} // namespace hitmask_test
