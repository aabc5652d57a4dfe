// The demo's scene (target hitmask_frame): one bullet-hell frame: bullets in spiral and ring patterns, a player, enemies with
// view cones, and a wall. Screen coordinates: x right, y down, so angles grow clockwise on
// screen.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

namespace demo {

constexpr float arena_width = 1280.f;
constexpr float arena_height = 960.f;

struct labelled_sector {
    std::string name;
    hitmask::sector shape;
    float start, end; ///< edge angles in radians, for drawing
    /// The facing form's inputs (fov 0: made with between(apex, start, end, range)), so the
    /// web page can make the same shape through the JavaScript API.
    hitmask::vec2 direction{};
    float fov = 0.f;
};

/// Bullets with their own rotated hitbox, as an engine keeps them: SoA columns of centre, unit
/// axis and the two half extents (kunai: half length and half width) or semi-axes (rice).
struct oriented_bullets {
    std::vector<float> cx, cy, ux, uy, a, b;
    std::size_t size() const { return cx.size(); }
    void push_back(hitmask::vec2 c, float angle, float along, float across);
};

/// A bent laser: a polyline of nodes with a width (radius), tested as capsules between
/// consecutive nodes.
struct bent_laser {
    std::vector<float> x, y, w; ///< w: one radius per segment
    std::size_t segments() const { return x.size() - 1; }
};

/// Round bullets with their own radius, as SoA columns (the player's shots).
struct round_bullets {
    std::vector<float> x, y, r;
    std::size_t size() const { return x.size(); }
};

/// Homing shots (the player's): where they are and their velocity in pixels per frame. Each
/// frame of the loop (loop.hpp) they turn toward the nearest enemy within homing_range.
struct homing_shots {
    std::vector<float> x, y, vx, vy;
    std::size_t size() const { return x.size(); }
};

/// The enemies' fast bullets: where they are and their velocity, 26 to 32 pixels per frame, more
/// than a wall is thick: moved point by point they would pass through walls between two frames,
/// so each frame of the loop (loop.hpp) sweeps their motion against the walls and the rock.
struct fast_bullets {
    std::vector<float> x, y, vx, vy;
    std::size_t size() const { return x.size(); }
};

/// A laser beam fired from `ray`'s origin along its direction up to its length, stopped at
/// the first enemy it meets (raycast_closest against the enemies' discs); `hit` is that cast.
struct beam {
    hitmask::ray ray;
    float angle;       ///< the direction's angle (the flat laser's rotation)
    hitmask::ray_hit hit;
    /// How far the beam reaches: to the enemy it meets, or its whole length.
    float length() const { return hit.index == hitmask::no_hit ? ray.max_distance() : hit.distance; }
};

struct frame {
    hitmask::point_buffer bullets;
    /// The round bullets' velocities (pixels per frame) and whether each has grazed the player
    /// already (1: counted, it never counts again): columns aligned with `bullets`, compacted
    /// with them by the frame loop (loop.hpp). The queries of queries.hpp do not read them.
    std::vector<float> vx, vy;
    std::vector<std::uint8_t> grazed;
    hitmask::vec2 player;
    float hitbox_radius, graze_radius;
    std::vector<labelled_sector> sectors; ///< enemy view cones, both forms
    hitmask::aabb wall;
    hitmask::shape_set<hitmask::aabb> walls; ///< the level's walls, `wall` first: bullets stop, eyes do not see through
    std::vector<hitmask::vec2> rock_outline; ///< a concave rock: polygon wall
    hitmask::polygon rock;
    beam round_beam, flat_beam;   ///< the two lasers' rays and where they stop
    hitmask::capsule round_laser; ///< laser with round ends, up to where its beam stops
    hitmask::obb flat_laser;      ///< laser with flat ends, up to where its beam stops
    oriented_bullets kunai;       ///< rotated rectangles aimed at the player
    oriented_bullets rice;        ///< ellipses spiralling around the player
    bent_laser laser;             ///< a bent laser sweeping past the player
    round_bullets shots;          ///< the player's shots, flying up from the player
    hitmask::shape_set<hitmask::circle> enemies; ///< the 8 enemies' bodies, at their cones' apexes
    round_bullets enemy_discs;                   ///< the same bodies as columns, for the lasers' ray casts
    homing_shots homing;                         ///< six of the player's shots that home on the nearest enemy
    hitmask::aabb screen;                        ///< the arena and a margin: bullets outside it are gone
    fast_bullets fast;                           ///< twelve from each enemy, aimed at the player

    /// The enemies' sight lines to the player: segment j runs from enemy j's centre to the
    /// player. The frame keeps their end columns (the player, repeated).
    hitmask::segments_view sight_view() const
    {
        return {enemy_discs.x.data(), enemy_discs.y.data(), sight_x1.data(), sight_y1.data(), sight_x1.size()};
    }
    std::vector<float> sight_x1, sight_y1; ///< the sight lines' ends: the player

    hitmask::obbs_view kunai_view() const
    {
        return {kunai.cx.data(), kunai.cy.data(), kunai.ux.data(), kunai.uy.data(), kunai.a.data(), kunai.b.data(),
                kunai.size()};
    }
    hitmask::ellipses_view rice_view() const
    {
        return {rice.cx.data(), rice.cy.data(), rice.ux.data(), rice.uy.data(), rice.a.data(), rice.b.data(),
                rice.size()};
    }
    hitmask::circles_view enemies_view() const
    {
        return {enemy_discs.x.data(), enemy_discs.y.data(), enemy_discs.r.data(), enemy_discs.size()};
    }
    hitmask::circles_view shots_view() const { return {shots.x.data(), shots.y.data(), shots.r.data(), shots.size()}; }
    /// {x, y, x + 1, y + 1, w, n - 1}: segment j joins node j and node j + 1
    hitmask::capsules_view laser_view() const
    {
        return {laser.x.data(), laser.y.data(), laser.x.data() + 1, laser.y.data() + 1, laser.w.data(),
                laser.segments()};
    }
};

/// At least `bullets` bullets (spirals from three emitters, then rings), deterministic in seed,
/// plus bullets / 25 kunai and as many rice (at least 64 each) around the player, a bent laser
/// of 256 nodes, eight enemies with view cones, two lasers stopped at the first enemy they meet and
/// about 300 of the player's shots; the round bullets fly outwards from their emitter or ring
/// (vx, vy), none has grazed yet, and six homing shots fly up from the player; five walls (a
/// shape_set of boxes) stand between the enemies and the player, and 96 fast bullets fly from
/// the enemies toward the player, spread along their flight.
frame make_frame(std::size_t bullets, std::uint32_t seed);

} // namespace demo
