// Prints the ISA hitmask chose at start-up and the one whose kernel served a query; run by
// dispatch_test with HITMASK_ISA set, to prove the variable changes the code that runs.
#include <cstdio>

#include <hitmask/hitmask.hpp>

int main()
{
    // the library never prints: a refused HITMASK_ISA is reported through the API
    if (hitmask::isa_environment_note()[0] != '\0') std::fprintf(stderr, "hitmask: %s\n", hitmask::isa_environment_note());
    const float x[1] = {0}, y[1] = {0};
    const std::size_t hits = hitmask::count({x, y, 1}, hitmask::circle::make({0, 0}, 1));
    std::printf("active=%s ran=%s\n", hitmask::to_string(hitmask::active_isa()),
                hitmask::to_string(hitmask::detail::last_query_isa()));
    return hits == 1 ? 0 : 1;
}
