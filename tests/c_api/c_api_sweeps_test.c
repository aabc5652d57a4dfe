/* The C API's sweeps from C99 (-std=c99 -Wall -Wextra -Wpedantic -Werror): the error-table rows of
 * hm_sweep and hm_sweep_first through every form and its hm_reference_ twin (null arguments,
 * pairs without a sweep, mixed sets, outputs too small, bad ranges; nothing written by a refused
 * call), and small cases whose fractions are known exactly, on every ISA. The bit-for-bit
 * comparison with the C++ API on random data is c_api_sweeps_compare.cpp. */
#include <hitmask/hitmask.h>

#include "check.h"

#include <math.h>
#include <stdint.h>

typedef hm_status (*sweep_fn)(const hm_view*, const hm_shape*, uint64_t*, size_t, float*, size_t, size_t*);
typedef hm_status (*sweep_range_fn)(const hm_view*, const hm_shape*, size_t, size_t, uint64_t*, size_t, float*,
                                    size_t, size_t*);
typedef hm_status (*first_fn)(const hm_view*, const hm_shape*, size_t, uint32_t*, size_t, float*, size_t, size_t*);
typedef hm_status (*first_range_fn)(const hm_view*, const hm_shape*, size_t, size_t, size_t, uint32_t*, size_t, float*,
                                    size_t, size_t*);

/* [0]: the active ISA's form, [1]: its reference twin */
static const sweep_fn sweep_forms[2] = {hm_sweep, hm_reference_sweep};
static const sweep_range_fn sweep_range_forms[2] = {hm_sweep_range, hm_reference_sweep_range};
static const first_fn first_forms[2] = {hm_sweep_first, hm_reference_sweep_first};
static const first_range_fn first_range_forms[2] = {hm_sweep_first_range, hm_reference_sweep_first_range};
static const char* const sweep_names[2] = {"hm_sweep: ", "hm_reference_sweep: "};
static const char* const first_names[2] = {"hm_sweep_first: ", "hm_reference_sweep_first: "};

static const uint64_t untouched = 0xABABABABABABABABull;

