// libFuzzer entry point for every fuzz family, one program: the environment variable
// HITMASK_FUZZ_FAMILY names the family a run fuzzes (one of the *_case functions of
// tests/kinds/ and families/). One program rather than one per family: the 22 harnesses were
// 22 compiles and links of this file under the sanitizers. Any difference between an ISA and
// the reference prints the case and aborts, which libFuzzer reports as a crash with its input.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <hitmask_fuzz_families.hpp> // every fuzz family (cmake/hitmask_test_lists.cmake)

namespace {

struct abort_on_mismatch {
    void operator()(const char* text) const
    {
        std::fprintf(stderr, "%s\n", text);
        std::abort();
    }
};

using check_t = hitmask_fuzz::differential_check<abort_on_mismatch>;
const hitmask_fuzz::family<check_t>* chosen = nullptr; // HITMASK_FUZZ_FAMILY's

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    const char* name = std::getenv("HITMASK_FUZZ_FAMILY");
    for (const auto& f : hitmask_fuzz::families<check_t>)
        if (name != nullptr && std::strcmp(name, f.name) == 0) chosen = &f;
    if (chosen == nullptr) {
        std::fprintf(stderr, "hitmask_fuzz: HITMASK_FUZZ_FAMILY must name a family, got %s%s%s; one of:",
                     name == nullptr ? "nothing" : "\"", name == nullptr ? "" : name, name == nullptr ? "" : "\"");
        for (const auto& f : hitmask_fuzz::families<check_t>)
            std::fprintf(stderr, " %s", f.name);
        std::fprintf(stderr, "\n");
        std::exit(2);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    hitmask_fuzz::fuzz_input in(data, size);
    check_t check{abort_on_mismatch{}};
    chosen->run_case(in, check);
    return 0;
}
