// hitmask: every query's checks and its call into the kernel table, once for all pairs of the
// registry. Compiled in the library, so the checks hold whatever flags the caller uses.
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdint>
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

/// A strided view's stride: a multiple of 4 bytes, at least 4, and size * stride must fit.
bool stride_ok(std::size_t stride, std::size_t n, const char* query, const char* view, query_error& error) noexcept
{
    if (stride < sizeof(float) || stride % sizeof(float) != 0)
        refuse(error, "%s: %s.stride must be a multiple of 4 bytes and >= 4, got %zu", query, view, stride);
    else if (n > SIZE_MAX / stride)
        refuse(error, "%s: %s.size %zu times stride %zu overflows", query, view, n, stride);
    return !error.set;
}

} // namespace

bool view_args(const strided_points_view& v, const char* query, query_args& q, query_error& error) noexcept
{
    q = {{v.x, v.y, nullptr, nullptr}, v.size, query_mode::mask, nullptr, nullptr, 0};
    q.stride = v.stride;
    return stride_ok(v.stride, v.size, query, "strided_points", error) &&
           column_ok(v.x, v.size, query, "strided_points.x", error) &&
           column_ok(v.y, v.size, query, "strided_points.y", error);
}
bool view_args(const strided_circles_view& v, const char* query, query_args& q, query_error& error) noexcept
{
    q = {{v.x, v.y, v.r, nullptr}, v.size, query_mode::mask, nullptr, nullptr, 0};
    q.stride = v.stride;
    return stride_ok(v.stride, v.size, query, "strided_circles", error) &&
           column_ok(v.x, v.size, query, "strided_circles.x", error) &&
           column_ok(v.y, v.size, query, "strided_circles.y", error) &&
           column_ok(v.r, v.size, query, "strided_circles.r", error);
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

namespace {

/// A range's bounds: begin on a word boundary, so ranges own whole words of a shared mask;
/// end a word boundary too unless it is the view's end.
bool range_ok(const query_request& r, std::size_t n, query_error& error) noexcept
{
    if (r.begin % 64 != 0)
        refuse(error, "%s: begin must be a multiple of 64, got %zu", r.name, r.begin);
    else if (r.end < r.begin || r.end > n)
        refuse(error, "%s: the range [%zu, %zu) must lie within the view's %zu elements", r.name, r.begin, r.end, n);
    else if (r.end % 64 != 0 && r.end != n)
        refuse(error, "%s: end must be a multiple of 64 or the view's size %zu, got %zu", r.name, n, r.end);
    return !error.set;
}

/// Points q at elements [begin, end) of its view: the columns (and the mask's words) start at
/// `begin`, indices count from it.
void narrow_to_range(query_args& q, std::size_t begin, std::size_t end, std::size_t n) noexcept
{
    if (begin == end || begin == 0) {
        q.n = end - begin;
        return;
    }
    const std::size_t step = q.stride == 0 ? 1 : q.stride / sizeof(float);
    for (const float*& c : q.col)
        if (c != nullptr && begin < n) c += begin * step;
    q.n = end - begin;
    if (q.words != nullptr) q.words += begin / 64;
    q.first_index = begin;
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
    const std::size_t view_size = q.n;
    if (r.ranged && !range_ok(r, q.n, error)) return 0;
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
    if (r.ranged) narrow_to_range(q, r.begin, r.end, view_size);
    const std::size_t hits = (table_of(r.reference).*entry)(q, p);
    if (r.mode == query_mode::mask && !r.ranged) clear_tail_words(q.n, *r.out);
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
                            graze.words(), q.stride};
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

// A strided view runs its SoA twin's kernels (query_args.stride tells the drivers).
#define HITMASK_DEFINE_STRIDED(strided_view, view, shape)                                                              \
    std::size_t query(const strided_view##_view& v, const shape##_params& p, const query_request& r,                 \
                      query_error& error) noexcept                                                                     \
    {                                                                                                                  \
        return checked_query(v, p, r, error, &kernel_table::view##_##shape);                                          \
    }
#define HITMASK_DEFINE_TWIN(view, shape) HITMASK_STRIDED_TWIN_##view(HITMASK_DEFINE_STRIDED, shape)
HITMASK_SHAPE_QUERIES(HITMASK_DEFINE_TWIN)
#undef HITMASK_DEFINE_TWIN
#undef HITMASK_DEFINE_STRIDED

#define HITMASK_DEFINE_HIT_GRAZE(view, shape)                                                                          \
    void hit_graze(const view##_view& v, vec2 center, float hit_radius, float graze_radius, bitmask& hit,            \
                   bitmask& graze, const char* name, bool reference, query_error& error) noexcept                      \
    {                                                                                                                  \
        checked_hit_graze(v, center, hit_radius, graze_radius, hit, graze, name, reference, error,                     \
                          &kernel_table::view##_##shape##_two);                                                        \
    }
HITMASK_TWO_SHAPE_QUERIES(HITMASK_DEFINE_HIT_GRAZE)
#undef HITMASK_DEFINE_HIT_GRAZE

#define HITMASK_DEFINE_HIT_GRAZE_STRIDED(strided_view, view, shape)                                                    \
    void hit_graze(const strided_view##_view& v, vec2 center, float hit_radius, float graze_radius, bitmask& hit,    \
                   bitmask& graze, const char* name, bool reference, query_error& error) noexcept                      \
    {                                                                                                                  \
        checked_hit_graze(v, center, hit_radius, graze_radius, hit, graze, name, reference, error,                     \
                          &kernel_table::view##_##shape##_two);                                                        \
    }
#define HITMASK_DEFINE_HIT_GRAZE_TWIN(view, shape) HITMASK_STRIDED_TWIN_##view(HITMASK_DEFINE_HIT_GRAZE_STRIDED, shape)
HITMASK_TWO_SHAPE_QUERIES(HITMASK_DEFINE_HIT_GRAZE_TWIN)
#undef HITMASK_DEFINE_HIT_GRAZE_TWIN
#undef HITMASK_DEFINE_HIT_GRAZE_STRIDED

} // namespace detail
} // namespace hitmask