static void errors(void)
{
    float x0[100], y0[100], x1[100], y1[100], r[100], frac[100];
    uint64_t words[2];
    uint32_t index[100];
    size_t hits = 7, i;
    hm_view view = view_of(HM_VIEW_SEGMENTS, x0, y0, x1, y1, NULL, NULL, 100), other;
    hm_shape wall, ring, mixed[2], cone, none;
    int ref;

    for (i = 0; i < 100; ++i) {
        x0[i] = (float)i;
        y0[i] = 0;
        x1[i] = (float)i;
        y1[i] = 10;
        r[i] = 1;
    }
    CHECK(hm_aabb(v(0, 4), v(50, 6), &wall) == HM_OK);
    CHECK(hm_circle(v(0, 0), 2, &ring) == HM_OK);
    CHECK(hm_cone(v3(0, 0, 0), v3(1, 0, 0), 1, 10, &cone) == HM_OK);
    memset(&none, 0, sizeof none);
    mixed[0] = wall;
    mixed[1] = ring;
    for (ref = 0; ref < 2; ++ref) {
        /* null arguments, each named */
        REFUSED(sweep_forms[ref](NULL, &wall, words, 2, frac, 100, &hits), HM_INVALID_ARGUMENT, "view is null");
        REFUSED(sweep_forms[ref](&view, NULL, words, 2, frac, 100, &hits), HM_INVALID_ARGUMENT, sweep_names[ref]);
        REFUSED(sweep_forms[ref](&view, NULL, words, 2, frac, 100, &hits), HM_INVALID_ARGUMENT, "shape is null");
        REFUSED(sweep_forms[ref](&view, &wall, words, 2, frac, 100, NULL), HM_INVALID_ARGUMENT, "hits is null");
        REFUSED(sweep_forms[ref](&view, &none, words, 2, frac, 100, &hits), HM_INVALID_ARGUMENT,
                "the shape was not made by a factory (kind 0)");
        REFUSED(first_forms[ref](&view, &wall, 1, index, 100, frac, 100, NULL), HM_INVALID_ARGUMENT, "met is null");
        REFUSED(first_forms[ref](NULL, &wall, 1, index, 100, frac, 100, &hits), HM_INVALID_ARGUMENT, first_names[ref]);
        REFUSED(first_forms[ref](&view, NULL, 3, index, 100, frac, 100, &hits), HM_INVALID_ARGUMENT,
                "shapes is null but count is 3");
        REFUSED(first_forms[ref](&view, &wall, 1, NULL, 0, frac, 100, &hits), HM_INVALID_ARGUMENT,
                "shape_index holds 0 entries but the view's size is 100");
        REFUSED(first_forms[ref](&view, &wall, 1, NULL, 100, frac, 100, &hits), HM_INVALID_ARGUMENT,
                "shape_index is null but index_count is 100");

        /* pairs without a sweep, named with the pairs that exist */
        REFUSED(sweep_forms[ref](&view, &cone, words, 2, frac, 100, &hits), HM_UNSUPPORTED,
                "no sweep for segments views against cone shapes (sweeps: segments views against circle, aabb, capsule, "
                "obb, segment, convex_polygon, polygon; capsules views against");
        other = view_of(HM_VIEW_POINTS, x0, y0, NULL, NULL, NULL, NULL, 100);
        REFUSED(sweep_forms[ref](&other, &wall, words, 2, frac, 100, &hits), HM_UNSUPPORTED,
                "no sweep for points views against aabb shapes");
        other = view_of(HM_VIEW_SEGMENTS3, x0, y0, r, x1, y1, r, 100);
        REFUSED(first_forms[ref](&other, &wall, 1, index, 100, frac, 100, &hits), HM_UNSUPPORTED,
                "no sweep_first for segments3 views against aabb sets (sweep_first: segments views against aabb, "
                "circle, capsule, obb; capsules views against aabb, circle, capsule, obb; segments3 views against "
                "aabb3, sphere)");
        other = view_of(HM_VIEW_CIRCLES, x0, y0, r, NULL, NULL, NULL, 100);
        REFUSED(first_forms[ref](&other, NULL, 0, index, 100, frac, 100, &hits), HM_UNSUPPORTED,
                "no sweep_first for circles views");
        REFUSED(first_forms[ref](&view, mixed, 2, index, 100, frac, 100, &hits), HM_INVALID_ARGUMENT,
                "shapes[1] is a circle but shapes[0] is a aabb: a set holds one kind");
        other.kind = 42;
        REFUSED(sweep_forms[ref](&other, &wall, words, 2, frac, 100, &hits), HM_INVALID_ARGUMENT, "view kind 42");

        /* a null column, outputs too small: refused with nothing written */
        words[0] = words[1] = untouched;
        frac[0] = frac[99] = -7;
        index[0] = index[99] = 12345;
        view.columns[3] = NULL;
        REFUSED(sweep_forms[ref](&view, &wall, words, 2, frac, 100, &hits), HM_INVALID_ARGUMENT,
                "segments.y1 is null but the view's size is 100");
        REFUSED(first_forms[ref](&view, &wall, 1, index, 100, frac, 100, &hits), HM_INVALID_ARGUMENT,
                "segments.y1 is null but the view's size is 100");
        view.columns[3] = y1;
        REFUSED(sweep_forms[ref](&view, &wall, words, 1, frac, 100, &hits), HM_INVALID_ARGUMENT,
                "words holds 1 words (64 bits) but the view's size is 100");
        REFUSED(sweep_forms[ref](&view, &wall, words, 2, frac, 99, &hits), HM_INVALID_ARGUMENT,
                "fractions holds 99 floats but the view's size is 100");
        REFUSED(sweep_forms[ref](&view, &wall, words, 2, NULL, 5, &hits), HM_INVALID_ARGUMENT,
                "fractions is null but fraction_count is 5");
        REFUSED(first_forms[ref](&view, &wall, 1, index, 99, frac, 100, &hits), HM_INVALID_ARGUMENT,
                "shape_index holds 99 entries but the view's size is 100");
        REFUSED(first_forms[ref](&view, &wall, 1, index, 100, frac, 50, &hits), HM_INVALID_ARGUMENT,
                "fractions holds 50 floats but the view's size is 100");
        CHECK(hits == 0);

        /* the range rules of test_range */
        REFUSED(sweep_range_forms[ref](&view, &wall, 3, 64, words, 2, frac, 100, &hits), HM_INVALID_ARGUMENT,
                "begin must be a multiple of 64, got 3");
        REFUSED(sweep_range_forms[ref](&view, &wall, 0, 200, words, 2, frac, 100, &hits), HM_INVALID_ARGUMENT,
                "the range [0, 200) must lie within the view's 100 elements");
        REFUSED(first_range_forms[ref](&view, &wall, 1, 64, 70, index, 100, frac, 100, &hits), HM_INVALID_ARGUMENT,
                "end must be a multiple of 64 or the view's size 100, got 70");
        CHECK(words[0] == untouched && words[1] == untouched && frac[0] == -7 && frac[99] == -7);
        CHECK(index[0] == 12345 && index[99] == 12345);
    }
}

