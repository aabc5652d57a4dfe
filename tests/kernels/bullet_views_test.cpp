// Round bullets (circles_view) and swept bullets (segments_view) on every ISA vs the
// reference, bit for bit, at every start offset and tail length.
#include "../support/bullet_cases.hpp"
#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/models.hpp"
#include "../support/sector_cases.hpp"
#include "../support/shape_cases.hpp"

namespace {

using namespace hitmask_test;
using model::d;

template <class Shape, class E>
void check(const Shape& shape, const std::vector<E>& elements, const std::string& name)
{
    expect_same_as_reference(shape, elements, name);
    expect_every_length_same_as_reference(shape, elements, name + " tail");
}

class circles_view_kernel : public per_isa {};
class segments_view_kernel : public per_isa {};

TEST_P(circles_view_kernel, discs_against_circles)
{
    for (const auto& circle_case : {std::pair<vec2, float>{{0, 0}, 5}, {{100.3f, -20.7f}, 13.37f}, {{3, 4}, 0}}) {
        const vec2 c = circle_case.first;
        const float r = circle_case.second;
        const auto shape = hitmask::circle::make(c, r);
        const auto dist = [&](vec2 p) { return std::max(0.0, model::length(d(p) - d(c)) - r); };
        check(shape, circles_cases(ring(c, r + 2.0, 32), c, 3 * r + 5, dist), "disc vs circle");
    }
}

TEST_P(circles_view_kernel, discs_against_rectangles)
{
    const auto box = hitmask::aabb::make({-3, -2}, {5, 7});
    const auto dist = [](vec2 p) { return model::distance_to_box(d(p), {-3, -2}, {5, 7}); };
    const std::vector<vec2> around = {{-5, -4}, {7, 9}, {-5, 2}, {1, -4}, {8, 3}, {1, 1}, {-3, -2}};
    check(box, circles_cases(around, {1, 2.5f}, 12, dist), "disc vs aabb");
}

TEST_P(circles_view_kernel, discs_against_sectors)
{
    std::vector<sector_case> cases = between_cases();
    for (const sector_case& c : facing_cases())
        cases.push_back(c);
    for (const sector_case& c : cases) {
        const vec2 a = c.shape.apex();
        const float r = std::isinf(c.range) ? 1000.f : c.range;
        const auto dist = [&](vec2 p) {
            return model::distance_to_sector(d(p), d(a), c.edge_a, c.edge_b, c.range, c.shape.is_full());
        };
        check(c.shape, circles_cases(sector_seeds(c), a, 1.5f * r, dist), "disc vs " + c.name);
    }
}

TEST_P(circles_view_kernel, discs_against_capsules)
{
    for (const capsule_case& c : capsule_cases()) {
        const auto shape = hitmask::capsule::make(c.a, c.b, c.r);
        const auto dist = [&](vec2 p) { return std::max(0.0, model::distance_to_segment(d(p), d(c.a), d(c.b)) - c.r); };
        const vec2 mid{(c.a.x + c.b.x) / 2, (c.a.y + c.b.y) / 2};
        const float half = std::fabs(c.b.x - c.a.x) + std::fabs(c.b.y - c.a.y) + 2 * c.r + 4;
        check(shape, circles_cases(capsule_seeds(c), mid, half, dist), "disc vs capsule " + c.name);
    }
}

TEST_P(segments_view_kernel, sweeps_against_circles)
{
    for (const auto& circle_case : {std::pair<vec2, float>{{0, 0}, 5}, {{100.3f, -20.7f}, 13.37f}, {{3, 4}, 0}}) {
        const vec2 c = circle_case.first;
        const float r = circle_case.second;
        std::vector<sweep> seeds;
        for (vec2 p : ring(c, r, 16, 0.3)) {
            const double nx = p.x - c.x, ny = p.y - c.y;
            seeds.push_back({p.x, p.y, static_cast<float>(p.x + 3 * nx), static_cast<float>(p.y + 3 * ny)});
            // tangent through the rim point
            seeds.push_back({static_cast<float>(p.x - ny * 2), static_cast<float>(p.y + nx * 2),
                             static_cast<float>(p.x + ny * 2), static_cast<float>(p.y - nx * 2)});
            seeds.push_back({p.x, p.y, p.x, p.y});
        }
        check(hitmask::circle::make(c, r), segments_cases(seeds, c, 3 * r + 5), "sweep vs circle");
    }
}

TEST_P(segments_view_kernel, sweeps_against_segments)
{
    const auto seg = hitmask::segment::make({0, 0}, {8, 4});
    const std::vector<sweep> seeds = {
        {2, 1, 4, 2}, {-2, -1, 0, 0}, {8, 4, 10, 5},
        {4, 2, 4, 2}, {6, 3, 12, 6}, // collinear, touching
        {0, 4, 8, 0}, {4, 2, 4, 10},  {4, -5, 4, 2},
        {8, 0, 8, 4}, {-1, 0, -1, 0},                             // crossing, ends on it
        {0, 1, 8, 5}, {3, 0, 11, 4},  {0.5f, 0.25f, 0.5f, 0.25f}, // parallel, a point
    };
    check(seg, segments_cases(seeds, {4, 2}, 12), "sweep vs segment");
    const auto diagonal = hitmask::segment::make({100.3f, -20.7f}, {-37.1f, 55.5f});
    check(diagonal, segments_cases({{100.3f, -20.7f, 120, 0}, {0, 0, 100, 100}}, {30, 20}, 150), "sweep vs diagonal");
}

HITMASK_INSTANTIATE_PER_ISA(circles_view_kernel);
HITMASK_INSTANTIATE_PER_ISA(segments_view_kernel);

} // namespace
