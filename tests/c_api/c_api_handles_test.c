/* The polygon handles of the C API from C99: what a script host's bugs do to hm_shape bytes. A
 * polygon copied and freed, freed twice, used after free, forged (a slot past the table, slot 0,
 * a live slot with another generation or kind, random bytes) is refused by every entry point that
 * takes a shape, with a message naming it, and freeing it again is a no-op that leaves the live
 * polygons alone. Plain shapes stay plain bytes. The threads that make, free and query at once
 * are tests/parallel/shape_handles_test.cpp (the ThreadSanitizer stage runs it). */
#include <hitmask/hitmask.h>

#include "check.h"

#include <stdint.h>

#define N 100
#define STALE "names no live shape"

static float x0[N], y0[N], x1[N], y1[N], r[N];
static const hm_vec2 square[4] = {{-1.f, -1.f}, {1.f, -1.f}, {1.f, 1.f}, {-1.f, 1.f}};

/* The handle's slot and generation, as the bytes after kind and reserved_ hold them. */
static uint32_t handle_word(const hm_shape* s, int which)
{
    uint32_t w;
    memcpy(&w, (const unsigned char*)&s->data_ + 4 * which, 4);
    return w;
}
static void set_handle_word(hm_shape* s, int which, uint32_t w)
{
    memcpy((unsigned char*)&s->data_ + 4 * which, &w, 4);
}

/* How many of the 100 points (x0, y0) `s` holds, or (size_t)-1 when refused. */
static size_t hits_of(const hm_shape* s)
{
    size_t n = 0;
    return hm_count(x0, y0, N, s, &n) == HM_OK ? n : (size_t)-1;
}

/* Every entry point that takes a shape refuses `s` (a stale or forged polygon handle) with
 * HM_INVALID_ARGUMENT and a message naming it, and writes no result. */
static void refused_everywhere(const hm_shape* s, const char* kind_name)
{
    uint64_t words[2] = {7, 7}, graze[2];
    uint32_t out[N];
    int32_t first[N];
    float fractions[N];
    size_t n = 7;
    int any = 7;
    hm_pair pairs[N];
    uint32_t counts[2];
    hm_shape set[2];
    const hm_view points = view_of(HM_VIEW_POINTS, x0, y0, NULL, NULL, NULL, NULL, N);
    const hm_view circles = view_of(HM_VIEW_CIRCLES, x0, y0, r, NULL, NULL, NULL, N);
    const hm_view segments = view_of(HM_VIEW_SEGMENTS, x0, y0, x1, y1, NULL, NULL, N);
    const hm_view capsules = view_of(HM_VIEW_CAPSULES, x0, y0, x1, y1, r, NULL, N);
    set[0] = set[1] = *s;
    (void)graze;

    REFUSED(hm_test(x0, y0, N, s, words, 2), HM_INVALID_ARGUMENT, STALE);
    CHECK(words[0] == 7 && words[1] == 7);
    REFUSED(hm_count(x0, y0, N, s, &n), HM_INVALID_ARGUMENT, kind_name);
    CHECK(n == 0);
    REFUSED(hm_any(x0, y0, N, s, &any), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_indices(x0, y0, N, s, out, N, &n), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_reference_test(x0, y0, N, s, words, 2), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_reference_count(x0, y0, N, s, &n), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_reference_any(x0, y0, N, s, &any), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_reference_indices(x0, y0, N, s, out, N, &n), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_view_test(&circles, s, words, 2), HM_INVALID_ARGUMENT, STALE);
    CHECK(words[0] == 7 && words[1] == 7);
    REFUSED(hm_view_count(&points, s, &n), HM_INVALID_ARGUMENT, "hm_view_count: shape is a");
    REFUSED(hm_view_any(&capsules, s, &any), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_view_indices(&circles, s, out, N, &n), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_reference_view_test(&circles, s, words, 2), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_reference_view_count(&points, s, &n), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_reference_view_any(&capsules, s, &any), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_reference_view_indices(&circles, s, out, N, &n), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_sweep(&segments, s, words, 2, fractions, N, &n), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_sweep_range(&capsules, s, 0, 64, words, 2, fractions, N, &n), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_reference_sweep(&segments, s, words, 2, fractions, N, &n), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_reference_sweep_range(&capsules, s, 0, 64, words, 2, fractions, N, &n), HM_INVALID_ARGUMENT, STALE);
    /* the many-shape forms take no polygon sets, but a stale one is refused as stale first */
    REFUSED(hm_sweep_first(&segments, set, 2, out, N, fractions, N, &n), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_sweep_first_range(&segments, set, 2, 0, N, out, N, fractions, N, &n), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_reference_sweep_first(&segments, set, 2, out, N, fractions, N, &n), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_set_test_any(&points, set, 2, words, 2), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_set_test_each(&points, set, 2, words, 1, 2), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_set_first_hit(&points, set, 2, first, N), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_set_count_per_shape(&points, set, 2, counts, 2), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_set_pairs(&points, set, 2, pairs, N, &n), HM_INVALID_ARGUMENT, STALE);
    REFUSED(hm_reference_set_pairs(&points, set, 2, pairs, N, &n), HM_INVALID_ARGUMENT, STALE);
    CHECK(words[0] == 7 && words[1] == 7);
}

