/* The C API's ray casts from C99 (-std=c99 -Wall -Wextra -Wpedantic -Werror): the ray factories'
 * refusals and stored fields, the casts' error-table rows through every form and its
 * hm_reference_ twin (view kinds without a ray cast, bad rays filled by hand, outputs too small,
 * bad ranges; nothing written by a refused call), and small cases whose answers are known, on
 * every ISA. The bit-for-bit comparison with the C++ API on random data is c_api_rays_compare.cpp. */
#include <hitmask/hitmask.h>

#include "check.h"

#include <math.h>
#include <stdint.h>

typedef hm_status (*all_fn)(const hm_view*, const hm_ray*, uint64_t*, size_t, float*, size_t, size_t*);
typedef hm_status (*first_fn)(const hm_view*, const hm_ray*, size_t*, float*);
typedef hm_status (*all_range_fn)(const hm_view*, const hm_ray*, size_t, size_t, uint64_t*, size_t, float*, size_t,
                                  size_t*);
typedef hm_status (*first_range_fn)(const hm_view*, const hm_ray*, size_t, size_t, size_t*, float*);

/* [0]: the active ISA's form, [1]: its reference twin */
static const all_fn all_forms[2] = {hm_raycast, hm_reference_raycast};
static const first_fn first_forms[2] = {hm_raycast_closest, hm_reference_raycast_closest};
static const all_range_fn all_range_forms[2] = {hm_raycast_range, hm_reference_raycast_range};
static const first_range_fn first_range_forms[2] = {hm_raycast_closest_range, hm_reference_raycast_closest_range};
static const char* const all_names[2] = {"hm_raycast: ", "hm_reference_raycast: "};

static const uint64_t untouched = 0xABABABABABABABABull;

static int all_zero(const hm_ray* r)
{
    return r->origin_x == 0 && r->origin_y == 0 && r->dir_x == 0 && r->dir_y == 0 && r->max_distance == 0;
}

static void factories(void)
{
    const float nan = NAN, inf = INFINITY;
    hm_ray r;
    hm_ray3 r3;

    REFUSED(hm_ray_make(v(nan, 0), v(1, 0), 1, &r), HM_INVALID_ARGUMENT, "ray: origin.x must be finite, got nan");
    CHECK(all_zero(&r));
    REFUSED(hm_ray_make(v(0, inf), v(1, 0), 1, &r), HM_INVALID_ARGUMENT, "ray: origin.y must be finite, got inf");
    REFUSED(hm_ray_make(v(0, 0), v(0, -0.f), 1, &r), HM_INVALID_ARGUMENT, "ray: direction must not be (0, 0)");
    REFUSED(hm_ray_make(v(0, 0), v(1, -inf), 1, &r), HM_INVALID_ARGUMENT, "ray: direction.y must be finite, got -inf");
    REFUSED(hm_ray_make(v(0, 0), v(1, 0), -1, &r), HM_INVALID_ARGUMENT, "ray: max_distance must be >= 0, got -1");
    REFUSED(hm_ray_make(v(0, 0), v(1, 0), nan, &r), HM_INVALID_ARGUMENT, "ray: max_distance must be >= 0, got nan");
    REFUSED(hm_ray_make(v(0, 0), v(1, 0), 1, NULL), HM_INVALID_ARGUMENT, "hm_ray_make: out is null");
    REFUSED(hm_ray3_make(v3(0, 0, nan), v3(1, 0, 0), 1, &r3), HM_INVALID_ARGUMENT, "ray3: origin.z must be finite, got nan");
    CHECK(r3.dir_x == 0 && r3.dir_y == 0 && r3.dir_z == 0);
    REFUSED(hm_ray3_make(v3(0, 0, 0), v3(0, 0, 0), 1, &r3), HM_INVALID_ARGUMENT, "ray3: direction must not be (0, 0, 0)");
    REFUSED(hm_ray3_make(v3(0, 0, 0), v3(0, 0, 1), -0.5f, &r3), HM_INVALID_ARGUMENT,
            "ray3: max_distance must be >= 0, got -0.5");
    REFUSED(hm_ray3_make(v3(0, 0, 0), v3(0, 0, 1), 1, NULL), HM_INVALID_ARGUMENT, "hm_ray3_make: out is null");

    /* the stored direction is unit, rounded once; +inf is an unbounded ray */
    CHECK(hm_ray_make(v(1, 2), v(3, 4), inf, &r) == HM_OK);
    CHECK(r.origin_x == 1 && r.origin_y == 2 && r.dir_x == 0.6f && r.dir_y == 0.8f && r.max_distance == inf);
    CHECK(hm_ray3_make(v3(0, 0, 0), v3(2, 3, 6), 5, &r3) == HM_OK);
    CHECK(r3.dir_x == (float)(2.0 / 7.0) && r3.dir_z == (float)(6.0 / 7.0) && r3.max_distance == 5);
}

