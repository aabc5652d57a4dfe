// hitmask: convex polygon and polygon factories.
#include <hitmask/polygon.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "../c_api/internal.hpp"
#include "validate.hpp"

namespace hitmask {
namespace {

using detail::two_pi;

/// Checks the count and every coordinate; names the first bad vertex.
void check_vertices(detail::validator& check, const vec2* v, std::size_t n) noexcept
{
    if (n < 3) {
        check.fail("needs at least 3 vertices, got %zu", n);
        return;
    }
    if (v == nullptr) {
        check.fail("vertices is null but count is %zu", n);
        return;
    }
    for (std::size_t i = 0; i < n && check.ok(); ++i)
        if (!std::isfinite(v[i].x) || !std::isfinite(v[i].y))
            check.fail("vertex %zu must be finite, got (%.9g, %.9g)", i, static_cast<double>(v[i].x),
                       static_cast<double>(v[i].y));
}

/// Twice the signed area, in double: > 0 for counter-clockwise.
double twice_area(const vec2* v, std::size_t n) noexcept
{
    double a = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const vec2 p = v[i], q = v[(i + 1) % n];
        a += static_cast<double>(p.x) * q.y - static_cast<double>(q.x) * p.y;
    }
    return a;
}

/// Stores the vertices in the given order and each edge as the float difference of its ends.
void store(detail::polygon_storage& s, const vec2* v, std::size_t n, bool reverse)
{
    s.vx.resize(n);
    s.vy.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const vec2 p = v[reverse ? n - 1 - i : i];
        s.vx[i] = p.x;
        s.vy[i] = p.y;
    }
    s.box = {s.vx[0], s.vy[0], s.vx[0], s.vy[0]};
    for (std::size_t i = 1; i < n; ++i) {
        s.box.min_x = std::fmin(s.box.min_x, s.vx[i]);
        s.box.min_y = std::fmin(s.box.min_y, s.vy[i]);
        s.box.max_x = std::fmax(s.box.max_x, s.vx[i]);
        s.box.max_y = std::fmax(s.box.max_y, s.vy[i]);
    }
    s.ex.resize(n);
    s.ey.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t j = (i + 1) % n;
        s.ex[i] = s.vx[j] - s.vx[i];
        s.ey[i] = s.vy[j] - s.vy[i];
    }
}

/// Edge vectors (and, for convex polygons, e × v) must be finite, or the per-point tests would
/// compare infinities and NaN and quietly stop counting an edge.
void check_edges(detail::validator& check, const detail::polygon_storage& s, bool with_c) noexcept
{
    for (std::size_t i = 0; i < s.ex.size() && check.ok(); ++i) {
        const bool finite = std::isfinite(s.ex[i]) && std::isfinite(s.ey[i]) && (!with_c || std::isfinite(s.c[i]));
        if (!finite)
            check.fail("edge %zu from vertex (%.9g, %.9g) overflows float: coordinates too large", i,
                       static_cast<double>(s.vx[i]), static_cast<double>(s.vy[i]));
    }
}

/// Polygons with fewer edges keep no index: the kernels' loop over all edges is as fast.
constexpr std::size_t min_indexed_edges = 16;

/// The band of y in [y0, y1] (polygon_bands): the kernels compute the same float expression.
std::uint32_t band_of(float y, float y0, float scale, std::uint32_t count) noexcept
{
    const float t = (y - y0) * scale;
    if (t < static_cast<float>(count)) return static_cast<std::uint32_t>(t);
    return count - 1;
}

