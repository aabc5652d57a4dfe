// Library peers of hitmask::compact and hitmask::nearest, each compiled only when CMake finds the
// library (HITMASK_BENCH_HWY, HITMASK_BENCH_NANOFLANN); otherwise available() is false and the
// rows are skipped.
//   Highway (hwy_compact_peer.cpp, Debian's libhwy-dev): CompressBitsStore (CompressStore of a
//     vector with the mask loaded from the keep bits by LoadMaskBits) per 8 floats, column by
//     column, in place; hwy's static dispatch in its own translation unit built for AVX2
//     (-mavx2 -mfma -mbmi -mbmi2 -mf16c -mpclmul -maes:
//     what hwy 1.0 asks of its AVX2 target), run only on a CPU that has those. Debian 12's
//     hwy 1.0.3 built by g++ 12 copies Compress's 1 KB index table onto the stack at every
//     call (a rep movsq in the loop: the table is a non-static constexpr local), so the same
//     source is also built by clang++ when it is installed (hwy_clang, HITMASK_BENCH_HWY_CLANG),
//     which keeps the table in place: the peer at its best.
//   nanoflann (nanoflann_peer.cpp, libnanoflann-dev): a 2-D KD-tree (KDTreeSingleIndexAdaptor,
//     L2_Simple_Adaptor, leaves of 10) over the x, y columns, knnSearch for the one nearest
//     centre. It finds centres, not discs: for round bullets it answers another question, so it
//     is compared on points only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace act_peer {

namespace hwy {
/// Whether the peer was built and this CPU runs its AVX2 code.
bool available();
/// Compacts `count` float columns of n elements in place; returns how many stay.
std::size_t compact(const std::uint64_t* keep, float* const* columns, std::size_t count, std::size_t n);
} // namespace hwy

#if HITMASK_BENCH_HWY_CLANG
namespace hwy_clang { // the same, built by clang++
bool available();
std::size_t compact(const std::uint64_t* keep, float* const* columns, std::size_t count, std::size_t n);
} // namespace hwy_clang
#endif

namespace nanoflann {
bool available();
struct tree;
/// A tree over the n points (x[i], y[i]); the columns must outlive it.
std::shared_ptr<tree> make(const float* x, const float* y, std::size_t n);
/// Builds the tree again over its columns (the bullets moved this frame).
void rebuild(tree& t);
/// The index of the centre nearest (px, py) and its squared distance.
std::size_t nearest(const tree& t, float px, float py, float& squared);
} // namespace nanoflann

} // namespace act_peer
