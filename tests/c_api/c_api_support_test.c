/* hm_form_is_supported and hm_is_supported against what the entry points do, from C99: every form
 * of query (hm_query_form), every view kind and every shape kind, 2D and 3D, plus values past
 * both lists. For a view of each kind on valid columns and a shape of each kind made by its
 * factory, every entry point of the form (and its hm_reference_ twin) answers HM_OK when the
 * pair is supported and HM_UNSUPPORTED when it is not; kinds that are not kinds are refused and
 * never supported. The answer comes from the registry's lists, the calls from the dispatch: a
 * pair added to one and not the other fails here. */
#include <hitmask/hitmask.h>

#include "check.h"

#include <math.h>
#include <stdint.h>

#define ELEMENTS 8
#define VIEW_KINDS 9   /* HM_VIEW_POINTS .. HM_VIEW_SEGMENTS3 */
#define SHAPE_KINDS 17 /* HM_SHAPE_NONE .. HM_SHAPE_OBB3 */

/* Six columns that make a valid view of every kind: column 2 is 1 (unit axis x, a radius, z),
 * column 3 is 0 (the axis's y), columns 4 and 5 are 1 (half extents, radii). */
static float columns[6][ELEMENTS];

static hm_view view_of_kind(uint32_t kind)
{
    return view_of(kind, columns[0], columns[1], columns[2], columns[3], columns[4], columns[5], ELEMENTS);
}

/* A shape of `kind` from its factory; HM_SHAPE_NONE (and any other value) a zeroed shape. */
static hm_shape shape_of_kind(uint32_t kind)
{
    static const hm_vec2 square[4] = {{-1.f, -1.f}, {1.f, -1.f}, {1.f, 1.f}, {-1.f, 1.f}};
    static const hm_plane box[6] = {{{1.f, 0.f, 0.f}, 5.f}, {{-1.f, 0.f, 0.f}, 5.f}, {{0.f, 1.f, 0.f}, 5.f},
                                    {{0.f, -1.f, 0.f}, 5.f}, {{0.f, 0.f, 1.f}, 5.f}, {{0.f, 0.f, -1.f}, 5.f}};
    hm_shape s;
    hm_status made = HM_OK;
    memset(&s, 0, sizeof s);
    switch (kind) {
    case HM_SHAPE_CIRCLE: made = hm_circle(v(0.f, 0.f), 2.f, &s); break;
    case HM_SHAPE_AABB: made = hm_aabb(v(-1.f, -1.f), v(1.f, 1.f), &s); break;
    case HM_SHAPE_SECTOR: made = hm_sector_facing(v(0.f, 0.f), v(1.f, 0.f), 1.f, 5.f, &s); break;
    case HM_SHAPE_CAPSULE: made = hm_capsule(v(0.f, 0.f), v(3.f, 0.f), 1.f, &s); break;
    case HM_SHAPE_SEGMENT: made = hm_segment(v(0.f, -1.f), v(0.f, 1.f), &s); break;
    case HM_SHAPE_OBB: made = hm_obb(v(0.f, 0.f), v(1.f, 2.f), 0.5f, &s); break;
    case HM_SHAPE_ELLIPSE: made = hm_ellipse(v(0.f, 0.f), v(1.f, 2.f), 0.5f, &s); break;
    case HM_SHAPE_CONVEX_POLYGON: made = hm_convex_polygon(square, 4, &s); break;
    case HM_SHAPE_POLYGON: made = hm_polygon(square, 4, HM_EVEN_ODD, &s); break;
    case HM_SHAPE_POINT: made = hm_point(v(0.5f, 0.5f), &s); break;
    case HM_SHAPE_SPHERE: made = hm_sphere(v3(0.f, 0.f, 0.f), 2.f, &s); break;
    case HM_SHAPE_AABB3: made = hm_aabb3(v3(-1.f, -1.f, -1.f), v3(1.f, 1.f, 1.f), &s); break;
    case HM_SHAPE_CAPSULE3: made = hm_capsule3(v3(0.f, 0.f, 0.f), v3(1.f, 0.f, 0.f), 1.f, &s); break;
    case HM_SHAPE_CONE: made = hm_cone(v3(0.f, 0.f, 0.f), v3(1.f, 0.f, 0.f), 1.f, 5.f, &s); break;
    case HM_SHAPE_FRUSTUM: made = hm_frustum_from_planes(box, &s); break;
    case HM_SHAPE_OBB3:
        made = hm_obb3(v3(0.f, 0.f, 0.f), v3(1.f, 1.f, 1.f), v3(1.f, 0.f, 0.f), v3(0.f, 1.f, 0.f), v3(0.f, 0.f, 1.f),
                       &s);
        break;
    default: s.kind = kind; break;
    }
    CHECK(made == HM_OK);
    CHECK(s.kind == kind);
    return s;
}

