// Fuzzing support: runs one view against one shape on every ISA this CPU has and on the
// reference, in all four result forms, and aborts with the case printed on any difference.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "../../src/queries/float_environment.hpp"
#include "fuzz_input.hpp"
#include "../support/special_floats.hpp"

namespace hitmask_fuzz {

/// SoA columns for `width` floats per element (4 by default: what the older families' corpora
/// were made with), starting `offset` floats in.
struct columns {
    std::vector<float> storage[6];
    const float* col[6] = {};
    std::size_t n = 0;

    columns(fuzz_input& in, std::size_t count, const std::vector<float>& anchors, std::size_t width = 4)
    {
        const std::size_t offset = in.byte() % 16;
        n = count;
        for (auto& s : storage)
            s.assign(offset + n, 0.f);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t c = 0; c < width; ++c)
                storage[c][offset + i] = in.value(anchors);
        for (std::size_t c = 0; c < 6; ++c)
            col[c] = storage[c].data() + offset;
    }
    hitmask::points_view points() const { return {col[0], col[1], n}; }
    hitmask::circles_view circles() const { return {col[0], col[1], col[2], n}; }
    hitmask::segments_view segments() const { return {col[0], col[1], col[2], col[3], n}; }
    hitmask::obbs_view obbs() const { return {col[0], col[1], col[2], col[3], col[4], col[5], n}; }
    hitmask::ellipses_view ellipses() const { return {col[0], col[1], col[2], col[3], col[4], col[5], n}; }
    hitmask::capsules_view capsules() const { return {col[0], col[1], col[2], col[3], col[4], n}; }
    hitmask::points3_view points3() const { return {col[0], col[1], col[2], n}; }
    hitmask::spheres_view spheres() const { return {col[0], col[1], col[2], col[3], n}; }
    hitmask::segments3_view segments3() const { return {col[0], col[1], col[2], col[3], col[4], col[5], n}; }
};

/// Compares one view against one shape on every ISA this CPU has and on the reference, in all
/// four result forms (and hit + graze). What happens on a difference is the policy's call:
/// the fuzzers print the case and abort, the soak tool counts it.
template <class OnMismatch>
class differential_check {
public:
    explicit differential_check(OnMismatch on_mismatch) : on_mismatch_(on_mismatch) {}

    /// Elements compared so far (each on every ISA).
    std::size_t cases() const { return cases_; }

    /// Reports a difference found by a family's own comparison (the C API's, which compares
    /// each entry point with its hm_reference_ twin).
    void mismatch(const char* text) { on_mismatch_(text); }
    /// Counts the cases a family's own comparison made (the soak tool runs until enough are).
    void add_cases(std::size_t n) { cases_ += n; }

    ~differential_check() { hitmask::force_isa(restore_); } // leave the ISA as it was found
    differential_check(const differential_check&) = delete;
    differential_check& operator=(const differential_check&) = delete;

    template <class View, class Shape>
    void compare(const View& view, const Shape& shape, const columns& c, const char* what, const char* shape_text)
    {
        cases_ += view.size;
        hitmask::bitmask expected(view.size), got(view.size + 70);
        hitmask::reference::test(view, shape, expected);
        const std::size_t hits = expected.count();
        std::vector<std::uint32_t> idx(hits + 1);
        for (hitmask::isa target : hitmask::available_isas()) {
            hitmask::force_isa(target);
            hitmask::test(view, shape, got);
            for (std::size_t i = 0; i < view.size; ++i)
                if (got.test(i) != expected.test(i)) return fail(what, shape_text, c, i, expected.test(i), got.test(i));
            for (std::size_t i = view.size; i < got.size(); ++i)
                if (got.test(i)) return fail("bits past the view", shape_text, c, 0, false, true);
            if (hitmask::count(view, shape) != hits) return fail("count", shape_text, c, 0, false, false);
            if (hitmask::any(view, shape) != (hits > 0)) return fail("any", shape_text, c, 0, false, false);
            idx[hits] = 0xFFFFFFFFu;
            if (hitmask::indices(view, shape, idx.data(), hits) != hits || idx[hits] != 0xFFFFFFFFu)
                return fail("indices", shape_text, c, 0, false, false);
            std::size_t j = 0;
            for (std::size_t i : expected.set_bits())
                if (idx[j++] != i) return fail("indices order", shape_text, c, i, true, false);
        }
    }

