// hitmask internal: the drivers. A shape supplies a predicate on batches of a view's columns
// (src/kernels/<shape>.hpp); a driver runs it over the view 64 elements at a time into one of
// the result forms. Every query of every ISA is a driver over a predicate.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <utility>

#include <xsimd/xsimd.hpp>

#include "../dispatch/query_args.hpp"
#include "result_sink.hpp"
#include "strided_gather.hpp"
#include "strided_loads.hpp"

namespace hitmask {
namespace detail {

/// One bit per lane of a comparison result, lane 0 in bit 0. xsimd 8.1 has no
/// batch_bool::mask(), so each base ISA says how. A template per Arch, so each ISA's
/// translation unit owns its copy.
template <class Arch>
struct lane_bits;

#if XSIMD_WITH_SSE4_2
template <>
struct lane_bits<xsimd::sse4_2> {
    static std::uint64_t get(const xsimd::batch_bool<float, xsimd::sse4_2>& m) noexcept
    {
        return static_cast<std::uint32_t>(_mm_movemask_ps(m.data));
    }
};
#endif
#if XSIMD_WITH_AVX2
template <>
struct lane_bits<xsimd::avx2> {
    static std::uint64_t get(const xsimd::batch_bool<float, xsimd::avx2>& m) noexcept
    {
        return static_cast<std::uint32_t>(_mm256_movemask_ps(m.data));
    }
};
#endif
#if XSIMD_WITH_AVX2
/// The 64 bits of a block's eight AVX2 masks (mask k: bits 8k to 8k + 7) in two movemasks: the
/// masks packed to bytes with signed saturation, which keeps each lane's sign (the bit
/// movemask_ps reads, also of a mask that is not all ones or zeros), then the dwords put back
/// in lane order (the packs work within 128-bit halves). 12 instructions where a movemask, a
/// shift and an or per mask took 22: the cheap predicates' blocks are bound by the
/// instructions they issue (points x circle: about ten a batch).
HITMASK_ALWAYS_INLINE std::uint64_t avx2_block_bits(const xsimd::batch_bool<float, xsimd::avx2> (&m)[8]) noexcept
{
    const auto i = [&](int k) { return _mm256_castps_si256(m[k].data); };
    const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    const __m256i low = _mm256_permutevar8x32_epi32(
        _mm256_packs_epi16(_mm256_packs_epi32(i(0), i(1)), _mm256_packs_epi32(i(2), i(3))), order);
    const __m256i high = _mm256_permutevar8x32_epi32(
        _mm256_packs_epi16(_mm256_packs_epi32(i(4), i(5)), _mm256_packs_epi32(i(6), i(7))), order);
    return static_cast<std::uint32_t>(_mm256_movemask_epi8(low)) |
           std::uint64_t{static_cast<std::uint32_t>(_mm256_movemask_epi8(high))} << 32;
}
#endif
#if XSIMD_WITH_AVX512BW
template <>
struct lane_bits<xsimd::avx512bw> {
    static std::uint64_t get(const xsimd::batch_bool<float, xsimd::avx512bw>& m) noexcept
    {
        return static_cast<std::uint16_t>(m.data);
    }
};
#endif
#if XSIMD_WITH_NEON64
template <>
struct lane_bits<xsimd::neon64> {
    static std::uint64_t get(const xsimd::batch_bool<float, xsimd::neon64>& m) noexcept
    {
        // Each lane is all-ones or zero: keep bit k in lane k, then add the lanes.
        static const uint32_t weights[4] = {1, 2, 4, 8};
        return vaddvq_u32(vandq_u32(m.data, vld1q_u32(weights)));
    }
};
#endif

/// The mask with no lane set, and with every lane set. xsimd 8.1's batch_bool(bool) fills the
/// mask lane by lane through its set(), which GCC leaves as a call on AVX-512: a call per
/// batch in the ellipse's screen, 1.3 % of its time. The zero register is the same mask.
template <class Arch>
HITMASK_ALWAYS_INLINE xsimd::batch_bool<float, Arch> no_lanes() noexcept
{
    using mask = xsimd::batch_bool<float, Arch>;
    return mask(typename mask::register_type{});
}
template <class Arch>
HITMASK_ALWAYS_INLINE xsimd::batch_bool<float, Arch> every_lane() noexcept
{
    return ~no_lanes<Arch>();
}

/// The SIMD predicate of elements of View against a shape with parameters Params on Arch,
/// built once per query from the parameters and called once per batch: operator()(x, y)
/// for points, (x, y, r) for circles, (x0, y0, x1, y1) for segments, returning a batch_bool.
/// Each src/kernels/<shape>.hpp specialises it for the views the registry lists.
template <class Arch, class View, class Params>
struct predicate;

/// Base of a predicate specialisation that picks one of several predicates from the
/// parameters (a sector's form and span, a polygon's fill rule): it provides
/// `static R choose(const Params&, const Body& body)`, which calls body(chosen predicate), so
/// each variant gets its own loop and no per-batch branch.
struct chooser {};

/// Base of a predicate that tests `group` batches at once: operator()(xs, ys, masks) fills
/// masks[0..group). Shapes that loop over many edges load each edge's constants once per group.
template <std::size_t Group>
struct grouped {
    static constexpr std::size_t group = Group;
};
/// Base of a predicate whose full test is costly but needed by few elements: besides
/// operator() (the full test), it has screen(columns..., decided) returning the answer for the
/// lanes it sets in `decided` (cheaply: far away, plainly inside). block_bits screens a whole
/// block, packs the undecided lanes together and runs operator() on full batches of them only,
/// so a batch's few costly lanes do not make the other lanes pay. Lanes are independent, so
/// the bits are those of operator() alone.
struct two_stage {};

/// group_of<P>::value: P's group, or 0 for a predicate that takes one batch per column.
template <class P, class = void>
struct group_of : std::integral_constant<std::size_t, 0> {};
template <class P>
struct group_of<P, std::void_t<decltype(P::group)>> : std::integral_constant<std::size_t, P::group> {};

/// Calls body(predicate) with the predicate for `p`, resolving choosers.
template <class Predicate, class Params, class Body>
inline auto with_predicate(const Params& p, const Body& body) noexcept
{
    if constexpr (std::is_base_of_v<chooser, Predicate>)
        return Predicate::choose(p, body);
    else
        return body(Predicate(p));
}

template <class Batch, class Predicate, class Loads, std::size_t... C>
HITMASK_ALWAYS_INLINE auto call_with_batches(const Predicate& hit, const Loads& loads, const float* const* col,
                                             std::size_t j, std::index_sequence<C...>) noexcept
{
    Batch b[sizeof...(C)];
    loads.template load<Batch, sizeof...(C)>(col, j, b);
    return hit(b[C]...);
}

/// a / b, correctly rounded on every ISA. xsimd 8.1 has no float division for neon64 and falls
/// back to ARMv7's reciprocal estimate with Newton steps (not IEEE, and it flushes denormals),
/// so AArch64 calls its own division instruction.
template <class Arch>
inline xsimd::batch<float, Arch> exact_div(const xsimd::batch<float, Arch>& a,
                                           const xsimd::batch<float, Arch>& b) noexcept
{
#if XSIMD_WITH_NEON64
    if constexpr (std::is_same_v<Arch, xsimd::neon64>) return vdivq_f32(a, b);
#endif
    return a / b;
}

/// sqrt(a), correctly rounded on every ISA: AArch64's own instruction there, as for exact_div
/// (xsimd 8.1's NEON fallbacks are estimates refined by Newton steps).
template <class Arch>
inline xsimd::batch<float, Arch> exact_sqrt(const xsimd::batch<float, Arch>& a) noexcept
{
#if XSIMD_WITH_NEON64
    if constexpr (std::is_same_v<Arch, xsimd::neon64>) return vsqrtq_f32(a);
#endif
#if XSIMD_WITH_AVX512F
    // the zero-masked form with every lane kept: the plain one starts from an undefined
    // register, which GCC 12 reports as uninitialized
    if constexpr (std::is_same_v<Arch, xsimd::avx512bw>) return _mm512_maskz_sqrt_ps(0xFFFF, a);
#endif
    return xsimd::sqrt(a);
}

/// Calls `hit` on one batch from each of the first `Columns` columns, at element j, loaded by
/// `loads` (soa_loads for SoA columns; see strided_loads.hpp).
template <class Batch, std::size_t Columns, class Predicate, class Loads = soa_loads>
HITMASK_ALWAYS_INLINE auto call_on_columns(const Predicate& hit, const float* const* col, std::size_t j,
                                           const Loads& loads = {}) noexcept
{
    static_assert(Columns >= 2 && Columns <= max_columns, "views have 2 to max_columns columns");
    return call_with_batches<Batch>(hit, loads, col, j, std::make_index_sequence<Columns>{});
}

/// Visits the blocks of the view in q (its col, n and stride) as visit(block, columns, valid,
/// loads): SoA columns read in place, a strided view's blocks copied to SoA first. The ray
/// casts, sweeps and nearest queries take their views' every kind (visit_blocks only those with
/// a strided twin).
template <class Arch, class View, class Args, class Visit>
HITMASK_ALWAYS_INLINE void visit_blocks_in_order(const Args& q, const Visit& visit) noexcept
{
    visit_runs<Arch, column_count_v<View>>(q.col, q.n, q.stride, false, visit);
}

/// Block b's answers: its hit bits (of elements that exist) to q.words[b], and its 64 distances
/// or fractions t to q.distances' block when asked (the last block only up to n). Returns the
/// block's hit count. A template per Arch like the rest of this file: each ISA's translation unit
/// keeps its own copy.
template <class Arch>
HITMASK_ALWAYS_INLINE std::size_t store_block_fractions(const ray_args& q, std::size_t b, std::uint64_t bits,
                                                        const float* t) noexcept
{
    q.words[b] = bits;
    if (q.distances != nullptr) {
        const std::size_t left = q.n - b * 64;
        std::memcpy(q.distances + b * 64, t, (left < 64 ? left : 64) * sizeof(float));
    }
    return static_cast<std::size_t>(__builtin_popcountll(bits));
}

/// One block of the every-element form of the ray and sweep drivers: `at(j)` is the batch of
/// distances (a ray's) or fractions (a sweep's) of the lanes from j, +inf where the element is
/// not met; store_block_fractions stores them. Returns the block's hit count.
template <class Arch, class At>
HITMASK_ALWAYS_INLINE std::size_t store_every_element_block(const ray_args& q, std::size_t b, std::uint64_t valid,
                                                            const At& at) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch infinity(std::numeric_limits<float>::infinity());
    alignas(64) float t[64];
    std::uint64_t bits = 0;
    for (std::size_t j = 0; j < 64; j += batch::size) {
        const batch d = at(j);
        d.store_aligned(t + j);
        bits |= lane_bits<Arch>::get(d < infinity) << j;
    }
    return store_block_fractions<Arch>(q, b, bits & valid, t);
}

/// Runs visit(block, columns, valid, loads) over every block of the query's view: SoA columns
/// read in place, a strided view's blocks copied to SoA first (strided_gather.hpp), so the
/// visitor is compiled for SoA loads only, once (visit_runs), but for interleaved x, y.
template <class Arch, class View, class Visit>
HITMASK_ALWAYS_INLINE void visit_blocks(const float* const* columns, std::size_t n, std::size_t stride, bool padded,
                                        const Visit& visit) noexcept
{
    constexpr std::size_t count = column_count_v<View>;
    const float* rest[max_columns] = {};
    const float* const* from = columns;
    std::size_t first = 0;
    if constexpr (has_strided_twin<View> && count == 2 && interleaved_loads<Arch>::available) {
        // interleaved x, y, the commonest array of structs (vec2 arrays): loaded in place, as
        // SoA columns are. Through a SoA copy they ran at half the speed (the copy's stores and
        // loads cost as much as the test). Their last partial block is copied as other views' are.
        if (n >= 64 && stride == 2 * sizeof(float) && columns[1] == columns[0] + 1) { // n: columns not null
            first = n / 64;
            for (std::size_t b = 0; b < first; ++b) {
                const float* col[max_columns] = {columns[0] + b * 128, columns[1] + b * 128};
                if (!visit(b, col, ~std::uint64_t{0}, interleaved_loads<Arch>{})) return;
            }
            rest[0] = columns[0] + first * 128;
            rest[1] = columns[1] + first * 128;
            from = rest;
        }
    }
    // one call: the SoA loop is inlined once
    visit_runs<Arch, count>(from, n - first * 64, has_strided_twin<View> ? stride : 0, padded, visit, first);
}

template <class Predicate, class Batch, class Mask, std::size_t... C>
HITMASK_ALWAYS_INLINE Mask call_screen(const Predicate& hit, const Batch* b, Mask& decided,
                                       std::index_sequence<C...>) noexcept
{
    return hit.screen(b[C]..., decided);
}
template <class Predicate, class Batch, std::size_t... C>
HITMASK_ALWAYS_INLINE auto call_full(const Predicate& hit, const Batch* b, std::index_sequence<C...>) noexcept
{
    return hit(b[C]...);
}
template <class Predicate, class Batch, class Mask, std::size_t... C>
HITMASK_ALWAYS_INLINE Mask call_refine(const Predicate& hit, const Batch* b, Mask& decided,
                                       std::index_sequence<C...>) noexcept
{
    return hit.refine(b[C]..., decided);
}
/// refines<P>::value: a two_stage predicate with a second screen, refine(columns..., decided),
/// run on the packed lanes before the full test (the ellipse: its screen is a cheap box, its
/// refine the inside and octagon tests, its full test five steps of square roots and
/// divisions; packing again keeps the steps to the lanes that need them).
template <class P, class = void>
struct refines : std::false_type {};
template <class P>
struct refines<P, std::void_t<decltype(&P::refine)>> : std::true_type {};
/// sorts<P>::value: a two_stage predicate whose full test is cheaper on lanes of a like key,
/// bucket(column sort_column) in 0..15 (round bullets against a polygon: by the centre's y, so
/// that a batch's discs meet few of its edges). The driver packs the kept lanes in that order.
template <class P, class = void>
struct sorts : std::false_type {};
template <class P>
struct sorts<P, std::void_t<decltype(&P::bucket)>> : std::true_type {};

/// The one-shape driver's blocks for a two_stage predicate: screened_block_bits over up to
/// `held` blocks at once. A field's undecided lanes are few (round bullets near a polygon: a few
/// per cent of a bullet-hell field, one or two per block; near an ellipse's rim, one in four
/// blocks), so packing them block by block ran the costly test on batches that were mostly
/// padding; holding blocks until `room` lanes wait fills its batches before it runs. add()
/// screens a block and keeps its undecided lanes' columns; flush() runs the full test on them,
/// then hands the blocks to the sink in order. Lanes are independent, so the bits are those of
/// block_bits; `any` may read up to held - 1 blocks past its first hit. 128 blocks, not 32:
/// the ellipse's steps are a chain of square roots and divisions that one batch waits out
/// alone, so fewer flushes with fuller batches (circles_ellipse/4096 avx512 1.30 -> 1.09 us).
template <class Arch, std::size_t Columns, class Predicate>
class screened_blocks {
public:
    static constexpr std::size_t held = 128, room = 512; // blocks, kept lanes (a flush's batches)

