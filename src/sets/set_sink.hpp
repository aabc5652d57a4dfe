// hitmask internal: where the many-shape forms put their hits. The drivers hand it words of
// hits of one shape over contiguous elements (brute force) or over binned elements given by
// their indices (grid); it writes the form's output (test_each's brute force writes its masks
// in place). Every output is cleared first, and every form's result is independent of the
// order hits arrive in (pairs are sorted at the end), so every path and ISA gives the same
// output.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include <hitmask/shape_set.hpp>

#include "../dispatch/set_args.hpp"

namespace hitmask {
namespace detail {

class set_sink {
public:
    set_sink(const set_request& r, std::size_t n, std::size_t shapes) noexcept : r_(r), n_(n), shapes_(shapes) {}

    void prepare() const
    {
        switch (r_.form) {
        case set_form::any:
            clear(*r_.out);
            break;
        case set_form::each:
            for (std::size_t j = 0; j < shapes_; ++j)
                clear(r_.masks[j]);
            break;
        case set_form::first_hit:
            std::fill(r_.first, r_.first + n_, std::int32_t{-1});
            break;
        case set_form::count_per_shape:
            std::fill(r_.counts, r_.counts + shapes_, std::uint32_t{0});
            break;
        case set_form::pairs:
            r_.pairs->clear();
            break;
        }
    }

    /// Hits of shape s over elements [base, base + 64 * count), base a multiple of 64.
    void contiguous(std::size_t base, std::uint32_t s, const std::uint64_t* words, std::size_t count)
    {
        const std::size_t w0 = base / 64;
        switch (r_.form) {
        case set_form::any:
            for (std::size_t i = 0; i < count; ++i)
                r_.out->words()[w0 + i] |= words[i];
            return;
        case set_form::each:
            for (std::size_t i = 0; i < count; ++i)
                r_.masks[s].words()[w0 + i] |= words[i];
            return;
        case set_form::count_per_shape:
            for (std::size_t i = 0; i < count; ++i)
                r_.counts[s] += static_cast<std::uint32_t>(bit_count(words[i]));
            return;
        case set_form::pairs:
            append_pairs(words, count, s, [base](std::size_t k) { return static_cast<std::uint32_t>(base + k); });
            return;
        case set_form::first_hit:
            for (std::size_t i = 0; i < count; ++i)
                for (std::uint64_t w = words[i]; w != 0; w &= w - 1)
                    hit(base + i * 64 + static_cast<std::size_t>(__builtin_ctzll(w)), s);
        }
    }

    /// Hits of shape s over the elements index[0..n).
    void scattered(const std::uint32_t* index, std::uint32_t s, const std::uint64_t* words, std::size_t n)
    {
        if (r_.form == set_form::count_per_shape) {
            for (std::size_t i = 0; i < (n + 63) / 64; ++i)
                r_.counts[s] += static_cast<std::uint32_t>(bit_count(words[i]));
            return;
        }
        if (r_.form == set_form::pairs) {
            append_pairs(words, (n + 63) / 64, s, [index](std::size_t k) { return index[k]; });
            return;
        }
        for (std::size_t i = 0; i < (n + 63) / 64; ++i)
            for (std::uint64_t w = words[i]; w != 0; w &= w - 1)
                hit(index[i * 64 + static_cast<std::size_t>(__builtin_ctzll(w))], s);
    }

    /// Every run's hits (the grid): pairs are sized once for all runs.
    void runs(const set_run* runs, std::size_t count, const std::uint32_t* element_of)
    {
        if (r_.form != set_form::pairs) {
            for (std::size_t k = 0; k < count; ++k)
                scattered(element_of + runs[k].first, runs[k].shape, runs[k].out, runs[k].count);
            return;
        }
        std::size_t add = 0;
        for (std::size_t k = 0; k < count; ++k)
            for (std::size_t i = 0; i < (std::size_t{runs[k].count} + 63) / 64; ++i)
                add += bit_count(runs[k].out[i]);
        std::vector<hit_pair>& out = *r_.pairs;
        std::size_t at = out.size();
        out.resize(at + add);
        for (std::size_t k = 0; k < count; ++k) {
            const set_run& run = runs[k];
            const std::uint32_t* index = element_of + run.first;
            for (std::size_t i = 0; i < (std::size_t{run.count} + 63) / 64; ++i)
                for (std::uint64_t w = run.out[i]; w != 0; w &= w - 1)
                    out[at++] = {index[i * 64 + static_cast<std::size_t>(__builtin_ctzll(w))], run.shape};
        }
    }

