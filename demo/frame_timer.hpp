// Demo: how long one frame of queries takes, for the 2D frame and the 3D scene alike.
#pragma once

#include <chrono>
#include <cstddef>
#include <vector>

namespace demo {

/// Seconds per frame (all queries once), best of `frames` runs after one warm-up. A Query has
/// `test` and `reference`, each a callable that fills its Out.
template <class Query, class Out>
double time_frame(const std::vector<Query>& queries, std::vector<Out>& out, int frames, bool reference)
{
    double best = 1e30;
    for (int f = 0; f <= frames; ++f) {
        const auto t0 = std::chrono::steady_clock::now();
        for (std::size_t q = 0; q < queries.size(); ++q)
            (reference ? queries[q].reference : queries[q].test)(out[q]);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (f > 0 && s < best) best = s;
    }
    return best;
}

} // namespace demo
