// libFuzzer entry point for one shape family, chosen at build time (HITMASK_FUZZ_CASE is one
// of the *_case functions of tests/kinds/ and families/). Any difference between an ISA and the
// reference prints the case and aborts, which libFuzzer reports as a crash with its input.
#include <cstdio>
#include <cstdlib>

#include <hitmask_fuzz_families.hpp> // every fuzz family (cmake/hitmask_test_lists.cmake)

namespace {

struct abort_on_mismatch {
    void operator()(const char* text) const
    {
        std::fprintf(stderr, "%s\n", text);
        std::abort();
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    hitmask_fuzz::fuzz_input in(data, size);
    hitmask_fuzz::differential_check<abort_on_mismatch> check{abort_on_mismatch{}};
    hitmask_fuzz::HITMASK_FUZZ_CASE(in, check);
    return 0;
}
