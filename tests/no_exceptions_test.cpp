// Built with -fno-exceptions: the try_ factories report errors as values, and the throwing
// forms and bad queries print the message and abort instead of throwing (checked in a child
// process: the program runs itself with the case's name). Prints the plain "N passed, N
// failed" line.
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#if !defined(_WIN32)
#include <sys/wait.h>
#endif

#include <hitmask/hitmask.hpp>

#if !defined(HITMASK_CHILD_PREFIX)
#define HITMASK_CHILD_PREFIX ""
#endif

namespace {

int passed = 0, failed = 0;

void check(bool ok, const char* what)
{
    if (ok) {
        ++passed;
    } else {
        ++failed;
        std::printf("FAILED: %s\n", what);
    }
}

/// The cases that must abort, each run in a child process by name.
void abort_case(const char* name)
{
    using namespace hitmask;
    if (std::strcmp(name, "make") == 0) {
        circle::make({0, 0}, -1.f);
    } else if (std::strcmp(name, "query") == 0) {
        bitmask m(1);
        test(points_view{nullptr, nullptr, 4}, circle::make({0, 0}, 1), m);
    }
}

/// True when the status std::system returned says the command died of abort().
bool status_is_abort(int status)
{
#if defined(_WIN32)
    return status == 3; // the C runtime's abort() exits with code 3; cmd.exe passes it on
#else
    // sh may run the program as a child and exit with 128 + the signal instead of dying of it
    return (WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT) ||
           (WIFEXITED(status) && WEXITSTATUS(status) == 128 + SIGABRT);
#endif
}

/// Runs this program again as `self --case name` with stderr in a file; true when the child
/// aborted and its stderr contains `needle`. std::system, so it works the same on POSIX and on
/// Windows (and under Wine), with no fork.
bool aborts_with(const char* self, const char* name, const char* needle)
{
    const std::string err_file = std::string("hitmask_no_exceptions_") + name + ".stderr";
#if defined(_WIN32)
    // cmd.exe /c drops the first and last quote of a line that starts with one: wrap it all
    const std::string command = "\"\"" + std::string(self) + "\" --case " + name + " 2>\"" + err_file + "\"\"";
#else
    // HITMASK_CHILD_PREFIX: the cross build's emulator (qemu), which the shell cannot skip
    const std::string command =
        std::string(HITMASK_CHILD_PREFIX) + "'" + std::string(self) + "' --case " + name + " 2>'" + err_file + "'";
#endif
    std::fflush(nullptr);
    const int status = std::system(command.c_str());
    std::ifstream in(err_file, std::ios::binary);
    std::stringstream err;
    err << in.rdbuf();
    in.close();
    std::remove(err_file.c_str());
    const bool ok = status_is_abort(status) && err.str().find(needle) != std::string::npos;
    if (!ok) std::printf("child '%s': status %d, stderr: %s\n", name, status, err.str().c_str());
    return ok;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc == 3 && std::strcmp(argv[1], "--case") == 0) {
        abort_case(argv[2]);
        return 0; // did not abort: the parent reports it
    }
    using namespace hitmask;
    const result<circle> bad = circle::try_make({0, 0}, -1.f);
    check(!bad.ok(), "try_make refuses a negative radius");
    check(std::strcmp(bad.error(), "circle: radius must be >= 0, got -1") == 0, "try_make names the field");
    const result<sector> cone = sector::try_facing({0, 0}, {1, 0}, radians(90), 10);
    check(cone.ok(), "try_facing accepts a good cone");
    const float x[2] = {5, 50}, y[2] = {0, 0};
    check(count({x, y, 2}, cone.value()) == 1, "query works without exceptions");
    check(!aabb::try_make({1, 0}, {0, 1}).ok(), "try_make refuses min > max");
#if defined(__EMSCRIPTEN__)
    // no child processes in WebAssembly: ctest runs the two cases itself (tests/CMakeLists.txt)
    (void)aborts_with;
#else
    check(aborts_with(argv[0], "make", "hitmask: circle: radius must be >= 0, got -1"), "make aborts with the message");
    check(aborts_with(argv[0], "query", "hitmask: test: points.x is null but the view's size is 4"),
          "a bad query aborts with the message");
#endif
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