    explicit screened_blocks(const Predicate& hit) noexcept : hit_(hit) {}

    /// Flush before the next block: no slot left, or no room for its 64 lanes.
    bool full() const noexcept { return count_ == held || m_ > room - 64; }

    /// Screens block `block` and keeps its undecided lanes. No branch per batch: a batch with
    /// an undecided lane is a few per cent likely, a branch on it mispredicted often enough to
    /// cost a third of the screen's time (circles x convex_polygon on AVX2). The kept lanes are
    /// read again from the columns (loads.at: SoA, or interleaved x, y).
    template <class Loads>
    HITMASK_ALWAYS_INLINE void add(std::size_t block, const float* const* col, std::uint64_t valid,
                                   const Loads& loads) noexcept
    {
        const std::size_t slot = count_++;
        block_[slot] = block;
        valid_[slot] = valid;
        std::uint64_t hits = 0, open = 0;
        for (std::size_t j = 0; j < 64; j += S) {
            batch b[Columns];
            loads.template load<batch, Columns>(col, j, b);
            mask decided;
            hits |= lane_bits<Arch>::get(call_screen(hit_, b, decided, seq{})) << j;
            open |= (lanes & ~lane_bits<Arch>::get(decided)) << j;
        }
        hits_[slot] = hits;
        for (; open != 0; open &= open - 1) {
            const auto at = static_cast<std::size_t>(__builtin_ctzll(open));
            for (std::size_t c = 0; c < Columns; ++c)
                packed_[c][m_] = loads.at(col, c, at);
            if constexpr (sorted)
                key_[m_] = static_cast<std::uint8_t>(hit_.bucket(packed_[Predicate::sort_column][m_]));
            bit_of_[m_++] = static_cast<std::uint16_t>(slot * 64 + at);
        }
    }