    /// The same elements in two layouts (a strided view and SoA columns): the reference gives
    /// the same bits for both, and every ISA matches the reference on the strided one.
    template <class View, class SoaView, class Shape>
    void compare_layouts(const View& view, const SoaView& soa, const Shape& shape, const columns& c, const char* what,
                         const char* shape_text)
    {
        hitmask::bitmask a(view.size), b(soa.size);
        hitmask::reference::test(view, shape, a);
        hitmask::reference::test(soa, shape, b);
        for (std::size_t i = 0; i < view.size; ++i)
            if (a.test(i) != b.test(i)) return fail(what, shape_text, c, i, b.test(i), a.test(i));
        compare(view, shape, c, what, shape_text);
    }

    template <class View>
    void compare_graze(const View& view, hitmask::vec2 centre, float hit_r, float graze_r, const columns& c)
    {
        cases_ += view.size;
        hitmask::bitmask hit(view.size), graze(view.size), ref_hit(view.size), ref_graze(view.size);
        hitmask::reference::test_hit_graze(view, centre, hit_r, graze_r, ref_hit, ref_graze);
        for (hitmask::isa target : hitmask::available_isas()) {
            hitmask::force_isa(target);
            hitmask::test_hit_graze(view, centre, hit_r, graze_r, hit, graze);
            for (std::size_t i = 0; i < view.size; ++i) {
                if (hit.test(i) != ref_hit.test(i)) return fail("hit", "graze", c, i, ref_hit.test(i), hit.test(i));
                if (graze.test(i) != ref_graze.test(i))
                    return fail("graze", "graze", c, i, ref_graze.test(i), graze.test(i));
            }
        }
    }

    /// A ray cast (every element's bit and distance, the closest hit, a range) on every ISA
    /// against the reference, distances compared bit for bit; the closest must be the least of
    /// the distances, the lowest index on ties.
    template <class View, class Ray>
    void compare_rays(const View& view, const Ray& r, const columns& c, const char* shape_text)
    {
        cases_ += view.size;
        hitmask::bitmask expected(view.size), got(view.size + 70);
        std::vector<float> want(view.size), have(view.size + 1);
        const std::size_t hits = hitmask::reference::raycast(view, r, expected, want.data());
        const hitmask::ray_hit ref_first = hitmask::reference::raycast_closest(view, r);
        std::size_t least = hitmask::no_hit;
        for (std::size_t i = 0; i < view.size; ++i) {
            if (expected.test(i) != (want[i] < std::numeric_limits<float>::infinity()))
                return fail("raycast bit vs distance", shape_text, c, i, expected.test(i), false);
            if (expected.test(i) && (least == hitmask::no_hit || want[i] < want[least])) least = i;
        }
        if (ref_first.index != least) return fail("raycast_closest (reference)", shape_text, c, least, true, false);
        const std::size_t end = view.size < 64 ? view.size : 64;
        for (hitmask::isa target : hitmask::available_isas()) {
            hitmask::force_isa(target);
            have[view.size] = -1.f;
            if (hitmask::raycast(view, r, got, have.data()) != hits || have[view.size] != -1.f)
                return fail("raycast count", shape_text, c, 0, false, false);
            for (std::size_t i = 0; i < view.size; ++i)
                if (got.test(i) != expected.test(i) || std::memcmp(&have[i], &want[i], sizeof(float)) != 0)
                    return fail("raycast", shape_text, c, i, expected.test(i), got.test(i));
            for (std::size_t i = view.size; i < got.size(); ++i)
                if (got.test(i)) return fail("raycast bits past the view", shape_text, c, 0, false, true);
            const hitmask::ray_hit first = hitmask::raycast_closest(view, r);
            if (first.index != ref_first.index ||
                std::memcmp(&first.distance, &ref_first.distance, sizeof(float)) != 0)
                return fail("raycast_closest", shape_text, c, ref_first.index, true, false);
            const hitmask::ray_hit part = hitmask::raycast_closest_range(view, r, 0, end);
            const hitmask::ray_hit ref_part = hitmask::reference::raycast_closest_range(view, r, 0, end);
            if (part.index != ref_part.index) return fail("raycast_closest_range", shape_text, c, 0, true, false);
        }
    }

