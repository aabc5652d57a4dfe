// hitmask internal: strided views (an engine's array of structs) read into SoA blocks. The
// loads that serve a layout (interleaved x, y; x and y as one 8-byte pair; AVX-512's trees and
// windows over whole structs) are picked once per query, and each 64-element block is copied to
// a SoA stack block by one call, compiled once per ISA, loads and column count. The drivers then
// run their SoA code on the block: a predicate is compiled once for SoA views and once for
// strided ones, not once per kind of load (the loads were inlined into every predicate's loop
// before, over half of each ISA's code). The copy costs stores and loads in L1: measured on
// AVX-512 (Zen 5) at 4,096 points against a circle, 32-byte structs run 10-15 % slower than
// with the loads inlined and 24-byte ones 40 %; interleaved x, y, which lost half, are loaded
// in place by the mask queries' driver (simd_driver.hpp's visit_blocks) and come here only
// for their last partial block.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <type_traits>

#include <xsimd/xsimd.hpp>

#include <hitmask/detail/format.hpp> // HITMASK_HOT

#include "pair_loads.hpp"
#include "strided_loads.hpp"
#include "result_sink.hpp" // HITMASK_NOINLINE
#include "tree_loads.hpp"

namespace hitmask {
namespace detail {

/// The first k < lanes floats at p as a batch, zeros in the other lanes, reading nothing past
/// p[k - 1]: AVX2's and AVX-512's masked loads (a masked-out lane neither reads nor faults);
/// elsewhere the floats go through a zeroed stack batch, which the load then waits for (the
/// store forwarding a masked load spares).
template <class Arch>
struct first_lanes {
    static xsimd::batch<float, Arch> load(const float* p, std::size_t k) noexcept
    {
        alignas(64) float part[xsimd::batch<float, Arch>::size] = {};
        std::memcpy(part, p, k * sizeof(float));
        return xsimd::batch<float, Arch>::load_aligned(part);
    }
};
#if XSIMD_WITH_AVX2
template <>
struct first_lanes<xsimd::avx2> {
    static xsimd::batch<float, xsimd::avx2> load(const float* p, std::size_t k) noexcept
    {
        const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
        return _mm256_maskload_ps(p, _mm256_cmpgt_epi32(_mm256_set1_epi32(static_cast<int>(k)), lane));
    }
};
#endif
#if XSIMD_WITH_AVX512BW
template <>
struct first_lanes<xsimd::avx512bw> {
    static xsimd::batch<float, xsimd::avx512bw> load(const float* p, std::size_t k) noexcept
    {
        return _mm512_maskz_loadu_ps(static_cast<__mmask16>((1u << k) - 1u), p);
    }
};
#endif

/// The blocks of a strided view with `Columns` fields, copied to SoA: fill(b, out, pitch) writes
/// elements 64b .. 64b + 63 of field c to out + c * pitch (64-byte aligned), zeros past the last element, and
/// returns the bits of the elements that exist. Nothing past the last element's last field is
/// read (loads that read whole structs leave the block holding the last element to the scalar
/// copy).
template <class Arch, std::size_t Columns>
class strided_blocks {
public:
    strided_blocks(const float* const* columns, std::size_t n, std::size_t stride) noexcept : n_(n), stride_(stride)
    {
        for (std::size_t c = 0; c < Columns; ++c)
            columns_[c] = columns[c];
        fill_ = &copy_fields;
        if (stride == sizeof(float)) return; // SoA columns' last partial block (block_copies)
        if constexpr (Columns == 2 && interleaved_loads<Arch>::available) {
            if (stride == 2 * sizeof(float) && columns[1] == columns[0] + 1) {
                use(new (loads_) interleaved_loads<Arch>{});
                return;
            }
        }
        // Points whose x, y are adjacent in structs of 32 bytes or more: one 8-byte load per
        // element (measured on AVX-512 at 4,096 elements of 32 bytes: 4.3-4.5 G/s against the
        // tree's 3.6, likely as most of its 64-byte loads straddle two lines in a 16-byte
        // aligned vector; at 1 M within 5 %). Otherwise, on AVX-512, trees for 16 and 32 bytes,
        // windows unrolled for 12, 20 and 24, any window up to 64 bytes; then the pairs on any
        // x86 ISA; then a field at a time. Spheres' four fields take the last.
        if constexpr (Columns <= 3) {
            if ((Columns == 2 && stride >= 32 && try_loads<pair_loads<Arch>>()) || try_loads<tree_loads<Arch, 8>>() ||
                try_loads<tree_loads<Arch, 4>>() || try_loads<window_loads<Arch, 3>>() ||
                try_loads<window_loads<Arch, 5>>() || try_loads<window_loads<Arch, 6>>() ||
                try_loads<window_loads<Arch>>() || try_loads<pair_loads<Arch>>())
                return;
        }
    }
    strided_blocks(const strided_blocks&) = delete;
    strided_blocks& operator=(const strided_blocks&) = delete;