static void cast_errors(void)
{
    const float nan = NAN;
    float x[100], y[100], r[100], dist[100];
    uint64_t words[2];
    size_t hits = 7, index = 0, i;
    float at = 0;
    hm_view view = view_of(HM_VIEW_CIRCLES, x, y, r, NULL, NULL, NULL, 100), flat;
    hm_ray ray, zero, by_hand;
    hm_ray3 ray3;
    int ref;

    for (i = 0; i < 100; ++i) {
        x[i] = (float)i;
        y[i] = 0;
        r[i] = 1;
    }
    CHECK(hm_ray_make(v(0, 0), v(1, 0), 50, &ray) == HM_OK);
    CHECK(hm_ray3_make(v3(0, 0, 0), v3(1, 0, 0), 50, &ray3) == HM_OK);
    memset(&zero, 0, sizeof zero); /* what a refused hm_ray_make leaves */
    for (ref = 0; ref < 2; ++ref) {
        REFUSED(all_forms[ref](NULL, &ray, words, 2, dist, 100, &hits), HM_INVALID_ARGUMENT, "view is null");
        REFUSED(all_forms[ref](&view, NULL, words, 2, dist, 100, &hits), HM_INVALID_ARGUMENT, all_names[ref]);
        REFUSED(all_forms[ref](&view, NULL, words, 2, dist, 100, &hits), HM_INVALID_ARGUMENT, "ray is null");
        REFUSED(all_forms[ref](&view, &ray, words, 2, dist, 100, NULL), HM_INVALID_ARGUMENT, "hits is null");
        REFUSED(first_forms[ref](&view, &ray, NULL, &at), HM_INVALID_ARGUMENT, "index is null");
        REFUSED(first_forms[ref](&view, &ray, &index, NULL), HM_INVALID_ARGUMENT, "distance is null");

        /* a ray filled by hand is checked as hm_ray_make checks it; a refused call reads as a miss */
        index = 5;
        at = 0;
        REFUSED(first_forms[ref](&view, &zero, &index, &at), HM_INVALID_ARGUMENT, "ray: direction must not be (0, 0)");
        CHECK(index == HM_NO_HIT && at == INFINITY);
        by_hand = ray;
        by_hand.max_distance = nan;
        REFUSED(all_forms[ref](&view, &by_hand, words, 2, dist, 100, &hits), HM_INVALID_ARGUMENT,
                "ray: max_distance must be >= 0, got nan");
        CHECK(hits == 0);

        /* view kinds without a ray cast, named with the pairs that exist */
        flat = view_of(HM_VIEW_POINTS, x, y, NULL, NULL, NULL, NULL, 100);
        REFUSED(all_forms[ref](&flat, &ray, words, 2, dist, 100, &hits), HM_UNSUPPORTED,
                "no ray cast for points views with an hm_ray (ray casts: circles, capsules, obbs, ellipses views "
                "with an hm_ray; spheres views with an hm_ray3)");
        flat = view_of(HM_VIEW_SPHERES, x, y, x, r, NULL, NULL, 100);
        REFUSED(first_forms[ref](&flat, &ray, &index, &at), HM_UNSUPPORTED, "no ray cast for spheres views with an hm_ray ");
        REFUSED(hm_raycast3(&view, &ray3, words, 2, dist, 100, &hits), HM_UNSUPPORTED,
                "hm_raycast3: hitmask has no ray cast for circles views with an hm_ray3");
        flat.kind = 9;
        REFUSED(all_forms[ref](&flat, &ray, words, 2, dist, 100, &hits), HM_INVALID_ARGUMENT, "view kind 9");

        /* a null column, outputs too small: refused with nothing written */
        view.columns[2] = NULL;
        REFUSED(first_forms[ref](&view, &ray, &index, &at), HM_INVALID_ARGUMENT, "circles.r is null but the view's size is 100");
        view.columns[2] = r;
        words[0] = words[1] = untouched;
        dist[0] = dist[98] = -7;
        REFUSED(all_forms[ref](&view, &ray, words, 1, dist, 100, &hits), HM_INVALID_ARGUMENT,
                "words holds 1 words (64 bits) but the view's size is 100");
        REFUSED(all_forms[ref](&view, &ray, words, 2, dist, 99, &hits), HM_INVALID_ARGUMENT,
                "distances holds 99 floats but the view's size is 100");
        REFUSED(all_forms[ref](&view, &ray, words, 2, NULL, 5, &hits), HM_INVALID_ARGUMENT,
                "distances is null but distance_count is 5");
        CHECK(words[0] == untouched && words[1] == untouched && dist[0] == -7 && dist[98] == -7);

        /* the range rules of test_range */
        REFUSED(all_range_forms[ref](&view, &ray, 3, 64, words, 2, dist, 100, &hits), HM_INVALID_ARGUMENT,
                "begin must be a multiple of 64, got 3");
        REFUSED(all_range_forms[ref](&view, &ray, 0, 200, words, 2, dist, 100, &hits), HM_INVALID_ARGUMENT,
                "the range [0, 200) must lie within the view's 100 elements");
        REFUSED(first_range_forms[ref](&view, &ray, 64, 70, &index, &at), HM_INVALID_ARGUMENT,
                "end must be a multiple of 64 or the view's size 100, got 70");
        CHECK(index == HM_NO_HIT && at == INFINITY);
        CHECK(words[0] == untouched && dist[0] == -7);
    }
}

