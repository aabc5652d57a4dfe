// The C API's table of owning shapes (shape_table.hpp): a vector of slots under one mutex. The
// lock is taken once per call that names a polygon (a query, a free), not per element: a few
// tens of nanoseconds against a polygon query's microseconds.
#include "shape_table.hpp"

#include <limits>
#include <stdexcept>
#include <utility>

namespace hitmask {
namespace capi {

shape_table& shape_table::instance()
{
    // leaked on purpose: a script host's garbage collector may free shapes after static
    // destruction has begun; the slots stay reachable, so no leak checker reports them
    static shape_table* const table = new shape_table;
    return *table;
}

shape_handle shape_table::add(std::uint32_t kind, std::shared_ptr<const void> shape)
{
    const std::lock_guard<std::mutex> lock(mutex_);
    std::uint32_t index = 0;
    if (!free_.empty()) {
        index = free_.back();
        free_.pop_back();
    } else {
        // slot + 1 must fit a uint32 handle
        if (slots_.size() >= std::numeric_limits<std::uint32_t>::max() - 1)
            throw std::length_error("the C API's shape table is full (2^32 - 2 polygons alive)");
        slots_.emplace_back();
        // so remove() never allocates: every slot fits the free list (following the slots'
        // capacity, which grows geometrically, so the free list rarely reallocates)
        free_.reserve(slots_.capacity());
        index = static_cast<std::uint32_t>(slots_.size() - 1);
    }
    slot& s = slots_[index];
    s.shape = std::move(shape);
    s.kind = kind;
    return {index + 1, s.generation};
}

const shape_table::slot* shape_table::named(std::uint32_t kind, shape_handle handle) const noexcept
{
    if (handle.slot == 0 || handle.slot > slots_.size()) return nullptr;
    const slot& s = slots_[handle.slot - 1];
    if (s.shape == nullptr || s.kind != kind || s.generation != handle.generation) return nullptr;
    return &s;
}

std::shared_ptr<const void> shape_table::find(std::uint32_t kind, shape_handle handle) const
{
    const std::lock_guard<std::mutex> lock(mutex_);
    const slot* s = named(kind, handle);
    return s != nullptr ? s->shape : nullptr;
}

bool shape_table::remove(std::uint32_t kind, shape_handle handle) noexcept
{
    std::shared_ptr<const void> released; // destroyed after the lock is let go
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        if (named(kind, handle) == nullptr) return false;
        const std::uint32_t index = handle.slot - 1;
        slot& s = slots_[index];
        released = std::move(s.shape);
        s.shape = nullptr;
        s.kind = 0;
        // the handle's copies now name an older generation; 0 is never a generation
        s.generation = s.generation == std::numeric_limits<std::uint32_t>::max() ? 1 : s.generation + 1;
        free_.push_back(index); // within the capacity add() reserved
    }
    return true;
}

} // namespace capi
} // namespace hitmask