    /// Copies block b to out; returns the bits of its elements that exist. (One pointer and a
    /// pitch: through an array of column pointers, each vector store, which may alias anything,
    /// made the next one load its pointer again: strided views 10 % slower.)
    std::uint64_t fill(std::size_t b, float* out, std::size_t pitch) const noexcept
    {
        return fill_(*this, b, out, pitch);
    }

    /// Elements first .. first + count of one field into to[0..count), zeros up to to[64).
    static void copy_column(const float* column, std::size_t first, std::size_t count, std::size_t stride,
                            float* to) noexcept
    {
        std::size_t k = 0;
        if constexpr (!std::is_same_v<Arch, xsimd::unavailable>) {
            using batch = xsimd::batch<float, Arch>;
            constexpr std::size_t lanes = batch::size;
            if (stride == sizeof(float)) {
                const float* from = column + first;
                for (; k + lanes <= count; k += lanes)
                    batch::load_unaligned(from + k).store_aligned(to + k);
                if (k < count) {
                    first_lanes<Arch>::load(from + k, count - k).store_aligned(to + k);
                    k += lanes;
                }
            } else {
                for (; k < count; ++k)
                    to[k] = strided_at(column, first + k, stride);
                for (; k % lanes != 0; ++k)
                    to[k] = 0.f;
            }
            for (; k < 64; k += lanes)
                batch(0.f).store_aligned(to + k);
        } else {
            // xsimd's default arch where the build has no SIMD flags (WebAssembly's test programs
            // instantiate the drivers with it): no batches, an element at a time
            for (; k < count; ++k)
                to[k] = strided_at(column, first + k, stride);
            for (; k < 64; ++k)
                to[k] = 0.f;
        }
    }

private:
    using fill_fn = std::uint64_t (*)(const strided_blocks&, std::size_t, float*, std::size_t) noexcept;

    template <class Loads>
    void use(const Loads* loads) noexcept
    {
        static_assert(std::is_trivially_destructible_v<Loads>, "the loads live in raw storage");
        static_assert(sizeof(Loads) <= sizeof(loads_) && alignof(Loads) <= 64, "the storage holds the loads");
        (void)loads;
        fill_ = &fill_with<Loads>;
    }

    /// Makes Loads the view's loads when they serve its layout; false otherwise.
    template <class Loads>
    bool try_loads() noexcept
    {
        if constexpr (Loads::available) {
            const Loads* loads = new (loads_) Loads(columns_, Columns, stride_);
            if (!loads->usable()) return false;
            use(loads);
            return true;
        }
        return false;
    }

    /// A block through Loads, batch by batch; the block holding the last element (or a
    /// partial one) by copy_fields.
    template <class Loads>
    static std::uint64_t fill_with(const strided_blocks& s, std::size_t b, float* out, std::size_t pitch) noexcept
    {
        using batch = xsimd::batch<float, Arch>;
        const std::size_t first = b * 64;
        // loads that read whole structs need an element after the block
        if (Loads::whole_window ? first + 64 >= s.n_ : first + 64 > s.n_) return copy_fields(s, b, out, pitch);
        const Loads& loads = *std::launder(reinterpret_cast<const Loads*>(s.loads_));
        const float* col[Columns];
        for (std::size_t c = 0; c < Columns; ++c)
            col[c] = s.columns_[c] + first * (s.stride_ / sizeof(float));
        for (std::size_t j = 0; j < 64; j += batch::size) {
            batch lanes[Columns];
            loads.template load<batch, Columns>(col, j, lanes);
            for (std::size_t c = 0; c < Columns; ++c)
                lanes[c].store_aligned(out + c * pitch + j);
        }
        return ~std::uint64_t{0};
    }

    /// A block a field at a time, zeros past the last element. The kernel then loads the block a
    /// batch at a time, so it is written a batch at a time where it can be: a vector load that
    /// spans several smaller stores waits for them to reach the cache (no store forwarding), and
    /// element stores made the last partial block of a query cost 50 to 65 ns more than a whole
    /// one (AVX2, 65 points against 64). SoA columns (stride 4: the last partial block of every
    /// SoA query) copy their whole batches as batches and the partial one by first_lanes; the
    /// zeros past it are batch stores.
    static std::uint64_t copy_fields(const strided_blocks& s, std::size_t b, float* out, std::size_t pitch) noexcept
    {
        const std::size_t first = b * 64, left = s.n_ - first, count = left < 64 ? left : 64;
        for (std::size_t c = 0; c < Columns; ++c)
            copy_column(s.columns_[c], first, count, s.stride_, out + c * pitch);
        return count == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << count) - 1;
    }

    static constexpr std::size_t storage_bytes()
    {
        std::size_t most = sizeof(interleaved_loads<Arch>);
        for (std::size_t s : {sizeof(pair_loads<Arch>), sizeof(tree_loads<Arch, 8>), sizeof(tree_loads<Arch, 4>),
                              sizeof(window_loads<Arch, 3>), sizeof(window_loads<Arch, 5>),
                              sizeof(window_loads<Arch, 6>), sizeof(window_loads<Arch>)})
            most = s > most ? s : most;
        return most;
    }