/* Discs against a ray from the origin along +x: distances known exactly. */
static void known_answers(void)
{
    /* ahead at 10 with radius 2 (enters at 8), ahead at 5 with radius 1 (4), behind, a twin of
       disc 1 (a tie), tangent at x = 20 (20), a NaN radius (never hits), around the origin (0) */
    const float x[7] = {10, 5, -5, 5, 20, 30, 0}, y[7] = {0, 0, 0, 0, 3, 0, 0.5f}, r[7] = {2, 1, 1, 1, 3, NAN, 1};
    const float expected[7] = {8, 4, INFINITY, 4, 20, INFINITY, 0};
    const hm_view discs = view_of(HM_VIEW_CIRCLES, x, y, r, NULL, NULL, NULL, 7);
    const hm_view ahead = view_of(HM_VIEW_CIRCLES, x, y, r, NULL, NULL, NULL, 6); /* all but the last */
    /* one of each oriented kind, 10 ahead: a capsule across the ray, a box and an ellipse of half-length 2 */
    const float cx[1] = {10}, cy[1] = {0}, ux[1] = {1}, uy[1] = {0}, hx[1] = {2}, hy[1] = {1};
    const float x0[1] = {6}, y0[1] = {-5}, x1[1] = {6}, y1[1] = {5}, cr[1] = {1};
    const hm_view box = view_of(HM_VIEW_OBBS, cx, cy, ux, uy, hx, hy, 1);
    const hm_view oval = view_of(HM_VIEW_ELLIPSES, cx, cy, ux, uy, hx, hy, 1);
    const hm_view capsule = view_of(HM_VIEW_CAPSULES, x0, y0, x1, y1, cr, NULL, 1);
    const float sz[1] = {10}, zero[1] = {0}, sr[1] = {2};
    const hm_view ball = view_of(HM_VIEW_SPHERES, zero, zero, sz, sr, NULL, NULL, 1);
    const hm_view none = view_of(HM_VIEW_CIRCLES, NULL, NULL, NULL, NULL, NULL, NULL, 0);
    hm_ray ray, short_ray, by_hand;
    hm_ray3 ray3;
    uint64_t words[2];
    float dist[7];
    size_t hits = 0, index = 0, i;
    float at = 0;
    int ref;

    CHECK(hm_ray_make(v(0, 0), v(1, 0), INFINITY, &ray) == HM_OK);
    CHECK(hm_ray3_make(v3(0, 0, 0), v3(0, 0, 3), 100, &ray3) == HM_OK);
    for (ref = 0; ref < 2; ++ref) {
        words[0] = words[1] = untouched;
        CHECK(all_forms[ref](&discs, &ray, words, 2, dist, 7, &hits) == HM_OK);
        CHECK(hits == 5 && words[0] == 0x5B && words[1] == 0); /* discs 0, 1, 3, 4, 6 */
        for (i = 0; i < 7; ++i)
            CHECK(dist[i] == expected[i]);
        CHECK(all_forms[ref](&discs, &ray, words, 1, NULL, 0, &hits) == HM_OK && hits == 5 && words[0] == 0x5B);
        /* the origin is inside disc 6; without it, the tie between 1 and 3 goes to the lower index */
        CHECK(first_forms[ref](&discs, &ray, &index, &at) == HM_OK && index == 6 && at == 0);
        CHECK(first_forms[ref](&ahead, &ray, &index, &at) == HM_OK && index == 1 && at == 4);
        CHECK(first_range_forms[ref](&discs, &ray, 0, 7, &index, &at) == HM_OK && index == 6 && at == 0);
        /* the ray's length: disc 0 is met at 8, so a ray of 7.9 misses it and one of 8 does not */
        CHECK(hm_ray_make(v(0, 0), v(1, 0), 7.9f, &short_ray) == HM_OK);
        CHECK(all_forms[ref](&discs, &short_ray, words, 1, dist, 7, &hits) == HM_OK && !(words[0] & 1) && dist[0] == INFINITY);
        short_ray.max_distance = 8;
        CHECK(all_forms[ref](&discs, &short_ray, words, 1, dist, 7, &hits) == HM_OK && (words[0] & 1) && dist[0] == 8);
        /* a direction filled by hand is normalised as hm_ray_make would */
        by_hand = ray;
        by_hand.dir_x = 5;
        CHECK(all_forms[ref](&discs, &by_hand, words, 1, dist, 7, &hits) == HM_OK && hits == 5 && dist[0] == 8);
        /* nothing to meet */
        CHECK(all_forms[ref](&none, &ray, NULL, 0, NULL, 0, &hits) == HM_OK && hits == 0);
        CHECK(first_forms[ref](&none, &ray, &index, &at) == HM_OK && index == HM_NO_HIT && at == INFINITY);
        /* every other view kind with a ray cast */
        CHECK(first_forms[ref](&box, &ray, &index, &at) == HM_OK && index == 0 && at == 8);
        CHECK(first_forms[ref](&oval, &ray, &index, &at) == HM_OK && index == 0 && at == 8);
        CHECK(first_forms[ref](&capsule, &ray, &index, &at) == HM_OK && index == 0 && at == 5);
    }
    CHECK(hm_raycast3_closest(&ball, &ray3, &index, &at) == HM_OK && index == 0 && at == 8);
    CHECK(hm_reference_raycast3_closest(&ball, &ray3, &index, &at) == HM_OK && index == 0 && at == 8);
    CHECK(hm_raycast3(&ball, &ray3, words, 1, dist, 1, &hits) == HM_OK && hits == 1 && words[0] == 1 && dist[0] == 8);
    CHECK(hm_reference_raycast3(&ball, &ray3, words, 1, dist, 1, &hits) == HM_OK && hits == 1 && dist[0] == 8);
}