    /// The full test on the kept lanes (padded to whole batches with copies of the last), then
    /// every held block to the sink. Returns false when the sink has its answer.
    template <class Sink>
    bool flush(Sink& sink) noexcept
    {
        if constexpr (refines<Predicate>::value) refine();
        float(*from)[row] = packed_;
        const std::uint16_t* bit_of = bit_of_;
        if constexpr (sorted) {
            sort_kept();
            from = sorted_;
            bit_of = sorted_bit_;
        }
        pad(from);
        for (std::size_t p = 0; p < m_; p += S) {
            batch b[Columns];
            for (std::size_t c = 0; c < Columns; ++c)
                b[c] = batch::load_aligned(&from[c][p]);
            mark(lane_bits<Arch>::get(call_full(hit_, b, seq{})) & real(p), p, bit_of);
        }
        const std::size_t count = count_;
        count_ = 0;
        m_ = 0;
        for (std::size_t s = 0; s < count; ++s)
            if (!sink.put(block_[s], hits_[s] & valid_[s])) return false;
        return true;
    }

private:
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    using seq = std::make_index_sequence<Columns>;
    static constexpr std::size_t S = batch::size;
    static constexpr std::uint64_t lanes = S == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << S) - 1;
    // a column of kept lanes and room for the last batch's padding, in whole 64-byte lines
    static constexpr std::size_t row = room + 16;
    static_assert(S <= 16, "the padding of a batch fits a row");