/* How many entry points each form has below (with their reference twins). */
static const int entry_points[] = {8, 2, 10, 4, 4, 8, 8, 8, 8};

/* Entry point `which` of `form` on the view, with the shape (or a set of two of them). */
static hm_status call(hm_query_form form, int which, const hm_view* view, const hm_shape* shape)
{
    uint64_t words[2 * ((ELEMENTS + 63) / 64)], graze[(ELEMENTS + 63) / 64];
    float values[ELEMENTS];
    uint32_t indices[2 * ELEMENTS], counts[2];
    int32_t first[ELEMENTS];
    hm_pair pairs[2 * ELEMENTS];
    size_t n = 0, index = 0;
    int any = 0;
    float distance = 0.f;
    hm_shape set[2];
    hm_ray ray;
    hm_ray3 ray3;
    set[0] = set[1] = *shape;
    CHECK(hm_ray_make(v(-5.f, 0.5f), v(1.f, 0.f), INFINITY, &ray) == HM_OK);
    CHECK(hm_ray3_make(v3(-5.f, 0.5f, 0.5f), v3(1.f, 0.f, 0.f), INFINITY, &ray3) == HM_OK);
    switch (form) {
    case HM_FORM_TEST:
        switch (which) {
        case 0: return hm_view_test(view, shape, words, 1);
        case 1: return hm_view_count(view, shape, &n);
        case 2: return hm_view_any(view, shape, &any);
        case 3: return hm_view_indices(view, shape, indices, ELEMENTS, &n);
        case 4: return hm_reference_view_test(view, shape, words, 1);
        case 5: return hm_reference_view_count(view, shape, &n);
        case 6: return hm_reference_view_any(view, shape, &any);
        default: return hm_reference_view_indices(view, shape, indices, ELEMENTS, &n);
        }
    case HM_FORM_HIT_GRAZE:
        /* its two rings are circles: the shape kind asked about is HM_SHAPE_CIRCLE */
        if (which == 0) return hm_test_hit_graze(view, v(0.f, 0.f), 1.f, 2.f, words, graze, 1);
        return hm_reference_test_hit_graze(view, v(0.f, 0.f), 1.f, 2.f, words, graze, 1);
    case HM_FORM_SET:
        switch (which) {
        case 0: return hm_set_test_any(view, set, 2, words, 1);
        case 1: return hm_set_test_each(view, set, 2, words, 1, 2);
        case 2: return hm_set_first_hit(view, set, 2, first, ELEMENTS);
        case 3: return hm_set_count_per_shape(view, set, 2, counts, 2);
        case 4: return hm_set_pairs(view, set, 2, pairs, 2 * ELEMENTS, &n);
        case 5: return hm_reference_set_test_any(view, set, 2, words, 1);
        case 6: return hm_reference_set_test_each(view, set, 2, words, 1, 2);
        case 7: return hm_reference_set_first_hit(view, set, 2, first, ELEMENTS);
        case 8: return hm_reference_set_count_per_shape(view, set, 2, counts, 2);
        default: return hm_reference_set_pairs(view, set, 2, pairs, 2 * ELEMENTS, &n);
        }
    case HM_FORM_SWEEP:
        switch (which) {
        case 0: return hm_sweep(view, shape, words, 1, values, ELEMENTS, &n);
        case 1: return hm_sweep_range(view, shape, 0, ELEMENTS, words, 1, values, ELEMENTS, &n);
        case 2: return hm_reference_sweep(view, shape, words, 1, values, ELEMENTS, &n);
        default: return hm_reference_sweep_range(view, shape, 0, ELEMENTS, words, 1, values, ELEMENTS, &n);
        }
    case HM_FORM_SWEEP_FIRST:
        switch (which) {
        case 0: return hm_sweep_first(view, set, 2, indices, ELEMENTS, values, ELEMENTS, &n);
        case 1: return hm_sweep_first_range(view, set, 2, 0, ELEMENTS, indices, ELEMENTS, values, ELEMENTS, &n);
        case 2: return hm_reference_sweep_first(view, set, 2, indices, ELEMENTS, values, ELEMENTS, &n);
        default:
            return hm_reference_sweep_first_range(view, set, 2, 0, ELEMENTS, indices, ELEMENTS, values, ELEMENTS, &n);
        }
    case HM_FORM_RAYCAST:
        switch (which) {
        case 0: return hm_raycast(view, &ray, words, 1, values, ELEMENTS, &n);
        case 1: return hm_raycast_closest(view, &ray, &index, &distance);
        case 2: return hm_raycast_range(view, &ray, 0, ELEMENTS, words, 1, values, ELEMENTS, &n);
        case 3: return hm_raycast_closest_range(view, &ray, 0, ELEMENTS, &index, &distance);
        case 4: return hm_reference_raycast(view, &ray, words, 1, values, ELEMENTS, &n);
        case 5: return hm_reference_raycast_closest(view, &ray, &index, &distance);
        case 6: return hm_reference_raycast_range(view, &ray, 0, ELEMENTS, words, 1, values, ELEMENTS, &n);
        default: return hm_reference_raycast_closest_range(view, &ray, 0, ELEMENTS, &index, &distance);
        }
    case HM_FORM_RAYCAST3:
        switch (which) {
        case 0: return hm_raycast3(view, &ray3, words, 1, values, ELEMENTS, &n);
        case 1: return hm_raycast3_closest(view, &ray3, &index, &distance);
        case 2: return hm_raycast3_range(view, &ray3, 0, ELEMENTS, words, 1, values, ELEMENTS, &n);
        case 3: return hm_raycast3_closest_range(view, &ray3, 0, ELEMENTS, &index, &distance);
        case 4: return hm_reference_raycast3(view, &ray3, words, 1, values, ELEMENTS, &n);
        case 5: return hm_reference_raycast3_closest(view, &ray3, &index, &distance);
        case 6: return hm_reference_raycast3_range(view, &ray3, 0, ELEMENTS, words, 1, values, ELEMENTS, &n);
        default: return hm_reference_raycast3_closest_range(view, &ray3, 0, ELEMENTS, &index, &distance);
        }
    case HM_FORM_NEAREST:
        switch (which) {
        case 0: return hm_nearest(view, v(0.f, 0.f), INFINITY, &index, &distance);
        case 1: return hm_nearest_k(view, v(0.f, 0.f), 3, INFINITY, indices, values, &n);
        case 2: return hm_nearest_range(view, v(0.f, 0.f), 0, ELEMENTS, INFINITY, &index, &distance);
        case 3: return hm_nearest_k_range(view, v(0.f, 0.f), 0, ELEMENTS, 3, INFINITY, indices, values, &n);
        case 4: return hm_reference_nearest(view, v(0.f, 0.f), INFINITY, &index, &distance);
        case 5: return hm_reference_nearest_k(view, v(0.f, 0.f), 3, INFINITY, indices, values, &n);
        case 6: return hm_reference_nearest_range(view, v(0.f, 0.f), 0, ELEMENTS, INFINITY, &index, &distance);
        default: return hm_reference_nearest_k_range(view, v(0.f, 0.f), 0, ELEMENTS, 3, INFINITY, indices, values, &n);
        }
    default:
        switch (which) {
        case 0: return hm_nearest3(view, v3(0.f, 0.f, 0.f), INFINITY, &index, &distance);
        case 1: return hm_nearest3_k(view, v3(0.f, 0.f, 0.f), 3, INFINITY, indices, values, &n);
        case 2: return hm_nearest3_range(view, v3(0.f, 0.f, 0.f), 0, ELEMENTS, INFINITY, &index, &distance);
        case 3: return hm_nearest3_k_range(view, v3(0.f, 0.f, 0.f), 0, ELEMENTS, 3, INFINITY, indices, values, &n);
        case 4: return hm_reference_nearest3(view, v3(0.f, 0.f, 0.f), INFINITY, &index, &distance);
        case 5: return hm_reference_nearest3_k(view, v3(0.f, 0.f, 0.f), 3, INFINITY, indices, values, &n);
        case 6: return hm_reference_nearest3_range(view, v3(0.f, 0.f, 0.f), 0, ELEMENTS, INFINITY, &index, &distance);
        default:
            return hm_reference_nearest3_k_range(view, v3(0.f, 0.f, 0.f), 0, ELEMENTS, 3, INFINITY, indices, values,
                                                 &n);
        }
    }
}

