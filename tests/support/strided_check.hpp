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
/// On a slow platform (qemu, the sanitizers) the active ISA's forms only: the reference's
/// strided reads are the same C++ everywhere, checked here by the native runs and under the
/// sanitizers by the strided fuzz family; under qemu they were half of each strided test.
template <class View, class SoaView, class Shape>
bool same_as_soa(const View& v, const SoaView& soa, const Shape& shape, const std::string& what)
{
    const bool reference_forms = !cut_random_bulk();
    hitmask::bitmask expected(soa.size), got(v.size), ref(v.size);
    hitmask::reference::test(soa, shape, expected);
    hitmask::test(v, shape, got);
    if (reference_forms)
        hitmask::reference::test(v, shape, ref);
    else
        ref = expected;
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
    return other_forms_agree(v, shape, expected, what, reference_forms);
}

} // namespace hitmask_test
