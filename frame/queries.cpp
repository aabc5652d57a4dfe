// The demo's queries (frame/queries.hpp).
#include "queries.hpp"

#include "loop.hpp"

#include <cstdio>
#include <cstring>

namespace demo {

namespace {

template <class Shape>
query make_query(const std::string& name, hitmask::points_view v, const Shape& shape)
{
    return {name, v.size, 1, 1, [v, shape](result& r) { hitmask::test(v, shape, r.masks[0]); },
            [v, shape](result& r) { hitmask::reference::test(v, shape, r.masks[0]); }};
}

/// The player's hitbox and graze ring against a view, in one pass.
template <class View>
query make_hit_graze(const std::string& name, const View& v, const frame& f, bool round)
{
    const hitmask::vec2 c = f.player;
    const float hit = f.hitbox_radius, graze = f.graze_radius;
    return {name,
            v.size,
            1,
            2,
            [=](result& r) { hitmask::test_hit_graze(v, c, hit, graze, r.masks[0], r.masks[1]); },
            [=](result& r) { hitmask::reference::test_hit_graze(v, c, hit, graze, r.masks[0], r.masks[1]); },
            true,
            round};
}

/// The eight enemies' view cones in one test_each call: masks[j] is cone j's hits. A game keeps
/// one workspace for the many-shape queries, so a warm frame allocates nothing.
query make_cones(hitmask::points_view v, const frame& f, std::shared_ptr<hitmask::workspace> ws)
{
    auto cones = std::make_shared<hitmask::shape_set<hitmask::sector>>();
    for (const auto& s : f.sectors)
        cones->push_back(s.shape);
    return {"enemy view cones (test_each)", v.size, cones->size(), cones->size(),
            [v, cones, ws](result& r) { hitmask::test_each(v, *cones, r.masks.data(), r.masks.size(), *ws); },
            [v, cones](result& r) { hitmask::reference::test_each(v, *cones, r.masks.data(), r.masks.size()); }};
}

/// The player's shots against the enemies' bodies: every (shot, enemy) pair that hits.
query make_shots(const frame& f, std::shared_ptr<hitmask::workspace> ws)
{
    const hitmask::circles_view shots = f.shots_view();
    const hitmask::shape_set<hitmask::circle>* enemies = &f.enemies;
    return {"player's shots vs enemies (pairs)", shots.size, enemies->size(), 0,
            [shots, enemies, ws](result& r) { hitmask::pairs(shots, *enemies, r.pairs, *ws); },
            [shots, enemies](result& r) { hitmask::reference::pairs(shots, *enemies, r.pairs); },
            false,
            false};
}

/// The two lasers' rays against the enemies' discs: the first enemy each meets, where its
/// beam stops (make_frame cut the lasers there).
query make_beams(const frame& f)
{
    const hitmask::circles_view enemies = f.enemies_view();
    const hitmask::ray rays[2] = {f.round_beam.ray, f.flat_beam.ray};
    return {"lasers' first enemy (raycast_closest)", enemies.size, 2, 0,
            [=](result& r) { r.casts = {hitmask::raycast_closest(enemies, rays[0]), hitmask::raycast_closest(enemies, rays[1])}; },
            [=](result& r) {
                r.casts = {hitmask::reference::raycast_closest(enemies, rays[0]),
                           hitmask::reference::raycast_closest(enemies, rays[1])};
            },
            false,
            false};
}

/// The fast bullets' motion over the loop's first frame, p0 -> p1 = p0 + v: the view and its
/// end columns (x1 then y1), which the queries keep alive.
struct fast_motion {
    std::shared_ptr<std::vector<float>> ends;
    hitmask::segments_view view;
};
fast_motion fast_motion_of(const frame& f)
{
    const fast_bullets& b = f.fast;
    const std::size_t n = b.size();
    auto ends = std::make_shared<std::vector<float>>(2 * n);
    for (std::size_t i = 0; i < n; ++i) {
        (*ends)[i] = b.x[i] + b.vx[i];
        (*ends)[n + i] = b.y[i] + b.vy[i];
    }
    return {ends, {b.x.data(), b.y.data(), ends->data(), ends->data() + n, n}};
}

/// The fast bullets' first motion against the walls: the first wall each meets and the
/// fraction, where it sparks.
query make_fast_walls(const frame& f)
{
    const fast_motion m = fast_motion_of(f);
    const hitmask::shape_set<hitmask::aabb>* walls = &f.walls;
    return {"fast bullets vs walls (sweep_first)",
            m.view.size,
            walls->size(),
            0,
            [m, walls](result& r) {
                r.firsts.resize(m.view.size);
                r.fractions.resize(m.view.size);
                hitmask::sweep_first(m.view, *walls, r.firsts.data(), r.fractions.data());
            },
            [m, walls](result& r) {
                r.firsts.resize(m.view.size);
                r.fractions.resize(m.view.size);
                hitmask::reference::sweep_first(m.view, *walls, r.firsts.data(), r.fractions.data());
            },
            false,
            false};
}

/// The same motions against the concave rock: the hit bit and the fraction.
query make_fast_rock(const frame& f)
{
    const fast_motion m = fast_motion_of(f);
    const hitmask::polygon rock = f.rock;
    return {"fast bullets vs rock (sweep)",
            m.view.size,
            1,
            1,
            [m, rock](result& r) {
                r.fractions.resize(m.view.size);
                hitmask::sweep(m.view, rock, r.masks[0], r.fractions.data());
            },
            [m, rock](result& r) {
                r.fractions.resize(m.view.size);
                hitmask::reference::sweep(m.view, rock, r.masks[0], r.fractions.data());
            },
            false,
            false};
}

/// The enemies' sight lines to the player against the walls: the first wall each meets, where
/// the enemy's view of the player stops (no_shape: it sees the player).
query make_sight(const frame& f)
{
    const hitmask::segments_view lines = f.sight_view();
    const hitmask::shape_set<hitmask::aabb>* walls = &f.walls;
    return {"enemies' sight lines (sweep_first)",
            lines.size,
            walls->size(),
            0,
            [lines, walls](result& r) {
                r.firsts.resize(lines.size);
                r.fractions.resize(lines.size);
                hitmask::sweep_first(lines, *walls, r.firsts.data(), r.fractions.data());
            },
            [lines, walls](result& r) {
                r.firsts.resize(lines.size);
                r.fractions.resize(lines.size);
                hitmask::reference::sweep_first(lines, *walls, r.firsts.data(), r.fractions.data());
            },
            false,
            false};
}

template <class View, class Shape>
query3d make_query3d(const std::string& name, View v, const Shape& shape, bool spheres, bool camera)
{
    return {name, spheres, camera, [v, shape](hitmask::bitmask& m) { hitmask::test(v, shape, m); },
            [v, shape](hitmask::bitmask& m) { hitmask::reference::test(v, shape, m); }};
}

/// FNV-1a, 64 bits, fed integers byte by byte from the lowest: the same on every platform.
struct fnv1a {
    std::uint64_t h = 14695981039346656037ull;
    void add(std::uint64_t v, int bytes)
    {
        for (int i = 0; i < bytes; ++i) {
            h ^= (v >> (8 * i)) & 0xFF;
            h *= 1099511628211ull;
        }
    }
    void add_float(float f)
    {
        std::uint32_t bits;
        std::memcpy(&bits, &f, sizeof bits);
        add(bits, 4);
    }
    /// An element index, no_hit as 2^64 - 1 whatever the width of size_t (wasm32's is 32 bits).
    void add_index(std::size_t i) { add(i == hitmask::no_hit ? ~std::uint64_t{0} : std::uint64_t{i}, 8); }
    void add(const float* column, std::size_t n)
    {
        add(n, 8);
        for (std::size_t i = 0; i < n; ++i)
            add_float(column[i]);
    }
    void add(const hitmask::bitmask& m)
    {
        add(m.size(), 8);
        for (std::size_t w = 0; w < m.word_count(); ++w)
            add(m.words()[w], 8);
    }
};

} // namespace

frame_queries make_frame_queries(const frame& f, std::shared_ptr<hitmask::workspace> ws)
{
    const hitmask::points_view v = f.bullets.view();
    frame_queries q;
    q.list = {make_hit_graze("player hitbox (hit + graze)", v, f, true)};
    q.list.push_back(make_query("wall (aabb)", v, f.wall));
    q.list.push_back(make_query("rock (concave polygon)", v, f.rock));
    q.list.push_back(make_query("laser, round ends (capsule)", v, f.round_laser));
    q.list.push_back(make_query("laser, flat ends (obb)", v, f.flat_laser));
    q.cones = q.list.size();
    q.list.push_back(make_cones(v, f, ws));
    q.kunai = q.list.size();
    q.list.push_back(make_hit_graze("player vs kunai (obbs_view)", f.kunai_view(), f, false));
    q.list.push_back(make_hit_graze("player vs rice (ellipses_view)", f.rice_view(), f, false));
    q.list.push_back(make_hit_graze("player vs bent laser (capsules)", f.laser_view(), f, false));
    q.shots = q.list.size();
    q.list.push_back(make_shots(f, ws));
    q.beams = q.list.size();
    q.list.push_back(make_beams(f));
    q.fast = q.list.size();
    q.list.push_back(make_fast_walls(f));
    q.list.push_back(make_fast_rock(f));
    q.sight = q.list.size();
    q.list.push_back(make_sight(f));
    return q;
}

std::vector<query3d> make_scene3d_queries(const scene3d& s)
{
    const hitmask::points3_view points = s.points();
    const hitmask::spheres_view spheres = s.spheres();
    std::vector<query3d> queries;
    for (const guard& g : s.guards) {
        queries.push_back(make_query3d(g.name + " cone vs points", points, g.sight, false, false));
        queries.push_back(make_query3d(g.name + " cone vs spheres", spheres, g.sight, true, false));
    }
    queries.push_back(make_query3d("camera frustum vs points", points, s.camera, false, true));
    queries.push_back(make_query3d("camera frustum vs spheres", spheres, s.camera, true, true));
    return queries;
}

std::uint64_t frame_digest(std::size_t bullets, std::uint32_t seed)
{
    fnv1a hash;
    frame f = make_frame(bullets, seed);
    for (const query& q : make_frame_queries(f, std::make_shared<hitmask::workspace>()).list) {
        result r = q.blank();
        q.test(r);
        for (const hitmask::bitmask& m : r.masks)
            hash.add(m);
        hash.add(r.pairs.size(), 8);
        for (const hitmask::hit_pair& p : r.pairs) {
            hash.add(p.element, 4);
            hash.add(p.shape, 4);
        }
        hash.add(r.casts.size(), 8);
        for (const hitmask::ray_hit& h : r.casts) {
            std::uint32_t bits;
            std::memcpy(&bits, &h.distance, sizeof bits);
            hash.add_index(h.index);
            hash.add(bits, 4);
        }
        // the sweeps: first shapes as 32-bit numbers (no_shape 0xFFFFFFFF everywhere), fractions as bits
        hash.add(r.firsts.size(), 8);
        for (std::uint32_t s : r.firsts)
            hash.add(s, 4);
        hash.add(r.fractions.data(), r.fractions.size());
    }
    // the frame loop from this frame on: each frame's counts and homing targets, then the state
    // it leaves (the kept bullets after compaction, their velocities and graze flags, the
    // homing shots)
    loop_scratch scratch;
    for (int i = 0; i < digest_loop_frames; ++i) {
        const loop_frame l = step(f, scratch, false);
        hash.add(l.removed, 8);
        hash.add(l.player_hits, 8);
        hash.add(l.graze_events, 8);
        hash.add(l.homing_hits, 8);
        hash.add(l.homing_removed, 8);
        hash.add(l.targets.size(), 8);
        for (const hitmask::nearest_hit& t : l.targets) {
            hash.add_index(t.index);
            hash.add_float(t.distance);
        }
        hash.add(l.fast_removed, 8);
        hash.add(l.sparks.size(), 8);
        for (const spark& p : l.sparks) {
            hash.add_float(p.x);
            hash.add_float(p.y);
            hash.add(p.wall, 4);
        }
    }
    hash.add(f.bullets.x(), f.bullets.size());
    hash.add(f.bullets.y(), f.bullets.size());
    hash.add(f.vx.data(), f.vx.size());
    hash.add(f.vy.data(), f.vy.size());
    for (std::uint8_t g : f.grazed)
        hash.add(g, 1);
    for (const std::vector<float>* column : {&f.homing.x, &f.homing.y, &f.homing.vx, &f.homing.vy})
        hash.add(column->data(), column->size());
    for (const std::vector<float>* column : {&f.fast.x, &f.fast.y, &f.fast.vx, &f.fast.vy})
        hash.add(column->data(), column->size());
    const scene3d s = make_scene3d(scene3d_points, scene3d_spheres, seed);
    for (const query3d& q : make_scene3d_queries(s)) {
        hitmask::bitmask m(q.spheres ? s.sx.size() : s.px.size());
        q.test(m);
        hash.add(m);
    }
    return hash.h;
}

std::string frame_digest_line(std::size_t bullets, std::uint32_t seed)
{
    char text[40];
    std::snprintf(text, sizeof text, "digest: %016llx", static_cast<unsigned long long>(frame_digest(bullets, seed)));
    return text;
}

} // namespace demo
