/* The C API's mask algebra, compaction and nearest elements from C99 (-std=c99 -Wall -Wextra
 * -Wpedantic -Werror): their refusals through every form and its hm_reference_ twin (sizes that
 * differ, null arrays, null columns, non-finite points, bad max_distance, view kinds without a
 * nearest query, bad ranges; nothing written by a refused call), and small cases whose answers
 * are known, on every ISA. The bit-for-bit comparison with the C++ API on random data is
 * c_api_act_compare.cpp. */
#include <hitmask/hitmask.h>

#include "check.h"

#include <math.h>
#include <stdint.h>

typedef hm_status (*one_fn)(const hm_view*, hm_vec2, float, size_t*, float*);
typedef hm_status (*list_fn)(const hm_view*, hm_vec2, size_t, float, uint32_t*, float*, size_t*);
typedef hm_status (*one_range_fn)(const hm_view*, hm_vec2, size_t, size_t, float, size_t*, float*);
typedef hm_status (*list_range_fn)(const hm_view*, hm_vec2, size_t, size_t, size_t, float, uint32_t*, float*, size_t*);
typedef hm_status (*compact_fn)(const uint64_t*, size_t, void* const*, const size_t*, size_t, size_t*);

/* [0]: the active ISA's form, [1]: its reference twin */
static const one_fn one_forms[2] = {hm_nearest, hm_reference_nearest};
static const list_fn list_forms[2] = {hm_nearest_k, hm_reference_nearest_k};
static const one_range_fn one_range_forms[2] = {hm_nearest_range, hm_reference_nearest_range};
static const list_range_fn list_range_forms[2] = {hm_nearest_k_range, hm_reference_nearest_k_range};
static const compact_fn compact_forms[2] = {hm_compact, hm_reference_compact};
static const char* const one_names[2] = {"hm_nearest: ", "hm_reference_nearest: "};
static const char* const list_names[2] = {"hm_nearest_k: ", "hm_reference_nearest_k: "};
static const char* const compact_names[2] = {"hm_compact: ", "hm_reference_compact: "};

static const uint64_t untouched = 0xABABABABABABABABull;

static int starts_with(const char* text, const char* prefix)
{
    return strncmp(text, prefix, strlen(prefix)) == 0;
}

