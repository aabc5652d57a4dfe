/* What the C99 test programs of the C API share: CHECK and REFUSED, which count checks and
 * failures and print the thread's last error on a failure, and v() for an hm_vec2. A header of
 * static definitions: each program includes it once. */
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

#endif
