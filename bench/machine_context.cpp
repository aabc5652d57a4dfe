// See machine_context.hpp. Build facts (compiler flags, git revision) come from CMake as
// definitions; CPU facts from CPUID on x86-64 and /proc/cpuinfo elsewhere; cache sizes from
// cpu_caches (CPUID, then sysconf, then sysfs); every fact with its source.
#include "machine_context.hpp"

#include "cpu_caches.hpp"

#include <benchmark/benchmark.h>
#include <hitmask/hitmask.hpp>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>
#include <utility>

#if defined(__x86_64__) || defined(_M_X64)
#include <cpuid.h>
#endif
#if defined(__unix__)
#include <sys/utsname.h>
#include <unistd.h>
#endif

#ifndef HITMASK_BENCH_GIT_REVISION
#define HITMASK_BENCH_GIT_REVISION "unknown"
#endif
#ifndef HITMASK_BENCH_BUILD_FLAGS
#define HITMASK_BENCH_BUILD_FLAGS "unknown"
#endif
#ifndef HITMASK_BENCH_BUILD_TYPE
#define HITMASK_BENCH_BUILD_TYPE "unknown"
#endif

namespace machine_context {

namespace {

/// The value of the first "key : value" line of /proc/cpuinfo whose key is `key`, or "".
[[maybe_unused]] std::string cpuinfo(const char* key)
{
    std::ifstream in("/proc/cpuinfo");
    for (std::string line; std::getline(in, line);) {
        const auto colon = line.find(':');
        if (colon == std::string::npos) continue;
        std::string k = line.substr(0, colon);
        while (!k.empty() && (k.back() == ' ' || k.back() == '\t'))
            k.pop_back();
        if (k != key) continue;
        const auto start = line.find_first_not_of(' ', colon + 1);
        return start == std::string::npos ? "" : line.substr(start);
    }
    return "";
}

struct cpu_facts {
    std::string brand, vendor, family, model, stepping;
    std::string source; // where they came from: "cpuid" or "/proc/cpuinfo"
};

cpu_facts read_cpu()
{
    cpu_facts f;
#if defined(__x86_64__) || defined(_M_X64)
    unsigned r[4];
    char vendor[13] = {};
    __get_cpuid(0, &r[0], &r[1], &r[2], &r[3]);
    std::memcpy(vendor, &r[1], 4);
    std::memcpy(vendor + 4, &r[3], 4);
    std::memcpy(vendor + 8, &r[2], 4);
    f.vendor = vendor;
    __get_cpuid(1, &r[0], &r[1], &r[2], &r[3]);
    unsigned family = (r[0] >> 8) & 0xf, model = (r[0] >> 4) & 0xf;
    if (family == 0xf) family += (r[0] >> 20) & 0xff; // the extended family and model fields
    if (family == 0x6 || family >= 0xf) model += ((r[0] >> 16) & 0xf) << 4;
    f.family = std::to_string(family);
    f.model = std::to_string(model);
    f.stepping = std::to_string(r[0] & 0xf);
    char brand[49] = {};
    for (unsigned leaf = 0; leaf < 3; ++leaf)
        if (__get_cpuid(0x80000002 + leaf, &r[0], &r[1], &r[2], &r[3])) std::memcpy(brand + 16 * leaf, r, 16);
    f.brand = brand;
    while (!f.brand.empty() && f.brand.front() == ' ')
        f.brand.erase(0, 1);
    while (!f.brand.empty() && f.brand.back() == ' ') // some hypervisors pad it at the end
        f.brand.pop_back();
    f.source = "cpuid";
#else
    f.source = "/proc/cpuinfo";
    f.vendor = cpuinfo("CPU implementer");
    f.family = cpuinfo("CPU architecture");
    f.model = cpuinfo("CPU part");
    f.stepping = cpuinfo("CPU revision");
    f.brand = cpuinfo("model name");
    if (f.brand.empty()) f.brand = "implementer " + f.vendor + " part " + f.model;
#endif
    return f;
}

/// The logical CPUs this process may run on, from the OS, and which call said so.
std::pair<long, const char*> cores()
{
#if defined(__unix__) && defined(_SC_NPROCESSORS_ONLN)
    const long online = ::sysconf(_SC_NPROCESSORS_ONLN);
    if (online > 0) return {online, "sysconf(_SC_NPROCESSORS_ONLN)"};
#endif
    return {static_cast<long>(std::thread::hardware_concurrency()), "std::thread::hardware_concurrency"};
}

/// A fact and where it came from, as two context entries: KEY and KEY_source. An unknown fact
/// is written "unknown" with the reason as its source, so the report can say why.
void add_fact(const std::string& key, const std::string& value, const std::string& source)
{
    benchmark::AddCustomContext(key, value);
    benchmark::AddCustomContext(key + "_source", source);
}

void add_cache(const char* key, const cpu_caches::fact& f)
{
    add_fact(key, f.known() ? std::to_string(f.bytes) : "unknown", f.source);
}

std::string operating_system()
{
#if defined(__unix__)
    utsname u{};
    if (uname(&u) == 0) return std::string(u.sysname) + " " + u.release + " " + u.machine;
#endif
#if defined(_WIN32)
    return "Windows";
#else
    return "unknown";
#endif
}

std::string compiler()
{
#if defined(__clang__)
    return std::string("clang ") + __clang_version__;
#elif defined(__GNUC__)
    return std::string("g++ ") + __VERSION__;
#else
    return "unknown";
#endif
}

const char* compiled_arch()
{
#if defined(__x86_64__) || defined(_M_X64)
    return "x86_64";
#elif defined(__aarch64__) || defined(_M_ARM64)
    return "aarch64";
#else
    return "other";
#endif
}

} // namespace

bool emulated()
{
#if defined(__x86_64__) || defined(_M_X64)
    return false;
#else
    // qemu-user passes the host's /proc/cpuinfo through: an x86 vendor line gives it away
    return !cpuinfo("vendor_id").empty();
#endif
}

void add_to_benchmark_context()
{
    const cpu_facts cpu = read_cpu();
    std::string isas;
    for (hitmask::isa each : hitmask::available_isas())
        isas += std::string(isas.empty() ? "" : ",") + hitmask::to_string(each);
    add_fact("cpu_brand", cpu.brand, cpu.source);
    add_fact("cpu_vendor", cpu.vendor, cpu.source);
    add_fact("cpu_family", cpu.family, cpu.source);
    add_fact("cpu_model", cpu.model, cpu.source);
    add_fact("cpu_stepping", cpu.stepping, cpu.source);
    // Google Benchmark's own "caches" come from sysfs only; these are what the report uses.
    const cpu_caches::sizes caches = cpu_caches::read();
    add_cache("l1d_bytes", caches.l1d);
    add_cache("l2_bytes", caches.l2);
    add_cache("l3_bytes", caches.l3);
    const auto [core_count, core_source] = cores();
    add_fact("cores", core_count > 0 ? std::to_string(core_count) : "unknown", core_source);
    benchmark::AddCustomContext("arch", compiled_arch());
    benchmark::AddCustomContext("emulated", emulated() ? "true" : "false");
    benchmark::AddCustomContext("isas_available", isas);
    benchmark::AddCustomContext("isa_dispatched", hitmask::to_string(hitmask::active_isa()));
    benchmark::AddCustomContext("os", operating_system());
    benchmark::AddCustomContext("compiler", compiler());
    benchmark::AddCustomContext("build_type", HITMASK_BENCH_BUILD_TYPE);
    benchmark::AddCustomContext("build_flags", HITMASK_BENCH_BUILD_FLAGS);
    benchmark::AddCustomContext("hitmask_version", std::to_string(HITMASK_VERSION_MAJOR) + "." +
                                                       std::to_string(HITMASK_VERSION_MINOR) + "." +
                                                       std::to_string(HITMASK_VERSION_PATCH));
    benchmark::AddCustomContext("git_revision", HITMASK_BENCH_GIT_REVISION);
}

bool start(int& argc, char** argv, const char* program)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return false;
    add_to_benchmark_context();
    if (emulated()) std::fprintf(stderr, "%s: running under emulation: the timings below mean nothing\n", program);
    return true;
}

} // namespace machine_context
