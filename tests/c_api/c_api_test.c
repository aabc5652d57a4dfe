/* The C API from C99 (gcc and clang, -std=c99 -Wall -Wextra -Wpedantic -Werror): the header as C,
 * factory refusals (a shape stored by value, one by pointer, the fill-rule enum), the query
 * errors of docs/semantics.md, semantics cases from C, and the result forms agreeing with each other.
 * Every kind's factory refusals and every (view, shape) pair, bit for bit against the C++ API,
 * are c_api_compare.cpp (over tests/support/kind_samples.hpp). */
#define _POSIX_C_SOURCE 200112L /* setenv */
#include <hitmask/hitmask.h>

#include "check.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static float deg(float d)
{
    return (float)((double)d * (3.14159265358979323846 / 180.0));
}

/* whether point (x, y) hits the shape, through hm_test */
static int hits(const hm_shape* s, float x, float y)
{
    uint64_t word = 0;
    hm_status st = hm_test(&x, &y, 1, s, &word, 1);
    CHECK(st == HM_OK);
    return (int)(word & 1u);
}

static void factory_errors(void)
{
    const float nan = NAN, inf = INFINITY;
    hm_shape s;
    hm_vec2 tri[3], bad[4];

    REFUSED(hm_circle(v(nan, 0), 1, &s), HM_INVALID_ARGUMENT, "circle: center.x must be finite, got nan");
    CHECK(s.kind == HM_SHAPE_NONE);
    REFUSED(hm_circle(v(0, inf), 1, &s), HM_INVALID_ARGUMENT, "circle: center.y must be finite, got inf");
    REFUSED(hm_circle(v(0, 0), -1, &s), HM_INVALID_ARGUMENT, "circle: radius must be >= 0, got -1");
    REFUSED(hm_circle(v(0, 0), nan, &s), HM_INVALID_ARGUMENT, "circle: radius must be >= 0, got nan");
    REFUSED(hm_circle(v(0, 0), inf, &s), HM_INVALID_ARGUMENT, "circle: radius must be finite, got inf");
    REFUSED(hm_circle(v(0, 0), 2e19f, &s), HM_INVALID_ARGUMENT, "circle: radius must be <= 1.8e19");
    REFUSED(hm_circle(v(0, 0), 1, NULL), HM_INVALID_ARGUMENT, "hm_circle: out is null");

    REFUSED(hm_sector_facing(v(nan, 0), v(1, 0), 1, 1, &s), HM_INVALID_ARGUMENT,
            "sector::facing: apex.x must be finite, got nan");
    REFUSED(hm_sector_facing(v(0, 0), v(0, 0), 1, 1, &s), HM_INVALID_ARGUMENT,
            "sector::facing: direction must be non-zero");
    REFUSED(hm_sector_facing(v(0, 0), v(1, 0), 0, 1, &s), HM_INVALID_ARGUMENT,
            "sector::facing: fov must be > 0 radians, got 0");
    REFUSED(hm_sector_facing(v(0, 0), v(1, 0), 1, -2, &s), HM_INVALID_ARGUMENT,
            "sector::facing: range must be >= 0, got -2");
    REFUSED(hm_sector_facing(v(0, 0), v(1, 0), 1, 1e20f, &s), HM_INVALID_ARGUMENT, "sector::facing: range");

    REFUSED(hm_sector_between(v(0, 0), nan, 1, 1, &s), HM_INVALID_ARGUMENT,
            "sector::between: start must be finite, got nan");
    REFUSED(hm_sector_between(v(0, 0), 0, inf, 1, &s), HM_INVALID_ARGUMENT,
            "sector::between: end must be finite, got inf");
    REFUSED(hm_sector_between(v(0, 0), 0, 1, -inf, &s), HM_INVALID_ARGUMENT,
            "sector::between: range must be >= 0, got -inf");

    tri[0] = v(0, 0);
    tri[1] = v(1, 0);
    tri[2] = v(0, 1);
    REFUSED(hm_convex_polygon(tri, 2, &s), HM_INVALID_ARGUMENT, "convex_polygon:");
    REFUSED(hm_convex_polygon(NULL, 3, &s), HM_INVALID_ARGUMENT, "convex_polygon:");
    bad[0] = v(0, 0);
    bad[1] = v(1, 1);
    bad[2] = v(2, 2);
    REFUSED(hm_convex_polygon(bad, 3, &s), HM_INVALID_ARGUMENT, "convex_polygon:");
    bad[0] = v(0, 0);
    bad[1] = v(4, 0);
    bad[2] = v(1, 1); /* dents inwards: not convex */
    bad[3] = v(0, 4);
    REFUSED(hm_convex_polygon(bad, 4, &s), HM_INVALID_ARGUMENT, "the polygon is not convex");
    tri[1] = v(inf, 0);
    REFUSED(hm_convex_polygon(tri, 3, &s), HM_INVALID_ARGUMENT, "convex_polygon: vertex 1");

    tri[1] = v(1, 0);
    tri[2] = v(inf, 1);
    REFUSED(hm_polygon(tri, 3, HM_EVEN_ODD, &s), HM_INVALID_ARGUMENT, "polygon: vertex 2 must be finite, got (inf, 1)");
    REFUSED(hm_polygon(tri, 2, HM_EVEN_ODD, &s), HM_INVALID_ARGUMENT, "polygon:");
    REFUSED(hm_polygon(NULL, 3, HM_NON_ZERO, &s), HM_INVALID_ARGUMENT, "polygon:");
    tri[2] = v(0, 1);
    REFUSED(hm_polygon(tri, 3, (hm_fill_rule)7, &s), HM_INVALID_ARGUMENT, "hm_polygon: rule");
}

