// hitmask demo: a bullet-hell frame. Tests every bullet against the player's hitbox and graze
// ring (in one pass), two lasers (round and flat ends), a wall, a concave rock and, in one
// test_each call, the eight enemies' view cones (both sector forms); tests the player's hitbox
// and graze ring against every kunai (rotated rectangle), rice (ellipse) and bent laser segment
// (capsule); finds every (shot, enemy) pair of the player's shots against the enemies with
// `pairs`; sweeps the enemies' fast bullets against the walls (sweep_first) and the rock (sweep)
// and each enemy's sight line to the player against the walls (sweep_first); prints the hits per shape, the grazes, the pairs and the speed on every ISA this
// machine runs; then runs --frames frames of the frame loop (frame/loop.hpp: bullets move, graze
// events counted once per bullet with and_not, bullets on the player or off the screen removed
// with compact, homing shots aimed with nearest, fast bullets swept against the walls and the
// rock and stopped where they meet one) on every ISA and the reference, checks they
// agree and times each phase; writes the frame as an SVG picture, the homing shots' targets
// drawn, the fast bullets' sparks and the sight lines stopped at the first wall. Then the same for a small 3D scene (guards' view cones and a camera frustum over points and spheres, demo3d.hpp), drawn in a second SVG.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "demo3d.hpp"
#include "frame_timer.hpp"
#include "frame/frame.hpp"
#include "frame/loop.hpp"
#include "frame/queries.hpp"
#include "svg_writer.hpp"

namespace {

using demo::query;
using demo::result;
using demo::time_frame;

struct options {
    std::size_t bullets = 100000;
    std::uint32_t seed = 1;
    int frames = 200;
    std::string out = "hitmask_frame.svg";
    std::string out3d; ///< the 3D scene's picture: out with _3d before .svg
    bool digest = false;
};

constexpr const char* usage_text =
    "usage: hitmask_demo [--bullets N] [--seed S] [--frames F] [--out FILE.svg] [--digest]\n"
    "  --bullets N   bullets in the frame (default 100000)\n"
    "  --seed S      pattern jitter seed (default 1)\n"
    "  --frames F    frames timed per ISA, and frames of the frame loop run (default 200)\n"
    "  --out FILE    SVG picture of the frame (default hitmask_frame.svg); the 3D\n"
    "                scene's goes beside it, named with _3d (hitmask_frame_3d.svg)\n"
    "  --digest      print only 'digest: <16 hex digits>', a hash of every query result\n"
    "                of the frame and the 3D scene of --seed and --bullets on the ISA in\n"
    "                use: the same on every platform and ISA (replays and lockstep rely on it)\n"
    "  --help        this text\n";

/// --help: the usage on stdout, success. A mistake: one line naming it, then the usage, both on
/// stderr, and exit status 2, so a script's output stays clean and its caller sees the failure.
[[noreturn]] void usage_error(const std::string& message)
{
    std::fprintf(stderr, "hitmask_demo: %s\n%s", message.c_str(), usage_text);
    std::exit(2);
}

unsigned long parse_number(const char* flag, const char* text, unsigned long max)
{
    char* end = nullptr;
    const unsigned long v = std::strtoul(text, &end, 10);
    if (end == text || *end != '\0' || v > max || text[0] == '-') {
        std::fprintf(stderr, "hitmask_demo: %s wants a whole number up to %lu, got '%s'\n", flag, max, text);
        std::exit(2);
    }
    return v;
}

options parse(int argc, char** argv)
{
    options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--help" || a == "-h") {
            std::fputs(usage_text, stdout);
            std::exit(0);
        }
        if (a == "--digest") {
            o.digest = true;
            continue;
        }
        if (a != "--bullets" && a != "--seed" && a != "--frames" && a != "--out")
            usage_error("unknown flag '" + a + "'");
        if (i + 1 >= argc) usage_error(a + " needs a value");
        const char* v = argv[++i];
        if (a == "--bullets")
            o.bullets = parse_number("--bullets", v, 100000000);
        else if (a == "--seed")
            o.seed = static_cast<std::uint32_t>(parse_number("--seed", v, 0xFFFFFFFFul));
        else if (a == "--frames") {
            o.frames = static_cast<int>(parse_number("--frames", v, 1000000));
            if (o.frames < 1) {
                std::fprintf(stderr, "hitmask_demo: --frames must be at least 1 (frames timed per ISA), got %s\n", v);
                std::exit(2);
            }
        }
        else
            o.out = v;
    }
    const std::size_t dot = o.out.size() >= 4 && o.out.compare(o.out.size() - 4, 4, ".svg") == 0 ? o.out.size() - 4
                                                                                                   : o.out.size();
    o.out3d = o.out.substr(0, dot) + "_3d.svg";
    if (o.digest) return o; // writes no picture
    // A missing or read-only directory fails now, not after the timed run. Appending creates
    // the file if need be and leaves an existing picture as it is until the new one is written.
    for (const std::string* path : {&o.out, &o.out3d}) {
        if (std::FILE* probe = std::fopen(path->c_str(), "ab"))
            std::fclose(probe);
        else {
            std::fprintf(stderr, "hitmask_demo: --out %s: cannot write there: %s\n", path->c_str(), std::strerror(errno));
            std::exit(2);
        }
    }
    return o;
}

