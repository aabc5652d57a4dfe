// Test support: a strided view (array of structs) against the same elements as SoA columns, for
// the 2D and 3D strided tests alike.
#pragma once

#include <string>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "differential.hpp"

namespace hitmask_test {

/// Every form of the strided view on the active ISA and on the reference, against the SoA
/// reference's mask. False at the first difference, which it names (element, x, y, each mask).
template <class View, class SoaView, class Shape>
bool same_as_soa(const View& v, const SoaView& soa, const Shape& shape, const std::string& what)
{
    hitmask::bitmask expected(soa.size), got(v.size), ref(v.size);
    hitmask::reference::test(soa, shape, expected);
    hitmask::test(v, shape, got);
    hitmask::reference::test(v, shape, ref);
    if (!(got == expected) || !(ref == expected)) {
        for (std::size_t i = 0; i < soa.size; ++i)
            if (got.test(i) != expected.test(i) || ref.test(i) != expected.test(i)) {
                ADD_FAILURE() << what << " on " << hitmask::to_string(hitmask::active_isa()) << ": element " << i
                              << " = (" << soa.x[i] << ", " << soa.y[i] << ") soa=" << expected.test(i)
                              << " strided=" << got.test(i) << " strided reference=" << ref.test(i);
                return false;
            }
        ADD_FAILURE() << what << ": bits past the view differ";
        return false;
    }
    return other_forms_agree(v, shape, expected, what, true);
}

} // namespace hitmask_test