static void copied_then_freed(void)
{
    hm_shape a, b, c, d;
    size_t inside, n = 0;
    CHECK(hm_convex_polygon(square, 4, &a) == HM_OK);
    b = a; /* the header allows copies: they share the polygon */
    inside = hits_of(&a);
    CHECK(inside != (size_t)-1 && inside > 0 && hits_of(&b) == inside);

    hm_shape_free(&a);
    CHECK(a.kind == HM_SHAPE_NONE);
    REFUSED(hm_count(x0, y0, N, &b, &n), HM_INVALID_ARGUMENT,
            "hm_count: shape is a convex_polygon handle that names no live shape");
    refused_everywhere(&b, "convex_polygon");
    hm_shape_free(&b); /* the copy of a freed polygon: a no-op (was a double free) */
    CHECK(b.kind == HM_SHAPE_NONE);
    hm_shape_free(&a); /* freed twice */

    /* the slot is reused with the next generation: the old copies still name nothing */
    CHECK(hm_convex_polygon(square, 4, &a) == HM_OK);
    b = a;
    hm_shape_free(&a);
    CHECK(hm_polygon(square, 4, HM_NON_ZERO, &c) == HM_OK);
    CHECK(handle_word(&c, 0) == handle_word(&b, 0)); /* the same slot ... */
    CHECK(handle_word(&c, 1) != handle_word(&b, 1)); /* ... a later generation */
    refused_everywhere(&b, "convex_polygon");
    CHECK(hits_of(&c) == inside);
    d = b; /* a stale copy with the live polygon's generation, but the other kind */
    set_handle_word(&d, 1, handle_word(&c, 1));
    refused_everywhere(&d, "convex_polygon");
    hm_shape_free(&d); /* does not free c */
    hm_shape_free(&b);
    CHECK(hits_of(&c) == inside);
    hm_shape_free(&c);
    REFUSED(hm_count(x0, y0, N, &c, &n), HM_INVALID_ARGUMENT, "not made by a factory (kind 0)");
}