static void mask_algebra(void)
{
    /* 70 bits: two words, the second's bits past 6 set in the inputs (ignored) */
    const uint64_t a[2] = {0xF0F0F0F0F0F0F0F0ull, 0xFFull};
    const uint64_t b[2] = {0xFF00FF00FF00FF00ull, 0xF5ull};
    uint64_t out[3] = {untouched, untouched, untouched};

    CHECK(hm_mask_and(a, 70, b, 70, out, 70) == HM_OK);
    CHECK(out[0] == 0xF000F000F000F000ull && out[1] == 0x35ull && out[2] == untouched);
    CHECK(hm_mask_or(a, 70, b, 70, out, 70) == HM_OK);
    CHECK(out[0] == 0xFFF0FFF0FFF0FFF0ull && out[1] == 0x3Full && out[2] == untouched);
    CHECK(hm_mask_xor(a, 70, b, 70, out, 70) == HM_OK);
    CHECK(out[0] == 0x0FF00FF00FF00FF0ull && out[1] == 0x0Aull);
    CHECK(hm_mask_and_not(a, 70, b, 70, out, 70) == HM_OK);
    CHECK(out[0] == 0x00F000F000F000F0ull && out[1] == 0x0Aull);
    CHECK(hm_mask_not(a, 70, out, 70) == HM_OK);
    CHECK(out[0] == 0x0F0F0F0F0F0F0F0Full && out[1] == 0x00ull && out[2] == untouched);
    CHECK(hm_mask_not(b, 64, out, 64) == HM_OK && out[0] == 0x00FF00FF00FF00FFull && out[1] == 0x00ull);

    /* in place: out may be a or b */
    {
        uint64_t x[2] = {0xF0ull, 0x1ull};
        const uint64_t y[2] = {0x3Cull, 0x3ull};
        CHECK(hm_mask_and_not(x, 65, y, 65, x, 65) == HM_OK && x[0] == 0xC0ull && x[1] == 0);
        CHECK(hm_mask_not(x, 65, x, 65) == HM_OK && x[0] == ~0xC0ull && x[1] == 1);
    }
    /* out overlapping a in part (one word later, then one word earlier): the answer is still a op b
       as the words were before the call (the copies' path; a or b itself is written in place) */
    {
        uint64_t w[4] = {0xF0ull, 0x0Full, 0x3Cull, 0xFFull};
        const uint64_t y[3] = {0x30ull, 0x01ull, 0x0Cull};
        CHECK(hm_mask_or(w, 192, y, 192, w + 1, 192) == HM_OK);
        CHECK(w[0] == 0xF0ull && w[1] == 0xF0ull && w[2] == 0x0Full && w[3] == 0x3Cull);
        uint64_t v[4] = {0xFFull, 0x0Full, 0x3Cull, 0xF0ull};
        CHECK(hm_mask_and_not(v + 1, 192, y, 192, v, 192) == HM_OK);
        CHECK(v[0] == 0x0Full && v[1] == 0x3Cull && v[2] == 0xF0ull && v[3] == 0xF0ull);
    }
    /* empty masks: nothing to read or write, null allowed */
    CHECK(hm_mask_or(NULL, 0, NULL, 0, NULL, 0) == HM_OK);
    CHECK(hm_mask_not(NULL, 0, NULL, 0) == HM_OK);

    /* refusals: sizes that differ (both named), null words; out untouched */
    out[0] = out[1] = untouched;
    REFUSED(hm_mask_and(a, 70, b, 64, out, 70), HM_INVALID_ARGUMENT,
            "hm_mask_and: the masks must have the same size, got a 70, b 64 and out 70 bits");
    REFUSED(hm_mask_or(a, 70, b, 70, out, 71), HM_INVALID_ARGUMENT,
            "hm_mask_or: the masks must have the same size, got a 70, b 70 and out 71 bits");
    REFUSED(hm_mask_xor(a, 3, b, 2, out, 3), HM_INVALID_ARGUMENT, "hm_mask_xor: the masks must have the same size");
    REFUSED(hm_mask_and_not(NULL, 1, b, 1, out, 1), HM_INVALID_ARGUMENT, "hm_mask_and_not: a is null but holds 1 bits");
    REFUSED(hm_mask_and(a, 1, NULL, 1, out, 1), HM_INVALID_ARGUMENT, "hm_mask_and: b is null but holds 1 bits");
    REFUSED(hm_mask_or(a, 1, b, 1, NULL, 1), HM_INVALID_ARGUMENT, "hm_mask_or: out is null but holds 1 bits");
    REFUSED(hm_mask_not(a, 70, out, 69), HM_INVALID_ARGUMENT,
            "hm_mask_not: the masks must have the same size, got a 70 and out 69 bits");
    REFUSED(hm_mask_not(NULL, 5, out, 5), HM_INVALID_ARGUMENT, "hm_mask_not: a is null but holds 5 bits");
    CHECK(out[0] == untouched && out[1] == untouched);
}

/* Known compactions, every form: 4-byte SIMD columns, 8-byte and odd-sized (struct) columns. */
/* hm_mask_indices and its twin: the indices in order, bits past n ignored, HM_CAPACITY_TOO_SMALL
 * with the first `capacity` and the whole count, the refusals (nothing written). */
