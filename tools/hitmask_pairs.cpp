// Prints docs/api.md's table of the pairs the C API answers, form by form: for each form of
// query (hm_query_form) and each view kind, the shape kinds hm_form_is_supported() accepts, with
// the registry's names. scripts/check-docs.sh compares its output with docs/api.md, so the docs
// stay the registry's word when a pair is added.
//
//   hitmask_pairs        (no flags; --help prints this usage)
#include <cstdio>
#include <cstring>
#include <string>

#include <hitmask/hitmask.h>
#include <hitmask/hitmask.hpp>

namespace {

struct form {
    hm_query_form value;
    const char* entry_points;
    const char* partner; // what a form without an hm_shape takes instead, or null
};
const form forms[] = {
    {HM_FORM_TEST, "`hm_view_test`, `_count`, `_any`, `_indices` (`hm_test`... on points)", nullptr},
    {HM_FORM_HIT_GRAZE, "`hm_test_hit_graze`, `_xy`", nullptr},
    {HM_FORM_SET, "`hm_set_test_any`, `_test_each`, `_first_hit`, `_count_per_shape`, `_pairs`", nullptr},
    {HM_FORM_SWEEP, "`hm_sweep`, `hm_sweep_range`", nullptr},
    {HM_FORM_SWEEP_FIRST, "`hm_sweep_first`, `hm_sweep_first_range`", nullptr},
    {HM_FORM_RAYCAST, "`hm_raycast`, `_closest` and their ranges", "a ray (`hm_ray`)"},
    {HM_FORM_RAYCAST3, "`hm_raycast3`, `_closest` and their ranges", "a 3D ray (`hm_ray3`)"},
    {HM_FORM_NEAREST, "`hm_nearest`, `_k` and their ranges", "a 2D point"},
    {HM_FORM_NEAREST3, "`hm_nearest3`, `_k` and their ranges", "a 3D point"},
};

/// The shape kinds `form` takes against view kind `view`, comma separated, or "".
std::string partners(const form& f, std::uint32_t view)
{
    if (f.partner != nullptr) return hm_form_is_supported(f.value, view, HM_SHAPE_NONE) ? f.partner : "";
    std::string out;
    hitmask::detail::for_each_type(hitmask::detail::all_shapes{}, [&](auto tag, std::size_t index) {
        using Shape = typename decltype(tag)::type;
        if (hm_form_is_supported(f.value, view, static_cast<std::uint32_t>(index + 1)))
            out += (out.empty() ? "" : ", ") + std::string(hitmask::detail::shape_name<Shape>());
    });
    return out;
}

} // namespace

int main(int argc, char** argv)
{
    const char* usage = "usage: hitmask_pairs (prints docs/api.md's table of supported pairs)\n";
    if (argc > 1) {
        if (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0) {
            std::fputs(usage, stdout);
            return 0;
        }
        std::fprintf(stderr, "hitmask_pairs: unknown argument '%s'\n%s", argv[1], usage);
        return 2;
    }
    std::printf("| form: entry points (and their `hm_reference_` twins) | view kind | against |\n|---|---|---|\n");
    for (const form& f : forms) {
        bool first = true;
        hitmask::detail::for_each_type(hitmask::detail::soa_views{}, [&](auto tag, std::size_t view) {
            using View = typename decltype(tag)::type;
            const std::string with = partners(f, static_cast<std::uint32_t>(view));
            if (with.empty()) return;
            std::printf("| %s | %s | %s |\n", first ? f.entry_points : "", hitmask::detail::view_traits<View>::name,
                        with.c_str());
            first = false;
        });
    }
    return 0;
}
