// hitmask: segment factory.
#include <cmath>

#include <hitmask/segment.hpp>

#include "validate.hpp"

namespace hitmask {

result<segment> segment::try_make(vec2 a, vec2 b) noexcept
{
    detail::validator check("segment");
    check.finite("a.x", "a.y", a);
    check.finite("b.x", "b.y", b);
    segment s;
    s.p_ = {a.x,
            a.y,
            b.x,
            b.y,
            b.x - a.x,
            b.y - a.y,
            a.x < b.x ? a.x : b.x,
            a.y < b.y ? a.y : b.y,
            a.x < b.x ? b.x : a.x,
            a.y < b.y ? b.y : a.y};
    check.require(std::isfinite(s.p_.dx) && std::isfinite(s.p_.dy), "b", "is too far from a (b-a overflows)", b.x);
    return check.finish(s);
}

} // namespace hitmask
