/// @file
/// hitmask: many shapes at once. A shape_set holds shapes of one kind; five query forms test a
/// view against all of them in one call, with a broad phase (a uniform grid) that makes large
/// sets cost little more than a few single-shape queries. Every form gives exactly what a loop
/// of single-shape reference tests gives, on every ISA and every broad-phase path.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include "bitmask.hpp"
#include "detail/query_impl.hpp"
#include "query.hpp"
#include "detail/shape_extent.hpp"

namespace hitmask {

namespace detail {
/// A set as the library reads it: per shape its kernel parameters (one record each, since a
/// kernel splats one shape's record at a time), and its box as columns (centre, half extents)
/// that the grid reads for every shape in one pass.
template <class Params>
struct set_columns {
    const Params* params;
    const float* cx;
    const float* cy;
    const float* hx;
    const float* hy;
    std::size_t count;
};
} // namespace detail

/// Shapes of one kind (circle, aabb, sector, capsule, obb), kept as columns of what the
/// queries read: the precomputed kernel parameters and the bounding box's centre and half
/// extents, filled once per push_back. Rebuilding it every frame (clear, push_back) reuses its
/// memory and costs a few ns per shape.
template <class Shape>
class shape_set {
public:
    /// The kernel parameters of one shape (Shape::params()); the layout is internal.
    using params_type = std::decay_t<decltype(std::declval<const Shape&>().params())>;

    shape_set() = default; ///< empty
    /// Room for n shapes in every column without allocating.
    void reserve(std::size_t n)
    {
        params_.reserve(n);
        for (std::vector<float>& column : extent_)
            column.reserve(n);
        if constexpr (has_rotation) rotation_.reserve(n);
    }
    /// Appends a copy of `shape` (already valid: its factory checked it); its index is size() - 1.
    void push_back(const Shape& shape)
    {
        // room in every column first, so a failed allocation leaves them all the same length
        if (params_.size() == capacity()) reserve(params_.size() < 8 ? 8 : 2 * params_.size());
        params_.push_back(shape.p_);
        const detail::shape_extent e = detail::extent_of(shape.p_);
        extent_[0].push_back(e.cx);
        extent_[1].push_back(e.cy);
        extent_[2].push_back(e.hx);
        extent_[3].push_back(e.hy);
        if constexpr (has_rotation) rotation_.push_back(shape.rotation_);
    }
    /// No shapes; the memory stays, so rebuilding the set every frame allocates nothing.
    void clear() noexcept
    {
        params_.clear();
        for (std::vector<float>& column : extent_)
            column.clear();
        if constexpr (has_rotation) rotation_.clear();
    }
    /// How many shapes.
    std::size_t size() const noexcept { return params_.size(); }
    /// Whether size() is 0.
    bool empty() const noexcept { return params_.empty(); }
    /// The shape as it was pushed.
    Shape operator[](std::size_t i) const
    {
        Shape shape;
        shape.p_ = params_[i];
        if constexpr (has_rotation) shape.rotation_ = rotation_[i];
        return shape;
    }
    /// The precomputed kernel parameters, one record per shape.
    const params_type* params() const noexcept { return params_.data(); }
    /// The columns the many-shape queries read (parameters and bounding boxes); internal layout.
    detail::set_columns<params_type> columns() const noexcept
    {
        return {params_.data(), extent_[0].data(), extent_[1].data(), extent_[2].data(), extent_[3].data(), size()};
    }

private:
    /// How many shapes every column holds without allocating.
    std::size_t capacity() const noexcept
    {
        std::size_t least = params_.capacity();
        for (const std::vector<float>& column : extent_)
            least = column.capacity() < least ? column.capacity() : least;
        if constexpr (has_rotation) least = rotation_.capacity() < least ? rotation_.capacity() : least;
        return least;
    }