/* Each view kind with its columns filled up to the first one it lacks. */
static const struct {
    uint32_t kind;
    size_t filled;
    const char* message;
} short_views[] = {{HM_VIEW_CIRCLES, 2, "circles.r is null"},  {HM_VIEW_SEGMENTS, 3, "segments.y1 is null"},
                   {HM_VIEW_OBBS, 4, "obbs.hx is null"},       {HM_VIEW_ELLIPSES, 5, "ellipses.ry is null"},
                   {HM_VIEW_POINTS3, 2, "points3.z is null"},   {HM_VIEW_SPHERES, 3, "spheres.r is null"},
                   {HM_VIEW_CAPSULES, 4, "capsules.r is null"}}; /* capsules last: the checks after the loop reuse it */

static void query_errors(void)
{
    const float nan = NAN;
    float x[200], y[200], r[200];
    uint64_t words[4], hit[2], graze[2];
    uint32_t idx[200];
    size_t n = 0, i;
    int any = 0;
    hm_shape c, seg, p, z, ball;
    hm_view view;
    float angle[2] = {0, 1}, ux[2], uy[2];

    for (i = 0; i < 200; ++i) {
        x[i] = (float)i;
        y[i] = 0;
        r[i] = 1;
    }
    CHECK(hm_circle(v(0, 0), 1000, &c) == HM_OK);
    CHECK(hm_segment(v(0, 0), v(1, 1), &seg) == HM_OK);
    CHECK(hm_sphere(v3(0, 0, 0), 1, &ball) == HM_OK);

    /* a null column with size > 0, in every view kind */
    REFUSED(hm_test(NULL, y, 4, &c, words, 4), HM_INVALID_ARGUMENT, "hm_test: points.x is null but the view's size is 4");
    REFUSED(hm_count(x, NULL, 4, &c, &n), HM_INVALID_ARGUMENT, "hm_count: points.y is null");
    REFUSED(hm_any(NULL, y, 4, &c, &any), HM_INVALID_ARGUMENT, "hm_any: points.x is null");
    REFUSED(hm_indices(NULL, y, 4, &c, idx, 200, &n), HM_INVALID_ARGUMENT, "hm_indices: points.x is null");
    CHECK(hm_count(NULL, NULL, 0, &c, &n) == HM_OK && n == 0);
    for (i = 0; i < sizeof short_views / sizeof short_views[0]; ++i) { /* the first null column is named */
        size_t k;
        memset(&view, 0, sizeof view);
        view.kind = short_views[i].kind;
        view.size = 4;
        for (k = 0; k < short_views[i].filled; ++k)
            view.columns[k] = r;
        /* a shape the view meets, so that the columns are what is refused */
        REFUSED(hm_view_count(&view, view.kind >= HM_VIEW_POINTS3 ? &ball : &c, &n), HM_INVALID_ARGUMENT,
                short_views[i].message);
    }
    view.kind = 9;
    REFUSED(hm_view_count(&view, &c, &n), HM_INVALID_ARGUMENT, "view kind 9");
    REFUSED(hm_view_count(NULL, &c, &n), HM_INVALID_ARGUMENT, "view is null");

    /* oriented bullets against a NaN point */
    view.kind = HM_VIEW_CAPSULES;
    view.columns[4] = r;
    CHECK(hm_point(v(nan, 0), &p) == HM_OK);
    REFUSED(hm_view_count(&view, &p, &n), HM_INVALID_ARGUMENT, "hm_view_count: point must be finite, got (nan, 0)");

    /* a pair the registry does not list, a zeroed shape, a null shape, a null output */
    REFUSED(hm_count(x, y, 4, &seg, &n), HM_UNSUPPORTED, "no query for points views against a segment");
    memset(&z, 0, sizeof z);
    REFUSED(hm_count(x, y, 4, &z, &n), HM_INVALID_ARGUMENT, "not made by a factory");
    REFUSED(hm_count(x, y, 4, NULL, &n), HM_INVALID_ARGUMENT, "shape is null");
    REFUSED(hm_count(x, y, 4, &c, NULL), HM_INVALID_ARGUMENT, "hits is null");
    REFUSED(hm_any(x, y, 4, &c, NULL), HM_INVALID_ARGUMENT, "any is null");
    CHECK(!hm_is_supported(HM_VIEW_POINTS, HM_SHAPE_SEGMENT) && hm_is_supported(HM_VIEW_SEGMENTS, HM_SHAPE_SEGMENT));
    CHECK(hm_is_supported(HM_VIEW_CIRCLES, HM_SHAPE_POLYGON) && !hm_is_supported(HM_VIEW_CIRCLES, HM_SHAPE_SEGMENT));
    CHECK(hm_is_supported(HM_VIEW_OBBS, HM_SHAPE_POINT) && !hm_is_supported(HM_VIEW_POINTS, HM_SHAPE_POINT));

    /* a mask smaller than the view: refused, nothing written */
    words[0] = words[1] = words[2] = words[3] = 0xABABABABABABABABull;
    REFUSED(hm_test(x, y, 100, &c, words, 1), HM_INVALID_ARGUMENT,
            "hm_test: words holds 1 words (64 bits) but the view's size is 100");
    CHECK(words[0] == 0xABABABABABABABABull && words[1] == 0xABABABABABABABABull);
    REFUSED(hm_test(x, y, 100, &c, NULL, 2), HM_INVALID_ARGUMENT, "words is null");
    /* a larger mask: the view's bits, every later bit cleared */
    CHECK(hm_test(x, y, 100, &c, words, 4) == HM_OK);
    CHECK(words[0] == ~0ull && words[1] == (1ull << 36) - 1 && words[2] == 0 && words[3] == 0);

    /* indices: capacity too small (the first `capacity` written, nothing past), null out */
    idx[150] = 12345;
    REFUSED(hm_indices(x, y, 200, &c, idx, 150, &n), HM_CAPACITY_TOO_SMALL, "indices: capacity 150 is too small for the 200 hits");
    CHECK(n == 200 && idx[0] == 0 && idx[149] == 149 && idx[150] == 12345);
    REFUSED(hm_indices(x, y, 200, &c, NULL, 5, &n), HM_INVALID_ARGUMENT, "out is null but capacity is 5");
    CHECK(hm_indices(x, y, 200, &c, idx, 200, &n) == HM_OK && n == 200 && idx[199] == 199);

    /* hit and graze */
    view.kind = HM_VIEW_POINTS;
    view.columns[0] = x;
    view.columns[1] = y;
    view.size = 100;
    REFUSED(hm_test_hit_graze(&view, v(nan, 0), 1, 2, hit, graze, 2), HM_INVALID_ARGUMENT, "center must be finite");
    REFUSED(hm_test_hit_graze(&view, v(0, 0), -1, 2, hit, graze, 2), HM_INVALID_ARGUMENT, "hit_radius must be >= 0");
    REFUSED(hm_test_hit_graze(&view, v(0, 0), 5, 4, hit, graze, 2), HM_INVALID_ARGUMENT,
            "test_hit_graze: graze_radius must be >= hit_radius (5) and <= 1.8e19, got 4");
    REFUSED(hm_test_hit_graze(&view, v(0, 0), 1, 2, hit, graze, 1), HM_INVALID_ARGUMENT, "hit_words holds 1 words");
    REFUSED(hm_test_hit_graze(&view, v(0, 0), 1, 2, hit, hit, 2), HM_INVALID_ARGUMENT, "must be different");
    view.kind = HM_VIEW_SEGMENTS;
    view.columns[2] = x;
    view.columns[3] = y;
    REFUSED(hm_test_hit_graze(&view, v(0, 0), 1, 2, hit, graze, 2), HM_UNSUPPORTED, "segments views have no hit and graze");
    view.kind = HM_VIEW_POINTS;
    CHECK(hm_test_hit_graze(&view, v(0, 0), 1.5f, 3, hit, graze, 2) == HM_OK);
    CHECK(hit[0] == 3 && graze[0] == 0xC && hit[1] == 0 && graze[1] == 0);
    /* the _xy form (the center as two floats, for LuaJIT's compiler): the same bits and refusals */
    {
        uint64_t hit_xy[2], graze_xy[2];
        for (int k = 0; k < 4; ++k) {
            const float cx = (float)(k * 7 % 11), cy = (float)(k * 3 % 5), r = 1.5f + (float)k,
                        g = 3.f + 2.f * (float)k;
            CHECK(hm_test_hit_graze(&view, v(cx, cy), r, g, hit, graze, 2) == HM_OK);
            CHECK(hm_test_hit_graze_xy(&view, cx, cy, r, g, hit_xy, graze_xy, 2) == HM_OK);
            CHECK(memcmp(hit, hit_xy, sizeof hit) == 0 && memcmp(graze, graze_xy, sizeof graze) == 0);
            CHECK(hm_reference_test_hit_graze_xy(&view, cx, cy, r, g, hit_xy, graze_xy, 2) == HM_OK);
            CHECK(memcmp(hit, hit_xy, sizeof hit) == 0 && memcmp(graze, graze_xy, sizeof graze) == 0);
        }
        REFUSED(hm_test_hit_graze_xy(&view, 0, nan, 1, 2, hit_xy, graze_xy, 2), HM_INVALID_ARGUMENT,
                "hm_test_hit_graze_xy: center must be finite");
        REFUSED(hm_reference_test_hit_graze_xy(&view, 0, 0, 1, 2, hit_xy, hit_xy, 2), HM_INVALID_ARGUMENT,
                "must be different");
        REFUSED(hm_test_hit_graze_xy(NULL, 0, 0, 1, 2, hit_xy, graze_xy, 2), HM_INVALID_ARGUMENT, "view is null");
    }

    /* unit_axes */
    REFUSED(hm_unit_axes(angle, NULL, uy, 2), HM_INVALID_ARGUMENT, "unit_axes: ux is null but n is 2");
    CHECK(hm_unit_axes(angle, ux, uy, 2) == HM_OK && ux[0] == 1.f && uy[0] == 0.f);

    /* force_isa: an ISA this CPU cannot run */
#if defined(__x86_64__) || defined(_M_X64)
    REFUSED(hm_force_isa(HM_ISA_NEON), HM_UNSUPPORTED, "force_isa: neon is not available on this CPU");
#else
    REFUSED(hm_force_isa(HM_ISA_AVX2), HM_UNSUPPORTED, "force_isa: avx2 is not available on this CPU");
#endif
    REFUSED(hm_force_isa((hm_isa)42), HM_INVALID_ARGUMENT, "hm_force_isa: 42");
    CHECK(strcmp(hm_isa_name((hm_isa)42), "unknown") == 0);

    /* sets */
    {
        hm_shape set[2];
        int32_t first[4];
        uint32_t counts[2];
        view.kind = HM_VIEW_POINTS;
        view.size = 4;
        CHECK(hm_circle(v(0, 0), 1, &set[0]) == HM_OK);
        CHECK(hm_aabb(v(0, 0), v(1, 1), &set[1]) == HM_OK);
        REFUSED(hm_set_test_any(&view, set, 2, words, 1), HM_INVALID_ARGUMENT, "shapes[1] is a aabb but shapes[0] is a circle");
        REFUSED(hm_set_test_any(&view, NULL, 2, words, 1), HM_INVALID_ARGUMENT, "shapes is null");
        CHECK(hm_circle(v(3, 0), 0.5f, &set[1]) == HM_OK);
        CHECK(hm_set_test_any(&view, set, 2, words, 1) == HM_OK && words[0] == 0xB);
        CHECK(hm_set_first_hit(&view, set, 2, first, 4) == HM_OK && first[0] == 0 && first[1] == 0 && first[2] == -1 &&
              first[3] == 1);
        REFUSED(hm_set_first_hit(&view, set, 2, first, 3), HM_INVALID_ARGUMENT, "set_first_hit");
        CHECK(hm_set_count_per_shape(&view, set, 2, counts, 2) == HM_OK && counts[0] == 2 && counts[1] == 1);
        REFUSED(hm_set_count_per_shape(&view, set, 2, counts, 1), HM_INVALID_ARGUMENT, "count_per_shape");
        CHECK(hm_set_test_any(&view, set, 0, words, 1) == HM_OK && words[0] == 0);
        view.size = 0; /* an empty view: no words needed, none written */
        CHECK(hm_set_test_any(&view, set, 2, NULL, 0) == HM_OK);
        CHECK(hm_test(NULL, NULL, 0, &set[0], NULL, 0) == HM_OK);
        view.size = 4;
        CHECK(hm_segment(v(0, 0), v(1, 0), &set[0]) == HM_OK);
        REFUSED(hm_set_test_any(&view, set, 1, words, 1), HM_UNSUPPORTED, "no many-shape query for points views against segment sets");
    }
}

