// The benchmarks' float column: allocated as point_buffer allocates its own (64-byte aligned
// operator new), so every column the kernels, the peers and the floors read is the same kind
// of memory. One definition for every benchmark program's field.
#pragma once

#include <cstddef>
#include <new>

namespace bench_memory {

/// n floats, 64-byte aligned, uninitialised; not copyable.
class aligned_column {
public:
    explicit aligned_column(std::size_t n)
        : data_(static_cast<float*>(::operator new (n * sizeof(float), std::align_val_t{64})))
    {
    }
    aligned_column(const aligned_column&) = delete;
    aligned_column& operator=(const aligned_column&) = delete;
    ~aligned_column() { ::operator delete (data_, std::align_val_t{64}); }
    float* data() const { return data_; }
    float& operator[](std::size_t i) const { return data_[i]; }

private:
    float* data_;
};

} // namespace bench_memory
