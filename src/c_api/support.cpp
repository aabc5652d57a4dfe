// hitmask C API: hm_form_is_supported and hm_is_supported, answered by the registry's lists
// (include/hitmask/detail/registry.hpp) alone: a pair is supported when its list names it, the
// same lists the queries dispatch on, so the answer cannot drift from what the queries do
// (tests/c_api/c_api_support_test.c calls every form on every pair to check it).
#include "views.hpp"

namespace hitmask {
namespace capi {
namespace {

/// Whether List holds the pair (view_kind, shape_kind). Without Only, the pairs' partners are
/// hm_shapes (their registry kinds); with Only, only the pairs whose partner is Only count, and
/// the partner is no hm_shape (rays; the points of the nearest queries, where a 2D point is a
/// vec2 like HM_SHAPE_POINT's), so the kind asked about is HM_SHAPE_NONE.
template <class List, class Only = void>
bool listed(std::uint32_t view, std::uint32_t shape) noexcept
{
    bool found = false;
    detail::for_each_type(List{}, [&](auto tag, std::size_t) {
        using Pair = typename decltype(tag)::type;
        if constexpr (std::is_void_v<Only>)
            found = found || (view_kind<typename Pair::view>() == view && kind_of<typename Pair::shape>() == shape);
        else if constexpr (std::is_same_v<typename Pair::shape, Only>)
            found = found || (view_kind<typename Pair::view>() == view && shape == HM_SHAPE_NONE);
    });
    return found;
}

} // namespace
} // namespace capi
} // namespace hitmask

using namespace hitmask;

extern "C" {

int hm_form_is_supported(uint32_t form, uint32_t view_kind, uint32_t shape_kind)
{
    using capi::listed;
    switch (form) {
    case HM_FORM_TEST: return listed<detail::shape_queries>(view_kind, shape_kind);
    case HM_FORM_HIT_GRAZE: return listed<detail::hit_graze_queries>(view_kind, shape_kind);
    case HM_FORM_SET: return listed<detail::set_queries>(view_kind, shape_kind);
    case HM_FORM_SWEEP: return listed<detail::sweep_queries>(view_kind, shape_kind);
    case HM_FORM_SWEEP_FIRST: return listed<detail::sweep_set_queries>(view_kind, shape_kind);
    case HM_FORM_RAYCAST: return listed<detail::ray_queries, ray>(view_kind, shape_kind);
    case HM_FORM_RAYCAST3: return listed<detail::ray_queries, ray3>(view_kind, shape_kind);
    case HM_FORM_NEAREST: return listed<detail::nearest_queries, vec2>(view_kind, shape_kind);
    case HM_FORM_NEAREST3: return listed<detail::nearest_queries, vec3>(view_kind, shape_kind);
    default: break;
    }
    return 0; // not a form
}

int hm_is_supported(uint32_t view_kind, uint32_t shape_kind)
{
    return hm_form_is_supported(HM_FORM_TEST, view_kind, shape_kind);
}

} // extern "C"