static void semantics(void)
{
    const float nan = NAN, inf = INFINITY;
    hm_shape s;
    hm_vec2 pent[5], quad[4];
    int k;

    /* circle: the rim is inclusive, r = 0 hits only the centre, NaN never hits, inf is outside */
    CHECK(hm_circle(v(0, 0), 5, &s) == HM_OK);
    CHECK(hits(&s, 3, 4) && hits(&s, 0, -5) && !hits(&s, 3, 4.0001f));
    CHECK(!hits(&s, nan, 0) && !hits(&s, 0, nan) && !hits(&s, inf, 0) && !hits(&s, -inf, inf));
    CHECK(hm_circle(v(1, 2), 0, &s) == HM_OK);
    CHECK(hits(&s, 1, 2) && !hits(&s, 1, nextafterf(2, 3)));

    /* facing sector: 90° cone to +x, range 10; the apex hits, the edges and the arc are inclusive */
    CHECK(hm_sector_facing(v(0, 0), v(2, 0), deg(90), 10, &s) == HM_OK);
    CHECK(hits(&s, 0, 0) && hits(&s, 10, 0) && hits(&s, 5, 4.9f) && !hits(&s, 5, 5.1f) && !hits(&s, -1, 0));
    CHECK(!hits(&s, 10.001f, 0) && !hits(&s, nan, nan));
    CHECK(hm_sector_facing(v(0, 0), v(1, 0), deg(360), inf, &s) == HM_OK);
    CHECK(hits(&s, -1e30f, 3) && hits(&s, 0, -1e30f) && !hits(&s, nan, 0));

    /* reflex sector -10° to 260°: covers 180° (left) and 90°, not 300° */
    CHECK(hm_sector_between(v(0, 0), deg(-10), deg(260), 100, &s) == HM_OK);
    CHECK(hits(&s, -50, 0) && hits(&s, 0, 50) && hits(&s, 50, 0) && !hits(&s, 20, -40));
    /* wrap-around 350° to 10°: +x is inside, +y and -x are not */
    CHECK(hm_sector_between(v(0, 0), deg(350), deg(10), 100, &s) == HM_OK);
    CHECK(hits(&s, 50, 0) && hits(&s, 50, 5) && hits(&s, 50, -5) && !hits(&s, 0, 50) && !hits(&s, -50, 0));
    /* a whole turn as users write it is the full disc */
    CHECK(hm_sector_between(v(0, 0), 0, deg(360), 100, &s) == HM_OK);
    for (k = 0; k < 8; ++k) {
        const float a = deg(45.f * (float)k);
        CHECK(hits(&s, 50 * cosf(a), 50 * sinf(a)));
    }
    CHECK(!hits(&s, 101, 0));

    /* convex polygon in either winding */
    quad[0] = v(0, 0);
    quad[1] = v(4, 0);
    quad[2] = v(4, 4);
    quad[3] = v(0, 4);
    CHECK(hm_convex_polygon(quad, 4, &s) == HM_OK);
    CHECK(hits(&s, 2, 2) && hits(&s, 4, 4) && hits(&s, 0, 2) && !hits(&s, 5, 2) && !hits(&s, nan, 2));
    hm_shape_free(&s);
    CHECK(s.kind == HM_SHAPE_NONE);
    quad[1] = v(0, 4);
    quad[3] = v(4, 0);
    CHECK(hm_convex_polygon(quad, 4, &s) == HM_OK);
    CHECK(hits(&s, 2, 2) && !hits(&s, -1, 2));
    hm_shape_free(&s);

    /* pentagram: the centre is outside under even-odd, inside under non-zero; a point is inside both */
    for (k = 0; k < 5; ++k) {
        const float a = deg(90.f + 144.f * (float)k);
        pent[k] = v(10 * cosf(a), 10 * sinf(a));
    }
    CHECK(hm_polygon(pent, 5, HM_EVEN_ODD, &s) == HM_OK);
    CHECK(!hits(&s, 0, 0) && hits(&s, 0, 8) && !hits(&s, 20, 0));
    hm_shape_free(&s);
    CHECK(hm_polygon(pent, 5, HM_NON_ZERO, &s) == HM_OK);
    CHECK(hits(&s, 0, 0) && hits(&s, 0, 8) && !hits(&s, 20, 0));
    hm_shape_free(&s);
    hm_shape_free(&s); /* twice is harmless: the first call zeroed it */
    hm_shape_free(NULL);
}