    /// nearest and nearest_k (k from the fuzzer) of every ISA against the reference, index and
    /// distance bits; the reference's nearest must be the first of its own full list.
    template <class View, class Point>
    void compare_nearest(const View& view, Point p, float max_distance, std::size_t k, const columns& c,
                         const char* shape_text)
    {
        cases_ += view.size;
        const hitmask::nearest_hit want = hitmask::reference::nearest(view, p, max_distance);
        std::vector<std::uint32_t> ref_idx(view.size + 1), idx(k + 1);
        std::vector<float> ref_dist(view.size + 1), dist(k + 1);
        const std::size_t all = hitmask::reference::nearest_k(view, p, view.size, ref_idx.data(), ref_dist.data(),
                                                              max_distance);
        if ((all == 0) != (want.index == hitmask::no_hit) || (all > 0 && ref_idx[0] != want.index))
            return fail("nearest (reference) vs its own list", shape_text, c, want.index, true, false);
        for (std::size_t j = 1; j < all; ++j)
            if (!(ref_dist[j - 1] < ref_dist[j] || (ref_dist[j - 1] == ref_dist[j] && ref_idx[j - 1] < ref_idx[j])))
                return fail("nearest_k (reference) order", shape_text, c, ref_idx[j], true, false);
        const std::size_t want_k = all < k ? all : k;
        for (hitmask::isa target : hitmask::available_isas()) {
            hitmask::force_isa(target);
            const hitmask::nearest_hit got = hitmask::nearest(view, p, max_distance);
            if (got.index != want.index || std::memcmp(&got.distance, &want.distance, sizeof(float)) != 0)
                return fail("nearest", shape_text, c, want.index == hitmask::no_hit ? 0 : want.index, true, false);
            idx[k] = 0xFFFFFFFFu;
            if (hitmask::nearest_k(view, p, k, idx.data(), dist.data(), max_distance) != want_k ||
                idx[k] != 0xFFFFFFFFu)
                return fail("nearest_k count", shape_text, c, 0, true, false);
            for (std::size_t j = 0; j < want_k; ++j)
                if (idx[j] != ref_idx[j] || std::memcmp(&dist[j], &ref_dist[j], sizeof(float)) != 0)
                    return fail("nearest_k", shape_text, c, ref_idx[j], true, false);
        }
    }

    /// compact of every ISA against the reference and the plain model, on a float column and a
    /// 12-byte struct column moved together.
    void compare_compact(const hitmask::bitmask& keep, const columns& c, const char* shape_text)
    {
        struct triple {
            float a, b, d;
        };
        cases_ += keep.size();
        std::vector<float> model;
        std::vector<triple> model_triples;
        for (std::size_t i = 0; i < keep.size(); ++i)
            if (keep.test(i)) {
                model.push_back(c.col[0][i]);
                model_triples.push_back({c.col[1][i], c.col[2][i], c.col[3][i]});
            }
        std::vector<triple> triples(keep.size());
        for (std::size_t i = 0; i < keep.size(); ++i)
            triples[i] = {c.col[1][i], c.col[2][i], c.col[3][i]};
        const auto same = [&](const std::vector<float>& f, const std::vector<triple>& t, std::size_t kept) {
            return kept == model.size() && (kept == 0 || (std::memcmp(f.data(), model.data(), kept * sizeof(float)) == 0 &&
                                                          std::memcmp(t.data(), model_triples.data(), kept * sizeof(triple)) == 0));
        };
        std::vector<float> f(c.col[0], c.col[0] + keep.size());
        std::vector<triple> t = triples;
        if (!same(f, t, hitmask::reference::compact(keep, f.data(), t.data())))
            return fail("compact (reference)", shape_text, c, 0, true, false);
        for (hitmask::isa target : hitmask::available_isas()) {
            hitmask::force_isa(target);
            f.assign(c.col[0], c.col[0] + keep.size());
            t = triples;
            if (!same(f, t, hitmask::compact(keep, f.data(), t.data())))
                return fail("compact", shape_text, c, 0, true, false);
        }
    }

