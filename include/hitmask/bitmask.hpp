/// @file
/// hitmask: one bit per point, the result of test().
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "result.hpp"

namespace hitmask {

namespace detail {
/// The set bits of a word, inline in the caller's code. Where the caller's target has a
/// popcount instruction the builtin is that instruction; for x86-64 without -mpopcnt (the
/// baseline most programs and Python modules are built for) GCC makes the builtin a call to
/// libgcc's __popcountdi2, a call a word (2 % of a warm pygame frame's samples), so the
/// bit-slice count runs instead: the same number, in a dozen operations.
inline unsigned popcount64(std::uint64_t w) noexcept
{
#if (defined(__x86_64__) || defined(__i386__)) && !defined(__POPCNT__)
    w = w - ((w >> 1) & 0x5555555555555555ull);
    w = (w & 0x3333333333333333ull) + ((w >> 2) & 0x3333333333333333ull);
    w = (w + (w >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return static_cast<unsigned>((w * 0x0101010101010101ull) >> 56);
#else
    return static_cast<unsigned>(__builtin_popcountll(w));
#endif
}
} // namespace detail

/// A fixed number of bits stored in 64-bit words, bit i in word i/64 at position i%64.
/// Bits past size() are always zero, so count() and word comparisons need no masking.
class bitmask {
public:
    bitmask() = default; ///< no bits
    /// `bits` bits, all clear: the size a query over a view of `bits` elements needs.
    explicit bitmask(std::size_t bits) : words_((bits + 63) / 64, 0), bits_(bits) {}

    /// How many bits.
    std::size_t size() const noexcept { return bits_; }
    /// How many 64-bit words hold them: (size() + 63) / 64.
    std::size_t word_count() const noexcept { return words_.size(); }
    /// Resizes and clears every bit.
    void assign(std::size_t bits)
    {
        words_.assign((bits + 63) / 64, 0);
        bits_ = bits;
    }
    /// Clears every bit; the size stays.
    void clear_all() noexcept
    {
        for (auto& w : words_)
            w = 0;
    }

    /// Bit i; i must be < size().
    bool test(std::size_t i) const noexcept { return (words_[i / 64] >> (i % 64)) & 1u; }
    /// How many bits are set.
    std::size_t count() const noexcept
    {
        std::size_t n = 0;
        for (std::uint64_t w : words_)
            n += detail::popcount64(w);
        return n;
    }
    /// Whether any bit is set.
    bool any() const noexcept
    {
        for (std::uint64_t w : words_)
            if (w) return true;
        return false;
    }

    /// The raw words: bit i is bit i % 64 of word i / 64. Keep the bits past size() clear.
    std::uint64_t* words() noexcept { return words_.data(); }
    /// The raw words: bit i is bit i % 64 of word i / 64; the bits past size() are clear.
    const std::uint64_t* words() const noexcept { return words_.data(); }

    /// Same size and the same bits.
    friend bool operator==(const bitmask& a, const bitmask& b) noexcept
    {
        return a.bits_ == b.bits_ && a.words_ == b.words_;
    }
    /// Different size or a different bit.
    friend bool operator!=(const bitmask& a, const bitmask& b) noexcept { return !(a == b); }

    /// Forward iteration over the indices of set bits, in increasing order.
    class set_bit_iterator {
    public:
        using iterator_category = std::forward_iterator_tag; ///< a forward iterator
        using value_type = std::size_t;                      ///< the index of a set bit
        using difference_type = std::ptrdiff_t;              ///< as the standard asks
        using pointer = const std::size_t*;                  ///< as the standard asks
        using reference = std::size_t;                       ///< indices are returned by value

        /// Starts at the first set bit of word `word` or later, of `count` words.
        set_bit_iterator(const std::uint64_t* words, std::size_t count, std::size_t word) noexcept
            : words_(words), count_(count), word_(word)
        {
            load();
        }
        /// The index of the current set bit.
        std::size_t operator*() const noexcept { return word_ * 64 + static_cast<std::size_t>(__builtin_ctzll(bits_)); }
        /// On to the next set bit.
        set_bit_iterator& operator++() noexcept
        {
            bits_ &= bits_ - 1;
            if (!bits_) {
                ++word_;
                load();
            }
            return *this;
        }
        /// On to the next set bit; returns the iterator as it was.
        set_bit_iterator operator++(int) noexcept
        {
            set_bit_iterator old = *this;
            ++*this;
            return old;
        }
        /// At the same set bit of the same mask.
        friend bool operator==(const set_bit_iterator& a, const set_bit_iterator& b) noexcept
        {
            return a.word_ == b.word_ && a.bits_ == b.bits_;
        }
        /// At different set bits.
        friend bool operator!=(const set_bit_iterator& a, const set_bit_iterator& b) noexcept { return !(a == b); }

    private:
        void load() noexcept
        {
            while (word_ < count_ && words_[word_] == 0)
                ++word_;
            bits_ = word_ < count_ ? words_[word_] : 0;
        }
        const std::uint64_t* words_;
        std::size_t count_;
        std::size_t word_;
        std::uint64_t bits_ = 0;
    };

    /// The set bits of a mask as a range for a range-based for; valid while the mask is unchanged.
    struct set_bit_range {
        const std::uint64_t* words; ///< the mask's words
        std::size_t count;          ///< how many words
        /// The lowest set bit.
        set_bit_iterator begin() const noexcept { return {words, count, 0}; }
        /// Past the highest set bit.
        set_bit_iterator end() const noexcept { return {words, count, count}; }
    };
    /// for (std::size_t i : mask.set_bits()) ...
    set_bit_range set_bits() const noexcept { return {words_.data(), words_.size()}; }

    /// Bitwise and, in place; `other` must have the same size (std::invalid_argument naming
    /// both sizes otherwise, and nothing changed).
    bitmask& operator&=(const bitmask& other) { return combine(other, "operator&=", and_op); }
    /// Bitwise or, in place; the same size or std::invalid_argument.
    bitmask& operator|=(const bitmask& other) { return combine(other, "operator|=", or_op); }
    /// Bitwise exclusive or, in place; the same size or std::invalid_argument.
    bitmask& operator^=(const bitmask& other) { return combine(other, "operator^=", xor_op); }

    /// a & b: the bits set in both; the same size or std::invalid_argument.
    friend bitmask operator&(bitmask a, const bitmask& b) { return std::move(a.combine(b, "operator&", and_op)); }
    /// a | b: the bits set in either; the same size or std::invalid_argument.
    friend bitmask operator|(bitmask a, const bitmask& b) { return std::move(a.combine(b, "operator|", or_op)); }
    /// a ^ b: the bits set in exactly one; the same size or std::invalid_argument.
    friend bitmask operator^(bitmask a, const bitmask& b) { return std::move(a.combine(b, "operator^", xor_op)); }
    /// ~a: every bit of [0, a.size()) flipped; the bits past size() stay clear.
    friend bitmask operator~(bitmask a) { return std::move(a.flip()); }
    /// a & ~b, the bits of a that b lacks: "entered the graze ring this frame" is
    /// and_not(graze_now, graze_before), "died this frame" and_not(alive_before, alive_now).
    /// The same size or std::invalid_argument.
    friend bitmask and_not(bitmask a, const bitmask& b) { return std::move(a.combine(b, "and_not", and_not_op)); }
    /// Every bit of [0, size()) flipped, in place; the bits past size() stay clear.
    bitmask& flip() noexcept
    {
        for (auto& w : words_)
            w = ~w;
        clear_past_size();
        return *this;
    }

private:
    static std::uint64_t and_op(std::uint64_t a, std::uint64_t b) noexcept { return a & b; }
    static std::uint64_t or_op(std::uint64_t a, std::uint64_t b) noexcept { return a | b; }
    static std::uint64_t xor_op(std::uint64_t a, std::uint64_t b) noexcept { return a ^ b; }
    static std::uint64_t and_not_op(std::uint64_t a, std::uint64_t b) noexcept { return a & ~b; }
    /// Word by word, a simple loop the compiler vectorises; refuses masks of different sizes
    /// before touching either, so a mismatch never writes anything.
    template <class Op>
    bitmask& combine(const bitmask& other, const char* name, Op op)
    {
        if (other.bits_ != bits_) {
            const std::string message = std::string("bitmask ") + name + ": the masks must have the same size, got " +
                                        std::to_string(bits_) + " and " + std::to_string(other.bits_) + " bits";
            detail::fail(message.c_str());
        }
        const std::uint64_t* b = other.words_.data();
        std::uint64_t* a = words_.data();
        for (std::size_t i = 0, n = words_.size(); i < n; ++i)
            a[i] = op(a[i], b[i]);
        return *this;
    }
    void clear_past_size() noexcept
    {
        if (bits_ % 64 != 0) words_.back() &= (std::uint64_t{1} << (bits_ % 64)) - 1;
    }
    std::vector<std::uint64_t> words_;
    std::size_t bits_ = 0;
};

// The friends above, declared here too so that hitmask::and_not(a, b) is found by name, not
// only by argument-dependent lookup.
/// a & b (bitmask::operator&).
bitmask operator&(bitmask a, const bitmask& b);
/// a | b (bitmask::operator|).
bitmask operator|(bitmask a, const bitmask& b);
/// a ^ b (bitmask::operator^).
bitmask operator^(bitmask a, const bitmask& b);
/// ~a (bitmask::operator~).
bitmask operator~(bitmask a);
/// a & ~b (bitmask's and_not).
bitmask and_not(bitmask a, const bitmask& b);

} // namespace hitmask