/* The forms whose partner is not an hm_shape: the kind asked about is HM_SHAPE_NONE. */
static int takes_no_shape(hm_query_form form)
{
    return form == HM_FORM_RAYCAST || form == HM_FORM_RAYCAST3 || form == HM_FORM_NEAREST || form == HM_FORM_NEAREST3;
}

int main(void)
{
    int form, which, supported_pairs = 0, calls = 0;
    uint32_t view_kind, shape_kind;
    size_t i, c;
    for (c = 0; c < 6; ++c)
        for (i = 0; i < ELEMENTS; ++i)
            columns[c][i] = c == 0 || c == 1 ? (float)i * 0.25f : c == 3 ? 0.f : 1.f;

    for (form = HM_FORM_TEST; form <= HM_FORM_NEAREST3; ++form) {
        for (view_kind = 0; view_kind <= VIEW_KINDS; ++view_kind) { /* VIEW_KINDS itself: not a kind */
            const hm_view view = view_of_kind(view_kind);
            for (shape_kind = 0; shape_kind <= SHAPE_KINDS; ++shape_kind) { /* SHAPE_KINDS: not a kind */
                const int supported = hm_form_is_supported((uint32_t)form, view_kind, shape_kind);
                const int kinds_valid = view_kind < VIEW_KINDS && shape_kind < SHAPE_KINDS;
                hm_shape shape;
                if (form == HM_FORM_TEST) CHECK(hm_is_supported(view_kind, shape_kind) == supported);
                CHECK(supported == 0 || supported == 1);
                if (!kinds_valid) CHECK(!supported);
                supported_pairs += supported;
                if (takes_no_shape((hm_query_form)form)) {
                    if (shape_kind != HM_SHAPE_NONE) {
                        CHECK(!supported);
                        continue;
                    }
                } else if (form == HM_FORM_HIT_GRAZE) {
                    if (shape_kind != HM_SHAPE_CIRCLE) {
                        CHECK(!supported);
                        continue;
                    }
                }
                shape = shape_of_kind(shape_kind);
                for (which = 0; which < entry_points[form]; ++which) {
                    const hm_status got = call((hm_query_form)form, which, &view, &shape);
                    ++calls;
                    if (supported) {
                        if (got != HM_OK)
                            fprintf(stderr, "form %d entry %d: view kind %u, shape kind %u: supported, got %d (%s)\n",
                                    form, which, view_kind, shape_kind, (int)got, hm_last_error());
                        CHECK(got == HM_OK);
                    } else if (kinds_valid && (shape_kind != HM_SHAPE_NONE || takes_no_shape((hm_query_form)form))) {
                        if (got != HM_UNSUPPORTED)
                            fprintf(stderr, "form %d entry %d: view kind %u, shape kind %u: unsupported, got %d (%s)\n",
                                    form, which, view_kind, shape_kind, (int)got, hm_last_error());
                        CHECK(got == HM_UNSUPPORTED);
                    } else {
                        CHECK(got == HM_INVALID_ARGUMENT); /* a kind that is not one, a zeroed shape */
                    }
                }
                hm_shape_free(&shape);
            }
        }
    }
    /* not a form */
    CHECK(!hm_form_is_supported(9, HM_VIEW_POINTS, HM_SHAPE_CIRCLE));
    CHECK(!hm_form_is_supported(UINT32_MAX, HM_VIEW_POINTS, HM_SHAPE_CIRCLE));
    CHECK(!hm_is_supported(UINT32_MAX, HM_SHAPE_CIRCLE) && !hm_is_supported(HM_VIEW_POINTS, UINT32_MAX));
    /* a few the docs promise by name */
    CHECK(hm_is_supported(HM_VIEW_POINTS3, HM_SHAPE_SPHERE) && hm_is_supported(HM_VIEW_SPHERES, HM_SHAPE_OBB3));
    CHECK(hm_is_supported(HM_VIEW_CIRCLES, HM_SHAPE_POLYGON) && hm_is_supported(HM_VIEW_CAPSULES, HM_SHAPE_AABB));
    CHECK(hm_form_is_supported(HM_FORM_RAYCAST3, HM_VIEW_SPHERES, HM_SHAPE_NONE));
    CHECK(hm_form_is_supported(HM_FORM_SWEEP, HM_VIEW_SEGMENTS, HM_SHAPE_POLYGON));
    CHECK(!hm_form_is_supported(HM_FORM_SET, HM_VIEW_POINTS, HM_SHAPE_POLYGON));
    printf("%d supported (form, view kind, shape kind) triples, %d calls agree\n", supported_pairs, calls);
    return finish();
}
