// hitmask: compaction's checks and its work per column. 4-byte columns go to the kernel table's
// compact4 (the active ISA's shuffle kernel, or the reference's loop); columns of any other
// element size copy each run of kept elements with one memmove.
#include <cstdint>
#include <cstring>

#include <hitmask/compact.hpp>

#include "query_checks.hpp"

namespace hitmask {
namespace detail {
namespace {

/// Compacts n elements of `size` bytes at `data` by the bits of `words`, a run of kept
/// elements at a time; returns how many. A run never moves up, so memmove's overlap is fine.
std::size_t compact_runs(const std::uint64_t* words, std::size_t n, unsigned char* data, std::size_t size) noexcept
{
    std::size_t kept = 0;
    for (std::size_t w = 0, count = (n + 63) / 64; w < count; ++w) {
        std::uint64_t m = words[w];
        while (m != 0) {
            const std::size_t first = static_cast<std::size_t>(__builtin_ctzll(m));
            // the run ends at the first clear bit above it (or the word's end)
            const std::uint64_t above = ~m >> first;
            const std::size_t length = above == 0 ? 64 - first : static_cast<std::size_t>(__builtin_ctzll(above));
            const std::size_t at = w * 64 + first;
            if (kept != at) std::memmove(data + kept * size, data + at * size, length * size);
            kept += length;
            m = first + length == 64 ? 0 : m & (~std::uint64_t{0} << (first + length));
        }
    }
    return kept;
}

/// The reference for every element size: one kept element at a time.
std::size_t compact_one_by_one(const std::uint64_t* words, std::size_t n, unsigned char* data,
                               std::size_t size) noexcept
{
    std::size_t kept = 0;
    for (std::size_t i = 0; i < n; ++i)
        if ((words[i / 64] >> (i % 64)) & 1u) {
            if (kept != i) std::memmove(data + kept * size, data + i * size, size);
            ++kept;
        }
    return kept;
}

} // namespace

std::size_t compact_columns(const bitmask& keep, const compact_column* columns, std::size_t count, const char* name,
                            bool reference, query_error& error) noexcept
{
    const std::size_t n = keep.size();
    for (std::size_t c = 0; c < count; ++c) {
        if (n > 0 && columns[c].data == nullptr) {
            refuse(error, "%s: column %zu is null while the mask has %zu bits", name, c, n);
            return 0;
        }
        if (columns[c].element_size == 0) {
            refuse(error, "%s: column %zu has elements of 0 bytes", name, c);
            return 0;
        }
    }
    const std::uint64_t* words = keep.words();
    std::size_t kept = keep.count();
    if (n == 0 || kept == n) return kept; // nothing moves
    const kernel_table& table = table_of(reference);
    for (std::size_t c = 0; c < count; ++c) {
        auto* data = static_cast<unsigned char*>(columns[c].data);
        const std::size_t size = columns[c].element_size;
        if (size == 4)
            table.compact4(words, n, data);
        else if (reference)
            compact_one_by_one(words, n, data, size);
        else
            compact_runs(words, n, data, size);
    }
    return kept;
}

} // namespace detail
} // namespace hitmask
