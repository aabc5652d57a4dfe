// hitmask demo: a bullet-hell frame. Tests every bullet against the player's hitbox and graze
// ring (in one pass), two lasers (round and flat ends), a wall, a concave rock and eight enemy
// view cones (both sector forms); tests the player's hitbox and graze ring against every
// kunai (rotated rectangle), rice (ellipse) and bent laser segment (capsule); prints the hits per shape, the grazes and the speed on every
// ISA this machine runs; writes the frame as an SVG picture.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "frame.hpp"
#include "svg_writer.hpp"

namespace {

struct options {
    std::size_t bullets = 100000;
    std::uint32_t seed = 1;
    int frames = 200;
    std::string out = "hitmask_frame.svg";
};

[[noreturn]] void usage(int code)
{
    std::printf("usage: hitmask_demo [--bullets N] [--seed S] [--frames F] [--out FILE.svg]\n"
                "  --bullets N   bullets in the frame (default 100000)\n"
                "  --seed S      pattern jitter seed (default 1)\n"
                "  --frames F    frames timed per ISA (default 200)\n"
                "  --out FILE    SVG picture of the frame (default hitmask_frame.svg)\n");
    std::exit(code);
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
        if (a == "--help" || a == "-h") usage(0);
        if (i + 1 >= argc) usage(2);
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
        else if (a == "--out")
            o.out = v;
        else
            usage(2);
    }
    return o;
}

/// One query of the frame over one view: its test on the active ISA and on the reference. Each
/// fills the first mask; the hit + graze queries also fill the second with the grazes.
struct query {
    std::string name;
    std::size_t size; ///< elements tested
    std::function<void(hitmask::bitmask&, hitmask::bitmask&)> test;
    std::function<void(hitmask::bitmask&, hitmask::bitmask&)> reference;
    bool grazes = false;
    bool round = true; ///< tests the round bullets (the points view), drawn as dots
};

template <class Shape>
query make_query(const std::string& name, hitmask::points_view v, const Shape& shape)
{
    return {name, v.size, [v, shape](hitmask::bitmask& m, hitmask::bitmask&) { hitmask::test(v, shape, m); },
            [v, shape](hitmask::bitmask& m, hitmask::bitmask&) { hitmask::reference::test(v, shape, m); }};
}

/// The player's hitbox and graze ring against a view, in one pass.
template <class View>
query make_hit_graze(const std::string& name, const View& v, const demo::frame& f, bool round)
{
    const hitmask::vec2 c = f.player;
    const float hit = f.hitbox_radius, graze = f.graze_radius;
    return {name,
            v.size,
            [=](hitmask::bitmask& h, hitmask::bitmask& g) { hitmask::test_hit_graze(v, c, hit, graze, h, g); },
            [=](hitmask::bitmask& h, hitmask::bitmask& g) { hitmask::reference::test_hit_graze(v, c, hit, graze, h, g); },
            true,
            round};
}

/// Seconds per frame (all queries once), best of `frames` runs after one warm-up.
double time_frame(const std::vector<query>& queries, std::vector<hitmask::bitmask>& masks,
                  std::vector<hitmask::bitmask>& second, int frames, bool reference)
{
    double best = 1e30;
    for (int f = 0; f <= frames; ++f) {
        const auto t0 = std::chrono::steady_clock::now();
        for (std::size_t q = 0; q < queries.size(); ++q)
            (reference ? queries[q].reference : queries[q].test)(masks[q], second[q]);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (f > 0 && s < best) best = s;
    }
    return best;
}

} // namespace