    static constexpr bool has_rotation = std::is_same_v<Shape, obb>; ///< obb keeps its angle for operator[]
    std::vector<params_type> params_;
    std::vector<float> extent_[4]; ///< box centre x, y, half extents x, y
    std::vector<float> rotation_;
};

/// One hit of a many-vs-many query: element `element` of the view hits shape `shape` of the set.
struct hit_pair {
    std::uint32_t element; ///< the index in the view
    std::uint32_t shape;   ///< the index in the set
    /// The same element and shape.
    friend bool operator==(hit_pair a, hit_pair b) noexcept { return a.element == b.element && a.shape == b.shape; }
};

/// How a many-shape query finds candidate (element, shape) pairs. automatic picks brute force
/// for small sets and the grid for large ones; the results are identical either way.
enum class broad_phase {
    automatic,   ///< brute force below 48 shapes or 1,024 elements, the grid from there on
    brute_force, ///< every element against every shape, a tile of 1,024 elements at a time
    grid         ///< elements binned into a uniform grid, each shape tested against its cells' runs
};

/// Scratch memory for the many-shape queries, reused across calls and frames: a warm frame
/// allocates nothing. One workspace per thread at a time. The forms without a workspace
/// argument use one per thread.
class HITMASK_API workspace {
public:
    workspace();                                     ///< empty; memory comes with the first query
    ~workspace();                                    ///< frees the scratch memory
    workspace(workspace&&) noexcept;                 ///< takes the memory
    workspace& operator=(workspace&&) noexcept;      ///< takes the memory
    workspace(const workspace&) = delete;            ///< scratch is not shared: not copyable
    workspace& operator=(const workspace&) = delete; ///< not copyable

    /// Makes later queries take this path (automatic restores the choice); for tests and
    /// benchmarks.
    void force(broad_phase path) noexcept;
    /// The path force() set (automatic when none).
    broad_phase forced() const noexcept;
    /// The path the last query with this workspace took (brute_force or grid).
    broad_phase last_path() const noexcept;

