// The fuzz family "c_api": raw hm_shape and hm_view bytes through every C entry point that takes
// them, as a script host's bugs deliver them (tests/fuzz/README.md: the folder is the list of
// families). Its seed corpus is corpus/c_api/.
#pragma once

#include <cstring>
#include <vector>

#include <hitmask/hitmask.h>

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// The C API's outcomes on fuzzer bytes. Shapes are plain shapes from their factories (fuzzer
/// parameters, refused ones zeroed), any kind value over any bytes (every reserved field),
/// polygons made, copied, freed and then used, and forged polygon handles; views have any kind
/// value and point at valid columns of the stated size (the caller's pointers cannot be
/// checked). Every entry point must return an hm_status, and only then answer: ASan and UBSan
/// see the rest. When every shape came from a factory, each entry point must also give its
/// hm_reference_ twin's status and answer, bit for bit.
template <class Check>
void c_api_case(fuzz_input& in, Check& check)
{
    // polygons made from fuzzer vertices; some freed at once (their copies then go stale)
    std::vector<hm_shape> made, stale;
    for (std::size_t p = in.byte() % 4; p > 0; --p) {
        std::vector<hm_vec2> v(3 + in.byte() % 6);
        for (hm_vec2& q : v)
            q = {in.value({0.f, 1.f, -1.f}), in.value({0.f, 1.f, -1.f})};
        hm_shape s{};
        const bool convex = in.byte() % 2 == 0;
        if ((convex ? hm_convex_polygon(v.data(), v.size(), &s) : hm_polygon(v.data(), v.size(), HM_NON_ZERO, &s)) !=
            HM_OK)
            continue;
        if (in.byte() % 3 == 0) {
            stale.push_back(s);
            hm_shape_free(&s);
        } else {
            made.push_back(s);
        }
    }

    // the shapes the calls take (up to four: the set forms take them all)
    bool all_made = true; // every shape from a factory, and alive
    std::vector<hm_shape> shapes(1 + in.byte() % 4);
    for (hm_shape& s : shapes) {
        std::memset(&s, 0, sizeof s);
        const float a = in.value({0.f, 1.f}), b = in.value({0.f, 1.f}), c = in.value({1.f, 2.f});
        const float d = in.value({1.f, 0.f}), e = in.value({0.f, 1.f}), f = in.value({0.5f, 1.f});
        switch (in.byte() % 8) {
        case 0: // any bytes at all
            for (std::size_t k = 0; k < sizeof s; ++k)
                reinterpret_cast<unsigned char*>(&s)[k] = in.byte();
            all_made = false;
            break;
        case 1: // a kind value, then any parameters
            s.kind = in.byte() % 3 == 0 ? in.u32() : in.byte() % 18;
            s.reserved_ = in.byte() % 2 == 0 ? 0 : in.u32();
            for (std::size_t k = 0; k < 16; ++k)
                s.data_.floats_[k] = in.value({0.f, 1.f, -1.f});
            all_made = false;
            break;
        case 2: // a live polygon, or a copy of a freed one
            if (!made.empty() && in.byte() % 2 == 0) {
                s = made[in.byte() % made.size()];
            } else if (!stale.empty()) {
                s = stale[in.byte() % stale.size()];
                all_made = false;
            } else {
                all_made = all_made && hm_circle({a, b}, c, &s) == HM_OK;
            }
            break;
        case 3: { // a forged polygon handle: slot and generation near a live one's, or any
            s.kind = in.byte() % 2 == 0 ? HM_SHAPE_POLYGON : HM_SHAPE_CONVEX_POLYGON;
            std::uint32_t handle[2] = {in.byte() % 8u, in.byte() % 8u};
            if (!made.empty() && in.byte() % 2 == 0) {
                std::memcpy(handle, &made[in.byte() % made.size()].data_, sizeof handle);
                handle[in.byte() % 2] += in.byte() % 3;
            } else if (in.byte() % 2 == 0) {
                handle[0] = in.u32();
                handle[1] = in.u32();
            }
            std::memcpy(&s.data_, handle, sizeof handle);
            all_made = false;
            break;
        }
        case 4: all_made = all_made && hm_circle({a, b}, c, &s) == HM_OK; break;
        case 5: all_made = all_made && hm_aabb({a, b}, {c, d}, &s) == HM_OK; break;
        case 6: all_made = all_made && hm_obb({a, b}, {c, d}, e, &s) == HM_OK; break;
        default: all_made = all_made && hm_sphere({a, b, e}, f, &s) == HM_OK; break;
        }
    }

    // a view of any kind value over six valid columns of its size
    const std::size_t n = in.size(300);
    const columns c(in, n, {0.f, 1.f, -1.f, 0.5f}, 6);
    hm_view view{};
    view.kind = in.byte() % 4 == 0 ? in.u32() : in.byte() % 10;
    for (std::size_t k = 0; k < 6; ++k)
        view.columns[k] = c.col[k];
    view.size = n;
    const std::size_t words = n / 64 + 1;
    const std::size_t short_by = in.byte() % 4 == 0 ? 1 : 0; // outputs one word (or element) short: refused
    const std::size_t begin = 64 * (in.byte() % 3), end = in.byte() % 2 == 0 ? n : 64 * (in.byte() % 4);
    const hm_vec2 point{in.value({0.f, 1.f}), in.value({0.f, 1.f})};
    const float radius = in.value({1.f, 0.f}), graze = in.value({2.f, 1.f}), reach = in.value({1e30f, 10.f});
    const std::size_t k = in.size(8);
    const hm_ray ray{point.x, point.y, in.value({1.f, 0.f}), in.value({0.f, 1.f}), reach};
    const hm_ray3 ray3{point.x, point.y, radius, ray.dir_x, ray.dir_y, in.value({0.f}), reach};
    const hm_vec3 point3{point.x, point.y, radius};

    // one result of each form, for the active ISA [0] and the reference [1]
    struct results {
        std::vector<std::uint64_t> a, b;
        std::vector<float> f;
        std::vector<std::uint32_t> u;
        std::vector<std::int32_t> s;
        std::vector<hm_pair> pairs;
        std::size_t count = 0, index = 0;
        float distance = 0.f;
        int any = 0;
    };
    const std::size_t shape_count = shapes.size();
    const auto fresh = [&] {
        results r;
        r.a.assign(words * shape_count, 0);
        r.b.assign(words, 0);
        r.f.assign(n + k, 0.f);
        r.u.assign(n + k + shape_count, 0); // the counts per shape too
        r.s.assign(n, 0);
        r.pairs.assign(n * shape_count, hm_pair{0, 0});
        return r;
    };
    const auto same = [](const results& x, const results& y) {
        const auto bytes_equal = [](const auto& p, const auto& q) {
            return p.size() == q.size() &&
                   (p.empty() || std::memcmp(p.data(), q.data(), p.size() * sizeof p[0]) == 0);
        };
        return bytes_equal(x.a, y.a) && bytes_equal(x.b, y.b) && bytes_equal(x.f, y.f) && bytes_equal(x.u, y.u) &&
               bytes_equal(x.s, y.s) && bytes_equal(x.pairs, y.pairs) && x.count == y.count && x.index == y.index &&
               std::memcmp(&x.distance, &y.distance, sizeof(float)) == 0 && x.any == y.any;
    };
    int form = 0;
    // runs call(r, reference) on fresh results for both; checks the statuses and the answers
    const auto twin = [&](auto&& call) {
        results r[2] = {fresh(), fresh()};
        const hm_status got[2] = {call(r[0], false), call(r[1], true)};
        ++form;
        char text[200];
        for (const hm_status g : got)
            if (g < HM_OK || g >= HM_INTERNAL_ERROR) { // a status, and not a bug's
                std::snprintf(text, sizeof text, "C API form %d: status %d (%s)", form, static_cast<int>(g),
                              hm_last_error());
                return check.mismatch(text);
            }
        if (!all_made) return;
        if (got[0] != got[1] || (got[0] == HM_OK && !same(r[0], r[1]))) {
            std::snprintf(text, sizeof text, "C API form %d: status %d against the reference's %d, or another answer",
                          form, static_cast<int>(got[0]), static_cast<int>(got[1]));
            check.mismatch(text);
        }
    };
    const hm_shape* shape = &shapes[0];
    const hm_shape* set = shapes.data();
    const std::size_t wc = words - short_by, fc = n + k - short_by;

    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_test : hm_test)(c.col[0], c.col[1], n, shape, r.b.data(), wc);
    });
    twin([&](results& r, bool ref) { return (ref ? hm_reference_count : hm_count)(c.col[0], c.col[1], n, shape, &r.count); });
    twin([&](results& r, bool ref) { return (ref ? hm_reference_any : hm_any)(c.col[0], c.col[1], n, shape, &r.any); });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_indices : hm_indices)(c.col[0], c.col[1], n, shape, r.u.data(), k, &r.count);
    });
    twin([&](results& r, bool ref) { return (ref ? hm_reference_view_test : hm_view_test)(&view, shape, r.b.data(), wc); });
    twin([&](results& r, bool ref) { return (ref ? hm_reference_view_count : hm_view_count)(&view, shape, &r.count); });
    twin([&](results& r, bool ref) { return (ref ? hm_reference_view_any : hm_view_any)(&view, shape, &r.any); });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_view_indices : hm_view_indices)(&view, shape, r.u.data(), k, &r.count);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_test_hit_graze : hm_test_hit_graze)(&view, point, radius, graze, r.a.data(),
                                                                       r.b.data(), wc);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_set_test_any : hm_set_test_any)(&view, set, shape_count, r.b.data(), wc);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_set_test_each : hm_set_test_each)(&view, set, shape_count, r.a.data(), words,
                                                                     words * shape_count - short_by);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_set_first_hit : hm_set_first_hit)(&view, set, shape_count, r.s.data(), n - short_by * (n > 0));
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_set_count_per_shape : hm_set_count_per_shape)(&view, set, shape_count, r.u.data(),
                                                                                 shape_count - short_by);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_set_pairs : hm_set_pairs)(&view, set, shape_count, r.pairs.data(), k, &r.count);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_sweep : hm_sweep)(&view, shape, r.b.data(), wc, r.f.data(), fc, &r.count);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_sweep_range : hm_sweep_range)(&view, shape, begin, end, r.b.data(), wc, r.f.data(),
                                                                 fc, &r.count);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_sweep_first : hm_sweep_first)(&view, set, shape_count, r.u.data(), fc, r.f.data(),
                                                                 fc, &r.count);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_sweep_first_range : hm_sweep_first_range)(&view, set, shape_count, begin, end,
                                                                             r.u.data(), fc, r.f.data(), fc, &r.count);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_raycast : hm_raycast)(&view, &ray, r.b.data(), wc, r.f.data(), fc, &r.count);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_raycast_closest_range : hm_raycast_closest_range)(&view, &ray, begin, end, &r.index,
                                                                                     &r.distance);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_raycast3_range : hm_raycast3_range)(&view, &ray3, begin, end, r.b.data(), wc,
                                                                       r.f.data(), fc, &r.count);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_nearest_k : hm_nearest_k)(&view, point, k, reach, r.u.data(), r.f.data(), &r.count);
    });
    twin([&](results& r, bool ref) {
        return (ref ? hm_reference_nearest3_range : hm_nearest3_range)(&view, point3, begin, end, reach, &r.index,
                                                                       &r.distance);
    });
    check.add_cases(n > 0 ? n : 1); // every element through every entry point (at least one case)
    // the questions about kinds take any value
    (void)hm_is_supported(view.kind, shape->kind);
    (void)hm_form_is_supported(in.byte() % 2 == 0 ? in.byte() % 11u : in.u32(), view.kind, shape->kind);

    // every shape freed: the live polygons once (through a shape or its entry in made), the
    // rest a no-op whatever their bytes
    for (hm_shape& s : shapes)
        hm_shape_free(&s);
    for (hm_shape& s : made)
        hm_shape_free(&s);
    for (hm_shape& s : stale)
        hm_shape_free(&s);
}

} // namespace hitmask_fuzz