/* Motions whose fractions are exact in float. */
static void known_answers(void)
{
    /* points moving from x = 0 to 16 along y = 0 (one at y = 5, a NaN, one starting inside the
       box at x = 10, one not moving, inside, and one not moving, outside) */
    const float x0[6] = {0, 0, 0, 10, 9, -3}, y0[6] = {0, 5, NAN, 0, 0, 0};
    const float x1[6] = {16, 16, 16, 26, 9, -3}, y1[6] = {0, 5, 0, 0, 0, 0};
    const float r[6] = {1, 1, 1, 1, 1, 1};
    const hm_view points = view_of(HM_VIEW_SEGMENTS, x0, y0, x1, y1, NULL, NULL, 6);
    const hm_view discs = view_of(HM_VIEW_CAPSULES, x0, y0, x1, y1, r, NULL, 6);
    const float z0[1] = {0}, z1[1] = {16};
    const hm_view up = view_of(HM_VIEW_SEGMENTS3, z0, z0, z0, z0, z0, z1, 1);
    const hm_view empty = view_of(HM_VIEW_SEGMENTS, NULL, NULL, NULL, NULL, NULL, NULL, 0);
    hm_shape box, disc, wall, ball, walls[3];
    uint64_t words[1];
    float frac[6];
    uint32_t index[6];
    size_t hits = 0;
    int ref;

    CHECK(hm_aabb(v(8, -1), v(12, 1), &box) == HM_OK);
    CHECK(hm_circle(v(9, 0), 1, &disc) == HM_OK);
    CHECK(hm_segment(v(4, -5), v(4, 5), &wall) == HM_OK);
    CHECK(hm_sphere(v3(0, 0, 9), 1, &ball) == HM_OK);
    /* walls: the first is farther, the last two are met at the same fraction (ties: the lower index) */
    CHECK(hm_aabb(v(12, -1), v(14, 1), &walls[0]) == HM_OK);
    CHECK(hm_aabb(v(8, -1), v(10, 1), &walls[1]) == HM_OK);
    CHECK(hm_aabb(v(8, -1), v(9, 1), &walls[2]) == HM_OK);
    for (ref = 0; ref < 2; ++ref) {
        words[0] = untouched;
        CHECK(sweep_forms[ref](&points, &box, words, 1, frac, 6, &hits) == HM_OK);
        CHECK(hits == 3 && words[0] == 0x19); /* 0, 3, 4 */
        CHECK(frac[0] == 0.5f && frac[1] == INFINITY && frac[2] == INFINITY && frac[3] == 0 && frac[4] == 0 &&
              frac[5] == INFINITY);
        CHECK(sweep_forms[ref](&points, &disc, words, 1, NULL, 0, &hits) == HM_OK && hits == 3 && words[0] == 0x19);
        CHECK(sweep_forms[ref](&points, &disc, words, 1, frac, 6, &hits) == HM_OK && frac[0] == 0.5f);
        CHECK(sweep_forms[ref](&points, &wall, words, 1, frac, 6, &hits) == HM_OK && frac[0] == 0.25f && hits == 2);
        /* the same motions as discs of radius 1: the box is met one radius earlier */
        CHECK(sweep_forms[ref](&discs, &box, words, 1, frac, 6, &hits) == HM_OK && frac[0] == 0.4375f);
        CHECK(hits == 3 && words[0] == 0x19 && frac[1] == INFINITY); /* the disc at y = 5 passes 3 above the box */
        CHECK(sweep_forms[ref](&up, &ball, words, 1, frac, 1, &hits) == HM_OK && hits == 1 && frac[0] == 0.5f);
        CHECK(sweep_forms[ref](&empty, &box, NULL, 0, NULL, 0, &hits) == HM_OK && hits == 0);

        /* the first wall each point meets */
        CHECK(first_forms[ref](&points, walls, 3, index, 6, frac, 6, &hits) == HM_OK && hits == 3);
        CHECK(index[0] == 1 && frac[0] == 0.5f && index[1] == HM_NO_SHAPE && frac[1] == INFINITY);
        /* the one starting at x = 10 is on wall 1's edge; the one resting at x = 9 in walls 1 and 2 */
        CHECK(index[2] == HM_NO_SHAPE && index[3] == 1 && frac[3] == 0 && index[4] == 1 && frac[4] == 0);
        CHECK(index[5] == HM_NO_SHAPE && frac[5] == INFINITY);
        CHECK(first_forms[ref](&points, walls, 3, index, 6, NULL, 0, &hits) == HM_OK && hits == 3 && index[0] == 1);
        /* no walls: nothing met */
        CHECK(first_forms[ref](&points, NULL, 0, index, 6, frac, 6, &hits) == HM_OK && hits == 0);
        CHECK(index[0] == HM_NO_SHAPE && frac[0] == INFINITY && index[4] == HM_NO_SHAPE);
        CHECK(first_forms[ref](&up, &ball, 1, index, 1, frac, 1, &hits) == HM_OK && hits == 1 && index[0] == 0 &&
              frac[0] == 0.5f);
        CHECK(first_forms[ref](&up, NULL, 0, index, 1, frac, 1, &hits) == HM_OK && hits == 0 &&
              index[0] == HM_NO_SHAPE);
        CHECK(first_forms[ref](&empty, walls, 3, NULL, 0, NULL, 0, &hits) == HM_OK && hits == 0);
    }
}