    /// Copies of the last kept lane up to a whole batch (none when no lane is kept).
    void pad(float (*from)[row]) noexcept
    {
        for (std::size_t t = m_; t % S != 0; ++t)
            for (std::size_t c = 0; c < Columns; ++c)
                from[c][t] = from[c][m_ - 1];
    }
    /// The bits of the batch of kept lanes at p that are real lanes, not padding.
    std::uint64_t real(std::size_t p) const noexcept { return m_ - p < S ? (std::uint64_t{1} << (m_ - p)) - 1 : lanes; }
    /// Sets the hits `got` of the batch of kept lanes at p in their blocks (bit_of: kept lane
    /// to slot * 64 + element).
    void mark(std::uint64_t got, std::size_t p, const std::uint16_t* bit_of) noexcept
    {
        for (; got != 0; got &= got - 1) {
            const std::size_t at = bit_of[p + static_cast<std::size_t>(__builtin_ctzll(got))];
            hits_[at / 64] |= std::uint64_t{1} << (at % 64);
        }
    }

    /// The predicate's second screen on the kept lanes: its decided lanes' hits go to their
    /// blocks, the rest are packed again, in place (a lane moves only to an index at or before
    /// its own, already read), for the full test.
    void refine() noexcept
    {
        pad(packed_);
        std::size_t kept = 0;
        for (std::size_t p = 0; p < m_; p += S) {
            batch b[Columns];
            for (std::size_t c = 0; c < Columns; ++c)
                b[c] = batch::load_aligned(&packed_[c][p]);
            mask decided;
            const std::uint64_t got = lane_bits<Arch>::get(call_refine(hit_, b, decided, seq{}));
            std::uint64_t open = ~lane_bits<Arch>::get(decided) & real(p);
            mark(got & real(p) & ~open, p, bit_of_);
            for (; open != 0; open &= open - 1) {
                const std::size_t from = p + static_cast<std::size_t>(__builtin_ctzll(open));
                for (std::size_t c = 0; c < Columns; ++c)
                    packed_[c][kept] = packed_[c][from];
                if constexpr (sorted) key_[kept] = key_[from];
                bit_of_[kept++] = bit_of_[from];
            }
        }
        m_ = kept;
    }

