// hitmask internal: the many-shape forms' path for array-of-structs views (strided_sets.cpp).
#pragma once

#include <hitmask/shape_set.hpp>

namespace hitmask {
namespace detail {

/// A strided view's checks, then its fields copied into the workspace's SoA columns, then
/// query_set over its SoA twin.
std::size_t query_strided_set(const view_ref& v, std::size_t pair, const void* set, const set_request& r,
                              query_error& error);

} // namespace detail
} // namespace hitmask