/* The range forms write only their own words and distances. */
static void ranges(void)
{
    enum { N = 200 };
    static float x[N], y[N], r[N], dist[N];
    const hm_view view = view_of(HM_VIEW_CIRCLES, x, y, r, NULL, NULL, NULL, N);
    hm_ray ray;
    hm_ray3 ray3;
    uint64_t words[4];
    size_t hits = 0, index = 0, i;
    float at = 0;
    int ref;

    for (i = 0; i < N; ++i) { /* a row of discs along the ray: disc i is met at 9.75 + i */
        x[i] = 10.f + (float)i;
        y[i] = 0;
        r[i] = 0.25f;
    }
    CHECK(hm_ray_make(v(0, 0), v(1, 0), INFINITY, &ray) == HM_OK);
    for (ref = 0; ref < 2; ++ref) {
        for (i = 0; i < 4; ++i)
            words[i] = untouched;
        for (i = 0; i < N; ++i)
            dist[i] = -7;
        CHECK(all_range_forms[ref](&view, &ray, 64, 128, words, 4, dist, N, &hits) == HM_OK && hits == 64);
        CHECK(words[0] == untouched && words[1] == ~(uint64_t)0 && words[2] == untouched && words[3] == untouched);
        CHECK(dist[63] == -7 && dist[64] == 73.75f && dist[127] == 136.75f && dist[128] == -7);
        CHECK(all_range_forms[ref](&view, &ray, 128, N, words, 4, dist, N, &hits) == HM_OK && hits == 72);
        CHECK(words[2] == ~(uint64_t)0 && words[3] == 0xFF && words[0] == untouched);
        CHECK(all_range_forms[ref](&view, &ray, 64, 64, words, 4, dist, N, &hits) == HM_OK && hits == 0);
        CHECK(first_range_forms[ref](&view, &ray, 64, 128, &index, &at) == HM_OK && index == 64 && at == 73.75f);
        CHECK(first_range_forms[ref](&view, &ray, 192, N, &index, &at) == HM_OK && index == 192 && at == 201.75f);
        CHECK(first_range_forms[ref](&view, &ray, 64, 64, &index, &at) == HM_OK && index == HM_NO_HIT && at == INFINITY);
    }
    /* the 3D ranges: the same row as spheres */
    {
        const hm_view balls = view_of(HM_VIEW_SPHERES, x, y, y, r, NULL, NULL, N);
        CHECK(hm_ray3_make(v3(0, 0, 0), v3(1, 0, 0), INFINITY, &ray3) == HM_OK);
        words[3] = untouched;
        CHECK(hm_raycast3_range(&balls, &ray3, 128, N, words, 4, dist, N, &hits) == HM_OK && hits == 72 && words[3] == 0xFF);
        CHECK(hm_reference_raycast3_range(&balls, &ray3, 0, 64, words, 4, NULL, 0, &hits) == HM_OK && hits == 64);
        CHECK(hm_raycast3_closest_range(&balls, &ray3, 128, N, &index, &at) == HM_OK && index == 128 && at == 137.75f);
        CHECK(hm_reference_raycast3_closest_range(&balls, &ray3, 192, N, &index, &at) == HM_OK && index == 192);
    }
}

int main(void)
{
    int isa = -1;
    factories();
    cast_errors();
    /* every available ISA gives the known answers */
    while (force_next_isa(&isa, HM_ISA_SIMD128)) {
        known_answers();
        ranges();
        printf("ray casts on %s: checked\n", hm_isa_name((hm_isa)isa));
    }
    return finish();
}