/* The range forms write only their own words, fractions and indices. */
static void ranges(void)
{
    enum { N = 200 };
    static float x0[N], y0[N], x1[N], y1[N], frac[N];
    static uint32_t index[N];
    const hm_view view = view_of(HM_VIEW_SEGMENTS, x0, y0, x1, y1, NULL, NULL, N);
    hm_shape floor_box;
    uint64_t words[4];
    size_t hits = 0, i;
    int ref;

    for (i = 0; i < N; ++i) { /* every point falls from y = 16 to y = 0 onto a floor at y <= 4 */
        x0[i] = x1[i] = (float)i;
        y0[i] = 16;
        y1[i] = 0;
    }
    CHECK(hm_aabb(v(-1, -1), v(1000, 4), &floor_box) == HM_OK);
    for (ref = 0; ref < 2; ++ref) {
        for (i = 0; i < 4; ++i)
            words[i] = untouched;
        for (i = 0; i < N; ++i) {
            frac[i] = -7;
            index[i] = 12345;
        }
        CHECK(sweep_range_forms[ref](&view, &floor_box, 64, 128, words, 4, frac, N, &hits) == HM_OK && hits == 64);
        CHECK(words[0] == untouched && words[1] == ~(uint64_t)0 && words[2] == untouched && words[3] == untouched);
        CHECK(frac[63] == -7 && frac[64] == 0.75f && frac[127] == 0.75f && frac[128] == -7);
        CHECK(sweep_range_forms[ref](&view, &floor_box, 128, N, words, 4, frac, N, &hits) == HM_OK && hits == 72);
        CHECK(words[2] == ~(uint64_t)0 && words[3] == 0xFF && words[0] == untouched);
        CHECK(sweep_range_forms[ref](&view, &floor_box, 64, 64, words, 4, frac, N, &hits) == HM_OK && hits == 0);
        CHECK(first_range_forms[ref](&view, &floor_box, 1, 192, N, index, N, frac, N, &hits) == HM_OK && hits == 8);
        CHECK(index[191] == 12345 && index[192] == 0 && index[199] == 0 && frac[192] == 0.75f);
        CHECK(first_range_forms[ref](&view, &floor_box, 1, 0, 64, index, N, NULL, 0, &hits) == HM_OK && hits == 64);
        CHECK(index[0] == 0 && index[63] == 0 && index[64] == 12345);
    }
}

int main(void)
{
    int isa = -1;
    errors();
    /* every available ISA gives the known answers */
    while (force_next_isa(&isa, HM_ISA_SIMD128)) {
        known_answers();
        ranges();
        printf("sweeps on %s: checked\n", hm_isa_name((hm_isa)isa));
    }
    return finish();
}