/// Builds the edge index: as many bands as edges (at most 4,096), halved while the copies
/// (edges listed in every band their y range reaches) would exceed 16 per edge plus 1,024, so
/// the index costs at most 36 bytes per copy; none for few edges or a y range too wide or too
/// thin to cut in float.
void index_bands(detail::polygon_storage& s)
{
    const std::size_t n = s.vx.size();
    if (n < min_indexed_edges || n >= (std::size_t{1} << 26)) return; // copies stay below 2^31
    const float y0 = *std::min_element(s.vy.begin(), s.vy.end()), y1 = *std::max_element(s.vy.begin(), s.vy.end());
    const float height = y1 - y0;
    std::uint32_t count = static_cast<std::uint32_t>(std::min<std::size_t>(n, 4096));
    float scale = 0;
    if (std::isfinite(height) && height > 0) {
        const std::size_t budget = 16 * n + 1024;
        for (;;) {
            scale = static_cast<float>(count) / height;
            if (!std::isfinite(scale)) break;
            std::size_t copies = 0;
            for (std::size_t i = 0; i < n; ++i)
                copies += band_of(s.max_y[i], y0, scale, count) - band_of(s.min_y[i], y0, scale, count) + 1;
            if (copies <= budget || count == 1) break;
            count /= 2;
        }
    }
    if (!(std::isfinite(height) && height > 0) || !std::isfinite(scale)) {
        count = 1; // one band: every point in [y0, y1] loops over every edge
        scale = 0;
    }
    std::vector<std::uint32_t>& start = s.band_start;
    start.assign(count + 1, 0);
    for (std::size_t i = 0; i < n; ++i) // count each band's copies, then a prefix sum
        for (std::uint32_t b = band_of(s.min_y[i], y0, scale, count), last = band_of(s.max_y[i], y0, scale, count);
             b <= last; ++b)
            ++start[b + 1];
    for (std::uint32_t b = 0; b < count; ++b)
        start[b + 1] += start[b];
    const std::size_t copies = start[count];
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const std::vector<float>* from[9] = {&s.vx, &s.vy, &s.next_y, &s.ex, &s.ey, &s.min_x, &s.max_x, &s.min_y, &s.max_y};
    for (std::vector<float>& column : s.band_edges)
        column.assign(copies + 32, nan); // a kernel reads whole batches of copies, past a band's end
    std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
    for (std::size_t i = 0; i < n; ++i)
        for (std::uint32_t b = band_of(s.min_y[i], y0, scale, count), last = band_of(s.max_y[i], y0, scale, count);
             b <= last; ++b) {
            const std::uint32_t at = fill[b]++;
            for (std::size_t c = 0; c < 9; ++c)
                s.band_edges[c][at] = (*from[c])[i];
        }
    s.band_y0 = y0;
    s.band_y1 = y1;
    s.band_scale = scale;
}

/// convex_polygon_params' inner disc, around the box's centre c0 (as floats). rho is the least
/// distance from c0 to an edge's line e_i × q = c_i (with the stored e_i and c_i), in double.
/// The margin covers the reference's rounding. Let M be the largest |coordinate| of the box (a
/// centre in the disc is inside the box) and eps = 2^-24. Then:
/// - the inside test fl(e_i × p) >= c_i is off by at most about 3 eps |e_i| 2M;
/// - the side value fl(e_i × (p - v_i)) is off by at most about 3 eps |e_i| 4M;
/// - the exact side value is e_i × p - c_i, give or take c_i's own rounding (eps |e_i| 2M).
/// That is 24 eps M in all, after dividing by |e_i|. A centre further than that inside every
/// line is inside in float and beyond no edge. 64 eps M leaves room. The squared radius is then
/// cut so that float's |p - c0|² below it means the exact distance is below rho - margin.
void store_inner_disc(detail::polygon_storage& s)
{
    const float cx = s.box.min_x + (s.box.max_x - s.box.min_x) * 0.5f;
    const float cy = s.box.min_y + (s.box.max_y - s.box.min_y) * 0.5f;
    double rho = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < s.vx.size(); ++i) {
        const double ex = s.ex[i], ey = s.ey[i];
        const double length = std::sqrt(ex * ex + ey * ey);
        if (length == 0) continue; // a repeated vertex: its inside test always passes
        rho = std::fmin(rho, (ex * cy - ey * cx - static_cast<double>(s.c[i])) / length);
    }
    const double magnitude = std::fmax(std::fmax(std::fabs(s.box.min_x), std::fabs(s.box.max_x)),
                                       std::fmax(std::fabs(s.box.min_y), std::fabs(s.box.max_y)));
    const double reach = rho - 64 * 0x1p-24 * magnitude;
    s.inner_x = cx;
    s.inner_y = cy;
    s.inner_reach2 = 0;
    if (!(reach > 0) || !std::isfinite(reach)) return;
    // float's |p - c0|² is within 5 eps of the exact square: cut 2^-20 off, then round down
    const double bound = reach * reach * (1 - 0x1p-20);
    float inner = static_cast<float>(bound);
    if (static_cast<double>(inner) > bound) inner = std::nextafter(inner, 0.f);
    s.inner_reach2 = std::isfinite(inner) ? inner : 0.f;
}

} // namespace

