// Soak test: random differential cases per shape family, on every ISA this CPU runs against
// the reference, built exactly as the fuzzers build theirs (tests/kinds/, tests/fuzz/families/) but
// from a seeded random generator, counting mismatches instead of stopping at the first.
//
//   hitmask_soak [--cases N] [--seed S] [--family NAME]   (NAME: a file of tests/kinds/ or tests/fuzz/families/)
//
// A case is one element (point, round or swept bullet) tested against one shape on every ISA.
#include <chrono>
#include <cstdint>
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

const char usage_text[] = "usage: hitmask_soak [--cases N] [--seed S] [--family NAME]\n"
                          "  --cases N      cases per family (default 1000000)\n"
                          "  --seed S       the random generator's seed (default 1)\n"
                          "  --family NAME  one family (a file of tests/kinds/ or tests/fuzz/families/); default all\n";

/// A mistake: one line naming it, then the usage, on stderr; exit status 2 (as hitmask_demo).
[[noreturn]] void usage_error(const std::string& message)
{
    std::fprintf(stderr, "hitmask_soak: %s\n%s", message.c_str(), usage_text);
    std::exit(2);
}

unsigned long long parse_number(const std::string& flag, const char* text, unsigned long long max)
{
    char* end = nullptr;
    const unsigned long long v = std::strtoull(text, &end, 10);
    if (end == text || *end != '\0' || text[0] == '-' || v > max)
        usage_error(flag + " wants a whole number up to " + std::to_string(max) + ", got '" + text + "'");
    return v;
}

} // namespace

int main(int argc, char** argv)
{
    std::size_t cases = 1000000;
    std::uint32_t seed = 1;
    std::string family;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--help" || a == "-h") {
            std::fputs(usage_text, stdout);
            return 0;
        }
        if (a != "--cases" && a != "--seed" && a != "--family") usage_error("unknown flag '" + a + "'");
        if (i + 1 >= argc) usage_error(a + " needs a value");
        const char* v = argv[++i];
        if (a == "--cases")
            cases = static_cast<std::size_t>(parse_number(a, v, SIZE_MAX));
        else if (a == "--seed")
            seed = static_cast<std::uint32_t>(parse_number(a, v, 0xFFFFFFFFull));
        else
            family = v;
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