    /// A counting sort of the kept lanes by the keys add() took (stable: ties keep lane order),
    /// into sorted_.
    void sort_kept() noexcept
    {
        constexpr std::size_t buckets = 16;
        std::size_t start[buckets + 1] = {};
        for (std::size_t i = 0; i < m_; ++i)
            ++start[key_[i] + 1];
        for (std::size_t k = 0; k < buckets; ++k)
            start[k + 1] += start[k];
        for (std::size_t i = 0; i < m_; ++i) {
            const std::size_t to = start[key_[i]]++;
            for (std::size_t c = 0; c < Columns; ++c)
                sorted_[c][to] = packed_[c][i];
            sorted_bit_[to] = bit_of_[i];
        }
    }

    static constexpr bool sorted = sorts<Predicate>::value;
    static constexpr std::size_t sorted_room = sorted ? room : 1; // a sorting predicate's arrays

    // the aligned arrays first (whole lines), the rest by size: no padding between (clang-tidy's
    // Padding check)
    alignas(64) float packed_[Columns][row];
    alignas(64) float sorted_[sorted ? Columns : 1][sorted ? row : 16];
    const Predicate& hit_;
    std::size_t count_ = 0, m_ = 0; // blocks held, lanes kept
    std::size_t block_[held];
    std::uint64_t valid_[held], hits_[held];
    std::uint16_t bit_of_[room];            // kept lane -> slot * 64 + element
    std::uint16_t sorted_bit_[sorted_room]; // bit_of_ in sorted_'s order
    std::uint8_t key_[sorted_room];         // kept lane -> the predicate's bucket
};

