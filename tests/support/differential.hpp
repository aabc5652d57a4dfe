// Test support: hold the active ISA's four result forms to the scalar reference, bit for
// bit, for any view and shape.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "elements.hpp"
#include "points.hpp"
#include "slow_platform.hpp"
#include "solids.hpp"

namespace hitmask_test {

template <class E>
std::string describe(const offset_columns<E>& c, std::size_t i)
{
    const element_values v = c.at(i);
    std::string out = "element " + std::to_string(i) + " = (";
    for (std::size_t k = 0; k < element_traits<E>::columns; ++k) {
        char text[64];
        std::snprintf(text, sizeof text, "%s%a [%.9g]", k ? ", " : "", static_cast<double>(v[k]),
                      static_cast<double>(v[k]));
        out += text;
    }
    return out + ")";
}

/// count, any and indices of `v` against `shape` on the active ISA (and on the reference when
/// `reference_forms`) against the mask `expected`; indices also must not write past its
/// capacity. False at the first difference.
template <class View, class Shape>
bool other_forms_agree(const View& v, const Shape& shape, const hitmask::bitmask& expected, const std::string& what,
                       bool reference_forms)
{
    const std::size_t hits = expected.count();
    if (hitmask::count(v, shape) != hits || (reference_forms && hitmask::reference::count(v, shape) != hits)) {
        ADD_FAILURE() << what << ": count " << hitmask::count(v, shape) << " != " << hits;
        return false;
    }
    if (hitmask::any(v, shape) != (hits > 0) || (reference_forms && hitmask::reference::any(v, shape) != (hits > 0))) {
        ADD_FAILURE() << what << ": any disagrees with count " << hits;
        return false;
    }
    std::vector<std::uint32_t> idx(hits + 1, 0xDEADBEEF), ref_idx(hits + 1, 0xDEADBEEF);
    const std::size_t k = hitmask::indices(v, shape, idx.data(), hits);
    const std::size_t ref_k = reference_forms ? hitmask::reference::indices(v, shape, ref_idx.data(), hits) : k;
    if (!reference_forms) ref_idx = idx;
    std::size_t j = 0;
    for (std::size_t i : expected.set_bits()) {
        if (j >= k || idx[j] != i || ref_idx[j] != i) {
            ADD_FAILURE() << what << ": indices[" << j << "] wrong";
            return false;
        }
        ++j;
    }
    if (k != hits || ref_k != hits || idx[hits] != 0xDEADBEEF || ref_idx[hits] != 0xDEADBEEF) {
        ADD_FAILURE() << what << ": indices returned " << k << " of " << hits << " or wrote past capacity";
        return false;
    }
    return true;
}

/// Compares test, count, any and indices on the active ISA with the reference for the first
/// n elements. Returns false at the first difference (reported with the element printed).
template <class E, class Shape>
bool same_as_reference(const offset_columns<E>& c, std::size_t n, const Shape& shape, const std::string& what,
                       bool reference_forms = true)
{
    const auto v = c.view(n);
    hitmask::bitmask expected(n), got(n);
    hitmask::reference::test(v, shape, expected);
    hitmask::test(v, shape, got);
    for (std::size_t i = 0; i < n; ++i) {
        if (expected.test(i) != got.test(i)) {
            ADD_FAILURE() << what << " on " << hitmask::to_string(hitmask::active_isa()) << ": " << describe(c, i)
                          << " reference=" << expected.test(i) << " kernel=" << got.test(i);
            return false;
        }
    }
    if (!(expected == got)) {
        ADD_FAILURE() << what << ": bits past the view differ";
        return false;
    }
    return other_forms_agree(v, shape, expected, what, reference_forms);
}

/// The start offsets (in floats) a whole set is tested at: every one of 0..offsets-1; on a slow
/// platform (slow_platform.hpp) the first `offsets` of the four the tail tests use (aligned, one
/// float in, an even and the last misalignment of a 64-byte line): the other twelve take three
/// quarters of the qemu and sanitizer time and reach no code the four do not (every load of a
/// whole block is unaligned; the native, MinGW and WebAssembly runs still take all sixteen).
inline std::vector<std::size_t> start_offsets(std::size_t offsets)
{
    std::vector<std::size_t> out;
    if (!cut_random_bulk()) {
        for (std::size_t offset = 0; offset < offsets; ++offset)
            out.push_back(offset);
        return out;
    }
    for (std::size_t offset : {0, 1, 6, 15})
        if (out.size() < offsets) out.push_back(offset);
    return out;
}

/// The whole set at every start offset 0..15 floats (or the first `offsets` of them; fewer on a
/// slow platform: start_offsets). The reference's own count, any and indices are checked at
/// the first offset: they are plain scalar loops that no start offset changes.
template <class E, class Shape>
void expect_same_as_reference(const Shape& shape, const std::vector<E>& elements, const std::string& what,
                              std::size_t offsets = 16)
{
    for (std::size_t offset : start_offsets(offsets)) {
        const offset_columns<E> c(elements, offset);
        if (!same_as_reference(c, elements.size(), shape, what + " offset " + std::to_string(offset), offset == 0))
            return;
    }
}

/// The start offsets (in floats) of the every-length tests: aligned, one float in, an even and
/// the last misalignment of a 64-byte line; on a slow platform the first and the last. (Every
/// offset 0..15 is covered by the whole sets; the tail's partial block is copied before any
/// load, whatever the start, so the cross product of all 16 with every length added minutes to
/// the sanitizer and qemu stages and nothing the four do not reach. Under qemu the four were
/// still most of each pair test's time.)
inline std::vector<std::size_t> tail_offsets()
{
    return cut_random_bulk() ? std::vector<std::size_t>{0, 15} : std::vector<std::size_t>{0, 1, 6, 15};
}

/// Every length 0..130 (all tails of a 64-element block, across two blocks) at tail_offsets().
template <class E, class Shape>
void expect_every_length_same_as_reference(const Shape& shape, const std::vector<E>& elements, const std::string& what)
{
    for (std::size_t offset : tail_offsets()) {
        const offset_columns<E> c(elements, offset);
        for (std::size_t n = 0; n <= 130 && n <= elements.size(); ++n) {
            if (!same_as_reference(c, n, shape, what + " n=" + std::to_string(n) + " offset=" + std::to_string(offset),
                                   false))
                return;
        }
    }
}

/// The standard battery for one shape and points on the active ISA: boundary seeds with their
/// ulp neighbours, special values combined with the shape's own coordinates, random points
/// within `half` of `center`, and every tail length and start offset.
template <class Shape>
void expect_kernel_matches_reference(const Shape& shape, const std::vector<vec2>& boundary_seeds,
                                     const std::vector<float>& interesting, vec2 center, float half,
                                     const std::string& name, std::size_t random_count = 4099, bool every_length = true)
{
    const std::vector<vec2> boundary = with_ulp_neighbours(boundary_seeds);
    // a shape too costly for the full sweep (every_length false) gets two start offsets
    const std::size_t offsets = every_length ? 16 : 2;
    expect_same_as_reference(shape, boundary, name + " boundary", offsets);
    expect_same_as_reference(shape, special_points(interesting), name + " special values", offsets);
    expect_same_as_reference(shape, random_points(scaled(random_count, 256), center, half, 12345), name + " random",
                             offsets);
    // The boundary set holds the interesting hits and misses; use it for the tails too.
    if (every_length) expect_every_length_same_as_reference(shape, boundary, name + " tail");
}

/// The standard battery for one 3D shape on the active ISA, for points and spheres:
/// boundary seeds with their 26 ulp neighbours, special values in each coordinate, random
/// points; spheres of radius exactly the distance to the shape (and one ulp either side) at
/// the seeds, random spheres, bad radii; every tail length and start offset.
template <class Shape, class Distance>
void expect_solid_kernel_matches_reference(const Shape& shape, const std::vector<vec3>& seeds, const Distance& distance,
                                           const std::string& name)
{
    const seed_cube cube = cube_around(seeds);
    const std::vector<vec3> boundary = with_ulp_neighbours(seeds);
    const vec3 c = cube.center;
    expect_same_as_reference(shape, boundary, name + " boundary");
    expect_same_as_reference(shape, special_points3({c.x, c.y, c.z, c.x + cube.half, c.z - cube.half}, c),
                             name + " special values");
    expect_same_as_reference(shape, random_points3(4099, c, cube.half, 12345), name + " random");
    expect_every_length_same_as_reference(shape, boundary, name + " tail");
    const std::vector<ball> balls = balls_around(seeds, c, cube.half, distance);
    expect_same_as_reference(shape, balls, name + " spheres");
    expect_every_length_same_as_reference(shape, balls, name + " spheres tail");
}

} // namespace hitmask_test