/// The frame loop's run: every frame's record, the state it leaves and its phases' seconds.
struct loop_run {
    std::vector<demo::loop_frame> frames;
    demo::frame state;
    demo::loop_times times;
};

/// `frames` frames of the frame loop from `start`, on the active ISA or the reference.
loop_run run_loop(const demo::frame& start, int frames, bool reference)
{
    loop_run run{{}, start, {}};
    demo::loop_scratch scratch;
    for (int i = 0; i < frames; ++i)
        run.frames.push_back(demo::step(run.state, scratch, reference, &run.times));
    return run;
}

bool same_run(const loop_run& a, const loop_run& b)
{
    if (a.frames.size() != b.frames.size() || !demo::same_state(a.state, b.state)) return false;
    for (std::size_t i = 0; i < a.frames.size(); ++i)
        if (!demo::same(a.frames[i], b.frames[i])) return false;
    return true;
}

/// Prints the loop's frames (the first three and the last) and its totals.
void print_loop(const loop_run& run, std::size_t bullets, std::size_t homing, std::size_t fast)
{
    std::printf("\nthe frame loop, %zu frames (move; hit + graze and the screen; graze events with and_not;\n"
                "remove with compact; home with nearest; sweep the fast bullets against the walls):\n",
                run.frames.size());
    std::size_t removed = 0, hits = 0, events = 0, aimed = 0, reached = 0, gone = 0, sparks = 0, fast_gone = 0;
    for (std::size_t i = 0; i < run.frames.size(); ++i) {
        const demo::loop_frame& l = run.frames[i];
        removed += l.removed;
        hits += l.player_hits;
        events += l.graze_events;
        aimed += l.aimed();
        reached += l.homing_hits;
        gone += l.homing_removed;
        sparks += l.sparks.size();
        fast_gone += l.fast_removed;
        if (i < 3 || i + 1 == run.frames.size()) {
            if (i > 3) std::printf("  ...\n");
            std::printf("  frame %3zu: removed %6zu bullets (%zu on the player), %4zu new graze events, %zu of %zu "
                        "homing shots aimed, %zu sparks\n",
                        i + 1, l.removed, l.player_hits, l.graze_events, l.aimed(), l.targets.size(), l.sparks.size());
        }
    }
    std::printf("  in all: removed %zu bullets (%zu on the player), %zu new graze events (each bullet counts once);\n"
                "  homing shots: %zu aims over the frames, %zu hit their enemy, %zu gone; left: %zu of %zu bullets, "
                "%zu of %zu homing shots;\n  fast bullets: %zu sparks on the walls and the rock, %zu gone; left: %zu of %zu\n",
                removed, hits, events, aimed, reached, gone, run.state.bullets.size(), bullets,
                run.state.homing.size(), homing, sparks, fast_gone, run.state.fast.size(), fast);
    const demo::loop_frame& first = run.frames.front();
    std::printf("  frame 1's homing targets (nearest enemy within %.0f):", static_cast<double>(demo::homing_range));
    for (std::size_t i = 0; i < first.targets.size(); ++i) {
        const hitmask::nearest_hit& t = first.targets[i];
        const char* sep = i + 1 < first.targets.size() ? "," : "";
        if (t.index == hitmask::no_hit)
            std::printf(" none%s", sep);
        else
            std::printf(" enemy %zu at %.3f%s", t.index, static_cast<double>(t.distance), sep);
    }
    std::printf("\n");
}

} // namespace