static void mask_indices(void)
{
    typedef hm_status (*indices_fn)(const uint64_t*, size_t, uint32_t*, size_t, size_t*);
    static const indices_fn forms[2] = {hm_mask_indices, hm_reference_mask_indices};
    static const char* const names[2] = {"hm_mask_indices: ", "hm_reference_mask_indices: "};
    const uint64_t words[3] = {0x8000000000000005ull, 0ull, 0xFFFFFFFFFFFFFFFFull};
    uint32_t out[80];
    size_t count = 7, i;
    int ref;
    char text[128];
    for (ref = 0; ref < 2; ++ref) {
        for (i = 0; i < 80; ++i)
            out[i] = 0xABABABABu;
        /* 130 bits: 0, 2, 63, and 128, 129 of the last word (its bits past 130 ignored) */
        CHECK(forms[ref](words, 130, out, 80, &count) == HM_OK && count == 5);
        CHECK(out[0] == 0 && out[1] == 2 && out[2] == 63 && out[3] == 128 && out[4] == 129);
        CHECK(forms[ref](words, 192, out, 80, &count) == HM_OK && count == 67 && out[66] == 191);
        CHECK(forms[ref](words, 192, out, 2, &count) == HM_CAPACITY_TOO_SMALL && count == 67);
        CHECK(out[0] == 0 && out[1] == 2);
        sprintf(text, "%scapacity 2 is too small for the 67 set bits", names[ref]);
        CHECK(strstr(hm_last_error(), text) != NULL);
        CHECK(forms[ref](NULL, 0, NULL, 0, &count) == HM_OK && count == 0);
        sprintf(text, "%swords is null but holds 5 bits", names[ref]);
        REFUSED(forms[ref](NULL, 5, out, 80, &count), HM_INVALID_ARGUMENT, text);
        sprintf(text, "%sout is null but capacity is 3", names[ref]);
        REFUSED(forms[ref](words, 5, NULL, 3, &count), HM_INVALID_ARGUMENT, text);
        CHECK(count == 0);
        sprintf(text, "%scount is null", names[ref]);
        REFUSED(forms[ref](words, 5, out, 80, NULL), HM_INVALID_ARGUMENT, text);
    }
}

