// The C API's table of the shapes that own memory (the two polygon kinds). An hm_shape of such a
// kind holds a handle, a slot of this table and the slot's generation, never a pointer: script
// hosts copy hm_shape bytes freely, free them twice, use them after free or overwrite them, and a
// handle is checked before anything is read (Box2D v3's b2ShapeId answers the same problem).
// A freed slot's generation moves on, so the freed shape's copies name nothing; a forged handle
// names a slot past the table, a free slot, a slot of another kind or another generation (a
// generation repeats only after 2^32 - 1 frees of one slot).
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace hitmask {
namespace capi {

/// What an hm_shape of an owning kind holds in its data_ (the rest of data_ is zero).
struct shape_handle {
    std::uint32_t slot;       ///< the slot's index plus one: a zeroed hm_shape names no slot
    std::uint32_t generation; ///< the slot's generation when the shape was made; never 0
};

/// Thread safe: shapes are made, freed and queried from any thread. A query holds the shape it
/// found (shared ownership), so a free on another thread during the query only ends the
/// handle; the shape goes when the query is done.
class shape_table {
public:
    /// The process's table; never destroyed, so hm_shape_free works during static destruction.
    static shape_table& instance();

    /// Stores `shape`, of hm_shape_kind `kind`, and returns its handle. Throws std::bad_alloc,
    /// or std::length_error when 2^32 - 1 shapes are alive.
    shape_handle add(std::uint32_t kind, std::shared_ptr<const void> shape);

    /// The shape `handle` names, if it is alive and of `kind`; null otherwise (freed, a copy of
    /// a freed shape, forged).
    std::shared_ptr<const void> find(std::uint32_t kind, shape_handle handle) const;

    /// Ends the handle and releases the table's share of the shape; false (and nothing done)
    /// when the handle names no live shape of `kind`.
    bool remove(std::uint32_t kind, shape_handle handle) noexcept;

private:
    struct slot {
        std::shared_ptr<const void> shape; // null when free
        std::uint32_t kind = 0;
        std::uint32_t generation = 1;
    };
    /// The slot a handle names when it is alive and of `kind`, else null. mutex_ held.
    const slot* named(std::uint32_t kind, shape_handle handle) const noexcept;

    mutable std::mutex mutex_;
    std::vector<slot> slots_;
    std::vector<std::uint32_t> free_; // indices of free slots, reused last in, first out
};

} // namespace capi
} // namespace hitmask
