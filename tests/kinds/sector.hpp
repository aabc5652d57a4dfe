// The shape kind "sector" in the tests: sample sectors of both forms (narrow, reflex, full,
// infinite range), their model, the factories' refusals, and the fuzz family "sector" (the
// folder tests/kinds/ is the list of kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"
#include "../support/sector_cases.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::sector> {
    static sample<hitmask::sector> make(const sector_case& c)
    {
        const vec2 apex_f = c.shape.apex();
        const auto c_make = [c, apex_f](hm_shape* s) {
            return c.facing ? hm_sector_facing(cv(apex_f), cv(c.direction), c.a, c.range, s)
                            : hm_sector_between(cv(apex_f), c.a, c.b, c.range, s);
        };
        const double width = c.edge_b - c.edge_a, turns = std::nearbyint(width / (2 * M_PI));
        const bool full = std::fabs(width - turns * 2 * M_PI) < 1e-6; // a whole turn (or float 2π)
        const model::dvec apex = model::d(c.shape.apex());
        return {c.name, c.shape, c_make, sector_seeds(c), [=](double x, double y) {
                    return model::distance_to_sector({x, y}, apex, c.edge_a, c.edge_b, c.range, full) == 0;
                }};
    }
    static std::vector<sample<hitmask::sector>> samples()
    {
        using hitmask::radians;
        using hitmask::sector;
        const vec2 apex{10.5f, -3.25f}, eye{-4.75f, 8.125f}, dir{0.3f, -0.8f};
        const double d = std::atan2(static_cast<double>(dir.y), static_cast<double>(dir.x));
        std::vector<sector_case> cases = {{"sector_between_reflex", sector::between(apex, radians(-10), radians(260), 50),
                                           radians(-10), radians(260), 50, false, {}, radians(-10), radians(260)}};
        for (const auto& more : {between_cases(), facing_cases()})
            cases.insert(cases.end(), more.begin(), more.end());
        cases.push_back({"sector_facing_270", sector::facing(eye, dir, radians(270), 40), d - radians(135),
                         d + radians(135), 40, true, dir, radians(270)});
        return samples_from(cases, make);
    }
    static std::vector<refusal_case> refusals()
    {
        using hitmask::sector;
        const auto facing = refusal_through(
            [](vec2 apex, vec2 dir, float fov, float range) { return sector::try_facing(apex, dir, fov, range); },
            [](hm_shape* s, vec2 apex, vec2 dir, float fov, float range) {
                return hm_sector_facing(cv(apex), cv(dir), fov, range, s);
            });
        const auto between = refusal_through(
            [](vec2 apex, float start, float end, float range) { return sector::try_between(apex, start, end, range); },
            [](hm_shape* s, vec2 apex, float start, float end, float range) {
                return hm_sector_between(cv(apex), start, end, range, s);
            });
        const vec2 o{0, 0}, x{1, 0};
        return {facing("sector::facing: apex.x must be finite, got nan", vec2{nan, 0}, x, 1.f, 1.f),
                facing("sector::facing: direction.y must be finite, got nan", o, vec2{1, nan}, 1.f, 1.f),
                facing("sector::facing: direction must be non-zero", o, o, 1.f, 1.f),
                facing("sector::facing: fov must be > 0 radians, got nan", o, x, nan, 1.f),
                facing("sector::facing: range must be >= 0, got -2", o, x, 1.f, -2.f),
                between("sector::between: start must be finite, got nan", o, nan, 1.f, 1.f),
                between("sector::between: end must be finite, got inf", o, 0.f, inf, 1.f),
                between("sector::between: range must be >= 0, got -inf", o, 0.f, 1.f, -inf)};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// Sectors of both forms against points and round bullets; angles include the values users
/// write (multiples of 90°, whole turns).
template <class Check>
void sector_case(fuzz_input& in, Check& check)
{
    using hitmask::radians;
    const bool facing = in.byte() & 1;
    const hitmask::vec2 apex{in.value({}), in.value({})};
    const std::vector<float> angles = {0.f,         radians(90), radians(180), radians(270), radians(360),
                                       radians(-10), radians(350), radians(1),  6.2831855f};
    const float a = in.value(angles), b = in.value(angles), range = in.value({0.f, 10.f, 1e6f});
    const hitmask::vec2 dir{in.value({0.f, 1.f, -1.f}), in.value({0.f, 1.f, -1.f})};
    compare_made(in, check,
                 facing ? hitmask::sector::try_facing(apex, dir, a, range)
                        : hitmask::sector::try_between(apex, a, b, range),
                 facing ? "sector::facing" : "sector::between", {apex.x, apex.y, dir.x, dir.y, a, b, range},
                 {apex.x, apex.y, apex.x + range, apex.y - range, range, 0.f}, &columns::points, &columns::circles);
}

} // namespace hitmask_fuzz
