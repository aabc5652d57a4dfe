// The demo's frame loop (frame/loop.hpp).
#include "loop.hpp"

#include <chrono>
#include <cmath>
#include <cstring>

namespace demo {

namespace {

using clock = std::chrono::steady_clock;

/// Adds the seconds since `t0` to `*to` (when timing) and restarts `t0`.
void lap(clock::time_point& t0, double* to)
{
    const clock::time_point now = clock::now();
    if (to) *to += std::chrono::duration<double>(now - t0).count();
    t0 = now;
}

void set_bit(hitmask::bitmask& m, std::size_t i)
{
    m.words()[i / 64] |= std::uint64_t{1} << (i % 64);
}

/// Keeps the moving elements (x, y, vx, vy) that are on `screen` and not in `gone`: `keep` gets
/// their bits, compact moves them to the front of every column, the columns shrink to them.
/// Returns how many stay.
std::size_t keep_on_screen(std::vector<float>& x, std::vector<float>& y, std::vector<float>& vx, std::vector<float>& vy,
                           const hitmask::aabb& screen, const hitmask::bitmask& gone, hitmask::bitmask& keep,
                           bool reference)
{
    const hitmask::points_view view{x.data(), y.data(), x.size()};
    keep.assign(view.size);
    if (reference)
        hitmask::reference::test(view, screen, keep);
    else
        hitmask::test(view, screen, keep);
    keep = and_not(std::move(keep), gone);
    const std::size_t stay = reference ? hitmask::reference::compact(keep, x.data(), y.data(), vx.data(), vy.data())
                                       : hitmask::compact(keep, x.data(), y.data(), vx.data(), vy.data());
    for (std::vector<float>* column : {&x, &y, &vx, &vy})
        column->resize(stay);
    return stay;
}

bool same_bits(const std::vector<float>& a, const std::vector<float>& b)
{
    return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0);
}

bool same_bits(const float* a, const float* b, std::size_t n)
{
    return n == 0 || std::memcmp(a, b, n * sizeof(float)) == 0;
}

} // namespace

std::size_t loop_frame::aimed() const
{
    std::size_t n = 0;
    for (const hitmask::nearest_hit& t : targets)
        n += t.index != hitmask::no_hit;
    return n;
}

