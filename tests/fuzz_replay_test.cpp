// Replays every input in tests/fuzz/corpus/ (the seed corpus and any case a fuzzer once
// found) through the same differential cases the fuzzers run, on every ISA, in the normal
// suite: a regression found by fuzzing stays a test with no libFuzzer needed.
#include <dirent.h>

#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "fuzz/fuzz_cases.hpp"

namespace {

struct fail_test {
    std::string* file;
    void operator()(const char* text) const { ADD_FAILURE() << *file << ": " << text; }
};
using check_t = hitmask_fuzz::differential_check<fail_test>;

std::vector<std::string> files_in(const std::string& dir)
{
    std::vector<std::string> out;
    if (DIR* d = opendir(dir.c_str())) {
        while (const dirent* e = readdir(d))
            if (e->d_name[0] != '.') out.push_back(dir + "/" + e->d_name);
        closedir(d);
    }
    return out;
}

template <class Case>
void replay(const std::string& family, Case run_case)
{
    const std::vector<std::string> files = files_in(std::string(HITMASK_FUZZ_CORPUS) + "/" + family);
    ASSERT_FALSE(files.empty()) << "no corpus for " << family;
    std::string current;
    check_t check{fail_test{&current}};
    for (const std::string& file : files) {
        current = file;
        std::ifstream in(file, std::ios::binary);
        const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        hitmask_fuzz::fuzz_input input(bytes.data(), bytes.size());
        run_case(input, check);
    }
}

TEST(fuzz_corpus, circle)
{
    replay("circle", hitmask_fuzz::circle_case<check_t>);
}
TEST(fuzz_corpus, aabb)
{
    replay("aabb", hitmask_fuzz::aabb_case<check_t>);
}
TEST(fuzz_corpus, sector)
{
    replay("sector", hitmask_fuzz::sector_case<check_t>);
}
TEST(fuzz_corpus, polygon)
{
    replay("polygon", hitmask_fuzz::polygon_case<check_t>);
}
TEST(fuzz_corpus, capsule)
{
    replay("capsule", hitmask_fuzz::capsule_case<check_t>);
}
TEST(fuzz_corpus, obb)
{
    replay("obb", hitmask_fuzz::obb_case<check_t>);
}

} // namespace
