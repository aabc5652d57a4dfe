/* The LÖVE stage's collision section (examples/love/main.lua) through the C API, for
   scripts/frame-pages.sh: 4,096 round bullets and 8 enemies; hit and graze, the indices of both
   masks, the laser's ray cast, the screen test and the mask algebra. One frame binds the symbols
   and picks the ISA; the next runs between two calls of frame_marker(), where the script counts
   the code and data pages of the library that the frame touches (Valgrind's lackey). */
#include <hitmask/hitmask.h>
#include <stdio.h>

enum { N = 4096, ENEMIES = 8, WORDS = N / 64 };
static float bx[N], by[N], br[N], ex[ENEMIES], ey[ENEMIES], er[ENEMIES];
static uint64_t hit[WORDS], graze[WORDS], inside[WORDS], keep[WORDS];
static uint32_t idx[N];

__attribute__((noinline)) void frame_marker(int k)
{
    __asm__ volatile("" ::"r"(k));
}

static int check(hm_status s)
{
    if (s != HM_OK) fprintf(stderr, "frame_pages: %s\n", hm_last_error());
    return s == HM_OK;
}

__attribute__((noinline)) static int section(const hm_view* bullets, const hm_view* enemies, const hm_shape* screen,
                                             size_t* counts)
{
    const hm_vec2 player = {320.f, 400.f};
    const hm_ray laser = {320.f, 394.f, 0.f, -1.f, 394.f};
    float at = 0.f;
    return check(hm_test_hit_graze(bullets, player, 3.f, 24.f, hit, graze, WORDS)) &&
           check(hm_mask_indices(hit, N, idx, N, &counts[0])) && check(hm_mask_indices(graze, N, idx, N, &counts[1])) &&
           check(hm_raycast_closest(enemies, &laser, &counts[2], &at)) &&
           check(hm_view_test(bullets, screen, inside, WORDS)) && check(hm_mask_and_not(inside, N, hit, N, keep, N));
}

int main(void)
{
    for (int i = 0; i < N; ++i) {
        bx[i] = (float)(i * 37 % 640);
        by[i] = (float)(i * 91 % 480);
        br[i] = 3.f;
    }
    for (int i = 0; i < ENEMIES; ++i) {
        ex[i] = 300.f + 10.f * (float)i;
        ey[i] = 60.f;
        er[i] = 16.f;
    }
    const hm_view bullets = {HM_VIEW_CIRCLES, {bx, by, br}, N};
    const hm_view enemies = {HM_VIEW_CIRCLES, {ex, ey, er}, ENEMIES};
    hm_shape screen;
    size_t counts[3];
    if (!check(hm_aabb((hm_vec2){-32.f, -32.f}, (hm_vec2){672.f, 512.f}, &screen))) return 1;
    if (!section(&bullets, &enemies, &screen, counts)) return 1;
    frame_marker(1);
    const int ok = section(&bullets, &enemies, &screen, counts);
    frame_marker(2);
    printf("frame_pages: %zu hits, %zu grazes, laser on enemy %zu\n", counts[0], counts[1], counts[2]);
    /* where the library was mapped, for the script's symbols */
    fprintf(stderr, "frame_pages: hm_test at %p\n", (void*)&hm_test);
    return ok ? 0 : 1;
}
