// Demo: the 3D scene's queries, checks and timing.
#include "demo3d.hpp"

#include <chrono>
#include <cstdio>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "frame/queries.hpp"
#include "frame/scene3d.hpp"
#include "frame_timer.hpp"
#include "svg3d_writer.hpp"

namespace demo {

namespace {

/// The union of the masks of the queries on spheres (or points) by the camera (or the guards).
hitmask::bitmask any_of(const std::vector<query3d>& q, const std::vector<hitmask::bitmask>& masks, bool spheres,
                        bool camera, std::size_t size)
{
    hitmask::bitmask all(size);
    for (std::size_t i = 0; i < q.size(); ++i)
        if (q[i].spheres == spheres && q[i].camera == camera)
            for (std::size_t w = 0; w < all.word_count(); ++w)
                all.words()[w] |= masks[i].words()[w];
    return all;
}

} // namespace

bool run_scene3d(std::uint32_t seed, int frames, const std::string& svg_path)
{
    const scene3d s = make_scene3d(scene3d_points, scene3d_spheres, seed);
    const hitmask::points3_view points = s.points();
    const hitmask::spheres_view spheres = s.spheres();
    const std::vector<query3d> queries = make_scene3d_queries(s);
    const auto blank = [&] {
        std::vector<hitmask::bitmask> m;
        for (const query3d& q : queries)
            m.emplace_back(q.spheres ? spheres.size : points.size);
        return m;
    };

    std::printf("\n3D scene: %zu points and %zu spheres against %zu guards' view cones (cone) and a camera "
                "(frustum); seed %u\n\nhits per shape:\n",
                points.size, spheres.size, s.guards.size(), seed);
    std::vector<hitmask::bitmask> masks = blank();
    for (std::size_t q = 0; q < queries.size(); ++q) {
        queries[q].test(masks[q]);
        std::printf("  %-33s %8zu of %zu\n", queries[q].name.c_str(), masks[q].count(), masks[q].size());
    }
    const hitmask::bitmask points_seen = any_of(queries, masks, false, false, points.size),
                           points_in_view = any_of(queries, masks, false, true, points.size),
                           spheres_seen = any_of(queries, masks, true, false, spheres.size),
                           spheres_in_view = any_of(queries, masks, true, true, spheres.size);
    std::printf("  %-33s %8zu points, %zu spheres (red in the picture)\n", "seen by a guard", points_seen.count(),
                spheres_seen.count());
    std::printf("  %-33s %8zu points, %zu spheres (yellow if no guard sees them)\n", "in the camera's view",
                points_in_view.count(), spheres_in_view.count());

    // Every ISA must give the reference's answer, bit for bit.
    const hitmask::isa chosen = hitmask::active_isa();
    std::vector<hitmask::bitmask> ref = blank(), check = blank();
    for (std::size_t q = 0; q < queries.size(); ++q)
        queries[q].reference(ref[q]);
    bool agree = true;
    for (hitmask::isa i : hitmask::available_isas()) {
        hitmask::force_isa(i);
        for (std::size_t q = 0; q < queries.size(); ++q) {
            queries[q].test(check[q]);
            agree = agree && check[q] == ref[q];
        }
    }
    std::printf("every ISA matches the scalar reference bit for bit (3D): %s\n\n", agree ? "yes" : "NO");

    const double tests = static_cast<double>((s.guards.size() + 1) * (points.size + spheres.size));
    const double ref_s = time_frame(queries, ref, frames / 4 + 1, true);
    std::printf("speed (best of %d frames; %zu queries, %.0f element-shape tests per frame):\n", frames, queries.size(),
                tests);
    std::printf("  %-10s %12s %14s %12s\n", "ISA", "G tests/s", "x reference", "us/frame");
    for (hitmask::isa i : hitmask::available_isas()) {
        hitmask::force_isa(i);
        const double t = time_frame(queries, check, frames, false);
        std::printf("  %-10s %12.2f %13.1fx %12.1f\n", hitmask::to_string(i), tests / t / 1e9, ref_s / t, t * 1e6);
    }
    std::printf("  %-10s %12.2f %13.1fx %12.1f\n", "reference", tests / ref_s / 1e9, 1.0, ref_s * 1e6);
    hitmask::force_isa(chosen);

    if (!write_svg3d(svg_path, s, {points_seen, points_in_view, spheres_seen, spheres_in_view})) {
        std::perror(("hitmask_demo: cannot write " + svg_path).c_str());
        return false;
    }
    std::printf("\nwrote %s (top and side views)\n", svg_path.c_str());
    return agree;
}

} // namespace demo