/* One 3D element (x, y, z, r) against a shape: as a point when r < 0 is not asked (r is NAN),
 * else as a sphere. */
static int hits3(const hm_shape* s, float x, float y, float z, float r)
{
    hm_view view;
    size_t n = 9;
    memset(&view, 0, sizeof view);
    view.kind = r == r ? HM_VIEW_SPHERES : HM_VIEW_POINTS3;
    view.columns[0] = &x;
    view.columns[1] = &y;
    view.columns[2] = &z;
    view.columns[3] = &r;
    view.size = 1;
    CHECK(hm_view_count(&view, s, &n) == HM_OK);
    return n == 1;
}

/* The 3D shapes from C: their boundaries, the exact frustum edge, the refusals. */
static void solids(void)
{
    const float nan = NAN, inf = INFINITY;
    const float m[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}; /* identity: the clip cube */
    hm_plane planes[6];
    hm_shape s;
    int k;

    CHECK(hm_sphere(v3(1, 2, 3), 2, &s) == HM_OK && s.kind == HM_SHAPE_SPHERE);
    CHECK(hits3(&s, 1, 2, 5, nan) && !hits3(&s, 1, 2, nextafterf(5, 6), nan) && !hits3(&s, nan, 2, 3, nan));
    CHECK(hits3(&s, 1, 2, 8, 3) && !hits3(&s, 1, 2, 8, 2.9f) && !hits3(&s, 1, 2, 3, -1) && !hits3(&s, 1, 2, 3, -0.5f));
    CHECK(hm_aabb3(v3(0, 0, 0), v3(1, 2, 3), &s) == HM_OK);
    CHECK(hits3(&s, 1, 2, 3, nan) && !hits3(&s, 1, 2, 3.001f, nan) && hits3(&s, 4, 6, 3, 5) && !hits3(&s, 4, 6, 3, 4.99f));
    CHECK(hm_capsule3(v3(0, 0, 0), v3(10, 0, 0), 1, &s) == HM_OK);
    CHECK(hits3(&s, 5, 1, 0, nan) && hits3(&s, 11, 0, 0, nan) && !hits3(&s, 5, 0, 1.01f, nan) && hits3(&s, 5, 0, 3, 2));
    /* 90-degree cone along +z of range 10: the apex, the surface and the cap hit; behind misses */
    CHECK(hm_cone(v3(0, 0, 0), v3(0, 0, 2), deg(90), 10, &s) == HM_OK);
    CHECK(hits3(&s, 0, 0, 0, nan) && hits3(&s, 0, 0, 10, nan) && hits3(&s, 3, 0, 3, nan) && !hits3(&s, 3, 0, 2.9f, nan));
    CHECK(!hits3(&s, 0, 0, -1, nan) && hits3(&s, 0, 0, -1, 1) && !hits3(&s, 0, 0, -1, 0.99f));
    /* a box turned a quarter turn about z: u = +y, v = -x; faces hit, a sphere beside an edge is exact */
    CHECK(hm_obb3(v3(1, 2, 3), v3(2, 1, 0.5f), v3(0, 1, 0), v3(-1, 0, 0), v3(0, 0, 1), &s) == HM_OK &&
          s.kind == HM_SHAPE_OBB3);
    CHECK(hits3(&s, 1, 4, 3, nan) && !hits3(&s, 1, nextafterf(4, 5), 3, nan) && hits3(&s, 2, 2, 3.5f, nan));
    CHECK(!hits3(&s, 2.001f, 2, 3, nan) && !hits3(&s, nan, 2, 3, nan) && !hits3(&s, 1, 2, 3, -1));
    CHECK(hits3(&s, 5, 2, 3, 3) && !hits3(&s, 5, 2, 3, 2.99f) && hits3(&s, 5, 8, 3, 5) && !hits3(&s, 5, 8, 3, 4.99f));
    /* the camera: a sphere beside the frustum's corner passes all six planes but does not touch it */
    for (k = 0; k < 6; ++k) {
        planes[k].normal = v3(k / 2 == 0 ? (k % 2 ? -1.f : 1.f) : 0, k / 2 == 1 ? (k % 2 ? -1.f : 1.f) : 0,
                              k / 2 == 2 ? (k % 2 ? -1.f : 1.f) : 0);
        planes[k].d = 1;
    }
    CHECK(hm_frustum_from_planes(planes, &s) == HM_OK && s.kind == HM_SHAPE_FRUSTUM);
    CHECK(hits3(&s, 1, 1, 1, nan) && !hits3(&s, 1.001f, 0, 0, nan) && hits3(&s, 2, 2, 2, 1.75f) && !hits3(&s, 2, 2, 2, 1.7f));
    CHECK(hm_frustum_from_matrix(m, HM_CLIP_DEPTH_NEGATIVE_ONE_TO_ONE, &s) == HM_OK);
    CHECK(hits3(&s, -1, -1, -1, nan) && !hits3(&s, 0, 0, -1.01f, nan));
    CHECK(hm_frustum_from_matrix(m, HM_CLIP_DEPTH_ZERO_TO_ONE, &s) == HM_OK);
    CHECK(hits3(&s, 0, 0, 0, nan) && !hits3(&s, 0, 0, -0.01f, nan));
    CHECK(hm_frustum_perspective(v3(0, 0, 0), v3(0, 0, -1), v3(0, 1, 0), deg(90), 1, 1, 100, &s) == HM_OK);
    CHECK(hits3(&s, 0, 0, -1, nan) && hits3(&s, 40, 40, -50, nan) && !hits3(&s, 60, 0, -50, nan) && !hits3(&s, 0, 0, -0.99f, nan));

    REFUSED(hm_sphere(v3(0, inf, 0), 1, &s), HM_INVALID_ARGUMENT, "sphere: center.y must be finite, got inf");
    CHECK(s.kind == HM_SHAPE_NONE);
    REFUSED(hm_aabb3(v3(2, 0, 0), v3(1, 1, 1), &s), HM_INVALID_ARGUMENT, "aabb3: min.x must be <= max.x (1), got 2");
    REFUSED(hm_cone(v3(0, 0, 0), v3(0, 0, 1), -1, 1, &s), HM_INVALID_ARGUMENT, "cone: fov must be > 0 radians, got -1");
    REFUSED(hm_obb3(v3(0, 0, 0), v3(1, 1, 1), v3(2, 0, 0), v3(0, 1, 0), v3(0, 0, 1), &s), HM_INVALID_ARGUMENT,
            "obb3: |u| must be 1 within 1e-3 (a unit axis), got 2");
    REFUSED(hm_frustum_perspective(v3(0, 0, 0), v3(0, 0, -1), v3(0, 1, 0), 1, -1, 1, 10, &s), HM_INVALID_ARGUMENT,
            "frustum::perspective: aspect must be > 0, got -1");
    REFUSED(hm_frustum_from_planes(NULL, &s), HM_INVALID_ARGUMENT, "planes is null");
    REFUSED(hm_frustum_from_matrix(NULL, HM_CLIP_DEPTH_ZERO_TO_ONE, &s), HM_INVALID_ARGUMENT, "m is null");
    REFUSED(hm_frustum_from_matrix(m, (hm_clip_depth)5, &s), HM_INVALID_ARGUMENT, "depth must be a clip_depth, got 5");
    /* a 2D shape against 3D points, and a 3D shape against 2D points: unsupported, said so */
    CHECK(hm_sphere(v3(0, 0, 0), 1, &s) == HM_OK);
    {
        float x = 0, y = 0;
        size_t n = 0;
        REFUSED(hm_count(&x, &y, 1, &s, &n), HM_UNSUPPORTED, "no query for points views against a sphere");
    }
}