    /// Every many-shape form on every ISA and broad-phase path against the reference forms.
    template <class View, class Shape>
    void compare_sets(const View& view, const hitmask::shape_set<Shape>& set, const columns& c, const char* shape_text)
    {
        cases_ += view.size * set.size();
        std::vector<hitmask::hit_pair> expected, got;
        std::vector<std::int32_t> ref_first(view.size), first(view.size);
        std::vector<std::uint32_t> ref_counts(set.size()), counts(set.size());
        hitmask::bitmask ref_any(view.size), any(view.size);
        hitmask::reference::pairs(view, set, expected);
        hitmask::reference::first_hit(view, set, ref_first.data(), ref_first.size());
        hitmask::reference::count_per_shape(view, set, ref_counts.data(), ref_counts.size());
        hitmask::reference::test_any(view, set, ref_any);
        hitmask::workspace ws;
        for (hitmask::isa target : hitmask::available_isas()) {
            hitmask::force_isa(target);
            for (hitmask::broad_phase path : {hitmask::broad_phase::brute_force, hitmask::broad_phase::grid}) {
                ws.force(path);
                hitmask::pairs(view, set, got, ws);
                hitmask::first_hit(view, set, first.data(), first.size(), ws);
                hitmask::count_per_shape(view, set, counts.data(), counts.size(), ws);
                hitmask::test_any(view, set, any, ws);
                const char* what = path == hitmask::broad_phase::grid ? "set (grid)" : "set (brute force)";
                if (!(got == expected)) return fail(what, shape_text, c, first_difference(got, expected), true, false);
                if (first != ref_first || counts != ref_counts || !(any == ref_any))
                    return fail(what, shape_text, c, 0, true, false);
            }
        }
    }

    /// A sweep (every element's bit and fraction, and a range) on every ISA against the
    /// reference, fractions compared bit for bit; the reference's fractions in [0, 1] or +inf,
    /// with its bits set exactly where they are finite.
    template <class View, class Shape>
    void compare_sweep(const View& view, const Shape& shape, const columns& c, const char* shape_text)
    {
        cases_ += view.size;
        hitmask::bitmask expected(view.size), got(view.size + 70);
        std::vector<float> want(view.size), have(view.size + 1);
        const std::size_t hits = hitmask::reference::sweep(view, shape, expected, want.data());
        for (std::size_t i = 0; i < view.size; ++i)
            if (expected.test(i) != (want[i] < hitmask_test::inf) || !((want[i] >= 0.f && want[i] <= 1.f) || want[i] == hitmask_test::inf))
                return fail("sweep bit vs fraction", shape_text, c, i, expected.test(i), false);
        const std::size_t end = view.size < 64 ? view.size : 64;
        for (hitmask::isa target : hitmask::available_isas()) {
            hitmask::force_isa(target);
            have[view.size] = -1.f;
            if (hitmask::sweep(view, shape, got, have.data()) != hits || have[view.size] != -1.f)
                return fail("sweep count", shape_text, c, 0, false, false);
            for (std::size_t i = 0; i < view.size; ++i)
                if (got.test(i) != expected.test(i) || std::memcmp(&have[i], &want[i], sizeof(float)) != 0)
                    return fail("sweep", shape_text, c, i, expected.test(i), got.test(i));
            for (std::size_t i = view.size; i < got.size(); ++i)
                if (got.test(i)) return fail("sweep bits past the view", shape_text, c, 0, false, true);
            hitmask::bitmask part(view.size);
            hitmask::sweep_range(view, shape, part, have.data(), 0, end);
            for (std::size_t i = 0; i < end; ++i)
                if (part.test(i) != expected.test(i) || std::memcmp(&have[i], &want[i], sizeof(float)) != 0)
                    return fail("sweep_range", shape_text, c, i, expected.test(i), part.test(i));
        }
    }