int main(int argc, char** argv)
{
    const options opt = parse(argc, argv);
    const demo::frame frame = demo::make_frame(opt.bullets, opt.seed);
    const hitmask::points_view v = frame.bullets.view();

    std::vector<query> queries = {make_hit_graze("player hitbox (hit + graze)", v, frame, true)};
    queries.push_back(make_query("wall (aabb)", v, frame.wall));
    queries.push_back(make_query("rock (concave polygon)", v, frame.rock));
    queries.push_back(make_query("laser, round ends (capsule)", v, frame.round_laser));
    queries.push_back(make_query("laser, flat ends (obb)", v, frame.flat_laser));
    for (const auto& s : frame.sectors)
        queries.push_back(make_query(s.name, v, s.shape));
    const std::size_t kunai = queries.size();
    queries.push_back(make_hit_graze("player vs kunai (obbs_view)", frame.kunai_view(), frame, false));
    queries.push_back(make_hit_graze("player vs rice (ellipses_view)", frame.rice_view(), frame, false));
    queries.push_back(make_hit_graze("player vs bent laser (capsules)", frame.laser_view(), frame, false));

    std::size_t tests = 0;
    for (const query& q : queries)
        tests += q.size;
    std::printf("hitmask demo: %zu round bullets, %zu kunai, %zu rice, a bent laser of %zu segments; seed %u, %zu "
                "queries\n",
                v.size, frame.kunai.size(), frame.rice.size(), frame.laser.segments(), opt.seed, queries.size());
    std::printf("ISA in use: %s (available:", hitmask::to_string(hitmask::active_isa()));
    for (hitmask::isa i : hitmask::available_isas())
        std::printf(" %s", hitmask::to_string(i));
    std::printf(")\n\nhits per shape:\n");

    std::vector<hitmask::bitmask> masks, second;
    for (const query& q : queries) {
        masks.emplace_back(q.size);
        second.emplace_back(q.size);
    }
    hitmask::bitmask any_hit(v.size);
    for (std::size_t q = 0; q < queries.size(); ++q) {
        queries[q].test(masks[q], second[q]);
        if (!queries[q].round) continue;
        std::printf("  %-33s %8zu\n", queries[q].name.c_str(), masks[q].count());
        for (std::size_t w = 0; w < any_hit.word_count(); ++w)
            any_hit.words()[w] |= masks[q].words()[w];
    }
    std::printf("  %-33s %8zu (cyan in the picture)\n", "grazes (within 32, not hits)", second[0].count());
    std::printf("  %-33s %8zu (red in the picture)\n", "hit by anything", any_hit.count());
    std::printf("\nthe player against oriented bullets (hits red, grazes cyan in the picture):\n");
    for (std::size_t q = kunai; q < queries.size(); ++q)
        std::printf("  %-33s %8zu hits %8zu grazes of %zu\n", queries[q].name.c_str(), masks[q].count(),
                    second[q].count(), queries[q].size);

    // Every ISA must give the reference's answer, bit for bit, grazes included.
    const hitmask::isa chosen = hitmask::active_isa();
    bool agree = true;
    std::vector<hitmask::bitmask> ref, ref_second;
    for (const query& q : queries) {
        ref.emplace_back(q.size);
        ref_second.emplace_back(q.size);
    }
    for (std::size_t q = 0; q < queries.size(); ++q)
        queries[q].reference(ref[q], ref_second[q]);
    std::vector<hitmask::bitmask> check = masks, check_second = second;
    for (hitmask::isa i : hitmask::available_isas()) {
        hitmask::force_isa(i);
        for (std::size_t q = 0; q < queries.size(); ++q) {
            queries[q].test(check[q], check_second[q]);
            agree = agree && check[q] == ref[q] && (!queries[q].grazes || check_second[q] == ref_second[q]);
        }
    }
    std::printf("every ISA matches the scalar reference bit for bit: %s\n\n", agree ? "yes" : "NO");

    const double points = static_cast<double>(tests);
    const double ref_s = time_frame(queries, ref, ref_second, opt.frames / 4 + 1, true);
    std::printf("speed (best of %d frames; %zu queries, %zu bullet tests per frame):\n", opt.frames, queries.size(),
                tests);
    std::printf("  %-10s %12s %14s %12s\n", "ISA", "G tests/s", "x reference", "us/frame");
    for (hitmask::isa i : hitmask::available_isas()) {
        hitmask::force_isa(i);
        const double s = time_frame(queries, check, check_second, opt.frames, false);
        std::printf("  %-10s %12.2f %13.1fx %12.1f\n", hitmask::to_string(i), points / s / 1e9, ref_s / s, s * 1e6);
    }
    std::printf("  %-10s %12.2f %13.1fx %12.1f\n", "reference", points / ref_s / 1e9, 1.0, ref_s * 1e6);
    hitmask::force_isa(chosen);

    const demo::marks kunai_marks{masks[kunai], second[kunai]}, rice_marks{masks[kunai + 1], second[kunai + 1]},
        laser_marks{masks[kunai + 2], second[kunai + 2]};
    if (!demo::write_svg(opt.out, frame, any_hit, second[0], kunai_marks, rice_marks, laser_marks)) {
        std::perror(("hitmask_demo: cannot write " + opt.out).c_str());
        return 1;
    }
    std::printf("\nwrote %s\n", opt.out.c_str());
    return agree ? 0 : 1;
}
