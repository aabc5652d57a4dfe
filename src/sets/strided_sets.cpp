// hitmask: the many-shape forms over strided views (arrays of structs). The set drivers read SoA
// columns: brute force runs every shape's kernel over L1 tiles of them, and the grid bins their
// elements by cell. So a strided view's fields are first copied, once per query, into SoA
// columns kept in the workspace (they only grow: a warm frame allocates nothing), and the SoA
// form runs over those. The copy reads each struct once and every shape reads the compact
// columns, where a kernel run over the structs per shape would read every struct's lines once
// per shape. Measured (bench/strided_bench.cpp, test_any against 16 circles, 32-byte structs):
// the copy adds 0.45 ns per element at 4,096 elements and 1.4 ns at 1 M (memory-bound), to a
// SoA form's 1.3 ns. Results are those of the same elements as a SoA view, and the reference
// forms take the same path over the scalar reference.
#include <utility>

#include "../queries/query_checks.hpp"
#include "strided_sets.hpp"
#include "workspace_state.hpp"

namespace hitmask {
namespace detail {
namespace {

/// The fields of q's n elements into the first `Columns` SoA columns, in one pass over the
/// structs (a pass per field read a 32 MB struct array twice at 1 M elements).
template <std::size_t Columns>
void unstride(const query_args& q, std::vector<float> (&columns)[4])
{
    const std::size_t step = q.stride / sizeof(float);
    float* out[Columns];
    for (std::size_t c = 0; c < Columns; ++c) {
        columns[c].resize(q.n);
        out[c] = columns[c].data();
    }
    for (std::size_t i = 0; i < q.n; ++i)
        for (std::size_t c = 0; c < Columns; ++c)
            out[c][i] = q.col[c][i * step];
}

/// The strided view's checks (stride, nulls), then its fields as the workspace's SoA columns:
/// `Columns` of them in q.col's order. False with the error set when the view is refused.
template <std::size_t Columns>
bool unstrided_columns(const query_args& q, const set_request& r, query_error& error, workspace::impl& ws)
{
    // refused before a copy of what the 32-bit indices of these forms could not name anyway
    const bool indexed = r.form == set_form::pairs || r.form == set_form::first_hit;
    if (indexed && std::uint64_t{q.n} > std::uint64_t{0xFFFFFFFFu}) {
        refuse(error, "%s: the view's size %zu does not fit 32-bit indices", r.name, q.n);
        return false;
    }
    unstride<Columns>(q, ws.unstrided);
    return true;
}

workspace::impl& scratch_of(const set_request& r)
{
    return (r.scratch != nullptr ? *r.scratch : thread_workspace()).state();
}

} // namespace

std::size_t query_strided_set(const view_ref& v, std::size_t pair, const void* set, const set_request& r,
                              query_error& error)
{
    query_args q;
    workspace::impl& ws = scratch_of(r);
    if (!view_args(v, r.name, q, error)) return 0;
    // the SoA twin's kind, and the view's fields copied into the workspace's columns
    view_ref soa{};
    std::size_t columns = 0;
    bool copied = false;
    for_each_type(all_views{}, [&](auto view, std::size_t kind) {
        using View = typename decltype(view)::type;
        if constexpr (is_strided_v<View>) {
            static_assert(column_count_v<View> <= 4, "workspace::impl::unstrided holds four columns");
            if (kind != v.kind) return;
            soa.kind = static_cast<std::uint32_t>(index_in_v<soa_view_t<View>, all_views>);
            columns = column_count_v<View>;
            copied = unstrided_columns<column_count_v<View>>(q, r, error, ws);
        }
    });
    if (!copied) return 0;
    for (std::size_t c = 0; c < columns; ++c) soa.col[c] = ws.unstrided[c].data();
    soa.size = q.n;
    soa.stride = 0;
    return query_set(soa, pair, set, r, error);
}

} // namespace detail
} // namespace hitmask