    /// sweep_first on every ISA and both broad-phase paths against a loop of reference::sweep
    /// over the set (the least fraction, the lowest shape index on ties), and reference::sweep_first.
    template <class View, class Shape>
    void compare_sweep_first(const View& view, const hitmask::shape_set<Shape>& set, const columns& c,
                             const char* shape_text)
    {
        cases_ += view.size * set.size();
        std::vector<std::uint32_t> want_i(view.size, hitmask::no_shape), idx(view.size + 1);
        std::vector<float> want_f(view.size, hitmask_test::inf), f(view.size + 1);
        hitmask::bitmask hits(view.size);
        for (std::size_t j = 0; j < set.size(); ++j) {
            hitmask::reference::sweep(view, set[j], hits, f.data());
            for (std::size_t i = 0; i < view.size; ++i)
                if (f[i] < want_f[i]) {
                    want_f[i] = f[i];
                    want_i[i] = static_cast<std::uint32_t>(j);
                }
        }
        const auto differs = [&]() -> std::size_t {
            for (std::size_t i = 0; i < view.size; ++i)
                if (idx[i] != want_i[i] || std::memcmp(&f[i], &want_f[i], sizeof(float)) != 0) return i;
            return view.size;
        };
        hitmask::reference::sweep_first(view, set, idx.data(), f.data());
        if (const std::size_t i = differs(); i < view.size)
            return fail("reference::sweep_first vs the loop", shape_text, c, i, true, false);
        hitmask::workspace ws;
        for (hitmask::isa target : hitmask::available_isas()) {
            hitmask::force_isa(target);
            for (hitmask::broad_phase path : {hitmask::broad_phase::brute_force, hitmask::broad_phase::grid}) {
                ws.force(path);
                idx[view.size] = 7u;
                hitmask::sweep_first(view, set, idx.data(), f.data(), ws);
                if (const std::size_t i = differs(); i < view.size || idx[view.size] != 7u)
                    return fail(path == hitmask::broad_phase::grid ? "sweep_first (grid)" : "sweep_first (brute force)",
                                shape_text, c, i < view.size ? i : 0, true, false);
            }
        }
    }

private:
    static std::size_t first_difference(const std::vector<hitmask::hit_pair>& a, const std::vector<hitmask::hit_pair>& b)
    {
        std::size_t i = 0;
        while (i < a.size() && i < b.size() && a[i] == b[i])
            ++i;
        return i < a.size() ? a[i].element : i < b.size() ? b[i].element : 0;
    }

    void fail(const char* what, const char* shape, const columns& c, std::size_t i, bool expected, bool got)
    {
        char text[512];
        std::snprintf(
            text, sizeof text, "MISMATCH %s vs %s on %s: element %zu of %zu = (%a, %a, %a, %a) reference=%d kernel=%d",
            what, shape, hitmask::to_string(hitmask::active_isa()), i, c.n,
            c.n ? static_cast<double>(c.col[0][i]) : 0.0, c.n ? static_cast<double>(c.col[1][i]) : 0.0,
            c.n ? static_cast<double>(c.col[2][i]) : 0.0, c.n ? static_cast<double>(c.col[3][i]) : 0.0, expected, got);
        on_mismatch_(text);
    }

    OnMismatch on_mismatch_;
    hitmask::isa restore_ = hitmask::active_isa();
    std::size_t cases_ = 0;
    // The cases' own arithmetic (graze radii, anchors) must see IEEE denormals even in a
    // process linked with -ffast-math, which flushes them; the library guards its own work.
    hitmask::detail::ieee_denormals ieee_;
};

/// A refused shape must say why; returns whether the factory accepted.
template <class Result>
bool accepted(const Result& r)
{
    if (!r.ok() && r.error()[0] == '\0') {
        std::fprintf(stderr, "a factory refused without a message\n");
        std::abort();
    }
    return r.ok();
}

} // namespace hitmask_fuzz