/* The result forms agree with each other; the view forms agree with the point forms. */
static void forms_agree(void)
{
    enum { N = 1000 };
    static float x[N], y[N], r[N], x1[N], y1[N];
    uint64_t words[(N + 63) / 64];
    static uint32_t idx[N];
    size_t i, count = 0, k = 0, set = 0, vcount = 0;
    int any = 0;
    hm_shape s;
    hm_view view;
    unsigned seed = 12345u;

    for (i = 0; i < N; ++i) {
        seed = seed * 1664525u + 1013904223u;
        x[i] = (float)(seed >> 8) / (float)(1 << 24) * 200.f - 100.f;
        seed = seed * 1664525u + 1013904223u;
        y[i] = (float)(seed >> 8) / (float)(1 << 24) * 200.f - 100.f;
        r[i] = 0.f;
        x1[i] = x[i];
        y1[i] = y[i];
    }
    CHECK(hm_sector_between(v(0, 0), deg(-10), deg(260), 60, &s) == HM_OK);
    CHECK(hm_test(x, y, N, &s, words, (N + 63) / 64) == HM_OK);
    CHECK(hm_count(x, y, N, &s, &count) == HM_OK);
    CHECK(hm_any(x, y, N, &s, &any) == HM_OK);
    CHECK(hm_indices(x, y, N, &s, idx, N, &k) == HM_OK);
    for (i = 0; i < N; ++i)
        set += (words[i / 64] >> (i % 64)) & 1u;
    CHECK(set == count && k == count && any == (count > 0) && count > 100 && count < 900);
    for (i = 0; i < k; ++i)
        CHECK((words[idx[i] / 64] >> (idx[i] % 64)) & 1u);
    /* round bullets of radius 0 and swept bullets standing still behave as points */
    memset(&view, 0, sizeof view);
    view.kind = HM_VIEW_CIRCLES;
    view.columns[0] = x;
    view.columns[1] = y;
    view.columns[2] = r;
    view.size = N;
    CHECK(hm_view_count(&view, &s, &vcount) == HM_OK && vcount == count);
    CHECK(hm_circle(v(10, 10), 40, &s) == HM_OK);
    CHECK(hm_count(x, y, N, &s, &count) == HM_OK);
    view.kind = HM_VIEW_SEGMENTS;
    view.columns[2] = x1;
    view.columns[3] = y1;
    CHECK(hm_view_count(&view, &s, &vcount) == HM_OK && vcount == count);
}

