// hitmask: segment factory.
#include <cmath>

#include <hitmask/segment.hpp>

#include "../c_api/internal.hpp"
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

// The C factory (hitmask.h), at global scope where its exported declaration is: the C++
// factory's checks and messages, through the C API's fence.
extern "C" hm_status hm_segment(hm_vec2 a, hm_vec2 b, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_SEGMENT>("hm_segment", out,
                                              [&] { return segment::try_make(capi::v2(a), capi::v2(b)); });
}