result<convex_polygon> convex_polygon::try_make(const vec2* vertices, std::size_t vertex_count) noexcept
{
    detail::validator check("convex_polygon");
    check_vertices(check, vertices, vertex_count);
    if (!check.ok()) return check.finish(convex_polygon{});
    const double area = twice_area(vertices, vertex_count);
    if (area == 0.0) {
        check.fail("all %zu vertices lie on one line", vertex_count);
        return check.finish(convex_polygon{});
    }
    // Every turn must go the way of the winding (or straight on), and the turns must add up to
    // one full turn: a pentagram turns one way everywhere but winds twice.
    const double orientation = area > 0 ? 1.0 : -1.0;
    double turning = 0;
    for (std::size_t i = 0; i < vertex_count && check.ok(); ++i) {
        const vec2 prev = vertices[(i + vertex_count - 1) % vertex_count], cur = vertices[i],
                   next = vertices[(i + 1) % vertex_count];
        const double ax = static_cast<double>(cur.x) - prev.x, ay = static_cast<double>(cur.y) - prev.y;
        const double bx = static_cast<double>(next.x) - cur.x, by = static_cast<double>(next.y) - cur.y;
        const double cross = ax * by - ay * bx;
        if (cross * orientation < 0)
            check.fail("vertex %zu (%.9g, %.9g) turns against the winding: the polygon is not convex", i,
                       static_cast<double>(cur.x), static_cast<double>(cur.y));
        if ((ax != 0 || ay != 0) && (bx != 0 || by != 0)) turning += std::atan2(cross, ax * bx + ay * by);
    }
    if (check.ok() && std::fabs(std::fabs(turning) - two_pi) > 1e-6)
        check.fail("the outline winds around %.3g times: the polygon overlaps itself", std::fabs(turning) / two_pi);
    if (!check.ok()) return check.finish(convex_polygon{});
    convex_polygon p;
    store(p.s_, vertices, vertex_count, area < 0); // kept counter-clockwise
    detail::polygon_storage& s = p.s_;
    s.c.resize(vertex_count);
    for (std::size_t i = 0; i < vertex_count; ++i)
        s.c[i] = s.ex[i] * s.vy[i] - s.ey[i] * s.vx[i];
    check_edges(check, s, true);
    if (!check.ok()) return check.finish(convex_polygon{});
    store_inner_disc(s);
    return check.finish(p);
}

result<polygon> polygon::try_make(const vec2* vertices, std::size_t vertex_count, fill_rule rule) noexcept
{
    detail::validator check("polygon");
    check_vertices(check, vertices, vertex_count);
    if (!check.ok()) return check.finish(polygon{});
    polygon p;
    p.rule_ = rule;
    detail::polygon_storage& s = p.s_;
    store(s, vertices, vertex_count, false);
    check_edges(check, s, false);
    if (!check.ok()) return check.finish(polygon{});
    s.next_y.resize(vertex_count);
    s.min_x.resize(vertex_count);
    s.max_x.resize(vertex_count);
    s.min_y.resize(vertex_count);
    s.max_y.resize(vertex_count);
    for (std::size_t i = 0; i < vertex_count; ++i) {
        const std::size_t j = (i + 1) % vertex_count;
        s.next_y[i] = s.vy[j];
        s.min_x[i] = std::fmin(s.vx[i], s.vx[j]);
        s.max_x[i] = std::fmax(s.vx[i], s.vx[j]);
        s.min_y[i] = std::fmin(s.vy[i], s.vy[j]);
        s.max_y[i] = std::fmax(s.vy[i], s.vy[j]);
    }
    index_bands(s);
    return check.finish(p);
}

} // namespace hitmask

// The C factory (hitmask.h), at global scope where its exported declaration is: the C++
// factory's checks and messages, through the C API's fence.
extern "C" hm_status hm_convex_polygon(const hm_vec2* vertices, size_t vertex_count, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_CONVEX_POLYGON>(
        "hm_convex_polygon", out, [&] { return convex_polygon::try_make(capi::vertices_of(vertices), vertex_count); });
}

extern "C" hm_status hm_polygon(const hm_vec2* vertices, size_t vertex_count, hm_fill_rule rule, hm_shape* out)
{
    using namespace hitmask;
    if (rule != HM_EVEN_ODD && rule != HM_NON_ZERO) {
        if (out != nullptr) std::memset(out, 0, sizeof *out);
        return capi::fail(HM_INVALID_ARGUMENT, "hm_polygon: rule must be HM_EVEN_ODD or HM_NON_ZERO, got %d",
                          static_cast<int>(rule));
    }
    const fill_rule r = rule == HM_NON_ZERO ? fill_rule::non_zero : fill_rule::even_odd;
    return capi::make_shape<HM_SHAPE_POLYGON>(
        "hm_polygon", out, [&] { return polygon::try_make(capi::vertices_of(vertices), vertex_count, r); });
}
