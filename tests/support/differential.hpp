// Test support: hold the active ISA's four query forms to the scalar reference, bit for bit.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

namespace hitmask_test {

/// SoA copy of `points` that starts `offset` floats into its storage, so starts of every
/// alignment are exercised.
class offset_points {
public:
    offset_points(const std::vector<hitmask::vec2>& points, std::size_t offset)
        : x_(points.size() + offset), y_(points.size() + offset), offset_(offset), size_(points.size())
    {
        for (std::size_t i = 0; i < points.size(); ++i) {
            x_[offset + i] = points[i].x;
            y_[offset + i] = points[i].y;
        }
    }
    hitmask::points_view view(std::size_t n) const { return {x_.data() + offset_, y_.data() + offset_, n}; }
    hitmask::points_view view() const { return view(size_); }

private:
    std::vector<float> x_, y_;
    std::size_t offset_, size_;
};

inline std::string describe_point(hitmask::points_view v, std::size_t i)
{
    char text[128];
    std::snprintf(text, sizeof text, "point %zu = (%a, %a) = (%.9g, %.9g)", i, static_cast<double>(v.x[i]),
                  static_cast<double>(v.y[i]), static_cast<double>(v.x[i]), static_cast<double>(v.y[i]));
    return text;
}

/// Compares test, count, any and indices on the active ISA with the reference for one view.
/// Returns false at the first difference (reported through gtest with the point printed).
template <class Shape>
bool same_as_reference(hitmask::points_view v, const Shape& shape, const std::string& what)
{
    hitmask::bitmask expected(v.size), got(v.size);
    hitmask::reference::test(v, shape, expected);
    hitmask::test(v, shape, got);
    for (std::size_t i = 0; i < v.size; ++i) {
        if (expected.test(i) != got.test(i)) {
            ADD_FAILURE() << what << " on " << hitmask::to_string(hitmask::active_isa()) << ": " << describe_point(v, i)
                          << " reference=" << expected.test(i) << " kernel=" << got.test(i);
            return false;
        }
    }
    if (!(expected == got)) {
        ADD_FAILURE() << what << ": bits past the points differ";
        return false;
    }
    const std::size_t n = expected.count();
    if (hitmask::count(v, shape) != n) {
        ADD_FAILURE() << what << ": count " << hitmask::count(v, shape) << " != " << n;
        return false;
    }
    if (hitmask::any(v, shape) != (n > 0)) {
        ADD_FAILURE() << what << ": any disagrees with count " << n;
        return false;
    }
    std::vector<std::uint32_t> idx(n + 1, 0xDEADBEEF);
    const std::size_t k = hitmask::indices(v, shape, idx.data(), n);
    std::size_t j = 0;
    for (std::size_t i : expected.set_bits()) {
        if (j >= k || idx[j] != i) {
            ADD_FAILURE() << what << ": indices[" << j << "] wrong";
            return false;
        }
        ++j;
    }
    if (k != n || idx[n] != 0xDEADBEEF) {
        ADD_FAILURE() << what << ": indices returned " << k << " of " << n << " or wrote past capacity";
        return false;
    }
    return true;
}

/// The whole set at every start offset 0..15 floats.
template <class Shape>
void expect_same_as_reference(const Shape& shape, const std::vector<hitmask::vec2>& points, const std::string& what)
{
    for (std::size_t offset = 0; offset < 16; ++offset) {
        const offset_points p(points, offset);
        if (!same_as_reference(p.view(), shape, what + " offset " + std::to_string(offset))) return;
    }
}

/// Every length 0..130 (all tails of a 64-point block, across two blocks) at every offset.
template <class Shape>
void expect_every_length_same_as_reference(const Shape& shape, const std::vector<hitmask::vec2>& points,
                                           const std::string& what)
{
    for (std::size_t offset = 0; offset < 16; ++offset) {
        const offset_points p(points, offset);
        for (std::size_t n = 0; n <= 130 && n <= points.size(); ++n) {
            if (!same_as_reference(p.view(n), shape,
                                   what + " n=" + std::to_string(n) + " offset=" + std::to_string(offset)))
                return;
        }
    }
}

} // namespace hitmask_test

#include "points.hpp"

namespace hitmask_test {

/// The standard battery for one shape on the active ISA: boundary seeds with their ulp
/// neighbours, special values combined with the shape's own coordinates, random points within
/// `half` of `center`, and every tail length and start offset.
template <class Shape>
void expect_kernel_matches_reference(const Shape& shape, const std::vector<hitmask::vec2>& boundary_seeds,
                                     const std::vector<float>& interesting, hitmask::vec2 center, float half,
                                     const std::string& name)
{
    expect_same_as_reference(shape, with_ulp_neighbours(boundary_seeds), name + " boundary");
    expect_same_as_reference(shape, special_points(interesting), name + " special values");
    const std::vector<hitmask::vec2> random = random_points(4099, center, half, 12345);
    expect_same_as_reference(shape, random, name + " random");
    // The boundary set holds the interesting hits and misses; use it for the tails too.
    expect_every_length_same_as_reference(shape, with_ulp_neighbours(boundary_seeds), name + " tail");
}

} // namespace hitmask_test