static void compaction(void)
{
    enum { N = 150 };
    int ref;
    for (ref = 0; ref < 2; ++ref) {
        float x[N];
        int32_t id[N];
        double d[N];
        unsigned char rgb[N][3];
        uint64_t keep[3] = {0, 0, 0};
        void* columns[4];
        size_t sizes[4] = {sizeof(float), sizeof(int32_t), sizeof(double), 3};
        size_t i, kept = 99, expected = 0;
        for (i = 0; i < N; ++i) {
            x[i] = (float)i + 0.5f;
            id[i] = (int32_t)i;
            d[i] = -(double)i;
            rgb[i][0] = (unsigned char)i;
            rgb[i][1] = (unsigned char)(i + 1);
            rgb[i][2] = (unsigned char)(i + 2);
            if (i % 3 == 0 || (i >= 64 && i < 80)) {
                keep[i / 64] |= (uint64_t)1 << (i % 64);
                ++expected;
            }
        }
        keep[2] |= ~(uint64_t)0 << (N % 64); /* bits past the size: ignored */
        columns[0] = x;
        columns[1] = id;
        columns[2] = d;
        columns[3] = rgb;
        CHECK(compact_forms[ref](keep, N, columns, sizes, 4, &kept) == HM_OK && kept == expected);
        {
            size_t j = 0, bad = 0;
            for (i = 0; i < N; ++i) {
                if (!(i % 3 == 0 || (i >= 64 && i < 80))) continue;
                bad += x[j] != (float)i + 0.5f || id[j] != (int32_t)i || d[j] != -(double)i ||
                       rgb[j][0] != (unsigned char)i || rgb[j][2] != (unsigned char)(i + 2);
                ++j;
            }
            CHECK(bad == 0);
        }

        /* every bit set: nothing moves; none set: 0 kept; no columns: the count */
        {
            float y[3] = {1, 2, 3};
            void* one[1];
            size_t four = 4;
            uint64_t all = 7, none = 0;
            one[0] = y;
            CHECK(compact_forms[ref](&all, 3, one, &four, 1, &kept) == HM_OK && kept == 3 && y[2] == 3);
            CHECK(compact_forms[ref](&none, 3, one, &four, 1, &kept) == HM_OK && kept == 0);
            CHECK(compact_forms[ref](&all, 3, NULL, NULL, 0, &kept) == HM_OK && kept == 3);
            CHECK(compact_forms[ref](NULL, 0, one, &four, 1, &kept) == HM_OK && kept == 0);
        }

        /* refusals: nothing written, *kept 0 */
        {
            float y[3] = {1, 2, 3};
            void* cols[2];
            size_t s2[2] = {4, 4};
            uint64_t some = 5;
            cols[0] = y;
            cols[1] = NULL;
            kept = 9;
            REFUSED(compact_forms[ref](&some, 3, cols, s2, 2, &kept), HM_INVALID_ARGUMENT,
                    "column 1 is null while the mask has 3 bits");
            CHECK(starts_with(hm_last_error(), compact_names[ref]) && kept == 0 && y[1] == 2 && y[2] == 3);
            cols[1] = y;
            s2[0] = 0;
            REFUSED(compact_forms[ref](&some, 3, cols, s2, 2, &kept), HM_INVALID_ARGUMENT,
                    "column 0 has elements of 0 bytes");
            CHECK(y[1] == 2);
            s2[0] = 4;
            REFUSED(compact_forms[ref](NULL, 3, cols, s2, 2, &kept), HM_INVALID_ARGUMENT,
                    "keep is null but holds 3 bits");
            REFUSED(compact_forms[ref](&some, 3, NULL, s2, 2, &kept), HM_INVALID_ARGUMENT,
                    "columns is null but column_count is 2");
            REFUSED(compact_forms[ref](&some, 3, cols, NULL, 2, &kept), HM_INVALID_ARGUMENT,
                    "element_sizes is null but column_count is 2");
            REFUSED(compact_forms[ref](&some, 3, cols, s2, 2, NULL), HM_INVALID_ARGUMENT, "kept is null");
            CHECK(y[0] == 1 && y[1] == 2 && y[2] == 3);
        }
    }
}

