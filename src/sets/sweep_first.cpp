// hitmask: sweep_first, every moving element against a whole shape set: the first shape it
// meets and the fraction. Checks, then one of two paths, both equal to a loop of sweep() over
// the set (the lowest shape index on ties):
// - brute force: the view in tiles of 1,024 elements, every shape's sweep lanes run over the
//   tile while it is in L1 (the ISA's sweep_tiles kernel; the reference's for reference::);
// - grid: the shapes' boxes (grown by the largest moving radius and padded, bounds.hpp) binned
//   into a uniform grid; each element walks the cells along its path, strip by strip along its
//   major axis, tests each shape it finds once with the pair's scalar formula (the reference's:
//   a few candidates per element leave SIMD lanes idle), and stops once its first hit lies
//   before the next strip. Shapes the grid cannot hold (unbounded, or covering most cells) are
//   tested for every element. Short paths visit the few cells of their box.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include <hitmask/sweep.hpp>

#include "../queries/float_environment.hpp"
#include "../dispatch/kernel_table.hpp"
#include "../queries/query_checks.hpp"
#include "../reference/reference_driver.hpp"
#include "../reference/sweep.hpp"
#include "workspace_state.hpp"

namespace hitmask {
namespace detail {
namespace {

constexpr float inf = std::numeric_limits<float>::infinity();
constexpr std::size_t tile_elements = 1024;
/// From this many shapes the grid runs (workspace::force overrides); see docs/shape-sets.md.
/// Measured (hitmask_sweep_bench's crossover rows, AVX2, 2026-11-26): grid / brute force is
/// 0.30x at 24 walls, 0.77x at 96 and 0.98x at 128 for 1,000 sight lines across a 1920 x 1080
/// level, and 0.38x at 24, 1.31x at 96 and 1.73x at 128 for 4,096 bullets moving up to 64 px
/// in it: the grid's scalar walk costs about 75 ns per element before its first test, where
/// brute force's SIMD tiles cost about 1.7 ns per element and shape. 96 sits between the two
/// crossings (about 128 and 80).
constexpr std::size_t grid_from_shapes = 96;

/// Where a moving view keeps its path's ends and its radius: the columns of x0, y0, x1, y1
/// (3D: the path seen from above) and of r, or -1.
template <class View>
struct path_columns {
    static constexpr int x0 = 0, y0 = 1, x1 = 2, y1 = 3;
};
template <>
struct path_columns<segments3_view> {
    static constexpr int x0 = 0, y0 = 1, x1 = 3, y1 = 4;
};

/// The largest radius an element can reach with: r >= 0 with r² finite (an element whose r²
/// overflows never touches anything); 0 for points.
template <class View>
float largest_radius(const float* const* col, std::size_t n) noexcept
{
    constexpr int r_col = radius_column<View>();
    if constexpr (r_col < 0) {
        return 0.f;
    } else {
        float m = 0.f;
        for (std::size_t i = 0; i < n; ++i) {
            const float r = col[r_col][i];
            if (r * r < inf && r > m) m = r;
        }
        return m;
    }
}

/// Whether shape s at fraction t beats (best, shape): sweep_tiles_args' rule.
inline bool beats(float t, std::uint32_t s, float best, std::uint32_t shape) noexcept
{
    return t < best || (t == best && t < inf && s < shape);
}

/// Writes a tile's or an element's result out; counts the elements that met a shape.
struct outputs {
    std::uint32_t* shape;
    float* fractions;
    std::size_t met = 0;
    void put(std::size_t i, std::uint32_t s, float t) noexcept
    {
        shape[i] = s;
        if (fractions != nullptr) fractions[i] = t;
        met += s != no_shape ? 1 : 0;
    }
};

/// Brute force: every shape against each tile of elements, through the table's tile kernel.
template <class View, class Params>
void brute_force(void (*kernel)(const sweep_tiles_args&, const Params*) noexcept, const query_args& q,
                 const set_columns<Params>& set, workspace::impl& ws, outputs& out)
{
    ws.sweep_order.resize(set.count);
    for (std::size_t s = 0; s < set.count; ++s)
        ws.sweep_order[s] = static_cast<std::uint32_t>(s);
    // whole blocks: the kernels load a batch of `best` at a time
    ws.sweep_best.resize(tile_elements);
    ws.sweep_shape.resize(tile_elements);
    for (std::size_t begin = 0; begin < q.n; begin += tile_elements) {
        const std::size_t m = std::min(tile_elements, q.n - begin);
        std::fill(ws.sweep_best.begin(), ws.sweep_best.end(), inf);
        std::fill(ws.sweep_shape.begin(), ws.sweep_shape.end(), no_shape);
        sweep_tiles_args a{};
        for (std::size_t c = 0; c < column_count_v<View>; ++c)
            a.col[c] = q.col[c] + begin;
        a.n = m;
        a.shapes = ws.sweep_order.data();
        a.count = set.count;
        a.best = ws.sweep_best.data();
        a.shape = ws.sweep_shape.data();
        if (set.count > 0) kernel(a, set.params);
        for (std::size_t i = 0; i < m; ++i)
            out.put(begin + i, ws.sweep_shape[i], ws.sweep_best[i]);
    }
}

/// Whether two floats have the same bits (-0 is not 0, a NaN is itself).
inline bool same_bits(float a, float b) noexcept
{
    std::uint32_t x, y;
    std::memcpy(&x, &a, sizeof x);
    std::memcpy(&y, &b, sizeof y);
    return x == y;
}

/// Whether the grid kept in sg was built from these shapes' boxes and this reach, bit for bit.
template <class Params>
bool same_boxes(const sweep_grid_state& sg, const set_columns<Params>& set, float reach) noexcept
{
    if (!sg.built || sg.extents.size() != 4 * set.count || !same_bits(sg.reach, reach)) return false;
    const float* e = sg.extents.data();
    for (std::size_t s = 0; s < set.count; ++s, e += 4)
        if (!same_bits(e[0], set.cx[s]) || !same_bits(e[1], set.cy[s]) || !same_bits(e[2], set.hx[s]) ||
            !same_bits(e[3], set.hy[s]))
            return false;
    return true;
}

/// Notes in sg the boxes' inputs it was built from (same_boxes).
template <class Params>
void remember_boxes(const set_columns<Params>& set, float reach, sweep_grid_state& sg)
{
    sg.extents.resize(4 * set.count);
    for (std::size_t s = 0; s < set.count; ++s) {
        float* e = &sg.extents[4 * s];
        e[0] = set.cx[s];
        e[1] = set.cy[s];
        e[2] = set.hx[s];
        e[3] = set.hy[s];
    }
    sg.reach = reach;
    sg.built = true;
}

/// Bins the shapes' boxes (grown by `reach`) into the grid sg; shapes it cannot hold go to
/// sg.brute. sg.holds: false when it holds none (every shape then runs for every element).
template <class Params>
void build_grid(const set_columns<Params>& set, float reach, sweep_grid_state& sg, workspace::impl& ws)
{
    grid& g = sg.g;
    sg.built = false; // until the end: a failed allocation leaves no half-built grid behind
    sg.holds = false;
    sg.boxes.resize(set.count);
    sg.brute.clear();
    float lo[2] = {inf, inf}, hi[2] = {-inf, -inf};
    std::size_t held = 0;
    g.magnitude = 0.f;
    for (std::size_t s = 0; s < set.count; ++s) {
        const box b = padded_box(set.cx[s], set.cy[s], set.hx[s], set.hy[s], reach);
        sg.boxes[s] = b;
        const float m = ((std::fabs(set.cx[s]) + std::fabs(set.cy[s])) + (set.hx[s] + set.hy[s])) + reach;
        g.magnitude = m > g.magnitude || !(m == m) ? m : g.magnitude;
        if (!b.finite()) continue;
        ++held;
        lo[0] = std::min(lo[0], b.x0);
        lo[1] = std::min(lo[1], b.y0);
        hi[0] = std::max(hi[0], b.x1);
        hi[1] = std::max(hi[1], b.y1);
    }
    if (held == 0) {
        for (std::size_t s = 0; s < set.count; ++s)
            sg.brute.push_back(static_cast<std::uint32_t>(s));
        remember_boxes(set, reach, sg);
        return;
    }
    // about one cell per shape, square cells where the bounds allow, at most 256 a side
    const float width = hi[0] - lo[0], height = hi[1] - lo[1];
    const float target = static_cast<float>(std::min<std::size_t>(held, 65536));
    const float aspect = height > 0.f && width > 0.f ? width / height : 1.f;
    const float columns = std::sqrt(target * aspect);
    g.cells[0] = width > 0.f ? static_cast<std::uint32_t>(std::clamp(columns, 1.f, 256.f)) : 1u;
    g.cells[1] = height > 0.f ? static_cast<std::uint32_t>(std::clamp(target / static_cast<float>(g.cells[0]), 1.f, 256.f))
                              : 1u;
    const float extent[2] = {width, height};
    for (int axis = 0; axis < 2; ++axis) {
        g.origin[axis] = lo[axis];
        g.size[axis] = extent[axis] > 0.f ? extent[axis] / static_cast<float>(g.cells[axis]) : 1.f;
        g.inverse[axis] = 1.f / g.size[axis];
    }
    const std::size_t cell_count = std::size_t{g.cells[0]} * g.cells[1];
    const std::size_t too_many = std::max<std::size_t>(16, cell_count / 4);
    sg.cell_start.assign(cell_count + 1, 0);
    // counts, then prefix sums, then the shapes in index order into each cell
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t s = 0; s < set.count; ++s) {
            const box& b = sg.boxes[s];
            if (!b.finite()) {
                if (pass == 0) sg.brute.push_back(static_cast<std::uint32_t>(s));
                continue;
            }
            const std::uint32_t c0 = g.cell(0, b.x0), c1 = g.cell(0, b.x1);
            const std::uint32_t r0 = g.cell(1, b.y0), r1 = g.cell(1, b.y1);
            if (std::size_t{c1 - c0 + 1} * (r1 - r0 + 1) > too_many) {
                if (pass == 0) sg.brute.push_back(static_cast<std::uint32_t>(s));
                continue;
            }
            for (std::uint32_t r = r0; r <= r1; ++r)
                for (std::uint32_t c = c0; c <= c1; ++c) {
                    const std::size_t cell = std::size_t{r} * g.cells[0] + c;
                    if (pass == 0)
                        ++sg.cell_start[cell + 1];
                    else
                        sg.cell_shapes[ws.cursor[cell]++] = static_cast<std::uint32_t>(s);
                }
        }
        if (pass == 0) {
            for (std::size_t c = 0; c < cell_count; ++c)
                sg.cell_start[c + 1] += sg.cell_start[c];
            sg.cell_shapes.resize(sg.cell_start[cell_count]);
            ws.cursor.assign(sg.cell_start.begin(), sg.cell_start.end() - 1);
        }
    }
    sg.holds = true;
    remember_boxes(set, reach, sg);
}

/// The grid for these shapes grown by `reach`: the one the workspace keeps when it was built
/// from the same boxes (a level's walls, frame after frame: 500 walls took a third of the
/// sight lines' time to bin), else a new one. Either is the grid build_grid makes of them.
template <class Params>
const sweep_grid_state& grid_for(const set_columns<Params>& set, float reach, workspace::impl& ws)
{
    sweep_grid_state& sg = ws.sweep_grid;
    if (!same_boxes(sg, set, reach)) build_grid(set, reach, sg, ws);
    if (sg.holds && ws.stamp.size() < set.count) {
        ws.stamp.assign(set.count, 0);
        ws.stamp_now = 0;
    }
    return sg;
}

/// One element's walk through the grid: the cells its path (padded by `pad`) crosses, strip
/// by strip along the major axis in the direction of motion, each shape tested once.
template <class Test>
void walk(const sweep_grid_state& sg, const float p0[2], const float d[2], float pad, float& best, const Test& test)
{
    const grid& g = sg.g;
    const float p1[2] = {p0[0] + d[0], p0[1] + d[1]};
    std::uint32_t lo[2], hi[2];
    for (int axis = 0; axis < 2; ++axis) {
        lo[axis] = g.cell(axis, std::min(p0[axis], p1[axis]) - pad);
        hi[axis] = g.cell(axis, std::max(p0[axis], p1[axis]) + pad);
    }
    const auto visit = [&](std::uint32_t c, std::uint32_t r) {
        const std::size_t cell = std::size_t{r} * g.cells[0] + c;
        for (std::uint32_t k = sg.cell_start[cell]; k < sg.cell_start[cell + 1]; ++k)
            test(sg.cell_shapes[k]);
    };
    const std::size_t box_cells = std::size_t{hi[0] - lo[0] + 1} * (hi[1] - lo[1] + 1);
    const int a = std::fabs(d[0]) >= std::fabs(d[1]) ? 0 : 1, b = 1 - a;
    // few cells, or no direction to walk in (or too little for 1 / d[a] below: grid_path sends
    // motions under 2^-50 to every shape, so this only guards a later caller)
    if (box_cells <= 8 || !(pad < inf) || !(std::fabs(d[a]) >= 0x1p-51f)) {
        for (std::uint32_t r = lo[1]; r <= hi[1]; ++r)
            for (std::uint32_t c = lo[0]; c <= hi[0]; ++c)
                visit(c, r);
        return;
    }
    const bool forward = d[a] > 0.f;
    const std::uint32_t strips = hi[a] - lo[a] + 1;
    // a product for each strip's fractions, not two divisions: off by an ulp more, a far smaller
    // shift of the path than pad covers (|d[a]| is at least 2^-51 here, so 1 / d[a] is finite)
    const float per_unit = 1.f / d[a];
    for (std::uint32_t step = 0; step < strips; ++step) {
        const std::uint32_t k = forward ? lo[a] + step : hi[a] - step;
        // the fractions where the path is within the strip (padded), clamped to the motion
        float t0 = (g.lower(a, k) - pad - p0[a]) * per_unit, t1 = (g.upper(a, k) + pad - p0[a]) * per_unit;
        if (t1 < t0) std::swap(t0, t1);
        t0 = std::max(t0, 0.f);
        t1 = std::min(t1, 1.f);
        if (t0 > t1) continue;
        const float v0 = p0[b] + t0 * d[b], v1 = p0[b] + t1 * d[b];
        const std::uint32_t r0 = std::max(lo[b], g.cell(b, std::min(v0, v1) - pad));
        const std::uint32_t r1 = std::min(hi[b], g.cell(b, std::max(v0, v1) + pad));
        for (std::uint32_t r = r0; r <= r1; ++r)
            if (a == 0)
                visit(k, r);
            else
                visit(r, k);
        // every shape met before the first hit so far lies in a strip already walked
        if (best < inf) {
            const float at = p0[a] + best * d[a];
            if (forward ? at + pad < g.upper(a, k) : at - pad > g.lower(a, k)) return;
        }
    }
}

/// The grid path: the narrow phase is the pair's scalar formula (reference_sweep_fraction).
template <class View, class Params>
void grid_path(const query_args& q, const set_columns<Params>& set, workspace::impl& ws, outputs& out)
{
    using path = path_columns<View>;
    const sweep_grid_state& sg = grid_for(set, largest_radius<View>(q.col, q.n), ws);
    const grid& g = sg.g;
    const bool gridded = sg.holds;
    for (std::size_t i = 0; i < q.n; ++i) {
        float best = inf;
        std::uint32_t first = no_shape;
        const auto test = [&](std::uint32_t s) {
            const float t = call_on_element<column_count_v<View>>(reference_sweep_fraction<View, Params>{set.params[s]},
                                                                  q.col, i, 0);
            if (beats(t, s, best, first)) {
                best = t;
                first = s;
            }
        };
        const float p0[2] = {q.col[path::x0][i], q.col[path::y0][i]};
        const float d[2] = {q.col[path::x1][i] - p0[0], q.col[path::y1][i] - p0[1]};
        // a path with a NaN or infinite end never touches (every formula says so first)
        if (std::fabs(p0[0]) < inf && std::fabs(p0[1]) < inf && std::fabs(d[0]) < inf && std::fabs(d[1]) < inf) {
            for (const std::uint32_t s : sg.brute)
                test(s);
            // The circles' hit bit is their overlap test's, which can claim a hit anywhere once
            // its cross products overflow (offset x motion >= ~1.8e19): such a path, with no
            // box to find it by, is tested against every shape.
            const float motion = std::fabs(d[0]) + std::fabs(d[1]);
            const float span = ((std::fabs(p0[0]) + std::fabs(p0[1])) + g.magnitude) * motion;
            // So is a path moving so little that the formulas' d·d is subnormal or their h²/d·d
            // overflows, which can hit beyond any padded box (path_box::fragile in
            // src/kernels/sweep.hpp; g.magnitude bounds every shape's R plus the largest r).
            const bool fragile = motion > 0.f && (motion < 0x1p-50f || motion < g.magnitude * 0x1p-62f);
            if (gridded && (!(span < 0x1p62f) || fragile)) {
                for (std::uint32_t s = 0; s < set.count; ++s)
                    test(s);
            } else if (gridded) {
                if (++ws.stamp_now == 0) { // wrapped: forget every stamp
                    std::fill(ws.stamp.begin(), ws.stamp.end(), 0);
                    ws.stamp_now = 1;
                }
                const std::uint32_t now = ws.stamp_now;
                std::uint32_t* stamp = ws.stamp.data();
                // the path's positions are off by a few ulps of these magnitudes at most
                const float pad =
                    (std::fabs(p0[0]) + std::fabs(p0[1]) + std::fabs(d[0]) + std::fabs(d[1])) * 0x1p-12f + 0x1p-60f;
                // the box of the path up to the first hit so far (padded): a shape whose box
                // misses it cannot meet the path before that hit, nor tie with it
                float reach_lo[2], reach_hi[2];
                const auto clip_reach = [&] {
                    const float t = best < 1.f ? best : 1.f;
                    for (int axis = 0; axis < 2; ++axis) {
                        const float end = p0[axis] + t * d[axis];
                        reach_lo[axis] = std::min(p0[axis], end) - pad;
                        reach_hi[axis] = std::max(p0[axis], end) + pad;
                    }
                };
                clip_reach();
                walk(sg, p0, d, pad, best, [&](std::uint32_t s) {
                    if (stamp[s] == now) return;
                    stamp[s] = now;
                    const box& b = sg.boxes[s];
                    if (b.x1 < reach_lo[0] || b.x0 > reach_hi[0] || b.y1 < reach_lo[1] || b.y0 > reach_hi[1]) return;
                    const std::uint32_t before = first;
                    test(s);
                    if (first != before) clip_reach();
                });
            }
        }
        out.put(i, first, best);
    }
}

template <class Pair>
std::size_t checked_sweep_first(const view_ref& view, const void* set_ptr, const sweep_first_request& r,
                                query_error& error)
{
    using View = typename Pair::view;
    using Params = typename Pair::params;
    const set_columns<Params>& set = *static_cast<const set_columns<Params>*>(set_ptr);
    const ieee_denormals ieee;
    query_args q;
    if (!view_and_range_ok(view, index_in_v<View, all_views>, r.name, r.ranged, r.begin, r.end, q, error)) return 0;
    const std::size_t n = q.n;
    if (r.shape_index == nullptr && n > 0) {
        refuse(error, "%s: shape_index is null", r.name);
        return 0;
    }
    if (set.count >= no_shape) {
        refuse(error, "%s: the set holds %zu shapes; at most %u fit a shape index", r.name, set.count, no_shape - 1);
        return 0;
    }
    if (r.ranged) narrow_to_range(q, r.begin, r.end);
    outputs out{r.shape_index + q.first_index, r.fractions != nullptr ? r.fractions + q.first_index : nullptr};
    workspace& scratch = r.scratch != nullptr ? *r.scratch : thread_workspace();
    workspace::impl& ws = scratch.state();
    const bool grid_wanted = ws.forced == broad_phase::grid ||
                             (ws.forced == broad_phase::automatic && set.count >= grid_from_shapes);
    if (r.reference || !grid_wanted || set.count == 0) {
        if (!r.reference) ws.last = broad_phase::brute_force;
        brute_force<View>(kernel_of<Pair, sweep_set_queries>(table_of(r.reference).sweep_tiles), q, set, ws, out);
    } else {
        ws.last = broad_phase::grid;
        grid_path<View>(q, set, ws, out);
    }
    return out.met;
}

using checked_fn = std::size_t (*)(const view_ref&, const void*, const sweep_first_request&, query_error&);
template <class... Pair>
constexpr std::array<checked_fn, sizeof...(Pair)> checked_all(type_list<Pair...>) noexcept
{
    return {&checked_sweep_first<Pair>...};
}
/// checked_sweep_first of every pair of sweep_set_queries, at the pair's index.
constexpr auto entries = checked_all(sweep_set_queries{});

} // namespace

std::size_t sweep_first_query(const view_ref& view, std::size_t pair, const void* set,
                              const sweep_first_request& request, query_error& error)
{
    if (pair >= entries.size()) {
        refuse(error, "%s: pair %zu is not a sweep_first of this library", request.name, pair);
        return 0;
    }
    return entries[pair](view, set, request, error);
}

} // namespace detail
} // namespace hitmask
