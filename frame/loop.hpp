// The demo's frame loop (target hitmask_frame): what a game does with the masks every frame.
// The round bullets move; one pass tests them against the player's hitbox and graze ring and
// one against the screen; the bullets entering the graze ring for the first time are counted
// with and_not (each bullet grazes once: a byte column remembers it); the bullets that hit the
// player or left the screen are removed with compact, over every column at once; the homing
// shots pick the nearest enemy with nearest and turn toward it; the enemies' fast bullets are
// swept against the walls (sweep_first) and the rock (sweep): each one that meets one stops
// there, with a spark, and goes. hitmask_demo runs it for
// --frames frames on every ISA and the reference and times each phase; frame_digest hashes
// digest_loop_frames of it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "frame.hpp"

namespace demo {

/// How far a homing shot looks for an enemy (nearest's max_distance), how fast it flies and
/// how much of the way to its target's direction it turns each frame.
constexpr float homing_range = 420.f, homing_speed = 8.f, homing_turn = 0.25f;

/// The frames of the loop that frame_digest hashes (hitmask_demo --digest).
constexpr int digest_loop_frames = 16;

/// Where a fast bullet met a wall or the rock: p0 + f (p1 - p0) of its motion that frame.
struct spark {
    float x, y;
    std::uint32_t wall; ///< the wall's index in frame::walls, or frame::walls.size() for the rock
};

/// What one frame of the loop did.
struct loop_frame {
    std::size_t removed = 0;      ///< round bullets removed: they hit the player or left the screen
    std::size_t player_hits = 0;  ///< of those, the ones that hit the player
    std::size_t graze_events = 0; ///< bullets that entered the graze ring for the first time
    std::size_t homing_hits = 0;    ///< homing shots on their enemy (distance 0): they hit it and go
    std::size_t homing_removed = 0; ///< homing shots gone: those hits and the shots that left the screen
    /// Each homing shot's nearest enemy within homing_range at the start of the frame, in the
    /// shots' order then ({no_hit, +inf}: none; it flies straight on).
    std::vector<hitmask::nearest_hit> targets;
    /// The fast bullets that met a wall or the rock this frame, in the bullets' order: they stop
    /// there and go.
    std::vector<spark> sparks;
    std::size_t fast_removed = 0; ///< fast bullets gone: the sparks and the ones that left the screen
    /// How many shots had a target.
    std::size_t aimed() const;
};

/// Seconds spent in each phase of the loop (added up over frames).
struct loop_times {
    double move = 0, test = 0, graze = 0, compact = 0, home = 0, sweep = 0;
};

/// The loop's scratch masks, kept from frame to frame as a game keeps them.
struct loop_scratch {
    hitmask::bitmask hit, graze, keep, grazed_before, shots_keep;
    hitmask::bitmask rock_hits, fast_keep;              ///< the fast bullets' sweep against the rock, and who stays
    std::vector<float> x1, y1, wall_fraction, rock_fraction; ///< their motion's ends and fractions
    std::vector<std::uint32_t> first_wall;                   ///< sweep_first's wall per fast bullet
};

/// Advances `f` one frame: moves the round bullets, tests them (hit + graze, on screen), counts
/// the graze events, compacts bullets, velocities and graze flags, homes and moves the homing
/// shots and removes the ones that hit or left, sweeps the fast bullets' motion against the
/// walls and the rock and removes the ones that met one (a spark) or left. On the active ISA, or on hitmask::reference's
/// twins when `reference`. `times`, when given, gets each phase's seconds added.
loop_frame step(frame& f, loop_scratch& scratch, bool reference, loop_times* times = nullptr);

/// Whether two frames' records are the same, the targets' distances and the sparks bit for bit.
bool same(const loop_frame& a, const loop_frame& b);

/// Whether the loop's state of two frames (bullets, velocities, graze flags, homing shots) is
/// the same, bit for bit, the fast bullets included.
bool same_state(const frame& a, const frame& b);

} // namespace demo
