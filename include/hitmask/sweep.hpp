/// @file
/// hitmask: sweeps. When each moving element first touches a shape: every element of a moving
/// view against one shape (sweep), or against a whole shape set (sweep_first, the first shape
/// each meets: sight lines through a level, fast bullets against every wall). The moving views
/// are segments_view (points moving from (x0, y0) to (x1, y1)), capsules_view read as discs of
/// radius r moving the same way, and segments3_view (3D points); the pairs are the registry's
/// detail::sweep_queries and detail::sweep_set_queries. The fraction is the least f in [0, 1]
/// at which the element, moved to p0 + f (p1 - p0), meets the closed shape (0 when it touches
/// at the start), by one float formula per pair (docs/semantics.md, "Sweeps"), the same bits on
/// every ISA and platform. Per-element bad values (NaN or infinite ends, NaN or negative radii)
/// never touch. Every form has a twin in hitmask::reference, the scalar reference that defines it.
#pragma once

#include <cstddef>
#include <cstdint>

#include "query.hpp"
#include "shape_set.hpp"

namespace hitmask {

/// sweep_first()'s shape index for an element that meets no shape.
inline constexpr std::uint32_t no_shape = 0xFFFFFFFFu;

namespace detail {

/// What a sweep asked for.
struct sweep_request {
    const char* name;          ///< the form's name in messages: "sweep", "reference::sweep_range", ...
    bool reference;            ///< run the scalar reference instead of the active ISA
    bitmask* hits;             ///< the hit bits
    float* fractions;          ///< the fractions, or null
    bool ranged = false;       ///< only elements [begin, end) of the view
    std::size_t begin = 0;
    std::size_t end = 0;
};

/// What a sweep_first asked for.
struct sweep_first_request {
    const char* name;
    bool reference;
    std::uint32_t* shape_index; ///< per element: the first shape, or no_shape
    float* fractions;           ///< per element: its fraction, or null
    bool ranged = false;
    std::size_t begin = 0;
    std::size_t end = 0;
    workspace* scratch = nullptr; ///< null: the thread's own
};

/// The library's entry for every sweep: elements of `view` against the shape whose parameters
/// `params` points to, the pair `pair` of sweep_queries. Returns how many touch. Defined in
/// src/queries/sweep.cpp.
HITMASK_API std::size_t sweep_query(const view_ref& view, std::size_t pair, const void* params,
                                    const sweep_request& request, query_error& error) noexcept;

/// The library's entry for every sweep_first: elements of `view` against the set whose
/// set_columns `set` points to, the pair `pair` of sweep_set_queries. Returns how many meet a
/// shape. Defined in src/sets/sweep_first.cpp.
HITMASK_API std::size_t sweep_first_query(const view_ref& view, std::size_t pair, const void* set,
                                          const sweep_first_request& request, query_error& error);

template <class View, class Shape>
std::size_t run_sweep(const View& view, const Shape& shape, const sweep_request& request)
{
    static_assert(has_sweep_v<View, Shape>,
                  "hitmask has no sweep for this view and shape: the supported pairs are listed in "
                  "<hitmask/detail/registry.hpp> (sweep_queries)");
    if constexpr (has_sweep_v<View, Shape>) {
        query_error error;
        const auto& params = params_of(shape);
        const std::size_t n =
            sweep_query(ref_of(view), pair_index_v<View, Shape, sweep_queries>, &params, request, error);
        raise_if_set(error);
        return n;
    } else {
        return 0;
    }
}

template <class View, class Shape>
std::size_t run_sweep_first(const View& view, const shape_set<Shape>& set, const sweep_first_request& request)
{
    static_assert(has_sweep_first_v<View, Shape>,
                  "hitmask has no sweep_first for this view and shape kind: the supported pairs are listed in "
                  "<hitmask/detail/registry.hpp> (sweep_set_queries)");
    if constexpr (has_sweep_first_v<View, Shape>) {
        query_error error;
        const auto columns = set.columns();
        const std::size_t n =
            sweep_first_query(ref_of(view), pair_index_v<View, Shape, sweep_set_queries>, &columns, request, error);
        raise_if_set(error);
        return n;
    } else {
        return 0;
    }
}

template <target T>
struct sweep_form {
    template <class View, class Shape>
    std::size_t operator()(const View& view, const Shape& shape, bitmask& hits, float* fractions) const
    {
        return run_sweep(view, shape,
                         sweep_request{form_name<T>("sweep", "reference::sweep"), T == target::reference, &hits,
                                       fractions});
    }
    template <class View, class Shape>
    std::size_t operator()(const View& view, const Shape& shape, bitmask& hits, float* fractions, std::size_t begin,
                           std::size_t end) const
    {
        return run_sweep(view, shape,
                         sweep_request{form_name<T>("sweep_range", "reference::sweep_range"), T == target::reference,
                                       &hits, fractions, true, begin, end});
    }
};

template <target T>
struct sweep_first_form {
    template <class View, class Shape>
    std::size_t operator()(const View& view, const shape_set<Shape>& set, std::uint32_t* shape_index,
                           float* fractions, workspace* scratch) const
    {
        sweep_first_request r{form_name<T>("sweep_first", "reference::sweep_first"), T == target::reference,
                              shape_index, fractions};
        r.scratch = scratch;
        return run_sweep_first(view, set, r);
    }
    template <class View, class Shape>
    std::size_t operator()(const View& view, const shape_set<Shape>& set, std::uint32_t* shape_index,
                           float* fractions, std::size_t begin, std::size_t end, workspace* scratch) const
    {
        sweep_first_request r{form_name<T>("sweep_first_range", "reference::sweep_first_range"),
                              T == target::reference,
                              shape_index,
                              fractions,
                              true,
                              begin,
                              end};
        r.scratch = scratch;
        return run_sweep_first(view, set, r);
    }
};

} // namespace detail

/// Every element of a moving view against one shape: sets bit i of `hits` when element i
/// touches the shape during its motion (clears it otherwise; bits past view.size are cleared)
/// and, unless `fractions` is null, writes fractions[i] in [0, 1], the part of its motion done
/// at first contact (0 when it touches at the start, +inf when it never touches; `fractions`
/// holds view.size floats). Returns how many touch. Where the view has an overlap test against
/// the shape (segments_view against circle and segment, capsules_view against circle), the hit
/// bit is that test's for every element with finite ends (one with a NaN or infinite end never
/// touches here, where the overlap test may count it). Throws std::invalid_argument if `hits` holds fewer than view.size bits or
/// a column is null while view.size > 0.
template <class View, class Shape>
std::size_t sweep(const View& moving, const Shape& shape, bitmask& hits, float* fractions)
{
    return detail::sweep_form<detail::target::active>{}(moving, shape, hits, fractions);
}
/// sweep() over elements [begin, end) of the view only, for job systems: `begin` a multiple of
/// 64, `end` a multiple of 64 or view.size, as test_range(). Writes only words begin/64 ..
/// ceil(end/64) of `hits` and fractions[begin, end).
template <class View, class Shape>
std::size_t sweep_range(const View& moving, const Shape& shape, bitmask& hits, float* fractions, std::size_t begin,
                        std::size_t end)
{
    return detail::sweep_form<detail::target::active>{}(moving, shape, hits, fractions, begin, end);
}

/// Every element's motion against a whole shape set (walls, shields, enemies): shape_index[i],
/// the first shape element i meets (the least fraction; the lowest shape index on ties), and,
/// unless `fractions` is null, fractions[i], its fraction; no_shape and +inf when it meets none.
/// Equal to a loop of sweep() over the set's shapes, on every ISA and broad-phase path (the
/// grid walks each element's path through the cells of the shapes' boxes and stops past its
/// first hit). Both outputs hold view.size entries. Returns how many elements meet a shape.
/// Throws std::invalid_argument for a null shape_index or column while view.size > 0, and for
/// sets of 2^32 - 1 shapes or more.
template <class View, class Shape>
std::size_t sweep_first(const View& moving, const shape_set<Shape>& shapes, std::uint32_t* shape_index,
                        float* fractions)
{
    return detail::sweep_first_form<detail::target::active>{}(moving, shapes, shape_index, fractions, nullptr);
}
/// sweep_first() with the caller's workspace (scratch memory, and the broad phase to force).
template <class View, class Shape>
std::size_t sweep_first(const View& moving, const shape_set<Shape>& shapes, std::uint32_t* shape_index,
                        float* fractions, workspace& scratch)
{
    return detail::sweep_first_form<detail::target::active>{}(moving, shapes, shape_index, fractions, &scratch);
}
/// sweep_first() over elements [begin, end) only (the rules of sweep_range()); writes
/// shape_index[begin, end) and fractions[begin, end).
template <class View, class Shape>
std::size_t sweep_first_range(const View& moving, const shape_set<Shape>& shapes, std::uint32_t* shape_index,
                              float* fractions, std::size_t begin, std::size_t end)
{
    return detail::sweep_first_form<detail::target::active>{}(moving, shapes, shape_index, fractions, begin, end,
                                                              nullptr);
}

namespace reference {

/// hitmask::sweep() on the scalar reference.
template <class View, class Shape>
std::size_t sweep(const View& moving, const Shape& shape, bitmask& hits, float* fractions)
{
    return detail::sweep_form<detail::target::reference>{}(moving, shape, hits, fractions);
}
/// hitmask::sweep_range() on the scalar reference.
template <class View, class Shape>
std::size_t sweep_range(const View& moving, const Shape& shape, bitmask& hits, float* fractions, std::size_t begin,
                        std::size_t end)
{
    return detail::sweep_form<detail::target::reference>{}(moving, shape, hits, fractions, begin, end);
}
/// hitmask::sweep_first() as a loop of reference::sweep() over the set's shapes.
template <class View, class Shape>
std::size_t sweep_first(const View& moving, const shape_set<Shape>& shapes, std::uint32_t* shape_index,
                        float* fractions)
{
    return detail::sweep_first_form<detail::target::reference>{}(moving, shapes, shape_index, fractions, nullptr);
}
/// hitmask::sweep_first_range() on the scalar reference.
template <class View, class Shape>
std::size_t sweep_first_range(const View& moving, const shape_set<Shape>& shapes, std::uint32_t* shape_index,
                              float* fractions, std::size_t begin, std::size_t end)
{
    return detail::sweep_first_form<detail::target::reference>{}(moving, shapes, shape_index, fractions, begin, end,
                                                                 nullptr);
}

} // namespace reference
} // namespace hitmask
