// hitmask: axis-aligned rectangle factory.
#include <hitmask/aabb.hpp>

#include "validate.hpp"

namespace hitmask {

result<aabb> aabb::try_make(vec2 min, vec2 max) noexcept
{
    detail::validator check("aabb");
    check.finite("min.x", "min.y", min);
    check.finite("max.x", "max.y", max);
    check.ordered("min.x", min.x, "max.x", max.x);
    check.ordered("min.y", min.y, "max.y", max.y);
    aabb b;
    b.p_ = {min.x, min.y, max.x, max.y};
    return check.finish(b);
}

} // namespace hitmask
