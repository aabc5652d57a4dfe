// hitmask: compile-time lists of types, for the registry (registry.hpp): the lists of views,
// shape kinds and query pairs are types, so tables, checks and bindings are derived from them
// by ordinary templates a reader can follow, not by macros.
#pragma once

#include <cstddef>
#include <type_traits>
#include <utility>

namespace hitmask {
namespace detail {

template <class... T>
struct type_list {};

/// Stands for a type as a value, so a generic lambda can receive it: tag.type.
template <class T>
struct type_tag {
    using type = T;
};

template <class List>
struct list_size;
template <class... T>
struct list_size<type_list<T...>> : std::integral_constant<std::size_t, sizeof...(T)> {};
template <class List>
inline constexpr std::size_t list_size_v = list_size<List>::value;

/// The position of T in the types U..., or sizeof...(U) when T is not among them. One pass
/// over a pack expansion: a recursive definition instantiated a class for every tail of the list
/// (each named by the whole tail) for each type looked up, and was among the largest
/// instantiations of the test program's front end (clang -ftime-trace).
template <class T, class... U>
constexpr std::size_t index_of_type() noexcept
{
    constexpr bool same[] = {std::is_same_v<T, U>..., false};
    std::size_t i = 0;
    while (i < sizeof...(U) && !same[i])
        ++i;
    return i;
}

/// The position of T in List, or list_size_v<List> when T is not in it.
template <class T, class List>
struct index_in;
template <class T, class... U>
struct index_in<T, type_list<U...>> : std::integral_constant<std::size_t, index_of_type<T, U...>()> {};
template <class T, class List>
inline constexpr std::size_t index_in_v = index_in<T, List>::value;

template <class T, class List>
inline constexpr bool in_list_v = index_in_v<T, List> < list_size_v<List>;

/// Calls fn(type_tag<T>{}, index) for every T of List, in order.
template <class... T, class Fn>
constexpr void for_each_type(type_list<T...>, Fn&& fn)
{
    std::size_t index = 0;
    (fn(type_tag<T>{}, index++), ...);
}

/// Calls fn(type_tag<T>{}) for the T of List at position `index` (a runtime value) and returns
/// what it returns; `otherwise()` when index is past the end. Every call must return one type.
template <class... T, class Fn, class Otherwise>
decltype(auto) visit_type(type_list<T...>, std::size_t index, Fn&& fn, Otherwise&& otherwise)
{
    using result = decltype(otherwise());
    if constexpr (sizeof...(T) == 0) {
        (void)index;
        (void)fn;
        return otherwise();
    } else {
        result out{};
        bool found = false;
        std::size_t at = 0;
        ((at++ == index ? (out = fn(type_tag<T>{}), found = true) : false), ...);
        return found ? out : otherwise();
    }
}

} // namespace detail
} // namespace hitmask