/// block_bits for a two_stage predicate (the shape-set drivers, block by block):
/// screened_blocks holding this one block.
template <class Arch, std::size_t Columns, class Predicate, class Loads>
HITMASK_ALWAYS_INLINE std::uint64_t screened_block_bits(const Predicate& hit, const float* const* col,
                                                        const Loads& loads) noexcept
{
    struct keep_bits {
        std::uint64_t bits = 0;
        bool put(std::size_t, std::uint64_t hits) noexcept
        {
            bits = hits;
            return true;
        }
    } keep;
    screened_blocks<Arch, Columns, Predicate> one(hit);
    one.add(0, col, ~std::uint64_t{0}, loads);
    one.flush(keep);
    return keep.bits;
}

/// The hits of one 64-element block: one bit per element, element 0 in bit 0.
template <class Arch, std::size_t Columns, class Predicate, class Loads = soa_loads>
HITMASK_ALWAYS_INLINE std::uint64_t block_bits(const Predicate& hit, const float* const* col,
                                               const Loads& loads = {}) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    std::uint64_t bits = 0;
    if constexpr (group_of<Predicate>::value > 0) {
        static_assert(Columns == 2, "grouped predicates are for points");
        constexpr std::size_t G = Predicate::group;
        static_assert(64 % (batch::size * G) == 0, "a group must divide the 64-element block");
        for (std::size_t j = 0; j < 64; j += batch::size * G) {
            batch xs[G], ys[G];
            mask masks[G];
            for (std::size_t g = 0; g < G; ++g) {
                batch xy[2];
                loads.template load<batch, 2>(col, j + g * batch::size, xy);
                xs[g] = xy[0];
                ys[g] = xy[1];
            }
            hit(xs, ys, masks);
            for (std::size_t g = 0; g < G; ++g)
                bits |= lane_bits<Arch>::get(masks[g]) << (j + g * batch::size);
        }
    } else if constexpr (std::is_base_of_v<two_stage, Predicate>) {
        bits = screened_block_bits<Arch, Columns>(hit, col, loads);
    } else if constexpr (batch::size >= 8) {
        // AVX2 and AVX-512: the block's 8 or 4 batches unrolled, so the out-of-order core sees
        // more independent batches past each one's long dependency chain (spheres_obb3/4096
        // avx2 1.58 -> 1.75 G/s, circles_obb 2.77 -> 3.0). Not for 4-lane ISAs: SSE4.2 gained
        // 2-3 %, not worth its TU's size and compile time (the AVX2 TU compiles 25 % slower).
#if XSIMD_WITH_AVX2
        if constexpr (std::is_same_v<Arch, xsimd::avx2>) {
            mask m[8];
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 8
#endif
            for (std::size_t k = 0; k < 8; ++k)
                m[k] = call_on_columns<batch, Columns>(hit, col, k * 8, loads);
            return avx2_block_bits(m);
        }
#endif
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 8
#endif
        for (std::size_t j = 0; j < 64; j += batch::size)
            bits |= lane_bits<Arch>::get(call_on_columns<batch, Columns>(hit, col, j, loads)) << j;
    } else {
        for (std::size_t j = 0; j < 64; j += batch::size)
            bits |= lane_bits<Arch>::get(call_on_columns<batch, Columns>(hit, col, j, loads)) << j;
    }
    return bits;
}