    alignas(64) unsigned char loads_[storage_bytes()];
    const float* columns_[Columns];
    std::size_t n_, stride_;
    fill_fn fill_ = nullptr;
};

/// The copied runs of SoA blocks that, after the blocks read in place, cover a view's n
/// elements: the last partial block of SoA columns (stride 0 or sizeof(float)) copied to a
/// zero-padded block, and a strided view's blocks copied to SoA eight at a time
/// (strided_blocks). The copies are made by copy(), not inlined: compiled once per ISA and
/// column count. Storage only until then (no store on the path of SoA columns' whole blocks).
template <class Arch, std::size_t Columns>
class block_copies {
public:
    static constexpr std::size_t tile = 8; // blocks per copy: a call per block, after which the
    // predicate's constants had to be loaded again, cost interleaved points/4096 half their speed

    block_copies() noexcept {} // NOLINT(modernize-use-equals-default): leaves the storage uninitialised
    block_copies(const block_copies&) = delete;
    block_copies& operator=(const block_copies&) = delete;

    /// Copies the run of the view (columns, n, stride) from element `done` (a multiple of 64,
    /// below n) to column(0 .. Columns); returns its element count. The calls of a view come in
    /// order, `done` 0 first when the view is strided.
    HITMASK_NOINLINE HITMASK_HOT std::size_t copy(const float* const* columns, std::size_t n, std::size_t stride,
                                                  std::size_t done) noexcept
    {
        const std::size_t left = n - done, blocks = (left + 63) / 64, count = blocks < tile ? blocks : tile;
        if (stride == 0 || stride == sizeof(float)) { // SoA columns' last partial block
            // each column's batches, its partial batch and the zeros past it: no view object
            // to set up nor call through its fill_ (16 points on AVX2, counted by callgrind:
            // 141 instructions before, 133 now; the kernel's block of 64 lanes takes 201)
            for (std::size_t c = 0; c < Columns; ++c)
                strided_blocks<Arch, Columns>::copy_column(columns[c], done, left, sizeof(float), copy_[c]);
            return left;
        }
        if (done == 0) new (view_) strided_blocks<Arch, Columns>(columns, n, stride);
        const auto& view = *std::launder(reinterpret_cast<const strided_blocks<Arch, Columns>*>(view_));
        for (std::size_t k = 0; k < count; ++k)
            view.fill(done / 64 + k, copy_[0] + k * 64, tile * 64);
        return left < count * 64 ? left : count * 64;
    }

    /// Column c of the last copy: its blocks at column(c) + 64k.
    const float* column(std::size_t c) const noexcept { return copy_[c]; }

private:
    static_assert(std::is_trivially_destructible_v<strided_blocks<Arch, Columns>>, "lives in raw storage");
    alignas(64) float copy_[Columns][tile * 64];
    alignas(64) unsigned char view_[sizeof(strided_blocks<Arch, Columns>)];
};

/// Visits the n elements of a view 64 at a time as visit(block, columns, valid, soa_loads{}),
/// `valid` the bits of the block's elements that exist, blocks numbered from `first`: SoA
/// columns' whole blocks (every block when padded) read in place, then the runs block_copies
/// makes, all by one loop. So each query's kernel is inlined once for SoA columns, their last
/// partial block and strided views alike (a second copy for the tails and strided views was
/// about a quarter of each ISA's code), with nothing but the kernel per block: picking each block's
/// source in the loop cost circle/4096 15 %. Stops early when visit returns false.
template <class Arch, std::size_t Columns, class Visit>
HITMASK_ALWAYS_INLINE void visit_runs(const float* const* columns, std::size_t n, std::size_t stride, bool padded,
                                      const Visit& visit, std::size_t first = 0) noexcept
{
    block_copies<Arch, Columns> copies;
    const bool soa = stride == 0 || stride == sizeof(float);
    std::size_t size = !soa ? 0 : padded ? n : n / 64 * 64, done = size, number = first;
    const float* from[Columns];
    for (std::size_t c = 0; c < Columns; ++c)
        from[c] = columns[c];
    for (;;) {
        for (std::size_t b = 0, blocks = (size + 63) / 64; b < blocks; ++b) {
            const float* col[max_columns] = {};
            for (std::size_t c = 0; c < Columns; ++c)
                col[c] = from[c] + b * 64;
            const std::size_t left = size - b * 64;
            if (!visit(number + b, col, left >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << left) - 1, soa_loads{}))
                return;
        }
        if (done >= n) return;
        number = first + done / 64;
        size = copies.copy(columns, n, stride, done);
        done += size;
        for (std::size_t c = 0; c < Columns; ++c)
            from[c] = copies.column(c);
    }
}

} // namespace detail
} // namespace hitmask
