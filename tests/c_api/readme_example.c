/* The C example of docs/bindings.md (built and run by the tests, and by the pkg-config consumer). */
#include <hitmask/hitmask.h>
#include <stdio.h>

int main(void)
{
    float x[] = {0.f, 3.f, 40.f, 90.f, 120.f};
    float y[] = {0.f, 4.f, 10.f, 80.f, 0.f};
    size_t n = 5, hits = 0, k, i;
    uint64_t words[1];
    uint32_t idx[5];
    hm_shape player, cone;
    hm_vec2 center = {0.f, 0.f}, apex = {0.f, 0.f}, facing = {1.f, 0.f};

    if (hm_circle(center, 5.f, &player) != HM_OK) {
        fprintf(stderr, "hitmask: %s\n", hm_last_error());
        return 1;
    }
    /* a 90-degree view cone to +x, range 100 */
    if (hm_sector_facing(apex, facing, 1.5707964f, 100.f, &cone) != HM_OK) {
        fprintf(stderr, "hitmask: %s\n", hm_last_error());
        return 1;
    }
    hm_test(x, y, n, &player, words, 1); /* bit i: bullet i hits the player */
    hm_count(x, y, n, &cone, &hits);
    hm_indices(x, y, n, &cone, idx, 5, &k);
    printf("hitmask %s on %s\n", hm_version(NULL, NULL, NULL), hm_isa_name(hm_active_isa()));
    printf("player hit mask: 0x%llx\n", (unsigned long long)words[0]);
    printf("in the cone: %zu:", hits);
    for (i = 0; i < k; ++i) printf(" %u", (unsigned)idx[i]);
    printf("\n");
    /* a bad shape is refused with a message */
    if (hm_circle(center, -1.f, &player) != HM_OK) printf("refused: %s\n", hm_last_error());
    return 0;
}
