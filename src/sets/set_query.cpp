// hitmask: the many-shape forms. Checks, then one of two drivers over the one-shape kernels of
// the active ISA (or the reference):
// - brute force: the view in tiles of 1,024 elements, every shape's kernel run over each tile
//   while the tile is in L1 (the elements are read from memory once for all shapes);
// - grid: elements binned by cell (a counting sort into scratch columns), each shape's kernel
//   run over the contiguous runs of elements in the cells its bounding box covers; shapes the
//   grid cannot hold (unbounded, or covering most of it) run over the whole view.
// Both hand hits to set_sink, whose outputs do not depend on the order hits arrive in.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>

#include "../queries/float_environment.hpp"
#include "../queries/query_checks.hpp"
#include "set_sink.hpp"
#include "strided_sets.hpp"
#include "workspace_state.hpp"

namespace hitmask {

workspace::workspace() : impl_(new impl) {}
workspace::~workspace() = default;
workspace::workspace(workspace&&) noexcept = default;
workspace& workspace::operator=(workspace&&) noexcept = default;
void workspace::force(broad_phase path) noexcept
{
    impl_->forced = path;
}
broad_phase workspace::forced() const noexcept
{
    return impl_->forced;
}
broad_phase workspace::last_path() const noexcept
{
    return impl_->last;
}

namespace detail {
namespace {

constexpr std::size_t tile_elements = set_tile_blocks * 64;
/// Below this many shapes brute force wins: binning costs a few ns per element, a shape's
/// test ~0.05 ns per element. Measured with game-sized circles (r 4-32 in 1920x1080) on
/// AVX-512: the paths cross at 40-48 shapes for 20,000-100,000 points and at ~64 for 2,000
/// (docs/shape-sets.md: the cost model).
constexpr std::size_t grid_from_shapes = 48;

struct columns {
    const float* col[max_columns];
    std::size_t count; ///< 2 for points, 3 for circles (x, y, r) ... 6 for rotated boxes
};

/// Copies the first `count` column pointers (the rest stay null).
template <class Args>
void copy_columns(Args& a, const float* const* col, std::size_t count) noexcept
{
    for (std::size_t k = 0; k < count; ++k)
        a.col[k] = col[k];
}

/// The largest of f(i) over the n elements (+inf if any is infinite; NaN values are skipped:
/// an element with NaN there never hits). Eight running maxima: one would be a chain of
/// dependent compares, one element per latency.
template <class F>
float largest(std::size_t n, const F& f) noexcept
{
    float m[8] = {};
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8)
        for (std::size_t k = 0; k < 8; ++k) {
            const float v = f(i + k);
            m[k] = v > m[k] ? v : m[k];
        }
    for (; i < n; ++i) {
        const float v = f(i);
        m[0] = v > m[0] ? v : m[0];
    }
    return *std::max_element(m, m + 8);
}

/// How far from (col[0], col[1]) an element of View can be and still hit a shape, the most
/// over the view: the grid pads each shape's box by it (bounds.hpp adds the rounding margin).
/// 0 for points; the radius for circles and spheres. A rotated box (obbs_view) lies within
/// (hx + hy)·(|ux| + |uy|) of its centre along x and y, whichever way u points and however
/// long it is (every predicate of the view holds the box to that: the rectangles' x and y
/// tests to hx·|ux| + hy·|uy|, the rotated boxes' axes to their projections, at most
/// (hx + hy)·|u|). A capsule (capsules_view) lies within max(|x1 - x0|, |y1 - y0|) + r of its
/// first end.
template <class View>
float element_reach(const float* const* col, std::size_t n) noexcept
{
    if constexpr (std::is_same_v<View, obbs_view>) {
        const float *ux = col[2], *uy = col[3], *hx = col[4], *hy = col[5];
        return largest(n, [&](std::size_t i) { return (hx[i] + hy[i]) * (std::fabs(ux[i]) + std::fabs(uy[i])); });
    } else if constexpr (std::is_same_v<View, capsules_view>) {
        const float *x0 = col[0], *y0 = col[1], *x1 = col[2], *y1 = col[3], *r = col[4];
        return largest(n, [&](std::size_t i) {
            return std::max(std::fabs(x1[i] - x0[i]), std::fabs(y1[i] - y0[i])) + r[i];
        });
    } else if constexpr (radius_column<View>() >= 0) {
        const float* r = col[radius_column<View>()];
        return largest(n, [&](std::size_t i) { return r[i]; });
    } else {
        return 0.f;
    }
}

/// Shapes shapes[index[i]] (shapes[i] when index is null), i < count, against every element.
/// test_each's masks are written in place in one call over the whole view; the other forms
/// take the hit words tile by tile, in the workspace, and hand them to the sink.
template <class Params>
void brute_force(const set_kernels<Params>& k, const columns& c, std::size_t n, const Params* shapes,
                 const std::uint32_t* index, std::size_t count, set_sink& sink, workspace::impl& ws)
{
    if (count == 0 || n == 0) return;
    set_tiles_args a{{}, n, index, count, nullptr};
    copy_columns(a, c.col, c.count);
    ws.rows.resize(count);
    const auto shape_of = [&](std::size_t i) { return static_cast<std::uint32_t>(index ? index[i] : i); };
    if (sink.mask_words(0) != nullptr) { // test_each
        for (std::size_t i = 0; i < count; ++i)
            ws.rows[i] = sink.mask_words(shape_of(i));
        a.rows = ws.rows.data();
        k.tiles(a, shapes);
        return;
    }
    constexpr std::size_t tile_words = tile_elements / 64;
    ws.words.resize(std::max(ws.words.size(), count * tile_words));
    for (std::size_t i = 0; i < count; ++i)
        ws.rows[i] = ws.words.data() + i * tile_words;
    a.rows = ws.rows.data();
    for (std::size_t begin = 0; begin < n; begin += tile_elements) {
        a.n = std::min(tile_elements, n - begin);
        for (std::size_t col = 0; col < c.count; ++col)
            a.col[col] = c.col[col] + begin;
        k.tiles(a, shapes);
        for (std::size_t i = 0; i < count; ++i)
            sink.contiguous(begin, shape_of(i), ws.rows[i], (a.n + 63) / 64);
    }
}

/// Scatters the binned elements' columns and indices, cell by cell (cursor: each cell's next
/// slot). The column count is a constant here, so the inner copy is unrolled.
template <std::size_t Columns>
void scatter(const columns& c, std::size_t n, std::uint32_t cells, workspace::impl& ws) noexcept
{
    const std::uint32_t* cell_of = ws.cell_of.data();
    std::uint32_t* cursor = ws.cursor.data();
    std::uint32_t* element_of = ws.element_of.data();
    // the pointers in locals: the stores below could alias them, which would reload them per element
    const float* from[Columns];
    float* to[Columns];
    for (std::size_t col = 0; col < Columns; ++col) {
        from[col] = c.col[col];
        to[col] = ws.binned[col].data();
    }
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t k = cell_of[i];
        if (k >= cells) continue;
        const std::uint32_t at = cursor[k]++;
        element_of[at] = static_cast<std::uint32_t>(i);
        for (std::size_t col = 0; col < Columns; ++col)
            to[col][at] = from[col][i];
    }
}

template <class Params>
void grid(const set_kernels<Params>& k, void (*bin)(const grid_cells_args&) noexcept, const columns& c, std::size_t n,
          const set_columns<Params>& set, float reach, set_sink& sink, workspace::impl& ws)
{
    const Params* shapes = set.params;
    const std::size_t count = set.count;
    // boxes grown by the elements' reach (element_reach), and the region the grid covers: the
    // union of the finite ones
    ws.boxes.resize(count);
    ws.extents.clear();
    box field{std::numeric_limits<float>::max(), std::numeric_limits<float>::max(),
              -std::numeric_limits<float>::max(), -std::numeric_limits<float>::max()};
    for (std::size_t s = 0; s < count; ++s) {
        const box b = padded_box(set.cx[s], set.cy[s], set.hx[s], set.hy[s], reach);
        ws.boxes[s] = b;
        if (!b.finite()) continue;
        field = {std::min(field.x0, b.x0), std::min(field.y0, b.y0), std::max(field.x1, b.x1), std::max(field.y1, b.y1)};
        ws.extents.push_back(std::max(b.x1 - b.x0, b.y1 - b.y0));
    }
    const float width = field.x1 - field.x0, height = field.y1 - field.y0;
    if (ws.extents.empty() || !std::isfinite(width) || !std::isfinite(height)) {
        brute_force(k, c, n, shapes, nullptr, count, sink, ws);
        return;
    }
    // cell size: the median shape's extent, so a shape covers about 2x2 cells; at most ~2
    // cells per element (and 4M cells), at least 1/1024 of the field
    const auto median = ws.extents.begin() + static_cast<std::ptrdiff_t>(ws.extents.size() / 2);
    std::nth_element(ws.extents.begin(), median, ws.extents.end());
    float cell = std::max({*median, std::max(width, height) / 1024.f, 1e-30f});
    const std::size_t max_cells = std::min<std::size_t>(std::max<std::size_t>(4096, 2 * n), std::size_t{1} << 22);
    std::size_t cols = 0, rows = 0;
    for (;;) {
        cols = static_cast<std::size_t>(width / cell) + 1;
        rows = static_cast<std::size_t>(height / cell) + 1;
        if (cols * rows <= max_cells) break;
        cell *= 2;
    }
    const float inv = 1.f / cell;
    const float last_col = static_cast<float>(cols - 1), last_row = static_cast<float>(rows - 1);
    const auto cell_x = [&](float x) { return grid_column((x - field.x0) * inv, last_col); };
    const auto cell_y = [&](float y) { return grid_column((y - field.y0) * inv, last_row); };

    // bin: each element's cell (the ISA's kernel; the spare cell `cells` for elements outside
    // the field, NaN included), counts per cell, prefix sums, scatter the columns and indices
    const std::size_t cells = cols * rows;
    const std::uint32_t spare = static_cast<std::uint32_t>(cells);
    ws.cell_of.resize(n);
    bin({c.col[0], c.col[1], n, field.x0, field.y0, field.x1, field.y1, inv, last_col, last_row,
         static_cast<float>(cols), spare, ws.cell_of.data()});
    const std::uint32_t* cell_of = ws.cell_of.data();
    ws.cell_start.assign(cells + 2, 0);
    for (std::size_t i = 0; i < n; ++i)
        ++ws.cell_start[cell_of[i] + 1];
    for (std::size_t cell_k = 0; cell_k < cells; ++cell_k)
        ws.cell_start[cell_k + 1] += ws.cell_start[cell_k];
    const std::size_t binned = ws.cell_start[cells];
    ws.cursor.assign(ws.cell_start.begin(), ws.cell_start.begin() + static_cast<std::ptrdiff_t>(cells));
    ws.element_of.resize(binned);
    for (std::size_t col = 0; col < c.count; ++col)
        ws.binned[col].resize(binned + 64); // padding: runs are read in whole 64-element blocks
    if (c.count == 6)
        scatter<6>(c, n, spare, ws);
    else if (c.count == 5)
        scatter<5>(c, n, spare, ws);
    else if (c.count == 4)
        scatter<4>(c, n, spare, ws);
    else if (c.count == 3)
        scatter<3>(c, n, spare, ws);
    else
        scatter<2>(c, n, spare, ws);

    // the runs: each gridded shape against the elements of the cells its box covers, row by
    // row; shapes the grid cannot hold, or covering most of it, go to brute force
    ws.brute.clear();
    ws.runs.clear();
    std::size_t words = 0;
    for (std::size_t s = 0; s < count; ++s) {
        const box& b = ws.boxes[s];
        const std::uint32_t id = static_cast<std::uint32_t>(s);
        if (!b.finite()) {
            ws.brute.push_back(id);
            continue;
        }
        const std::size_t x0 = cell_x(b.x0), x1 = cell_x(b.x1), y0 = cell_y(b.y0), y1 = cell_y(b.y1);
        if ((x1 - x0 + 1) * (y1 - y0 + 1) * 2 > cells && cells >= 16) { // most of the grid: not worth the runs
            ws.brute.push_back(id);
            continue;
        }
        for (std::size_t y = y0; y <= y1; ++y) {
            const std::uint32_t first = ws.cell_start[y * cols + x0], end = ws.cell_start[y * cols + x1 + 1];
            if (first == end) continue;
            ws.runs.push_back({id, first, end - first, nullptr});
            words += (end - first + 63) / 64;
        }
    }
    brute_force(k, c, n, shapes, ws.brute.data(), ws.brute.size(), sink, ws);
    if (ws.runs.empty()) return;
    if (!ws.brute.empty()) sink.mixed_order();
    // every run's words in one block of scratch, then one call for all of them
    ws.run_words.resize(std::max(ws.run_words.size(), words));
    std::uint64_t* out = ws.run_words.data();
    for (set_run& r : ws.runs) {
        r.out = out;
        out += (r.count + 63) / 64;
    }
    set_runs_args runs{{}, ws.runs.data(), ws.runs.size()};
    for (std::size_t col = 0; col < c.count; ++col)
        runs.col[col] = ws.binned[col].data();
    k.runs(runs, shapes);
    sink.runs(ws.runs.data(), ws.runs.size(), ws.element_of.data());
}

bool outputs_ok(const set_request& r, std::size_t n, std::size_t count, query_error& error) noexcept
{
    if (count > static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max())) {
        refuse(error, "%s: the set holds %zu shapes, more than std::int32_t indexes", r.name, count);
        return false;
    }
    const bool indexed = r.form == set_form::pairs || r.form == set_form::first_hit;
    if (indexed && std::uint64_t{n} > std::uint64_t{0xFFFFFFFFu}) {
        refuse(error, "%s: the view's size %zu does not fit 32-bit indices", r.name, n);
        return false;
    }
    switch (r.form) {
    case set_form::any:
        return mask_ok(n, *r.out, r.name, "result", error);
    case set_form::each:
        if (r.masks == nullptr && count > 0) {
            refuse(error, "%s: masks is null but the set holds %zu shapes", r.name, count);
            return false;
        }
        if (r.mask_count < count) {
            refuse(error, "%s: mask_count %zu is smaller than the set's %zu shapes", r.name, r.mask_count, count);
            return false;
        }
        for (std::size_t j = 0; j < count; ++j) {
            if (r.masks[j].size() < n) {
                refuse(error, "%s: masks[%zu] holds %zu bits but the view's size is %zu", r.name, j,
                       r.masks[j].size(), n);
                return false;
            }
        }
        return true;
    case set_form::first_hit:
        if (r.first == nullptr && n > 0) {
            refuse(error, "%s: out is null but the view's size is %zu", r.name, n);
            return false;
        }
        if (r.first_size < n) {
            refuse(error, "%s: out_size %zu is smaller than the view's size %zu", r.name, r.first_size, n);
            return false;
        }
        return true;
    case set_form::count_per_shape:
        if (r.counts == nullptr && count > 0) {
            refuse(error, "%s: counts is null but the set holds %zu shapes", r.name, count);
            return false;
        }
        if (r.counts_size < count) {
            refuse(error, "%s: counts_size %zu is smaller than the set's %zu shapes", r.name, r.counts_size, count);
            return false;
        }
        return true;
    case set_form::pairs:
        return true;
    }
    return true;
}

