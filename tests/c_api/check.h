/* What the C99 test programs of the C API share: CHECK and REFUSED, which count checks and
 * failures and print the thread's last error on a failure; v() and v3() for an hm_vec2 and an
 * hm_vec3, view_of() for an hm_view; force_next_isa() for the loop over the ISAs and finish()
 * for the end of main. A header of static definitions: each program includes it once. */
#ifndef HITMASK_TEST_C_CHECK_H
#define HITMASK_TEST_C_CHECK_H

#include <hitmask/hitmask.h>

#include <stdio.h>
#include <string.h>

static int failures = 0;
static int checks = 0;

#define CHECK(cond)                                                                                                    \
    do {                                                                                                               \
        ++checks;                                                                                                      \
        if (!(cond)) {                                                                                                 \
            ++failures;                                                                                                \
            fprintf(stderr, "%s:%d: CHECK failed: %s (last error: \"%s\")\n", __FILE__, __LINE__, #cond,              \
                    hm_last_error());                                                                                  \
        }                                                                                                              \
    } while (0)

/* `call` fails with `status` and a message containing `text`. */
#define REFUSED(call, status, text)                                                                                    \
    do {                                                                                                               \
        hm_status got_ = (call);                                                                                       \
        ++checks;                                                                                                      \
        if (got_ != (status) || strstr(hm_last_error(), (text)) == NULL) {                                             \
            ++failures;                                                                                                \
            fprintf(stderr, "%s:%d: %s gave status %d and \"%s\"; expected %d and \"%s\"\n", __FILE__, __LINE__,      \
                    #call, (int)got_, hm_last_error(), (int)(status), (text));                                         \
        }                                                                                                              \
    } while (0)

static hm_vec2 v(float x, float y)
{
    hm_vec2 p;
    p.x = x;
    p.y = y;
    return p;
}

static inline hm_vec3 v3(float x, float y, float z)
{
    hm_vec3 p;
    p.x = x;
    p.y = y;
    p.z = z;
    return p;
}

/* A view of `kind` on up to six columns (NULL for those it lacks). */
static inline hm_view view_of(uint32_t kind, const float* c0, const float* c1, const float* c2, const float* c3,
                              const float* c4, const float* c5, size_t n)
{
    hm_view view;
    view.kind = kind;
    view.columns[0] = c0;
    view.columns[1] = c1;
    view.columns[2] = c2;
    view.columns[3] = c3;
    view.columns[4] = c4;
    view.columns[5] = c5;
    view.size = n;
    return view;
}

/* Forces, one a call, each ISA up to `last` that this machine runs, from the scalar reference's
 * up: int isa = -1; while (force_next_isa(&isa, HM_ISA_SIMD128)) { ... }. */
static inline int force_next_isa(int* isa, hm_isa last)
{
    while (++*isa <= (int)last)
        if (hm_force_isa((hm_isa)*isa) == HM_OK) return 1;
    return 0;
}

/* The end of a program's main: back to the automatic ISA, the counts, the exit status. */
static inline int finish(void)
{
    hm_use_automatic_isa();
    printf("%d checks, %d failed\n", checks, failures);
    return failures == 0 ? 0 : 1;
}

#endif
