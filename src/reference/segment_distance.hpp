// hitmask reference: distance to a segment without division, shared by capsules, round
// bullets against capsules and sector edges, and swept bullets against circles.
#pragma once

namespace hitmask {
namespace reference_impl {

/// Whether p is within reach of segment a→b = a+d, with (px, py) = p - a, (qx, qy) = p - b,
/// len2 = d·d, reach2 = reach² and reach2_len2 = reach²·len2. With t = (p-a)·d, p is near when
///   |p-a|² <= reach²  or  |p-b|² <= reach²  or  (0 < t < len2 and ((p-a) × d)² <= reach²·len2)
/// (an end within reach, or the foot of the perpendicular on the segment and within reach):
/// distance(p, segment) <= reach without a division or a sqrt. Written with | and &, not
/// || and &&, so it computes what the kernels compute and costs the same for every input.
inline bool near_segment(float px, float py, float qx, float qy, float dx, float dy, float len2, float reach2,
                         float reach2_len2) noexcept
{
    const float t = px * dx + py * dy;
    const float cross = px * dy - py * dx;
    const bool near_a = px * px + py * py <= reach2;
    const bool near_b = qx * qx + qy * qy <= reach2;
    const bool beside = (t > 0.f) & (t < len2) & (cross * cross <= reach2_len2);
    return near_a | near_b | beside;
}

/// near_segment in 3D: (px, py, pz) = p - a, (qx, qy, qz) = p - b, d = b - a; an end within
/// reach, or 0 < t = (p-a)·d < len2 and |(p-a) × d|² <= reach²·len2.
inline bool near_segment3(float px, float py, float pz, float qx, float qy, float qz, float dx, float dy, float dz,
                          float len2, float reach2, float reach2_len2) noexcept
{
    const float t = px * dx + py * dy + pz * dz;
    const float cx = py * dz - pz * dy;
    const float cy = pz * dx - px * dz;
    const float cz = px * dy - py * dx;
    const bool near_a = px * px + py * py + pz * pz <= reach2;
    const bool near_b = qx * qx + qy * qy + qz * qz <= reach2;
    const bool beside = (t > 0.f) & (t < len2) & (cx * cx + cy * cy + cz * cz <= reach2_len2);
    return near_a | near_b | beside;
}

} // namespace reference_impl
} // namespace hitmask