template <class Pair>
std::size_t checked_set_query(const view_ref& view, const void* set_columns_of_pair, const set_request& r,
                              query_error& error)
{
    using Params = typename Pair::params;
    const set_columns<Params>& set = *static_cast<const set_columns<Params>*>(set_columns_of_pair);
    const Params* shapes = set.params;
    const std::size_t count = set.count;
    const ieee_denormals ieee;
    query_args q;
    if (!view_kind_ok(view, index_in_v<typename Pair::view, all_views>, r.name, error) ||
        !view_args(view, r.name, q, error) || !outputs_ok(r, q.n, count, error))
        return 0;
    if (shapes == nullptr && count > 0) {
        refuse(error, "%s: the set's shapes are null but its size is %zu", r.name, count);
        return 0;
    }
    workspace::impl& ws = (r.scratch != nullptr ? *r.scratch : thread_workspace()).state(); // reference forms
    using View = typename Pair::view;
    columns c{{}, column_count_v<View>};
    copy_columns(c, q.col, c.count);
    set_sink sink(r, q.n, count);
    sink.prepare();
    broad_phase path = r.reference ? broad_phase::brute_force : ws.forced;
    if (path == broad_phase::automatic)
        path = count >= grid_from_shapes && q.n >= tile_elements ? broad_phase::grid : broad_phase::brute_force;
    const kernel_table& table = table_of(r.reference);
    const set_kernels<Params>& kernels = kernel_of<Pair, set_queries>(set_table_for(table).sets);
    if (path == broad_phase::grid)
        grid(kernels, table.grid_cells, c, q.n, set, element_reach<View>(c.col, q.n), sink, ws);
    else
        brute_force(kernels, c, q.n, shapes, nullptr, count, sink, ws);
    ws.last = path;
    return sink.finish(ws.pairs, ws.per_element);
}

} // namespace

workspace& thread_workspace()
{
    thread_local workspace ws;
    return ws;
}

namespace {

using checked_set_fn = std::size_t (*)(const view_ref&, const void*, const set_request&, query_error&);
template <class... Pair>
constexpr std::array<checked_set_fn, sizeof...(Pair)> checked_set_queries(type_list<Pair...>) noexcept
{
    return {&checked_set_query<Pair>...};
}
/// checked_set_query of every pair of set_queries, at the pair's index.
constexpr auto set_entries = checked_set_queries(set_queries{});

} // namespace

std::size_t query_set(const view_ref& view, std::size_t pair, const void* set, const set_request& r,
                      query_error& error)
{
    if (pair >= set_entries.size()) {
        refuse(error, "%s: pair %zu is not a many-shape query of this library", r.name, pair);
        return 0;
    }
    // an array-of-structs view is copied into SoA columns first, then runs as its SoA twin
    if (is_strided_kind(view.kind)) return query_strided_set(view, pair, set, r, error);
    return set_entries[pair](view, set, r, error);
}

} // namespace detail
} // namespace hitmask
