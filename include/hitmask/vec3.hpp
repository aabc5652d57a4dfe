/// @file
/// hitmask: 3D vector, plane and clip-space convention.
#pragma once

namespace hitmask {

/// A 3D point or vector. hitmask does not care which axis is up; the frustum factories take
/// the up vector from the caller.
struct vec3 {
    float x; ///< the first coordinate
    float y; ///< the second coordinate
    float z; ///< the third coordinate
};

/// A plane as its inward side: p is inside when dot(normal, p) + d >= 0. `normal` need not be
/// unit length (frustum::from_planes normalises it).
struct plane {
    vec3 normal; ///< points into the inside half-space
    float d;     ///< offset: dot(normal, p) + d is the (scaled) signed distance of p
};

/// The depth range of a projection matrix's clip space: OpenGL's -w..w (glm's default) or
/// Direct3D's, Vulkan's and Metal's 0..w (glm with GLM_FORCE_DEPTH_ZERO_TO_ONE).
enum class clip_depth {
    negative_one_to_one, ///< near plane at z = -w (OpenGL)
    zero_to_one          ///< near plane at z = 0 (Direct3D, Vulkan, Metal)
};

} // namespace hitmask
