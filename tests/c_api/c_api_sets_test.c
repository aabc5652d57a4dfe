/* The C API's many-shape forms and the hm_reference_ twins from C99 (-std=c99 -Wall -Wextra
 * -Wpedantic -Werror): the error-table rows of hm_set_test_each and hm_set_pairs and of every
 * twin (the same checks, messages naming the function called), nothing written past an output's
 * size, and small cases whose answers are known, on every ISA. The bit-for-bit comparison with
 * the C++ API on random data is c_api_sets_compare.cpp. */
#include <hitmask/hitmask.h>

#include "check.h"

#include <stdint.h>

typedef hm_status (*each_fn)(const hm_view*, const hm_shape*, size_t, uint64_t*, size_t, size_t);
typedef hm_status (*pairs_fn)(const hm_view*, const hm_shape*, size_t, hm_pair*, size_t, size_t*);
typedef hm_status (*any_fn)(const hm_view*, const hm_shape*, size_t, uint64_t*, size_t);

/* [0]: the active ISA's form, [1]: its reference twin */
static const each_fn each_forms[2] = {hm_set_test_each, hm_reference_set_test_each};
static const pairs_fn pairs_forms[2] = {hm_set_pairs, hm_reference_set_pairs};
static const any_fn any_forms[2] = {hm_set_test_any, hm_reference_set_test_any};
static const char* const each_names[2] = {"hm_set_test_each: ", "hm_reference_set_test_each: "};
static const char* const pairs_names[2] = {"hm_set_pairs: ", "hm_reference_set_pairs: "};

/* points (0,0) (1,0) (3,0) (9,9) against circles r=1 at (0,0) and r=0.5 at (3,0) */
static const float xs[4] = {0, 1, 3, 9}, ys[4] = {0, 0, 0, 9};

static hm_view points(size_t n)
{
    hm_view view;
    memset(&view, 0, sizeof view);
    view.kind = HM_VIEW_POINTS;
    view.columns[0] = xs;
    view.columns[1] = ys;
    view.size = n;
    return view;
}

static void known_answers(void)
{
    const hm_view view = points(4);
    hm_shape set[2];
    uint64_t words[5];
    hm_pair out[3];
    size_t count = 0, i;
    int ref;
    CHECK(hm_circle(v(0, 0), 1, &set[0]) == HM_OK && hm_circle(v(3, 0), 0.5f, &set[1]) == HM_OK);
    for (ref = 0; ref < 2; ++ref) {
        /* two masks of two words each (one would do): the spare word of each is cleared, the
           word past word_count is untouched */
        for (i = 0; i < 5; ++i) words[i] = ~(uint64_t)0;
        CHECK(each_forms[ref](&view, set, 2, words, 2, 4) == HM_OK);
        CHECK(words[0] == 0x3 && words[1] == 0 && words[2] == 0x4 && words[3] == 0 && words[4] == ~(uint64_t)0);
        CHECK(any_forms[ref](&view, set, 2, words, 1) == HM_OK && words[0] == 0x7);

        /* pairs: all of them; then a capacity too small (the first ones written, the count of all) */
        CHECK(pairs_forms[ref](&view, set, 2, out, 3, &count) == HM_OK && count == 3);
        CHECK(out[0].element == 0 && out[0].shape == 0 && out[1].element == 1 && out[1].shape == 0 &&
              out[2].element == 2 && out[2].shape == 1);
        out[2].element = 99;
        count = 0;
        REFUSED(pairs_forms[ref](&view, set, 2, out, 2, &count), HM_CAPACITY_TOO_SMALL,
                "3 pairs hit but capacity is 2; the first 2 were written");
        CHECK(count == 3 && out[1].element == 1 && out[2].element == 99);
        REFUSED(pairs_forms[ref](&view, set, 2, NULL, 0, &count), HM_CAPACITY_TOO_SMALL, "capacity is 0");
        CHECK(count == 3);
        /* an empty set: no masks, no pairs */
        CHECK(each_forms[ref](&view, set, 0, NULL, 1, 0) == HM_OK);
        CHECK(pairs_forms[ref](&view, set, 0, NULL, 0, &count) == HM_OK && count == 0);
    }
}