    struct impl;
    /// The scratch buffers, for the library's own set queries (the type is internal).
    impl& state() noexcept { return *impl_; }

private:
    std::unique_ptr<impl> impl_;
};

namespace detail {

enum class set_form : unsigned char { any, each, first_hit, count_per_shape, pairs };

/// What the caller asked for; the library checks it against the view and the set.
struct set_request {
    set_form form;
    const char* name;
    bool reference;
    bitmask* out;                 ///< any
    bitmask* masks;               ///< each
    std::size_t mask_count;       ///< each
    std::int32_t* first;          ///< first_hit
    std::size_t first_size;       ///< first_hit
    std::uint32_t* counts;        ///< count_per_shape
    std::size_t counts_size;      ///< count_per_shape
    std::vector<hit_pair>* pairs; ///< pairs
    workspace* scratch;           ///< null: the thread's own
};

/// The library's entry for every many-shape form: elements of `view` against the set whose
/// set_columns `set` points to, the pair `pair` of the registry (its index in set_queries,
/// which fixes the parameters' type). Defined in src/sets/set_query.cpp.
HITMASK_API std::size_t query_set(const view_ref& view, std::size_t pair, const void* set, const set_request& request,
                                  query_error& error);

/// Whether the many-shape forms take View against sets of Shape (the registry: set_queries).
template <class View, class Shape>
struct is_set_supported : in_registry<View, Shape, set_queries> {};

template <class View, class Shape>
std::size_t run_set(const View& view, const shape_set<Shape>& set, set_request request)
{
    static_assert(is_set_supported<View, Shape>::value,
                  "hitmask has no many-shape query for this view and shape kind: the supported pairs are listed in "
                  "<hitmask/detail/registry.hpp> (set_queries)");
    if constexpr (is_set_supported<View, Shape>::value) {
        query_error error;
        const auto columns = set.columns();
        const std::size_t result =
            query_set(ref_of(view), pair_index_v<View, Shape, set_queries>, &columns, request, error);
        raise_if_set(error);
        return result;
    } else {
        return 0;
    }
}

/// The calling thread's own workspace, for the forms called without one.
HITMASK_API workspace& thread_workspace();

inline set_request set_request_for(set_form form, const char* name, bool reference, workspace* scratch) noexcept
{
    return {form, name, reference, nullptr, nullptr, 0, nullptr, 0, nullptr, 0, nullptr, scratch};
}

} // namespace detail

namespace detail {

template <target T>
struct test_any_form {
    template <class View, class Shape>
    void operator()(const View& view, const shape_set<Shape>& set, bitmask& out, workspace* scratch = nullptr) const
    {
        set_request r = set_request_for(set_form::any, form_name<T>("test_any", "reference::test_any"),
                                        T == target::reference, scratch);
        r.out = &out;
        run_set(view, set, r);
    }
};

template <target T>
struct test_each_form {
    template <class View, class Shape>
    void operator()(const View& view, const shape_set<Shape>& set, bitmask* masks, std::size_t mask_count,
                    workspace* scratch = nullptr) const
    {
        set_request r = set_request_for(set_form::each, form_name<T>("test_each", "reference::test_each"),
                                        T == target::reference, scratch);
        r.masks = masks;
        r.mask_count = mask_count;
        run_set(view, set, r);
    }
};

template <target T>
struct first_hit_form {
    template <class View, class Shape>
    void operator()(const View& view, const shape_set<Shape>& set, std::int32_t* out, std::size_t out_size,
                    workspace* scratch = nullptr) const
    {
        set_request r = set_request_for(set_form::first_hit, form_name<T>("first_hit", "reference::first_hit"),
                                        T == target::reference, scratch);
        r.first = out;
        r.first_size = out_size;
        run_set(view, set, r);
    }
};

template <target T>
struct count_per_shape_form {
    template <class View, class Shape>
    void operator()(const View& view, const shape_set<Shape>& set, std::uint32_t* counts, std::size_t counts_size,
                    workspace* scratch = nullptr) const
    {
        set_request r =
            set_request_for(set_form::count_per_shape, form_name<T>("count_per_shape", "reference::count_per_shape"),
                            T == target::reference, scratch);
        r.counts = counts;
        r.counts_size = counts_size;
        run_set(view, set, r);
    }
};

template <target T>
struct pairs_form {
    template <class View, class Shape>
    std::size_t operator()(const View& view, const shape_set<Shape>& set, std::vector<hit_pair>& out,
                           workspace* scratch = nullptr) const
    {
        set_request r = set_request_for(set_form::pairs, form_name<T>("pairs", "reference::pairs"),
                                        T == target::reference, scratch);
        r.pairs = &out;
        return run_set(view, set, r);
    }
};

} // namespace detail

// The five forms. View: points_view, or circles_view (a round bullet hits when its disc
// overlaps the shape), for every shape kind whose single-shape query takes that view, and their
// strided twins (arrays of structs: copied once per query into the workspace's SoA scratch,
// then as the SoA view; see src/sets/strided_sets.cpp). Each takes an optional trailing
// workspace& (without one, the calling thread's own). Throws std::invalid_argument (nothing
// written out of bounds) for null columns, outputs too small, more shapes than std::int32_t
// holds, and views larger than 32-bit indices (pairs, first_hit). Each form and its
// hitmask::reference:: twin call one function object template (detail::*_form<target>).

/// Bit i of `out`: element i hits any shape of the set. `out` holds at least view.size bits.
template <class View, class Shape>
void test_any(const View& view, const shape_set<Shape>& set, bitmask& out, workspace& scratch)
{
    detail::test_any_form<detail::target::active>{}(view, set, out, &scratch);
}
/// masks[j] == test(view, set[j]) for every j, in one pass; mask_count >= set.size().
template <class View, class Shape>
void test_each(const View& view, const shape_set<Shape>& set, bitmask* masks, std::size_t mask_count,
               workspace& scratch)
{
    detail::test_each_form<detail::target::active>{}(view, set, masks, mask_count, &scratch);
}
/// out[i]: the lowest index of a shape element i hits, or -1; out_size >= view.size.
template <class View, class Shape>
void first_hit(const View& view, const shape_set<Shape>& set, std::int32_t* out, std::size_t out_size,
               workspace& scratch)
{
    detail::first_hit_form<detail::target::active>{}(view, set, out, out_size, &scratch);
}
/// counts[j]: how many elements hit shape j; counts_size >= set.size().
template <class View, class Shape>
void count_per_shape(const View& view, const shape_set<Shape>& set, std::uint32_t* counts, std::size_t counts_size,
                     workspace& scratch)
{
    detail::count_per_shape_form<detail::target::active>{}(view, set, counts, counts_size, &scratch);
}
/// Clears `out`, then fills it with every (element, shape) that hits, sorted by element then
/// shape; returns how many.
template <class View, class Shape>
std::size_t pairs(const View& view, const shape_set<Shape>& set, std::vector<hit_pair>& out, workspace& scratch)
{
    return detail::pairs_form<detail::target::active>{}(view, set, out, &scratch);
}
/// test_any() with the calling thread's own workspace.
template <class View, class Shape>
void test_any(const View& view, const shape_set<Shape>& set, bitmask& out)
{
    detail::test_any_form<detail::target::active>{}(view, set, out);
}
/// test_each() with the calling thread's own workspace.
template <class View, class Shape>
void test_each(const View& view, const shape_set<Shape>& set, bitmask* masks, std::size_t mask_count)
{
    detail::test_each_form<detail::target::active>{}(view, set, masks, mask_count);
}
/// first_hit() with the calling thread's own workspace.
template <class View, class Shape>
void first_hit(const View& view, const shape_set<Shape>& set, std::int32_t* out, std::size_t out_size)
{
    detail::first_hit_form<detail::target::active>{}(view, set, out, out_size);
}
/// count_per_shape() with the calling thread's own workspace.
template <class View, class Shape>
void count_per_shape(const View& view, const shape_set<Shape>& set, std::uint32_t* counts, std::size_t counts_size)
{
    detail::count_per_shape_form<detail::target::active>{}(view, set, counts, counts_size);
}
/// pairs() with the calling thread's own workspace.
template <class View, class Shape>
std::size_t pairs(const View& view, const shape_set<Shape>& set, std::vector<hit_pair>& out)
{
    return detail::pairs_form<detail::target::active>{}(view, set, out);
}

/// The reference forms: brute force over the single-shape scalar reference.
namespace reference {
/// hitmask::test_any() as a loop of reference::test() over the set's shapes.
template <class View, class Shape>
void test_any(const View& view, const shape_set<Shape>& set, bitmask& out)
{
    detail::test_any_form<detail::target::reference>{}(view, set, out);
}
/// hitmask::test_each() as a loop of reference::test().
template <class View, class Shape>
void test_each(const View& view, const shape_set<Shape>& set, bitmask* masks, std::size_t mask_count)
{
    detail::test_each_form<detail::target::reference>{}(view, set, masks, mask_count);
}
/// hitmask::first_hit() as a loop of reference::test().
template <class View, class Shape>
void first_hit(const View& view, const shape_set<Shape>& set, std::int32_t* out, std::size_t out_size)
{
    detail::first_hit_form<detail::target::reference>{}(view, set, out, out_size);
}
/// hitmask::count_per_shape() as a loop of reference::count().
template <class View, class Shape>
void count_per_shape(const View& view, const shape_set<Shape>& set, std::uint32_t* counts, std::size_t counts_size)
{
    detail::count_per_shape_form<detail::target::reference>{}(view, set, counts, counts_size);
}
/// hitmask::pairs() as a loop of reference::test(), sorted by element then shape.
template <class View, class Shape>
std::size_t pairs(const View& view, const shape_set<Shape>& set, std::vector<hit_pair>& out)
{
    return detail::pairs_form<detail::target::reference>{}(view, set, out);
}
} // namespace reference

} // namespace hitmask
