// Replays every input in tests/fuzz/corpus/ (the seed corpus and any case a fuzzer once
// found) through the same differential cases the fuzzers run, on every ISA, in the normal
// suite: a regression found by fuzzing stays a test with no libFuzzer needed.
#include <dirent.h>

#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <hitmask_fuzz_families.hpp> // every fuzz family (cmake/hitmask_test_lists.cmake)

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

using family = hitmask_fuzz::family<check_t>;

class fuzz_corpus : public ::testing::TestWithParam<family> {};

TEST_P(fuzz_corpus, replays_every_input_without_a_difference)
{
    const family& f = GetParam();
    const std::vector<std::string> files = files_in(std::string(HITMASK_FUZZ_CORPUS) + "/" + f.name);
    ASSERT_FALSE(files.empty()) << "no corpus for " << f.name;
    std::string current;
    check_t check{fail_test{&current}};
    for (const std::string& file : files) {
        current = file;
        std::ifstream in(file, std::ios::binary);
        const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        hitmask_fuzz::fuzz_input input(bytes.data(), bytes.size());
        f.run_case(input, check);
    }
}

std::string family_name(const ::testing::TestParamInfo<family>& param)
{
    return param.param.name;
}

INSTANTIATE_TEST_SUITE_P(family, fuzz_corpus, ::testing::ValuesIn(hitmask_fuzz::families<check_t>), family_name);

} // namespace
