// The queries of the demo's frame and 3D scene (target hitmask_frame), written once: the demo
// prints, checks and times them, and hitmask_demo --digest and the web page's ?digest=1 hash
// their results (frame_digest). The page's animated frame runs its own few forms through the
// JavaScript API (web/page.js).
#pragma once

#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "frame.hpp"
#include "scene3d.hpp"

namespace demo {

/// What a query fills: bit masks (a hit mask; for hit + graze also a graze mask; for the view
/// cones one mask per cone), for `pairs` the (element, shape) pairs, and for the lasers' ray
/// casts the first enemy each meets (compared by index and distance bits); for the sweeps the
/// fractions (compared by their bits) and, for sweep_first, the first shape of each element.
struct result {
    std::vector<hitmask::bitmask> masks;
    std::vector<hitmask::hit_pair> pairs;
    std::vector<hitmask::ray_hit> casts;
    std::vector<std::uint32_t> firsts;
    std::vector<float> fractions;
    friend bool operator==(const result& a, const result& b)
    {
        if (!(a.masks == b.masks && a.pairs == b.pairs && a.casts.size() == b.casts.size() && a.firsts == b.firsts &&
              a.fractions.size() == b.fractions.size()))
            return false;
        if (!a.fractions.empty() &&
            std::memcmp(a.fractions.data(), b.fractions.data(), a.fractions.size() * sizeof(float)) != 0)
            return false;
        for (std::size_t i = 0; i < a.casts.size(); ++i)
            if (a.casts[i].index != b.casts[i].index ||
                std::memcmp(&a.casts[i].distance, &b.casts[i].distance, sizeof(float)) != 0)
                return false;
        return true;
    }
};

/// One query: its call on the active ISA and its reference twin.
struct query {
    std::string name;
    std::size_t size;    ///< elements tested
    std::size_t shapes;  ///< shapes each element is tested against
    std::size_t outputs; ///< masks filled
    std::function<void(result&)> test;
    std::function<void(result&)> reference;
    bool grazes = false; ///< masks[1] holds the grazes
    bool round = true;   ///< tests the round bullets (the points view), drawn as dots

    result blank() const { return {std::vector<hitmask::bitmask>(outputs, hitmask::bitmask(size)), {}, {}, {}, {}}; }
};

/// The frame's queries, in the order the demo prints them, and where the groups start.
struct frame_queries {
    std::vector<query> list;
    std::size_t cones; ///< the enemies' view cones (test_each): one mask per cone
    std::size_t kunai; ///< then rice and the bent laser: the player against oriented bullets
    std::size_t shots; ///< the player's shots against the enemies (pairs)
    std::size_t beams; ///< the two lasers' rays against the enemies (raycast_closest)
    std::size_t fast;  ///< the fast bullets' first motion against the walls (sweep_first), then the rock (sweep)
    std::size_t sight; ///< the enemies' sight lines to the player against the walls (sweep_first)
};

/// The bullet-hell frame's queries. They refer to `f`, which must outlive them; the
/// many-shape queries share `ws`, as a game keeps one workspace.
frame_queries make_frame_queries(const frame& f, std::shared_ptr<hitmask::workspace> ws);

/// One query of the 3D scene: one mask.
struct query3d {
    std::string name;
    bool spheres; ///< tests the spheres (else the points)
    bool camera;  ///< the frustum (else a guard's cone)
    std::function<void(hitmask::bitmask&)> test, reference;
};

/// Each guard's cone and the camera against the scene's points and spheres.
std::vector<query3d> make_scene3d_queries(const scene3d& s);

/// The points and spheres of the demo's 3D scene.
constexpr std::size_t scene3d_points = 2000, scene3d_spheres = 500;

/// A 64-bit hash (FNV-1a over the bytes in a fixed order, little-endian) of every result of the
/// frame of `bullets` and `seed`, of digest_loop_frames frames of its loop (loop.hpp: each
/// frame's removed, hit and graze-event counts, homing targets and sparks, then the kept
/// bullets' columns, the homing shots and the fast bullets) and of the 3D scene of `seed`, run on the active ISA: the same
/// on every platform and ISA, or hitmask's promise of the same bits is broken.
std::uint64_t frame_digest(std::size_t bullets, std::uint32_t seed);

/// "digest: <16 hex digits>" of frame_digest: the line hitmask_demo --digest and the page print.
std::string frame_digest_line(std::size_t bullets, std::uint32_t seed);

} // namespace demo
