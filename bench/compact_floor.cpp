// compact_floor.hpp, written with GCC vector extensions of 32 bytes: with the AVX2 flags it is
// compiled with (bench/CMakeLists.txt), vmovups loads, vmovaps-width stores and vpxor.
#include "compact_floor.hpp"

#include <cstring>

namespace compact_floor {

namespace {

using words = std::uint32_t __attribute__((vector_size(32)));
constexpr std::size_t lanes = 8;

inline words load(const float* p)
{
    words w;
    std::memcpy(&w, p, sizeof w);
    return w;
}
inline void store(float* p, words w)
{
    std::memcpy(p, &w, sizeof w);
}

} // namespace

bool available()
{
#if defined(__AVX2__)
    return __builtin_cpu_supports("avx2");
#else
    return false;
#endif
}

std::uint32_t halve(float* const* columns, std::size_t count, std::size_t n)
{
    words acc = {};
    for (std::size_t c = 0; c < count; ++c) {
        float* col = columns[c];
        std::size_t i = 0;
        for (; i + 4 * lanes <= n; i += 4 * lanes) { // two halvings per step: stores behind the loads
            const words a = load(col + i), b = load(col + i + lanes);
            const words e = load(col + i + 2 * lanes), f = load(col + i + 3 * lanes);
            store(col + i / 2, a);
            store(col + i / 2 + lanes, e);
            acc ^= b ^ f;
        }
        for (; i + 1 < n; i += 2) {
            col[i / 2] = col[i];
            std::uint32_t w;
            std::memcpy(&w, col + i + 1, 4);
            acc[0] ^= w;
        }
    }
    std::uint32_t sum = 0;
    for (std::size_t l = 0; l < lanes; ++l)
        sum ^= acc[l];
    return sum;
}

} // namespace compact_floor
