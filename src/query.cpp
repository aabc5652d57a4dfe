// hitmask: every query's checks and its call into the kernel table, once for all pairs of the
// registry. Compiled in the library, so the checks hold whatever flags the caller uses.
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstring>

#include "float_environment.hpp"
#include "query_checks.hpp"

namespace hitmask {
namespace detail {

void refuse(query_error& error, const char* format, ...) noexcept
{
    va_list args;
    va_start(args, format);
    // the analyzer loses track of va_start through the callers' `return refuse(...)`
    std::vsnprintf(error.text, sizeof error.text, format, args); // NOLINT(clang-analyzer-valist.Uninitialized)
    va_end(args);
    error.set = true;
}

namespace {

bool column_ok(const float* p, std::size_t n, const char* query, const char* field, query_error& error) noexcept
{
    if (n > 0 && p == nullptr) refuse(error, "%s: %s is null but the view's size is %zu", query, field, n);
    return !error.set;
}

} // namespace

bool view_args(const points_view& v, const char* query, query_args& q, query_error& error) noexcept
{
    q = {{v.x, v.y, nullptr, nullptr}, v.size, query_mode::mask, nullptr, nullptr, 0};
    return column_ok(v.x, v.size, query, "points.x", error) && column_ok(v.y, v.size, query, "points.y", error);
}
bool view_args(const circles_view& v, const char* query, query_args& q, query_error& error) noexcept
{
    q = {{v.x, v.y, v.r, nullptr}, v.size, query_mode::mask, nullptr, nullptr, 0};
    return column_ok(v.x, v.size, query, "circles.x", error) && column_ok(v.y, v.size, query, "circles.y", error) &&
           column_ok(v.r, v.size, query, "circles.r", error);
}
bool view_args(const segments_view& v, const char* query, query_args& q, query_error& error) noexcept
{
    q = {{v.x0, v.y0, v.x1, v.y1}, v.size, query_mode::mask, nullptr, nullptr, 0};
    return column_ok(v.x0, v.size, query, "segments.x0", error) &&
           column_ok(v.y0, v.size, query, "segments.y0", error) &&
           column_ok(v.x1, v.size, query, "segments.x1", error) && column_ok(v.y1, v.size, query, "segments.y1", error);
}

bool view_args(const obbs_view& v, const char* query, query_args& q, query_error& error) noexcept
{
    q = {{v.cx, v.cy, v.ux, v.uy, v.hx, v.hy}, v.size, query_mode::mask, nullptr, nullptr, 0};
    return column_ok(v.cx, v.size, query, "obbs.cx", error) && column_ok(v.cy, v.size, query, "obbs.cy", error) &&
           column_ok(v.ux, v.size, query, "obbs.ux", error) && column_ok(v.uy, v.size, query, "obbs.uy", error) &&
           column_ok(v.hx, v.size, query, "obbs.hx", error) && column_ok(v.hy, v.size, query, "obbs.hy", error);
}
bool view_args(const ellipses_view& v, const char* query, query_args& q, query_error& error) noexcept
{
    q = {{v.cx, v.cy, v.ux, v.uy, v.rx, v.ry}, v.size, query_mode::mask, nullptr, nullptr, 0};
    return column_ok(v.cx, v.size, query, "ellipses.cx", error) &&
           column_ok(v.cy, v.size, query, "ellipses.cy", error) &&
           column_ok(v.ux, v.size, query, "ellipses.ux", error) &&
           column_ok(v.uy, v.size, query, "ellipses.uy", error) &&
           column_ok(v.rx, v.size, query, "ellipses.rx", error) && column_ok(v.ry, v.size, query, "ellipses.ry", error);
}
bool view_args(const capsules_view& v, const char* query, query_args& q, query_error& error) noexcept
{
    q = {{v.x0, v.y0, v.x1, v.y1, v.r}, v.size, query_mode::mask, nullptr, nullptr, 0};
    return column_ok(v.x0, v.size, query, "capsules.x0", error) &&
           column_ok(v.y0, v.size, query, "capsules.y0", error) &&
           column_ok(v.x1, v.size, query, "capsules.x1", error) &&
           column_ok(v.y1, v.size, query, "capsules.y1", error) && column_ok(v.r, v.size, query, "capsules.r", error);
}

namespace {

/// Shapes are valid by construction (their factories check them); a point is checked here.
template <class Params>
bool shape_ok(const Params&, const char*, query_error&) noexcept
{
    return true;
}
bool shape_ok(const point_params& p, const char* query, query_error& error) noexcept
{
    if (!std::isfinite(p.x) || !std::isfinite(p.y))
        refuse(error, "%s: point must be finite, got (%g, %g)", query, static_cast<double>(p.x),
               static_cast<double>(p.y));
    return !error.set;
}

} // namespace

bool mask_ok(std::size_t n, const bitmask& out, const char* query, const char* name, query_error& error) noexcept
{
    if (out.size() < n)
        refuse(error, "%s: the %s bitmask holds %zu bits but the view's size is %zu", query, name, out.size(), n);
    return !error.set;
}

namespace {

/// Clears the words of `out` past the view's own words, so bits past its size are 0.
void clear_tail_words(std::size_t n, bitmask& out) noexcept
{
    const std::size_t used = (n + 63) / 64;
    if (out.word_count() > used) std::memset(out.words() + used, 0, (out.word_count() - used) * sizeof(std::uint64_t));
}

} // namespace

const kernel_table& table_of(bool reference) noexcept
{
    return reference ? reference_table : active_table();
}

namespace {

template <class View, class Params>
std::size_t checked_query(const View& view, const Params& p, const query_request& r, query_error& error,
                          one_mask_entry<Params> kernel_table::*entry) noexcept
{
    const ieee_denormals ieee;
    query_args q;
    if (!view_args(view, r.name, q, error) || !shape_ok(p, r.name, error)) return 0;
    q.mode = r.mode;
    if (r.mode == query_mode::mask) {
        if (!mask_ok(q.n, *r.out, r.name, "result", error)) return 0;
        q.words = r.out->words();
    } else if (r.mode == query_mode::indices) {
        if (r.indices == nullptr && r.capacity > 0) {
            refuse(error, "%s: out is null but capacity is %zu", r.name, r.capacity);
            return 0;
        }
        if (q.n > std::size_t{0xFFFFFFFFu} + 1) {
            refuse(error, "%s: the view's size %zu does not fit 32-bit indices", r.name, q.n);
            return 0;
        }
        q.indices = r.indices;
        q.capacity = r.capacity;
    }
    const std::size_t hits = (table_of(r.reference).*entry)(q, p);
    if (r.mode == query_mode::mask) clear_tail_words(q.n, *r.out);
    if (r.mode == query_mode::indices && hits > r.capacity)
        refuse(error, "%s: capacity %zu is too small for the %zu hits", r.name, r.capacity, hits);
    return hits;
}

template <class View>
void checked_hit_graze(const View& view, vec2 center, float hit_radius, float graze_radius, bitmask& hit,
                       bitmask& graze, const char* name, bool reference, query_error& error,
                       two_mask_entry<circle_params> kernel_table::*entry) noexcept
{
    const ieee_denormals ieee;
    query_args q;
    if (!view_args(view, name, q, error)) return;
    if (!std::isfinite(center.x) || !std::isfinite(center.y))
        return refuse(error, "%s: center must be finite, got (%g, %g)", name, static_cast<double>(center.x),
                      static_cast<double>(center.y));
    // radii whose squares overflow would let points at infinity hit (inf <= inf)
    if (!(hit_radius >= 0.f) || !(hit_radius <= 1.8e19f))
        return refuse(error, "%s: hit_radius must be >= 0 and <= 1.8e19, got %g", name,
                      static_cast<double>(hit_radius));
    if (!(graze_radius >= hit_radius) || !(graze_radius <= 1.8e19f))
        return refuse(error, "%s: graze_radius must be >= hit_radius (%g) and <= 1.8e19, got %g", name,
                      static_cast<double>(hit_radius), static_cast<double>(graze_radius));
    if (!mask_ok(q.n, hit, name, "hit", error) || !mask_ok(q.n, graze, name, "graze", error)) return;
    if (&hit == &graze) return refuse(error, "%s: hit and graze must be different bitmasks", name);
    // the two circles of the ring, exactly as circle::make builds them
    const circle_params hit_circle{center.x, center.y, hit_radius, hit_radius * hit_radius};
    const circle_params graze_circle{center.x, center.y, graze_radius, graze_radius * graze_radius};
    const two_mask_args two{{q.col[0], q.col[1], q.col[2], q.col[3], q.col[4], q.col[5]}, q.n, hit.words(),
                            graze.words()};
    (table_of(reference).*entry)(two, hit_circle, graze_circle);
    clear_tail_words(q.n, hit);
    clear_tail_words(q.n, graze);
}

} // namespace

#define HITMASK_DEFINE_QUERY(view, shape)                                                                              \
    std::size_t query(const view##_view& v, const shape##_params& p, const query_request& r,                         \
                      query_error& error) noexcept                                                                     \
    {                                                                                                                  \
        return checked_query(v, p, r, error, &kernel_table::view##_##shape);                                          \
    }
HITMASK_SHAPE_QUERIES(HITMASK_DEFINE_QUERY)
#undef HITMASK_DEFINE_QUERY

#define HITMASK_DEFINE_HIT_GRAZE(view, shape)                                                                          \
    void hit_graze(const view##_view& v, vec2 center, float hit_radius, float graze_radius, bitmask& hit,            \
                   bitmask& graze, const char* name, bool reference, query_error& error) noexcept                      \
    {                                                                                                                  \
        checked_hit_graze(v, center, hit_radius, graze_radius, hit, graze, name, reference, error,                     \
                          &kernel_table::view##_##shape##_two);                                                        \
    }
HITMASK_TWO_SHAPE_QUERIES(HITMASK_DEFINE_HIT_GRAZE)
#undef HITMASK_DEFINE_HIT_GRAZE

} // namespace detail
} // namespace hitmask