static void forged(void)
{
    hm_shape live, f;
    size_t inside, i;
    uint32_t seed = 12345u;
    CHECK(hm_polygon(square, 4, HM_EVEN_ODD, &live) == HM_OK);
    inside = hits_of(&live);
    CHECK(inside > 0 && inside != (size_t)-1);

    f = live; /* slot 0: a zeroed handle */
    set_handle_word(&f, 0, 0);
    refused_everywhere(&f, "polygon");
    f = live; /* a slot past the table */
    set_handle_word(&f, 0, 0x7FFFFFF0u);
    refused_everywhere(&f, "polygon");
    hm_shape_free(&f);
    f = live; /* the live slot, another generation */
    set_handle_word(&f, 1, handle_word(&live, 1) + 1);
    refused_everywhere(&f, "polygon");
    hm_shape_free(&f); /* a no-op: the live polygon stays */
    CHECK(hits_of(&live) == inside);
    f = live; /* generation 0 is never made */
    set_handle_word(&f, 1, 0);
    refused_everywhere(&f, "polygon");
    /* random bytes with a polygon kind: refused or (by a one-in-2^32 chance) a live polygon */
    for (i = 0; i < 2000; ++i) {
        size_t k, n = 0;
        hm_status got;
        for (k = 0; k < sizeof f.data_; ++k) {
            seed = seed * 1664525u + 1013904223u;
            ((unsigned char*)&f.data_)[k] = (unsigned char)(seed >> 24);
        }
        f.kind = i % 2 == 0 ? HM_SHAPE_POLYGON : HM_SHAPE_CONVEX_POLYGON;
        f.reserved_ = seed;
        got = hm_count(x0, y0, N, &f, &n);
        CHECK(got == HM_INVALID_ARGUMENT || got == HM_OK);
        hm_shape_free(&f);
        CHECK(f.kind == HM_SHAPE_NONE);
    }
    CHECK(hits_of(&live) == inside);
    hm_shape_free(&live);
    CHECK(hits_of(&live) == (size_t)-1);
}

/* Many polygons alive at once, every other one freed: the rest answer, the freed are refused. */
static void many(void)
{
    enum { COUNT = 500 };
    static hm_shape made[COUNT], copies[COUNT];
    hm_vec2 tri[3];
    size_t i, answered = 0;
    for (i = 0; i < COUNT; ++i) {
        const float s = 0.5f + (float)(i % 7);
        tri[0] = v(-s, -s);
        tri[1] = v(s, -s);
        tri[2] = v(0.f, s);
        CHECK(hm_convex_polygon(tri, 3, &made[i]) == HM_OK);
        copies[i] = made[i];
    }
    for (i = 0; i < COUNT; i += 2)
        hm_shape_free(&made[i]);
    for (i = 0; i < COUNT; ++i) {
        size_t n = 0, expect = 0;
        const hm_status got = hm_count(x0, y0, N, &copies[i], &n);
        if (i % 2 == 0) {
            CHECK(got == HM_INVALID_ARGUMENT && strstr(hm_last_error(), STALE) != NULL);
            continue;
        }
        CHECK(got == HM_OK);
        CHECK(hm_reference_count(x0, y0, N, &made[i], &expect) == HM_OK && n == expect);
        answered += got == HM_OK;
    }
    CHECK(answered == COUNT / 2);
    for (i = 0; i < COUNT; ++i) {
        hm_shape_free(&copies[i]); /* frees the odd ones; no-op on the even ones */
        hm_shape_free(&made[i]);   /* no-op: freed through the copy, or before */
    }
    for (i = 1; i < COUNT; i += 2)
        CHECK(hits_of(&made[i]) == (size_t)-1);
}

/* Plain shapes are bytes: a copy outlives the original's free. */
static void plain_shapes_are_bytes(void)
{
    hm_shape a, b;
    size_t n = 0;
    CHECK(hm_circle(v(0.f, 0.f), 2.f, &a) == HM_OK);
    b = a;
    hm_shape_free(&a);
    CHECK(a.kind == HM_SHAPE_NONE);
    CHECK(hm_count(x0, y0, N, &b, &n) == HM_OK && n > 0);
    hm_shape_free(&b);
    hm_shape_free(NULL);
}

int main(void)
{
    size_t i;
    for (i = 0; i < N; ++i) {
        x0[i] = (float)(i % 10) * 0.4f - 2.f;
        y0[i] = (float)(i / 10) * 0.4f - 2.f;
        x1[i] = x0[i] + 3.f;
        y1[i] = y0[i] + 0.5f;
        r[i] = 0.1f;
    }
    copied_then_freed();
    forged();
    many();
    plain_shapes_are_bytes();
    return finish();
}