int main(int argc, char** argv)
{
    const options opt = parse(argc, argv);
    if (opt.digest) {
        std::printf("%s\n", demo::frame_digest_line(opt.bullets, opt.seed).c_str());
        return 0;
    }
    const demo::frame frame = demo::make_frame(opt.bullets, opt.seed);
    const hitmask::points_view v = frame.bullets.view();
    demo::frame_queries frame_queries = demo::make_frame_queries(frame, std::make_shared<hitmask::workspace>());
    std::vector<query>& queries = frame_queries.list;
    const std::size_t cones = frame_queries.cones, kunai = frame_queries.kunai, shots = frame_queries.shots,
                      fast = frame_queries.fast, sight = frame_queries.sight;

    std::size_t tests = 0;
    for (const query& q : queries)
        tests += q.size * q.shapes;
    std::printf("hitmask demo: %zu round bullets, %zu kunai, %zu rice, a bent laser of %zu segments, %zu shots "
                "against %zu enemies; seed %u, %zu queries\n",
                v.size, frame.kunai.size(), frame.rice.size(), frame.laser.segments(), frame.shots.size(),
                frame.enemies.size(), opt.seed, queries.size());
    std::printf("ISA in use: %s (available:", hitmask::to_string(hitmask::active_isa()));
    for (hitmask::isa i : hitmask::available_isas())
        std::printf(" %s", hitmask::to_string(i));
    std::printf(")\n\nhits per shape:\n");

    std::vector<result> results;
    for (const query& q : queries)
        results.push_back(q.blank());
    hitmask::bitmask any_hit(v.size);
    for (std::size_t q = 0; q < queries.size(); ++q) {
        queries[q].test(results[q]);
        if (!queries[q].round) continue;
        // every mask but the grazes holds hits: one for a shape, one per cone for the cones
        for (std::size_t m = 0; m < results[q].masks.size(); ++m) {
            if (queries[q].grazes && m == 1) continue;
            const hitmask::bitmask& hits = results[q].masks[m];
            const std::string& name = q == cones ? frame.sectors[m].name : queries[q].name;
            std::printf("  %-33s %8zu\n", name.c_str(), hits.count());
            for (std::size_t w = 0; w < any_hit.word_count(); ++w)
                any_hit.words()[w] |= hits.words()[w];
        }
    }
    const hitmask::bitmask& grazed = results[0].masks[1];
    std::printf("  %-33s %8zu (cyan in the picture)\n", "grazes (within 32, not hits)", grazed.count());
    std::printf("  %-33s %8zu (red in the picture)\n", "hit by anything", any_hit.count());
    std::printf("\nthe player against oriented bullets (hits red, grazes cyan in the picture):\n");
    for (std::size_t q = kunai; q < shots; ++q)
        std::printf("  %-33s %8zu hits %8zu grazes of %zu\n", queries[q].name.c_str(), results[q].masks[0].count(),
                    results[q].masks[1].count(), queries[q].size);

    // a shot that hits vanishes; an enemy it hits flashes
    const std::vector<hitmask::hit_pair>& hit_pairs = results[shots].pairs;
    std::vector<bool> shot_hit(frame.shots.size()), enemy_hit(frame.enemies.size());
    for (const hitmask::hit_pair& p : hit_pairs) {
        shot_hit[p.element] = true;
        enemy_hit[p.shape] = true;
    }
    std::printf("\nthe player's shots against the enemies (hit enemies flash white, shots that hit vanish):\n");
    std::printf("  %-33s %8zu pairs: %zu of %zu shots hit, %zu of %zu enemies hit\n", queries[shots].name.c_str(),
                hit_pairs.size(), static_cast<std::size_t>(std::count(shot_hit.begin(), shot_hit.end(), true)),
                shot_hit.size(), static_cast<std::size_t>(std::count(enemy_hit.begin(), enemy_hit.end(), true)),
                enemy_hit.size());

    std::printf("\nthe lasers stop at the first enemy their ray meets (a spark in the picture):\n");
    for (const demo::beam* b : {&frame.round_beam, &frame.flat_beam}) {
        const char* name = b == &frame.round_beam ? "round ends" : "flat ends";
        if (b->hit.index == hitmask::no_hit)
            std::printf("  laser, %-26s meets no enemy: its whole %.1f\n", name, static_cast<double>(b->length()));
        else
            std::printf("  laser, %-26s stops at enemy %zu after %.3f of %.0f\n", name, b->hit.index,
                        static_cast<double>(b->hit.distance), static_cast<double>(b->ray.max_distance()));
    }

    const result& fast_walls = results[fast];
    const result& fast_rock = results[fast + 1];
    std::size_t on_wall = 0, on_rock = 0;
    for (std::size_t i = 0; i < frame.fast.size(); ++i) {
        if (fast_rock.fractions[i] < fast_walls.fractions[i])
            ++on_rock;
        else if (fast_walls.firsts[i] != hitmask::no_shape)
            ++on_wall;
    }
    std::printf("\nthe enemies' fast bullets this frame, swept against the %zu walls and the rock (sparks in the "
                "picture):\n  %-33s %8zu of %zu meet a wall first\n  %-33s %8zu of %zu meet the rock first\n",
                frame.walls.size(), queries[fast].name.c_str(), on_wall, frame.fast.size(),
                queries[fast + 1].name.c_str(), on_rock, frame.fast.size());
    std::printf("each enemy's sight line to the player, stopped at the first wall (%s):\n ",
                queries[sight].name.c_str());
    for (std::size_t j = 0; j < results[sight].firsts.size(); ++j) {
        const std::uint32_t w = results[sight].firsts[j];
        if (w == hitmask::no_shape)
            std::printf(" enemy %zu sees the player%s", j, j + 1 < results[sight].firsts.size() ? ";" : "\n");
        else
            std::printf(" enemy %zu: wall %u at %.3f%s", j, w, static_cast<double>(results[sight].fractions[j]),
                        j + 1 < results[sight].firsts.size() ? ";" : "\n");
    }

    const loop_run loop = run_loop(frame, opt.frames, false);
    print_loop(loop, v.size, frame.homing.size(), frame.fast.size());

    // Every ISA must give the reference's answer, bit for bit, grazes, cones and pairs included:
    // the many-shape forms against hitmask::reference's forms.
    const hitmask::isa chosen = hitmask::active_isa();
    bool agree = true;
    std::vector<result> ref, check;
    for (const query& q : queries) {
        ref.push_back(q.blank());
        check.push_back(q.blank());
    }
    for (std::size_t q = 0; q < queries.size(); ++q)
        queries[q].reference(ref[q]);
    for (hitmask::isa i : hitmask::available_isas()) {
        hitmask::force_isa(i);
        for (std::size_t q = 0; q < queries.size(); ++q) {
            queries[q].test(check[q]);
            agree = agree && check[q] == ref[q];
        }
    }
    // the frame loop too: every frame's counts and targets and the state it leaves
    const loop_run ref_loop = run_loop(frame, opt.frames, true);
    std::vector<std::pair<const char*, demo::loop_times>> loop_times; // per ISA, then the reference
    for (hitmask::isa i : hitmask::available_isas()) {
        hitmask::force_isa(i);
        const loop_run run = run_loop(frame, opt.frames, false);
        agree = agree && same_run(run, ref_loop);
        loop_times.emplace_back(hitmask::to_string(i), run.times);
    }
    loop_times.emplace_back("reference", ref_loop.times);
    hitmask::force_isa(chosen);
    std::printf("every ISA matches the scalar reference bit for bit: %s\n\n", agree ? "yes" : "NO");

    const double points = static_cast<double>(tests);
    const double ref_s = time_frame(queries, ref, opt.frames / 4 + 1, true);
    std::printf("speed (best of %d frames; %zu queries, %zu element-shape tests per frame):\n", opt.frames,
                queries.size(), tests);
    std::printf("  %-10s %12s %14s %12s\n", "ISA", "G tests/s", "x reference", "us/frame");
    for (hitmask::isa i : hitmask::available_isas()) {
        hitmask::force_isa(i);
        const double s = time_frame(queries, check, opt.frames, false);
        std::printf("  %-10s %12.2f %13.1fx %12.1f\n", hitmask::to_string(i), points / s / 1e9, ref_s / s, s * 1e6);
    }
    std::printf("  %-10s %12.2f %13.1fx %12.1f\n", "reference", points / ref_s / 1e9, 1.0, ref_s * 1e6);
    hitmask::force_isa(chosen);
    std::printf("\nthe frame loop's phases (us per frame, mean of %d frames; the bullets shrink as they go):\n",
                opt.frames);
    std::printf("  %-10s %9s %9s %16s %16s %15s %14s\n", "ISA", "move", "test", "graze (and_not)", "remove (compact)",
                "home (nearest)", "sweep (walls)");
    for (const auto& [name, t] : loop_times) {
        const double per = 1e6 / opt.frames;
        std::printf("  %-10s %9.1f %9.1f %16.1f %16.1f %15.1f %14.1f\n", name, t.move * per, t.test * per,
                    t.graze * per, t.compact * per, t.home * per, t.sweep * per);
    }

    const demo::marks kunai_marks{results[kunai].masks[0], results[kunai].masks[1]},
        rice_marks{results[kunai + 1].masks[0], results[kunai + 1].masks[1]},
        laser_marks{results[kunai + 2].masks[0], results[kunai + 2].masks[1]};
    const demo::shot_marks shot_marks{shot_hit, enemy_hit};
    if (!demo::write_svg(opt.out, frame, any_hit, grazed, kunai_marks, rice_marks, laser_marks, shot_marks,
                         loop.frames.front().targets,
                         {fast_walls.firsts, fast_walls.fractions, fast_rock.fractions, results[sight].firsts,
                          results[sight].fractions})) {
        std::perror(("hitmask_demo: cannot write " + opt.out).c_str());
        return 1;
    }
    std::printf("\nwrote %s\n", opt.out.c_str());
    const bool agree3d = demo::run_scene3d(opt.seed, opt.frames, opt.out3d);
    return agree && agree3d ? 0 : 1;
}
