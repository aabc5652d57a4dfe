// The fuzz family "compact": hitmask_fuzz_compact, its seed corpus corpus/compact/ and its replay
// test come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// A keep mask of fuzzer bytes (words of all ones, all zeros and every pattern between) over
/// columns of fuzzer values, every length up to 600: a float column and a struct column
/// compacted together on every ISA.
template <class Check>
void compact_case(fuzz_input& in, Check& check)
{
    const columns c(in, in.size(600), {0.f, 1.f}, 4);
    hitmask::bitmask keep(c.n);
    for (std::size_t w = 0; w < keep.word_count(); ++w) {
        std::uint64_t word = 0;
        switch (in.byte() % 4) {
        case 0:
            word = 0;
            break;
        case 1:
            word = ~std::uint64_t{0};
            break;
        default:
            for (int b = 0; b < 8; ++b)
                word = word << 8 | in.byte();
        }
        keep.words()[w] = word;
    }
    if (c.n % 64 != 0 && keep.word_count() > 0)
        keep.words()[keep.word_count() - 1] &= (std::uint64_t{1} << (c.n % 64)) - 1;
    char text[160];
    describe(text, sizeof text, "keep", {static_cast<float>(keep.count()), static_cast<float>(c.n)});
    check.compare_compact(keep, c, text);
}

} // namespace hitmask_fuzz