static void set_errors(void)
{
    hm_view view = points(4);
    hm_shape set[2], box, laser, rice;
    uint64_t words[5];
    hm_pair out[4];
    size_t count = 7, i;
    int ref;
    char text[128];
    CHECK(hm_circle(v(0, 0), 1, &set[0]) == HM_OK && hm_circle(v(3, 0), 0.5f, &set[1]) == HM_OK);
    CHECK(hm_aabb(v(0, 0), v(1, 1), &box) == HM_OK);
    CHECK(hm_obb(v(0, 0), v(5, 1), 0.3f, &laser) == HM_OK);
    CHECK(hm_ellipse(v(0, 0), v(3, 1), 0.3f, &rice) == HM_OK);
    for (ref = 0; ref < 2; ++ref) {
        for (i = 0; i < 5; ++i) words[i] = 42;
        /* test_each: each mask must hold the view, all masks must fit, words must be there */
        sprintf(text, "%swords_per_mask 0 holds 0 bits but the view's size is 4", each_names[ref]);
        REFUSED(each_forms[ref](&view, set, 2, words, 0, 5), HM_INVALID_ARGUMENT, text);
        sprintf(text, "%sword_count 3 is less than 2 masks of 2 words", each_names[ref]);
        REFUSED(each_forms[ref](&view, set, 2, words, 2, 3), HM_INVALID_ARGUMENT, text);
        /* count * words_per_mask would overflow size_t: refused, not wrapped */
        REFUSED(each_forms[ref](&view, set, 2, words, SIZE_MAX / 2 + 1, 5), HM_INVALID_ARGUMENT, "is less than 2 masks");
        REFUSED(each_forms[ref](&view, set, 2, NULL, 1, 2), HM_INVALID_ARGUMENT, "words is null but word_count is 2");
        CHECK(words[0] == 42 && words[4] == 42); /* nothing written by a refused call */

        /* pairs */
        sprintf(text, "%spair_count is null", pairs_names[ref]);
        REFUSED(pairs_forms[ref](&view, set, 2, out, 4, NULL), HM_INVALID_ARGUMENT, text);
        REFUSED(pairs_forms[ref](&view, set, 2, NULL, 4, &count), HM_INVALID_ARGUMENT, "out is null but capacity is 4");
        CHECK(count == 0); /* cleared before any check that follows it */

        /* the set rows every form shares */
        REFUSED(pairs_forms[ref](NULL, set, 2, out, 4, &count), HM_INVALID_ARGUMENT, "view is null");
        REFUSED(pairs_forms[ref](&view, NULL, 2, out, 4, &count), HM_INVALID_ARGUMENT, "shapes is null but count is 2");
        set[1] = box;
        REFUSED(each_forms[ref](&view, set, 2, words, 1, 2), HM_INVALID_ARGUMENT,
                "shapes[1] is a aabb but shapes[0] is a circle: a set holds one kind");
        CHECK(hm_circle(v(3, 0), 0.5f, &set[1]) == HM_OK);
        view.kind = HM_VIEW_CIRCLES; /* round bullets take no ellipse sets */
        view.columns[2] = xs;
        REFUSED(pairs_forms[ref](&view, &rice, 1, out, 4, &count), HM_UNSUPPORTED,
                "no many-shape query for circles views against ellipse sets");
        view.kind = HM_VIEW_POINTS;
        view.columns[1] = NULL; /* a null column, from the C++ library's own checks */
        REFUSED(each_forms[ref](&view, set, 2, words, 1, 2), HM_INVALID_ARGUMENT, "points.y is null");
        view.columns[1] = ys;
        view.kind = 42;
        REFUSED(any_forms[ref](&view, set, 2, words, 1), HM_INVALID_ARGUMENT, "view kind 42 is not an hm_view_kind");
        view.kind = HM_VIEW_POINTS;
        CHECK(words[0] == 42);
    }
}

/* The single-shape twins refuse what the plain forms refuse, naming themselves. */
static void reference_errors(void)
{
    hm_view view = points(4);
    hm_shape c, seg;
    uint64_t words[2] = {42, 42}, graze[2];
    uint32_t idx[4];
    size_t n = 9;
    int any = 5;
    CHECK(hm_circle(v(0, 0), 100, &c) == HM_OK && hm_segment(v(0, 0), v(1, 1), &seg) == HM_OK);
    REFUSED(hm_reference_test(NULL, ys, 4, &c, words, 1), HM_INVALID_ARGUMENT,
            "hm_reference_test: points.x is null but the view's size is 4");
    REFUSED(hm_reference_count(xs, ys, 4, &c, NULL), HM_INVALID_ARGUMENT, "hm_reference_count: hits is null");
    REFUSED(hm_reference_any(xs, ys, 4, NULL, &any), HM_INVALID_ARGUMENT, "hm_reference_any: shape is null");
    CHECK(any == 0);
    REFUSED(hm_reference_indices(xs, ys, 4, &c, idx, 3, &n), HM_CAPACITY_TOO_SMALL, "hm_reference_indices");
    CHECK(n == 4);
    REFUSED(hm_reference_view_test(&view, &c, words, 0), HM_INVALID_ARGUMENT,
            "hm_reference_view_test: words holds 0 words (0 bits) but the view's size is 4");
    REFUSED(hm_reference_view_count(&view, &seg, &n), HM_UNSUPPORTED,
            "hm_reference_view_count: hitmask has no query for points views against a segment");
    REFUSED(hm_reference_view_any(NULL, &c, &any), HM_INVALID_ARGUMENT, "hm_reference_view_any: view is null");
    REFUSED(hm_reference_view_indices(&view, &c, NULL, 4, &n), HM_INVALID_ARGUMENT, "hm_reference_view_indices");
    REFUSED(hm_reference_test_hit_graze(&view, v(0, 0), 1, 2, words, words, 1), HM_INVALID_ARGUMENT,
            "hm_reference_test_hit_graze: hit_words and graze_words must be different arrays");
    CHECK(words[0] == 42 && words[1] == 42);
    CHECK(hm_reference_test_hit_graze(&view, v(0, 0), 1.5f, 3.5f, words, graze, 1) == HM_OK);
    CHECK(words[0] == 0x3 && graze[0] == 0x4);
    CHECK(hm_reference_view_count(&view, &c, &n) == HM_OK && n == 4);
}

int main(void)
{
    hm_isa isa;
    set_errors();
    reference_errors();
    for (isa = HM_ISA_SCALAR; isa <= HM_ISA_NEON; isa = (hm_isa)(isa + 1)) {
        if (hm_force_isa(isa) != HM_OK) continue;
        known_answers();
        printf("sets and reference twins on %s: checked\n", hm_isa_name(isa));
    }
    return finish();
}
