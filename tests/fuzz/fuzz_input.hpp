// Fuzzing support: turns the fuzzer's bytes into floats that matter (any bit pattern, NaN,
// infinities, denormals, huge and tiny values, values on and one ulp beside a shape's own
// coordinates), sizes and offsets.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

namespace hitmask_fuzz {

class fuzz_input {
public:
    fuzz_input(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    bool empty() const { return pos_ >= size_; }

    std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }

    std::uint32_t u32()
    {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v = (v << 8) | byte();
        return v;
    }

    std::size_t size(std::size_t max) { return (static_cast<std::size_t>(byte()) << 8 | byte()) % (max + 1); }

    /// A float chosen by a mode byte: any bit pattern, a special value, a small grid value, or
    /// one of `anchors` (the shape's own coordinates) nudged by up to 2 ulps.
    float value(const std::vector<float>& anchors)
    {
        const std::uint8_t mode = byte();
        switch (mode % 5) {
        case 0: {
            const std::uint32_t bits = u32();
            float f;
            std::memcpy(&f, &bits, 4);
            return f;
        }
        case 1: {
            static const float specials[] = {std::numeric_limits<float>::quiet_NaN(),
                                             std::numeric_limits<float>::infinity(),
                                             -std::numeric_limits<float>::infinity(),
                                             std::numeric_limits<float>::max(),
                                             -std::numeric_limits<float>::max(),
                                             std::numeric_limits<float>::denorm_min(),
                                             -std::numeric_limits<float>::denorm_min(),
                                             std::numeric_limits<float>::min(),
                                             0.f,
                                             -0.f,
                                             1e19f,
                                             -1e19f,
                                             1e-30f};
            return specials[byte() % (sizeof specials / sizeof specials[0])];
        }
        case 2:
            return static_cast<float>(static_cast<std::int8_t>(byte())) / 8.f;
        default: {
            if (anchors.empty()) return static_cast<float>(static_cast<std::int8_t>(byte()));
            float f = anchors[byte() % anchors.size()];
            const int nudge = static_cast<int>(byte() % 5) - 2;
            for (int i = 0; i < nudge; ++i)
                f = std::nextafter(f, std::numeric_limits<float>::infinity());
            for (int i = 0; i > nudge; --i)
                f = std::nextafter(f, -std::numeric_limits<float>::infinity());
            return f;
        }
        }
    }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
};

} // namespace hitmask_fuzz
