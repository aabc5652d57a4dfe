// Test support: the tests' one list of shape kinds. Each kind of the registry
// (include/hitmask/detail/registry.hpp) has its file tests/kinds/<kind>.hpp, which specialises
// kind_samples<Shape> (sample shapes, each with the same shape made through the C API, points on
// and around its boundary and a double-precision model; the refusals of its factories) and holds
// the kind's fuzz family; the folder is the list (cmake/hitmask_test_lists.cmake generates the
// header that includes them all). The tests that cover every kind (the kind sweep, the models
// test, the bounds test, strided views, the C API comparison, the -ffast-math caller) walk the
// registry's lists and take their shapes from here, so a kind without its file fails to compile.
#pragma once

#include <hitmask_test_kinds.hpp> // every tests/kinds/<kind>.hpp

#include "kind_sample.hpp"
#include "registry_pairs.hpp" // for_each_pair

namespace hitmask_test {

/// The first and the last sample of a kind: for the tests that run every pair many times over
/// (layouts, offsets, tail lengths), where all samples would cost too much.
template <class Shape>
std::vector<sample<Shape>> few_samples()
{
    std::vector<sample<Shape>> all = kind_samples<Shape>::samples();
    if (all.size() > 2) all.erase(all.begin() + 1, all.end() - 1);
    return all;
}

/// Calls fn(type_tag<Shape>{}) for every shape kind of the registry.
template <class Fn>
void for_each_kind(Fn&& fn)
{
    hitmask::detail::for_each_type(hitmask::detail::all_shapes{}, [&](auto tag, std::size_t) { fn(tag); });
}

} // namespace hitmask_test
