// Test support: memory that ends exactly where an inaccessible page begins, so a read or
// write one byte past the end crashes instead of passing silently. POSIX (mmap/mprotect) and
// Windows (VirtualAlloc/VirtualProtect) implementations behind one small class. WebAssembly's
// linear memory has no page protection: there the page after the end is filled with a pattern
// that the destructor checks, so a write past the end aborts the test (a read cannot be caught).
#pragma once

#include <cstddef>
#include <cstdlib>

#if defined(__EMSCRIPTEN__)
#include <cstdio>
#include <cstring>
#include <new>
#elif defined(_WIN32)
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef NOGDI
#define NOGDI // Polygon, Ellipse, ERROR: names the tests would collide with
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
// <windef.h>'s 16-bit pointer qualifiers, empty macros: a test's variable named `far` or `near`
// (a unity batch shares this header with every file after the one that includes it) would
// vanish. No Windows header is included after this one.
#undef far
#undef near
#else
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace hitmask_test {

/// `bytes` of writable memory that end exactly where an inaccessible page begins.
class guarded {
public:
    explicit guarded(std::size_t bytes)
    {
        const std::size_t page = page_size();
        const std::size_t data_pages = (bytes + page - 1) / page + 1;
        size_ = (data_pages + 1) * page;
#if defined(__EMSCRIPTEN__)
        base_ = static_cast<unsigned char*>(::operator new(size_));
        std::memset(base_ + data_pages * page, canary, page);
#elif defined(_WIN32)
        base_ = static_cast<unsigned char*>(VirtualAlloc(nullptr, size_, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE));
        DWORD old_protection = 0;
        if (base_ == nullptr || !VirtualProtect(base_ + data_pages * page, page, PAGE_NOACCESS, &old_protection))
            std::abort();
#else
        void* p = mmap(nullptr, size_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) std::abort();
        base_ = static_cast<unsigned char*>(p);
        if (mprotect(base_ + data_pages * page, page, PROT_NONE) != 0) std::abort();
#endif
        end_ = base_ + data_pages * page;
    }
    ~guarded()
    {
#if defined(__EMSCRIPTEN__)
        for (const unsigned char* p = end_; p != base_ + size_; ++p) {
            if (*p != canary) {
                std::fprintf(stderr, "guarded: a write %td bytes past the end\n", p - end_);
                std::abort();
            }
        }
        ::operator delete(base_);
#elif defined(_WIN32)
        VirtualFree(base_, 0, MEM_RELEASE);
#else
        munmap(base_, size_);
#endif
    }
    guarded(const guarded&) = delete;
    guarded& operator=(const guarded&) = delete;

    /// The last `count` objects of type T before the inaccessible page.
    template <class T>
    T* last(std::size_t count) const
    {
        return reinterpret_cast<T*>(end_ - count * sizeof(T));
    }

    static std::size_t page_size()
    {
#if defined(__EMSCRIPTEN__)
        return 4096; // no pages to protect: the size of the checked pattern after the end
#elif defined(_WIN32)
        SYSTEM_INFO info;
        GetSystemInfo(&info);
        return info.dwPageSize;
#else
        return static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
#endif
    }

private:
#if defined(__EMSCRIPTEN__)
    static constexpr unsigned char canary = 0xA5;
#endif
    unsigned char* base_;
    unsigned char* end_;
    std::size_t size_;
};

} // namespace hitmask_test