static void nearest_errors(void)
{
    const float x[3] = {0, 10, 20}, y[3] = {0, 0, 0}, r[3] = {1, 1, 1};
    const hm_view points = view_of(HM_VIEW_POINTS, x, y, NULL, NULL, NULL, NULL, 3);
    const hm_view spheres = view_of(HM_VIEW_SPHERES, x, y, y, r, NULL, NULL, 3);
    const hm_view segments = view_of(HM_VIEW_SEGMENTS, x, y, x, y, NULL, NULL, 3);
    hm_view bad_kind = points;
    size_t index = 5, found = 5;
    float at = 5;
    uint32_t idx[4] = {7, 7, 7, 7};
    float dist[4] = {7, 7, 7, 7};
    int ref;
    bad_kind.kind = 42;
    for (ref = 0; ref < 2; ++ref) {
        REFUSED(one_forms[ref](&points, v(NAN, 0), INFINITY, &index, &at), HM_INVALID_ARGUMENT,
                "point must be finite, got (nan, 0)");
        CHECK(starts_with(hm_last_error(), one_names[ref]) && index == HM_NO_HIT && at == INFINITY);
        REFUSED(one_forms[ref](&points, v(0, INFINITY), INFINITY, &index, &at), HM_INVALID_ARGUMENT,
                "point must be finite, got (0, inf)");
        REFUSED(one_forms[ref](&points, v(0, 0), -1, &index, &at), HM_INVALID_ARGUMENT,
                "max_distance must be >= 0 (+inf allowed), got -1");
        REFUSED(one_forms[ref](&points, v(0, 0), NAN, &index, &at), HM_INVALID_ARGUMENT,
                "max_distance must be >= 0 (+inf allowed), got nan");
        REFUSED(one_forms[ref](&spheres, v(0, 0), INFINITY, &index, &at), HM_UNSUPPORTED,
                "hitmask has no nearest query for spheres views with an hm_vec2 (nearest: points, circles views with "
                "an hm_vec2 (hm_nearest...); points3, spheres views with an hm_vec3 (hm_nearest3...))");
        REFUSED(one_forms[ref](&segments, v(0, 0), INFINITY, &index, &at), HM_UNSUPPORTED,
                "no nearest query for segments views");
        REFUSED(one_forms[ref](&bad_kind, v(0, 0), INFINITY, &index, &at), HM_INVALID_ARGUMENT,
                "view kind 42 is not an hm_view_kind");
        REFUSED(one_forms[ref](NULL, v(0, 0), INFINITY, &index, &at), HM_INVALID_ARGUMENT, "view is null");
        REFUSED(one_forms[ref](&points, v(0, 0), INFINITY, NULL, &at), HM_INVALID_ARGUMENT, "index is null");
        REFUSED(one_forms[ref](&points, v(0, 0), INFINITY, &index, NULL), HM_INVALID_ARGUMENT, "distance is null");
        {
            hm_view holes = points;
            holes.columns[1] = NULL;
            REFUSED(one_forms[ref](&holes, v(0, 0), INFINITY, &index, &at), HM_INVALID_ARGUMENT, "null");
        }

        found = 5;
        REFUSED(list_forms[ref](&points, v(0, 0), 2, INFINITY, NULL, dist, &found), HM_INVALID_ARGUMENT,
                "indices is null with k = 2");
        CHECK(starts_with(hm_last_error(), list_names[ref]) && found == 0 && dist[0] == 7);
        REFUSED(list_forms[ref](&points, v(NAN, 0), 2, INFINITY, idx, dist, &found), HM_INVALID_ARGUMENT,
                "point must be finite");
        REFUSED(list_forms[ref](&points, v(0, 0), 2, -0.5f, idx, dist, &found), HM_INVALID_ARGUMENT,
                "max_distance must be >= 0 (+inf allowed), got -0.5");
        REFUSED(list_forms[ref](&spheres, v(0, 0), 2, INFINITY, idx, dist, &found), HM_UNSUPPORTED,
                "no nearest query for spheres views with an hm_vec2");
        REFUSED(list_forms[ref](&points, v(0, 0), 2, INFINITY, idx, dist, NULL), HM_INVALID_ARGUMENT, "found is null");
        CHECK(idx[0] == 7 && dist[0] == 7);
        /* k = 0 with no arrays: nothing to find */
        CHECK(list_forms[ref](&points, v(0, 0), 0, INFINITY, NULL, NULL, &found) == HM_OK && found == 0);

        /* ranges: begin a multiple of 64, end a multiple of 64 or the size */
        REFUSED(one_range_forms[ref](&points, v(0, 0), 1, 3, INFINITY, &index, &at), HM_INVALID_ARGUMENT,
                "begin must be a multiple of 64, got 1");
        CHECK(index == HM_NO_HIT && at == INFINITY);
        REFUSED(list_range_forms[ref](&points, v(0, 0), 0, 2, 2, INFINITY, idx, dist, &found), HM_INVALID_ARGUMENT,
                "end must be a multiple of 64 or the view's size 3, got 2");
    }
    /* the 3D forms refuse the 2D views and a non-finite z */
    REFUSED(hm_nearest3(&points, v3(0, 0, 0), INFINITY, &index, &at), HM_UNSUPPORTED,
            "hm_nearest3: hitmask has no nearest query for points views with an hm_vec3");
    REFUSED(hm_reference_nearest3_k(&points, v3(0, 0, 0), 1, INFINITY, idx, dist, &found), HM_UNSUPPORTED,
            "hm_reference_nearest3_k: hitmask has no nearest query for points views with an hm_vec3");
    REFUSED(hm_nearest3(&spheres, v3(0, 0, NAN), INFINITY, &index, &at), HM_INVALID_ARGUMENT,
            "hm_nearest3: point must be finite, got (0, 0, nan)");
    REFUSED(hm_nearest3_range(&spheres, v3(0, 0, 0), 64, 3, INFINITY, &index, &at), HM_INVALID_ARGUMENT,
            "hm_nearest3_range: the range [64, 3) must lie within the view's 3 elements");
    REFUSED(hm_reference_nearest3_k_range(&spheres, v3(0, 0, 0), 0, 1, 1, INFINITY, idx, NULL, &found),
            HM_INVALID_ARGUMENT, "hm_reference_nearest3_k_range: end");
}

