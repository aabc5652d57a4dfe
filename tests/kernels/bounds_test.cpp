// Kernels never read or write past the caller's arrays: inputs and outputs are placed right
// before a PROT_NONE page, so a stray access is a crash, not a silent pass.
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstring>

#include "../support/isa_test.hpp"

namespace {

using namespace hitmask_test;

/// `bytes` of writable memory that end exactly where an inaccessible page begins.
class guarded {
public:
    explicit guarded(std::size_t bytes)
    {
        const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
        const std::size_t data_pages = (bytes + page - 1) / page + 1;
        size_ = (data_pages + 1) * page;
        void* p = mmap(nullptr, size_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        base_ = static_cast<unsigned char*>(p);
        mprotect(base_ + data_pages * page, page, PROT_NONE);
        end_ = base_ + data_pages * page;
    }
    ~guarded() { munmap(base_, size_); }
    guarded(const guarded&) = delete;
    guarded& operator=(const guarded&) = delete;
    template <class T>
    T* last(std::size_t count) const
    {
        return reinterpret_cast<T*>(end_ - count * sizeof(T));
    }

private:
    unsigned char* base_;
    unsigned char* end_;
    std::size_t size_;
};

class kernel_bounds : public per_isa {};

template <class Params>
void run_all_modes(const float* x, const float* y, std::size_t n, const Params& p, std::uint64_t* words,
                   std::uint32_t* idx)
{
    using hitmask::detail::query_mode;
    for (query_mode mode : {query_mode::mask, query_mode::count, query_mode::any, query_mode::indices}) {
        hitmask::detail::query_args q{{x, y, nullptr, nullptr}, n, mode, words, idx, n, nullptr};
        hitmask::detail::run(hitmask::detail::points_input{}, q, p);
    }
}

TEST_P(kernel_bounds, no_access_past_inputs_or_outputs)
{
    const hitmask::circle c = hitmask::circle::make({0, 0}, 100);
    const hitmask::aabb b = hitmask::aabb::make({-1, -1}, {1, 1});
    const hitmask::sector s = hitmask::sector::between({0, 0}, 0, 2, 50);
    guarded gx(200 * sizeof(float)), gy(200 * sizeof(float)), gw(8 * 8), gi(200 * 4);
    for (std::size_t n = 0; n <= 200; ++n) {
        float* x = gx.last<float>(n);
        float* y = gy.last<float>(n);
        for (std::size_t i = 0; i < n; ++i) {
            x[i] = static_cast<float>(i % 7);
            y[i] = static_cast<float>(i % 3);
        }
        std::uint64_t* words = gw.last<std::uint64_t>((n + 63) / 64);
        std::uint32_t* idx = gi.last<std::uint32_t>(n);
        run_all_modes(x, y, n, c.params(), words, idx);
        run_all_modes(x, y, n, b.params(), words, idx);
        run_all_modes(x, y, n, s.params(), words, idx);
    }
    SUCCEED();
}

HITMASK_INSTANTIATE_PER_ISA(kernel_bounds);

} // namespace