loop_frame step(frame& f, loop_scratch& s, bool reference, loop_times* times)
{
    loop_frame out;
    clock::time_point t0 = clock::now();

    // move: every round bullet by its velocity
    const std::size_t n = f.bullets.size();
    float* x = f.bullets.x();
    float* y = f.bullets.y();
    for (std::size_t i = 0; i < n; ++i) {
        x[i] += f.vx[i];
        y[i] += f.vy[i];
    }
    lap(t0, times ? &times->move : nullptr);

    // test: the player's hitbox and graze ring in one pass; the screen (keep: still on it)
    const hitmask::points_view view = f.bullets.view();
    s.hit.assign(n);
    s.graze.assign(n);
    s.keep.assign(n);
    if (reference) {
        hitmask::reference::test_hit_graze(view, f.player, f.hitbox_radius, f.graze_radius, s.hit, s.graze);
        hitmask::reference::test(view, f.screen, s.keep);
    } else {
        hitmask::test_hit_graze(view, f.player, f.hitbox_radius, f.graze_radius, s.hit, s.graze);
        hitmask::test(view, f.screen, s.keep);
    }
    lap(t0, times ? &times->test : nullptr);

    // graze events: in the ring now and not grazed before. The flags live in a byte column
    // that follows the bullets through compact; and_not(graze, before) reads `before` only
    // where graze is set, so only the grazing bullets' flags are turned into bits.
    s.grazed_before.assign(n);
    for (std::size_t i : s.graze.set_bits())
        if (f.grazed[i]) set_bit(s.grazed_before, i);
    out.graze_events = and_not(s.graze, s.grazed_before).count();
    for (std::size_t i : s.graze.set_bits())
        f.grazed[i] = 1;
    lap(t0, times ? &times->graze : nullptr);

    // remove: on screen and not on the player stay, every column moved together
    s.keep = and_not(std::move(s.keep), s.hit);
    const std::size_t kept = reference ? hitmask::reference::compact(s.keep, x, y, f.vx.data(), f.vy.data(),
                                                                     f.grazed.data())
                                       : hitmask::compact(s.keep, x, y, f.vx.data(), f.vy.data(), f.grazed.data());
    f.bullets.resize(kept);
    f.vx.resize(kept);
    f.vy.resize(kept);
    f.grazed.resize(kept);
    out.removed = n - kept;
    out.player_hits = s.hit.count();
    lap(t0, times ? &times->compact : nullptr);

    // home: each shot picks the nearest enemy in range and turns toward it; a shot at distance
    // 0 is on its enemy (it hit) and goes, as do the shots that leave the screen
    homing_shots& h = f.homing;
    const hitmask::circles_view enemies = f.enemies_view();
    const std::size_t shots = h.size();
    out.targets.resize(shots);
    hitmask::bitmask reached(shots);
    for (std::size_t i = 0; i < shots; ++i) {
        const hitmask::vec2 p{h.x[i], h.y[i]};
        const hitmask::nearest_hit t = reference ? hitmask::reference::nearest(enemies, p, homing_range)
                                                 : hitmask::nearest(enemies, p, homing_range);
        out.targets[i] = t;
        if (t.index == hitmask::no_hit) continue;
        if (t.distance == 0.f) {
            set_bit(reached, i);
            continue;
        }
        const float dx = enemies.x[t.index] - p.x, dy = enemies.y[t.index] - p.y;
        const float len = std::sqrt(dx * dx + dy * dy); // > 0: the shot is outside the disc
        h.vx[i] += (homing_speed * dx / len - h.vx[i]) * homing_turn;
        h.vy[i] += (homing_speed * dy / len - h.vy[i]) * homing_turn;
    }
    for (std::size_t i = 0; i < shots; ++i) {
        h.x[i] += h.vx[i];
        h.y[i] += h.vy[i];
    }
    const std::size_t left = keep_on_screen(h.x, h.y, h.vx, h.vy, f.screen, reached, s.shots_keep, reference);
    out.homing_hits = reached.count();
    out.homing_removed = shots - left;
    lap(t0, times ? &times->home : nullptr);

    // sweep: each fast bullet's motion this frame, p0 -> p1 = p0 + v, against the walls (the
    // first wall it meets) and the rock; the nearer contact stops it there, with a spark, and it
    // goes; the others move to p1 and stay while on the screen
    fast_bullets& b = f.fast;
    const std::size_t m = b.size();
    const std::size_t rock = f.walls.size();
    for (std::vector<float>* column : {&s.x1, &s.y1, &s.wall_fraction, &s.rock_fraction})
        column->resize(m);
    s.first_wall.resize(m);
    for (std::size_t i = 0; i < m; ++i) {
        s.x1[i] = b.x[i] + b.vx[i];
        s.y1[i] = b.y[i] + b.vy[i];
    }
    const hitmask::segments_view motion{b.x.data(), b.y.data(), s.x1.data(), s.y1.data(), m};
    s.rock_hits.assign(m);
    if (reference) {
        hitmask::reference::sweep_first(motion, f.walls, s.first_wall.data(), s.wall_fraction.data());
        hitmask::reference::sweep(motion, f.rock, s.rock_hits, s.rock_fraction.data());
    } else {
        hitmask::sweep_first(motion, f.walls, s.first_wall.data(), s.wall_fraction.data());
        hitmask::sweep(motion, f.rock, s.rock_hits, s.rock_fraction.data());
    }
    hitmask::bitmask stopped(m);
    for (std::size_t i = 0; i < m; ++i) {
        float t = s.wall_fraction[i];
        std::uint32_t wall = s.first_wall[i];
        if (s.rock_fraction[i] < t) { // ties go to the wall
            t = s.rock_fraction[i];
            wall = static_cast<std::uint32_t>(rock);
        }
        if (wall != hitmask::no_shape) {
            out.sparks.push_back({b.x[i] + t * (s.x1[i] - b.x[i]), b.y[i] + t * (s.y1[i] - b.y[i]), wall});
            set_bit(stopped, i);
        }
        b.x[i] = s.x1[i];
        b.y[i] = s.y1[i];
    }
    const std::size_t stay = keep_on_screen(b.x, b.y, b.vx, b.vy, f.screen, stopped, s.fast_keep, reference);
    out.fast_removed = m - stay;
    lap(t0, times ? &times->sweep : nullptr);
    return out;
}

bool same(const loop_frame& a, const loop_frame& b)
{
    if (a.removed != b.removed || a.player_hits != b.player_hits || a.graze_events != b.graze_events ||
        a.homing_hits != b.homing_hits || a.homing_removed != b.homing_removed || a.targets.size() != b.targets.size() ||
        a.fast_removed != b.fast_removed || a.sparks.size() != b.sparks.size())
        return false;
    for (std::size_t i = 0; i < a.sparks.size(); ++i)
        if (a.sparks[i].wall != b.sparks[i].wall || !same_bits(&a.sparks[i].x, &b.sparks[i].x, 1) ||
            !same_bits(&a.sparks[i].y, &b.sparks[i].y, 1))
            return false;
    for (std::size_t i = 0; i < a.targets.size(); ++i)
        if (a.targets[i].index != b.targets[i].index ||
            std::memcmp(&a.targets[i].distance, &b.targets[i].distance, sizeof(float)) != 0)
            return false;
    return true;
}

bool same_state(const frame& a, const frame& b)
{
    const std::size_t n = a.bullets.size();
    return n == b.bullets.size() && same_bits(a.bullets.x(), b.bullets.x(), n) &&
           same_bits(a.bullets.y(), b.bullets.y(), n) && same_bits(a.vx, b.vx) && same_bits(a.vy, b.vy) &&
           a.grazed == b.grazed && same_bits(a.homing.x, b.homing.x) && same_bits(a.homing.y, b.homing.y) &&
           same_bits(a.homing.vx, b.homing.vx) && same_bits(a.homing.vy, b.homing.vy) && same_bits(a.fast.x, b.fast.x) &&
           same_bits(a.fast.y, b.fast.y) && same_bits(a.fast.vx, b.fast.vx) && same_bits(a.fast.vy, b.fast.vy);
}

} // namespace demo