int main(void)
{
    int major = -1, minor = -1, patch = -1;
    const char* version;
    hm_isa isa;
    int each = -1;

    /* before the first query: an unknown HITMASK_ISA is ignored and the note says why */
#if defined(_WIN32)
    _putenv("HITMASK_ISA=sse9");
#else
    setenv("HITMASK_ISA", "sse9", 1);
#endif
    isa = hm_active_isa();
    CHECK(strstr(hm_isa_environment_note(), "HITMASK_ISA=sse9 is not an ISA name") != NULL);
    printf("active ISA: %s\n", hm_isa_name(isa));
    CHECK(hm_isa_from_name(hm_isa_name(isa), &isa) == HM_OK);
    REFUSED(hm_isa_from_name("sse9", &isa), HM_INVALID_ARGUMENT, "\"sse9\" is not an ISA name");

    version = hm_version(&major, &minor, &patch);
    CHECK(major == 0 && minor == 1 && patch == 0 && strcmp(version, "0.1.0") == 0);
    CHECK(sizeof(hm_shape) == 264);

    factory_errors();
    query_errors();
    solids();
    /* every available ISA answers the semantics cases */
    while (force_next_isa(&each, HM_ISA_SIMD128)) {
        semantics();
        forms_agree();
        printf("semantics on %s: checked\n", hm_isa_name((hm_isa)each));
    }
    return finish();
}
