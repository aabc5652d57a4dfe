// Built with -fno-exceptions: the try_ factories report errors as values, and the throwing
// forms and bad queries print the message and abort instead of throwing (checked in a child
// process). Prints the plain "N passed, N failed" line.
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>

#include <hitmask/hitmask.hpp>

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

/// Runs `f` in a child with stderr captured; true when the child aborted and its stderr
/// contains `needle`.
template <class F>
bool aborts_with(F f, const char* needle)
{
    int fds[2];
    if (pipe(fds) != 0) return false;
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], 2);
        close(fds[0]);
        f();
        _exit(0);
    }
    close(fds[1]);
    std::string err;
    char buf[256];
    ssize_t got;
    while ((got = read(fds[0], buf, sizeof buf)) > 0)
        err.append(buf, static_cast<std::size_t>(got));
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT && err.find(needle) != std::string::npos;
}

} // namespace

int main()
{
    using namespace hitmask;
    const result<circle> bad = circle::try_make({0, 0}, -1.f);
    check(!bad.ok(), "try_make refuses a negative radius");
    check(std::strcmp(bad.error(), "circle: radius must be >= 0, got -1") == 0, "try_make names the field");
    const result<sector> cone = sector::try_facing({0, 0}, {1, 0}, radians(90), 10);
    check(cone.ok(), "try_facing accepts a good cone");
    const float x[2] = {5, 50}, y[2] = {0, 0};
    check(count({x, y, 2}, cone.value()) == 1, "query works without exceptions");
    check(!aabb::try_make({1, 0}, {0, 1}).ok(), "try_make refuses min > max");
    check(aborts_with(
              [] {
                  circle::make({0, 0}, -1.f);
              },
              "hitmask: circle: radius must be >= 0, got -1"),
          "make aborts with the message");
    check(aborts_with(
              [] {
                  bitmask m(1);
                  test(points_view{nullptr, nullptr, 4}, circle::make({0, 0}, 1), m);
              },
              "hitmask: test: points.x is null but the view's size is 4"),
          "a bad query aborts with the message");
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
