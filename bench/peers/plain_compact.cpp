// The plain compactions of plain_compact.hpp, compiled once per target (HITMASK_PLAIN_NS), see
// bench/CMakeLists.txt.
#include "plain_compact.hpp"

#include <algorithm>

#ifndef HITMASK_PLAIN_NS
#error "compile with -DHITMASK_PLAIN_NS=baseline or native"
#endif

namespace plain_compact::HITMASK_PLAIN_NS {

std::size_t remove_if(const std::uint64_t* keep, bullet8* bullets, std::size_t n)
{
    // libstdc++'s remove_if tests each element once, in order, before anything moves onto it
    const bullet8* first = bullets;
    bullet8* end = std::remove_if(bullets, bullets + n, [keep, first](const bullet8& b) {
        const auto i = static_cast<std::size_t>(&b - first);
        return ((keep[i / 64] >> (i % 64)) & 1u) == 0;
    });
    return static_cast<std::size_t>(end - bullets);
}

std::size_t soa_loop(const std::uint64_t* keep, float* const* col, std::size_t n)
{
    float *c0 = col[0], *c1 = col[1], *c2 = col[2], *c3 = col[3];
    float *c4 = col[4], *c5 = col[5], *c6 = col[6], *c7 = col[7];
    std::size_t w = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t k = (keep[i / 64] >> (i % 64)) & 1u;
        c0[w] = c0[i];
        c1[w] = c1[i];
        c2[w] = c2[i];
        c3[w] = c3[i];
        c4[w] = c4[i];
        c5[w] = c5[i];
        c6[w] = c6[i];
        c7[w] = c7[i];
        w += k;
    }
    return w;
}

std::size_t bit_scan(const std::uint64_t* words, std::size_t n, std::uint32_t* out)
{
    std::size_t k = 0;
    for (std::size_t i = 0; i < n / 64; ++i)
        for (std::uint64_t w = words[i]; w != 0; w &= w - 1)
            out[k++] = static_cast<std::uint32_t>(i * 64 + static_cast<std::size_t>(__builtin_ctzll(w)));
    return k;
}

} // namespace plain_compact::HITMASK_PLAIN_NS