/// The one-shape driver: `hit` over every element of the view, into any of the four result
/// forms (mask, count, any, indices).
template <class Arch, class View, class Predicate>
HITMASK_ALWAYS_INLINE std::size_t drive(const query_args& q, const Predicate& hit) noexcept
{
    constexpr std::size_t columns = column_count_v<View>;
    result_sink<Arch> sink(q);
    if constexpr (std::is_base_of_v<two_stage, Predicate>) {
        screened_blocks<Arch, columns, Predicate> held(hit);
        bool more = true;
        visit_blocks<Arch, View>(q.col, q.n, q.stride, q.padded,
                                 [&](std::size_t b, const float* const* col, std::uint64_t valid, const auto& loads)
                                     HITMASK_INLINE_LAMBDA {
                                         held.add(b, col, valid, loads);
                                         return !held.full() || (more = held.flush(sink));
                                     });
        if (more) held.flush(sink);
    } else {
        visit_blocks<Arch, View>(
            q.col, q.n, q.stride, q.padded,
            [&](std::size_t b, const float* const* col, std::uint64_t valid, const auto& loads)
                HITMASK_INLINE_LAMBDA { return sink.put(b, block_bits<Arch, columns>(hit, col, loads) & valid); });
    }
    return sink.result();
}

/// The loads of a view's last partial batch: its first k elements in place (first_lanes), zeros
/// in the other lanes, nothing read past them.
template <class Arch>
struct first_lanes_loads {
    std::size_t k;
    template <class Batch, std::size_t Columns>
    void load(const float* const* col, std::size_t j, Batch (&out)[Columns]) const noexcept
    {
        for (std::size_t c = 0; c < Columns; ++c)
            out[c] = first_lanes<Arch>::load(col[c] + j, k);
    }
};

/// Whether a view of n elements, `stride` bytes apart (0: SoA), is small: 1 to 63 elements in SoA
/// columns, which drive_small() and drive_two_small() take.
inline bool small_view(std::size_t n, std::size_t stride) noexcept
{
    return n > 0 && n < 64 && (stride == 0 || stride == sizeof(float));
}

/// Calls each_batch(j, loads) on the batches of a small view of n elements (small_view): its whole
/// batches read in place, the last partial one by first_lanes_loads, none past its last element;
/// returns the bits of its elements. The drivers copy such a view to a zero-padded block of 64
/// and test all of it: 16 points against a circle on AVX2 took 133 instructions of copy and 201
/// of test (callgrind), where the whole kernel takes 77 this way. The same predicate on the same
/// lanes: the same bits. For the hot pairs only (registry.hpp's hot_pair_v: a frame's few enemies or a small
/// wave against the player), as it inlines their predicate twice more.
template <class Arch, class EachBatch>
HITMASK_ALWAYS_INLINE std::uint64_t small_view_batches(std::size_t n, const EachBatch& each_batch) noexcept
{
    constexpr std::size_t lanes = xsimd::batch<float, Arch>::size;
    std::size_t j = 0;
    for (; j + lanes <= n; j += lanes)
        each_batch(j, soa_loads{});
    if (j < n) each_batch(j, first_lanes_loads<Arch>{n - j});
    return (std::uint64_t{1} << n) - 1;
}

