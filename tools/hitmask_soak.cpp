// Soak test: random differential cases per shape family, on every ISA this CPU runs against
// the reference, built exactly as the fuzzers build theirs (tests/kinds/, tests/fuzz/families/) but
// from a seeded random generator, counting mismatches instead of stopping at the first.
//
//   hitmask_soak [--cases N] [--seed S] [--family NAME]   (NAME: a file of tests/kinds/ or tests/fuzz/families/)
//
// A case is one element (point, round or swept bullet) tested against one shape on every ISA.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include <hitmask_fuzz_families.hpp> // every fuzz family (cmake/hitmask_test_lists.cmake)

namespace {

struct count_mismatch {
    std::size_t* count;
    void operator()(const char* text) const
    {
        if (++*count <= 3) std::printf("  %s\n", text);
    }
};

template <class Case>
bool soak(const char* name, Case run_case, std::size_t target, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::vector<std::uint8_t> bytes(4096);
    std::size_t mismatches = 0;
    hitmask_fuzz::differential_check<count_mismatch> check{count_mismatch{&mismatches}};
    std::size_t shapes = 0;
    const auto start = std::chrono::steady_clock::now();
    while (check.cases() < target) {
        for (std::uint8_t& b : bytes)
            b = static_cast<std::uint8_t>(rng());
        hitmask_fuzz::fuzz_input in(bytes.data(), bytes.size());
        run_case(in, check);
        ++shapes;
    }
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%-8s %12zu cases %9zu shapes %8.1f s %8.2f M cases/s  %zu mismatches\n", name, check.cases(), shapes,
                s, static_cast<double>(check.cases()) / s / 1e6, mismatches);
    return mismatches == 0;
}

} // namespace

int main(int argc, char** argv)
{
    std::size_t cases = 1000000;
    std::uint32_t seed = 1;
    std::string family;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--cases"))
            cases = std::strtoull(argv[i + 1], nullptr, 10);
        else if (!std::strcmp(argv[i], "--seed"))
            seed = static_cast<std::uint32_t>(std::strtoul(argv[i + 1], nullptr, 10));
        else if (!std::strcmp(argv[i], "--family"))
            family = argv[i + 1];
        else {
            std::fprintf(stderr, "usage: hitmask_soak [--cases N] [--seed S] [--family NAME]\n");
            return 2;
        }
    }
    std::printf("hitmask soak: %zu cases per family, seed %u, ISAs:", cases, seed);
    for (hitmask::isa i : hitmask::available_isas())
        std::printf(" %s", hitmask::to_string(i));
    std::printf("\n");
    using check_t = hitmask_fuzz::differential_check<count_mismatch>;
    bool ok = true, known = family.empty();
    for (const auto& f : hitmask_fuzz::families<check_t>) {
        if (family.empty() || family == f.name) {
            known = true;
            ok &= soak(f.name, f.run_case, cases, seed);
        }
    }
    if (!known) {
        std::fprintf(stderr, "hitmask_soak: no fuzz family named %s\n", family.c_str());
        return 2;
    }
    return ok ? 0 : 1;
}
