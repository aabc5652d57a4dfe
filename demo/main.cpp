// hitmask demo: a bullet-hell frame. Tests every bullet against the player's hitbox and graze
// ring (in one pass), two lasers (round and flat ends), a wall, a concave rock and eight enemy
// view cones (both sector forms); prints the hits per shape, the grazes and the speed on every
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
        else if (a == "--frames")
            o.frames = static_cast<int>(parse_number("--frames", v, 1000000));
        else if (a == "--out")
            o.out = v;
        else
            usage(2);
    }
    return o;
}

/// One query of the frame: its test on the active ISA and on the reference. Each fills the
/// first mask; the hit + graze query also fills the second with the grazes.
struct query {
    std::string name;
    std::function<void(hitmask::points_view, hitmask::bitmask&, hitmask::bitmask&)> test;
    std::function<void(hitmask::points_view, hitmask::bitmask&, hitmask::bitmask&)> reference;
    bool grazes = false;
};

template <class Shape>
query make_query(const std::string& name, const Shape& shape)
{
    return {name,
            [shape](hitmask::points_view v, hitmask::bitmask& m, hitmask::bitmask&) { hitmask::test(v, shape, m); },
            [shape](hitmask::points_view v, hitmask::bitmask& m, hitmask::bitmask&) {
                hitmask::reference::test(v, shape, m);
            }};
}

query make_hit_graze(const demo::frame& f)
{
    const hitmask::vec2 c = f.player;
    const float hit = f.hitbox_radius, graze = f.graze_radius;
    return {"player hitbox (hit + graze)",
            [=](hitmask::points_view v, hitmask::bitmask& h, hitmask::bitmask& g) {
                hitmask::test_hit_graze(v, c, hit, graze, h, g);
            },
            [=](hitmask::points_view v, hitmask::bitmask& h, hitmask::bitmask& g) {
                hitmask::reference::test_hit_graze(v, c, hit, graze, h, g);
            },
            true};
}

/// Seconds per frame (all queries once), best of `frames` runs after one warm-up.
double time_frame(const std::vector<query>& queries, hitmask::points_view v, std::vector<hitmask::bitmask>& masks,
                  hitmask::bitmask& spare, int frames, bool reference)
{
    double best = 1e30;
    for (int f = 0; f <= frames; ++f) {
        const auto t0 = std::chrono::steady_clock::now();
        for (std::size_t q = 0; q < queries.size(); ++q)
            (reference ? queries[q].reference : queries[q].test)(v, masks[q], spare);
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

    std::vector<query> queries = {make_hit_graze(frame)};
    queries.push_back(make_query("wall (aabb)", frame.wall));
    queries.push_back(make_query("rock (concave polygon)", frame.rock));
    queries.push_back(make_query("laser, round ends (capsule)", frame.round_laser));
    queries.push_back(make_query("laser, flat ends (obb)", frame.flat_laser));
    for (const auto& s : frame.sectors)
        queries.push_back(make_query(s.name, s.shape));

    std::printf("hitmask demo: %zu bullets, seed %u, %zu queries\n", v.size, opt.seed, queries.size());
    std::printf("ISA in use: %s (available:", hitmask::to_string(hitmask::active_isa()));
    for (hitmask::isa i : hitmask::available_isas())
        std::printf(" %s", hitmask::to_string(i));
    std::printf(")\n\nhits per shape:\n");

    std::vector<hitmask::bitmask> masks(queries.size(), hitmask::bitmask(v.size));
    hitmask::bitmask grazes(v.size), spare(v.size), any_hit(v.size);
    for (std::size_t q = 0; q < queries.size(); ++q) {
        queries[q].test(v, masks[q], queries[q].grazes ? grazes : spare);
        std::printf("  %-30s %8zu\n", queries[q].name.c_str(), masks[q].count());
        for (std::size_t w = 0; w < any_hit.word_count(); ++w)
            any_hit.words()[w] |= masks[q].words()[w];
    }
    std::printf("  %-30s %8zu (cyan in the picture)\n", "grazes (within 32, not hits)", grazes.count());
    std::printf("  %-30s %8zu (red in the picture)\n", "hit by anything", any_hit.count());

    // Every ISA must give the reference's answer, bit for bit, grazes included.
    const hitmask::isa chosen = hitmask::active_isa();
    bool agree = true;
    std::vector<hitmask::bitmask> ref(queries.size(), hitmask::bitmask(v.size));
    hitmask::bitmask ref_grazes(v.size);
    for (std::size_t q = 0; q < queries.size(); ++q)
        queries[q].reference(v, ref[q], queries[q].grazes ? ref_grazes : spare);
    for (hitmask::isa i : hitmask::available_isas()) {
        hitmask::force_isa(i);
        hitmask::bitmask g(v.size);
        for (std::size_t q = 0; q < queries.size(); ++q) {
            queries[q].test(v, masks[q], queries[q].grazes ? g : spare);
            agree = agree && masks[q] == ref[q];
        }
        agree = agree && g == ref_grazes;
    }
    std::printf("every ISA matches the scalar reference bit for bit: %s\n\n", agree ? "yes" : "NO");

    const double points = static_cast<double>(v.size) * static_cast<double>(queries.size());
    const double ref_s = time_frame(queries, v, ref, spare, opt.frames / 4 + 1, true);
    std::printf("speed (best of %d frames; %zu queries x %zu bullets per frame):\n", opt.frames, queries.size(),
                v.size);
    std::printf("  %-10s %12s %14s %12s\n", "ISA", "G tests/s", "x reference", "us/frame");
    for (hitmask::isa i : hitmask::available_isas()) {
        hitmask::force_isa(i);
        const double s = time_frame(queries, v, masks, spare, opt.frames, false);
        std::printf("  %-10s %12.2f %13.1fx %12.1f\n", hitmask::to_string(i), points / s / 1e9, ref_s / s, s * 1e6);
    }
    std::printf("  %-10s %12.2f %13.1fx %12.1f\n", "reference", points / ref_s / 1e9, 1.0, ref_s * 1e6);
    hitmask::force_isa(chosen);

    if (!demo::write_svg(opt.out, frame, any_hit, grazes)) {
        std::perror(("hitmask_demo: cannot write " + opt.out).c_str());
        return 1;
    }
    std::printf("\nwrote %s\n", opt.out.c_str());
    return agree ? 0 : 1;
}