/// drive() over a small view (small_view).
template <class Arch, class View, class Predicate>
HITMASK_ALWAYS_INLINE std::size_t drive_small(const query_args& q, const Predicate& hit) noexcept
{
    static_assert(group_of<Predicate>::value == 0 && !std::is_base_of_v<two_stage, Predicate>,
                  "a plain predicate: one batch per column");
    using batch = xsimd::batch<float, Arch>;
    std::uint64_t bits = 0;
    const std::uint64_t valid =
        small_view_batches<Arch>(q.n, [&](std::size_t j, const auto& loads) HITMASK_INLINE_LAMBDA {
            bits |= lane_bits<Arch>::get(call_on_columns<batch, column_count_v<View>>(hit, q.col, j, loads)) << j;
        });
    result_sink<Arch> sink(q);
    sink.put(0, bits & valid);
    return sink.result();
}

/// Two predicates called on the same batches: returns both masks as a std::pair.
template <class A, class B>
struct both {
    A a;
    B b;
    template <class... Batches>
    auto operator()(const Batches&... columns) const noexcept
    {
        return std::make_pair(a(columns...), b(columns...));
    }
};

/// Builds the predicate pair of two shapes of one kind and calls body(pair). By default the
/// pair is both of their predicates; a shape may specialise it to share work between the two
/// (two circles with one centre share d², as hit and graze do).
template <class Arch, class View, class Params>
struct two_shapes {
    template <class Body>
    static void choose(const Params& first, const Params& second, const Body& body) noexcept
    {
        using P = predicate<Arch, View, Params>;
        with_predicate<P>(first, [&](const auto& a) {
            with_predicate<P>(second, [&](const auto& b) {
                body(both<std::decay_t<decltype(a)>, std::decay_t<decltype(b)>>{a, b});
                return 0;
            });
            return 0;
        });
    }
};

/// The two-shape driver: `pair` returns two masks per batch; `first` gets the first, `second`
/// the second less the first (graze = within the graze ring and not a hit), in one pass over
/// the view. The "less" is done on whole 64-bit words: one instruction per 64 elements.
template <class Arch, class View, class Pair>
HITMASK_ALWAYS_INLINE void drive_two(const two_mask_args& q, const Pair& pair) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    constexpr std::size_t columns = column_count_v<View>;
    visit_blocks<Arch, View>(q.col, q.n, q.stride, false,
                             [&](std::size_t w, const float* const* col, std::uint64_t valid, const auto& loads)
                                 HITMASK_INLINE_LAMBDA {
                                     std::uint64_t first = 0, second = 0;
                                     for (std::size_t j = 0; j < 64; j += batch::size) {
                                         const auto masks = call_on_columns<batch, columns>(pair, col, j, loads);
                                         first |= lane_bits<Arch>::get(masks.first) << j;
                                         second |= lane_bits<Arch>::get(masks.second) << j;
                                     }
                                     q.first[w] = first & valid;
                                     q.second[w] = second & ~first & valid;
                                     return true;
                                 });
}

/// drive_two() over a small view (small_view).
template <class Arch, class View, class Pair>
HITMASK_ALWAYS_INLINE void drive_two_small(const two_mask_args& q, const Pair& pair) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    std::uint64_t first = 0, second = 0;
    const std::uint64_t valid =
        small_view_batches<Arch>(q.n, [&](std::size_t j, const auto& loads) HITMASK_INLINE_LAMBDA {
            const auto masks = call_on_columns<batch, column_count_v<View>>(pair, q.col, j, loads);
            first |= lane_bits<Arch>::get(masks.first) << j;
            second |= lane_bits<Arch>::get(masks.second) << j;
        });
    q.first[0] = first & valid;
    q.second[0] = second & ~first & valid;
}

} // namespace detail
} // namespace hitmask