    /// Puts pairs in element-then-shape order (see mixed_order()); returns the form's count.
    std::size_t finish(std::vector<hit_pair>& scratch, std::vector<std::uint32_t>& per_element)
    {
        if (r_.form != set_form::pairs) return 0;
        std::vector<hit_pair>& out = *r_.pairs;
        if (out.size() * 64 < n_) {
            // very few pairs in a large view: sort them in place (pairs are unique, so the order
            // is total). A comparison sort costs ~30 ns per pair here (log2 of the pairs
            // mispredicted compares), the counting sort ~0.5 ns per element of the view: at one
            // pair per 8 elements, 100,000 points against 300 rotated boxes, the comparison sort
            // took 400 µs and the counting sort takes 60.
            std::sort(out.begin(), out.end(), [](hit_pair a, hit_pair b) {
                return a.element != b.element ? a.element < b.element : a.shape < b.shape;
            });
            return out.size();
        }
        // counting sort by element: O(n + pairs), stable
        per_element.assign(n_ + 1, 0);
        for (const hit_pair& p : out)
            ++per_element[p.element + 1];
        for (std::size_t i = 0; i < n_; ++i)
            per_element[i + 1] += per_element[i];
        scratch.resize(out.size());
        for (const hit_pair& p : out)
            scratch[per_element[p.element]++] = p;
        out.swap(scratch);
        if (!mixed_order_) return out.size();
        // one element's few shapes: insertion sort, which leaves an ordered run untouched
        for (std::size_t i = 1; i < out.size(); ++i) {
            const hit_pair p = out[i];
            std::size_t j = i;
            for (; j > 0 && out[j - 1].element == p.element && out[j - 1].shape > p.shape; --j)
                out[j] = out[j - 1];
            out[j] = p;
        }
        return out.size();
    }

    /// Says that hits of one element may arrive out of shape order (the grid hands over the
    /// shapes it does not hold before its runs): finish() then orders each element's pairs.
    /// Otherwise each element's hits arrive in increasing shape order, which the stable sort by
    /// element keeps.
    void mixed_order() noexcept { mixed_order_ = true; }

    /// Where shape s's mask words go when a driver can write them in place (each), or null.
    std::uint64_t* mask_words(std::uint32_t s) const noexcept
    {
        return r_.form == set_form::each ? r_.masks[s].words() : nullptr;
    }

private:
    /// The set bits of w. This file is compiled for the baseline ISA, where
    /// __builtin_popcountll is a call into libgcc; this is a few instructions.
    static std::size_t bit_count(std::uint64_t w) noexcept
    {
        w = w - ((w >> 1) & 0x5555555555555555u);
        w = (w & 0x3333333333333333u) + ((w >> 2) & 0x3333333333333333u);
        w = (w + (w >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
        return static_cast<std::size_t>((w * 0x0101010101010101u) >> 56);
    }

    static void clear(bitmask& m) noexcept
    {
        if (m.word_count() > 0) std::memset(m.words(), 0, m.word_count() * sizeof(std::uint64_t));
    }

    /// Appends (element_of(k), s) for every set bit k of words[0..count): sized once, then
    /// written without a check per pair.
    template <class ElementOf>
    void append_pairs(const std::uint64_t* words, std::size_t count, std::uint32_t s, const ElementOf& element_of)
    {
        std::size_t add = 0;
        for (std::size_t i = 0; i < count; ++i)
            add += bit_count(words[i]);
        if (add == 0) return;
        std::vector<hit_pair>& out = *r_.pairs;
        const std::size_t at = out.size();
        out.resize(at + add);
        hit_pair* p = out.data() + at;
        for (std::size_t i = 0; i < count; ++i)
            for (std::uint64_t w = words[i]; w != 0; w &= w - 1)
                *p++ = {element_of(i * 64 + static_cast<std::size_t>(__builtin_ctzll(w))), s};
    }

    void hit(std::size_t e, std::uint32_t s)
    {
        switch (r_.form) {
        case set_form::any:
            r_.out->words()[e / 64] |= std::uint64_t{1} << (e % 64);
            return;
        case set_form::each:
            r_.masks[s].words()[e / 64] |= std::uint64_t{1} << (e % 64);
            return;
        case set_form::first_hit:
            if (r_.first[e] < 0 || static_cast<std::uint32_t>(r_.first[e]) > s)
                r_.first[e] = static_cast<std::int32_t>(s);
            return;
        case set_form::pairs:
            r_.pairs->push_back({static_cast<std::uint32_t>(e), s});
            return;
        case set_form::count_per_shape:
            ++r_.counts[s];
            return;
        }
    }

    const set_request& r_;
    std::size_t n_;
    std::size_t shapes_;
    bool mixed_order_ = false;
};

} // namespace detail
} // namespace hitmask
