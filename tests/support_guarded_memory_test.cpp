// The guard-page seam the bounds tests rely on (tests/support/guarded_memory.hpp): the last
// bytes are usable, and the byte after them is not, on POSIX and on Windows.
#include <cstdint>
#include <cstring>

#include "support/guarded_memory.hpp"

namespace {

using hitmask_test::guarded;

TEST(guarded_memory, the_last_bytes_are_writable_and_readable)
{
    for (std::size_t bytes : {std::size_t{1}, std::size_t{64}, guarded::page_size(), guarded::page_size() + 3}) {
        guarded g(bytes);
        unsigned char* p = g.last<unsigned char>(bytes);
        std::memset(p, 0xA5, bytes);
        EXPECT_EQ(p[0], 0xA5);
        EXPECT_EQ(p[bytes - 1], 0xA5);
    }
    guarded words(8 * sizeof(std::uint64_t));
    std::uint64_t* w = words.last<std::uint64_t>(8);
    w[7] = ~std::uint64_t{0};
    EXPECT_EQ(w[7], ~std::uint64_t{0});
}

#if GTEST_HAS_DEATH_TEST
void touch_one_past_the_end()
{
    guarded g(16);
    volatile unsigned char* p = g.last<unsigned char>(16);
    p[16] = 1; // the first byte of the inaccessible page
}

TEST(guarded_memory_death, one_byte_past_the_end_crashes)
{
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    EXPECT_DEATH(touch_one_past_the_end(), "");
}
#endif

} // namespace