/* Points on the x axis at 0, 1, 2, ...; ties, max_distance, non-finite elements, discs. */
static void known_answers(void)
{
    enum { N = 200 };
    float x[N], y[N], z[N], r[N];
    size_t i, index, found;
    float at;
    uint32_t idx[8];
    float dist[8];
    int ref;
    for (i = 0; i < N; ++i) {
        x[i] = (float)i;
        y[i] = 0;
        z[i] = 0;
        r[i] = 0.25f;
    }
    x[5] = NAN; /* never nearest */
    for (ref = 0; ref < 2; ++ref) {
        const hm_view points = view_of(HM_VIEW_POINTS, x, y, NULL, NULL, NULL, NULL, N);
        const hm_view circles = view_of(HM_VIEW_CIRCLES, x, y, r, NULL, NULL, NULL, N);
        /* 5 is NaN: (5.5, 0) is nearest 6, (4.5, 0) nearest 4 */
        CHECK(one_forms[ref](&points, v(5.5f, 0), INFINITY, &index, &at) == HM_OK && index == 6 && at == 0.5f);
        CHECK(one_forms[ref](&points, v(4.5f, 0), INFINITY, &index, &at) == HM_OK && index == 4 && at == 0.5f);
        /* a tie: (10.5, 0) is 0.5 from 10 and 11; the lower index */
        CHECK(one_forms[ref](&points, v(10.5f, 0), INFINITY, &index, &at) == HM_OK && index == 10 && at == 0.5f);
        /* 3-4-5 */
        CHECK(one_forms[ref](&points, v(20, 4), INFINITY, &index, &at) == HM_OK && index == 20 && at == 4);
        CHECK(one_forms[ref](&points, v(20, 4), 3.99f, &index, &at) == HM_OK && index == HM_NO_HIT && at == INFINITY);
        CHECK(one_forms[ref](&points, v(20, 4), 4, &index, &at) == HM_OK && index == 20);
        /* discs: 0 inside, rim distance outside */
        CHECK(one_forms[ref](&circles, v(30.1f, 0), INFINITY, &index, &at) == HM_OK && index == 30 && at == 0);
        CHECK(one_forms[ref](&circles, v(-2, 0), INFINITY, &index, &at) == HM_OK && index == 0 && at == 1.75f);

        /* the 4 nearest of (10.5, 0): 10, 11, 9, 12 */
        CHECK(list_forms[ref](&points, v(10.5f, 0), 4, INFINITY, idx, dist, &found) == HM_OK && found == 4);
        CHECK(idx[0] == 10 && idx[1] == 11 && idx[2] == 9 && idx[3] == 12);
        CHECK(dist[0] == 0.5f && dist[1] == 0.5f && dist[2] == 1.5f && dist[3] == 1.5f);
        /* max_distance cuts the list; distances may be NULL */
        CHECK(list_forms[ref](&points, v(10.5f, 0), 8, 1.5f, idx, NULL, &found) == HM_OK && found == 4);
        /* within 2 of (3, 0): 3, 2, 4, 1 (5, NaN, never counts) */
        CHECK(list_forms[ref](&points, v(3, 0), 8, 2.f, idx, dist, &found) == HM_OK && found == 4);
        CHECK(idx[0] == 3 && idx[1] == 2 && idx[2] == 4 && idx[3] == 1 && dist[3] == 2);
        /* the empty view */
        {
            const hm_view none = view_of(HM_VIEW_POINTS, NULL, NULL, NULL, NULL, NULL, NULL, 0);
            CHECK(one_forms[ref](&none, v(0, 0), INFINITY, &index, &at) == HM_OK && index == HM_NO_HIT);
            CHECK(list_forms[ref](&none, v(0, 0), 3, INFINITY, idx, dist, &found) == HM_OK && found == 0);
        }
        /* ranges: the view's own indices */
        CHECK(one_range_forms[ref](&points, v(10, 0), 64, 128, INFINITY, &index, &at) == HM_OK && index == 64 &&
              at == 54);
        CHECK(one_range_forms[ref](&points, v(10, 0), 128, N, INFINITY, &index, &at) == HM_OK && index == 128);
        CHECK(one_range_forms[ref](&points, v(10, 0), 64, 64, INFINITY, &index, &at) == HM_OK && index == HM_NO_HIT &&
              at == INFINITY);
        CHECK(list_range_forms[ref](&points, v(150, 0), 64, 128, 3, INFINITY, idx, dist, &found) == HM_OK &&
              found == 3 && idx[0] == 127 && idx[1] == 126 && idx[2] == 125 && dist[0] == 23);
    }
    /* 3D: balls on the x axis; (0, 3, 4) is 5 from ball 0's centre, 4.75 from its surface */
    {
        const hm_view points3 = view_of(HM_VIEW_POINTS3, x, y, z, NULL, NULL, NULL, N);
        const hm_view spheres = view_of(HM_VIEW_SPHERES, x, y, z, r, NULL, NULL, N);
        CHECK(hm_nearest3(&points3, v3(0, 3, 4), INFINITY, &index, &at) == HM_OK && index == 0 && at == 5);
        CHECK(hm_reference_nearest3(&spheres, v3(0, 3, 4), INFINITY, &index, &at) == HM_OK && index == 0 &&
              at == 4.75f);
        CHECK(hm_nearest3_k(&spheres, v3(100.5f, 0, 0), 2, INFINITY, idx, dist, &found) == HM_OK && found == 2 &&
              idx[0] == 100 && idx[1] == 101 && dist[0] == 0.25f);
        CHECK(hm_reference_nearest3_k(&points3, v3(100.5f, 0, 0), 2, INFINITY, idx, dist, &found) == HM_OK &&
              found == 2 && idx[0] == 100 && idx[1] == 101 && dist[1] == 0.5f);
        CHECK(hm_nearest3_range(&points3, v3(0, 0, 0), 128, N, INFINITY, &index, &at) == HM_OK && index == 128);
        CHECK(hm_reference_nearest3_range(&spheres, v3(0, 0, 0), 128, N, 10, &index, &at) == HM_OK &&
              index == HM_NO_HIT);
        CHECK(hm_nearest3_k_range(&spheres, v3(0, 0, 0), 64, 128, 1, INFINITY, idx, NULL, &found) == HM_OK &&
              found == 1 && idx[0] == 64);
        CHECK(hm_reference_nearest3_k_range(&points3, v3(0, 0, 0), 192, N, 2, INFINITY, idx, dist, &found) == HM_OK &&
              found == 2 && idx[0] == 192 && idx[1] == 193);
    }
}

int main(void)
{
    int isa = -1;
    mask_algebra();
    nearest_errors();
    /* every available ISA gives the known answers */
    while (force_next_isa(&isa, HM_ISA_SIMD128)) {
        compaction();
        mask_indices();
        known_answers();
        printf("masks, indices, compact and nearest on %s: checked\n", hm_isa_name((hm_isa)isa));
    }
    return finish();
}
