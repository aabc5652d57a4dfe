// See cpu_caches.hpp. CPUID's cache leaves: leaf 4 (Intel's deterministic cache parameters),
// 0x8000001D (AMD's, when the topology extensions flag is set) and, on AMD CPUs or VMs without
// it, the legacy 0x80000005/0x80000006 (what glibc's sysconf reads there too).
#include "cpu_caches.hpp"

#include <cstring>
#include <fstream>
#include <string>

#if defined(__x86_64__) || defined(_M_X64)
#include <cpuid.h>
#define HITMASK_BENCH_HAS_CPUID 1
#endif
#if defined(__unix__)
#include <unistd.h>
#endif

namespace cpu_caches {

namespace {

fact known(std::uint64_t bytes, const char* source) { return fact{bytes, source}; }
fact unknown(std::string why) { return fact{0, std::move(why)}; }

/// Fills the three sizes from a leaf laid out as Intel's leaf 4 (AMD's 0x8000001D is the same):
/// one sub-leaf per cache until the type field is 0.
#ifdef HITMASK_BENCH_HAS_CPUID
sizes deterministic_leaf(unsigned leaf, const char* source)
{
    sizes s;
    for (unsigned sub = 0; sub < 16; ++sub) {
        unsigned a = 0, b = 0, c = 0, d = 0;
        __cpuid_count(leaf, sub, a, b, c, d);
        const unsigned type = a & 0x1f; // 1 data, 2 instruction, 3 unified
        if (type == 0) break;
        if (type == 2) continue;
        const unsigned level = (a >> 5) & 0x7;
        // ways x partitions x line size x sets
        const std::uint64_t ways = std::uint64_t((b >> 22) & 0x3ff) + 1;
        const std::uint64_t size = ways * (((b >> 12) & 0x3ff) + 1) * ((b & 0xfff) + 1) * (std::uint64_t(c) + 1);
        fact* slot = level == 1 ? &s.l1d : level == 2 ? &s.l2 : level == 3 ? &s.l3 : nullptr;
        if (slot && !slot->known()) *slot = known(size, source);
    }
    return s;
}
#endif

void fill_missing(sizes& s, const std::string& why)
{
    for (fact* f : {&s.l1d, &s.l2, &s.l3})
        if (!f->known() && f->source.empty()) *f = unknown(why);
}

#if defined(__unix__) && defined(_SC_LEVEL1_DCACHE_SIZE)
fact sysconf_fact(int name)
{
    const long v = ::sysconf(name);
    return v > 0 ? known(static_cast<std::uint64_t>(v), "sysconf") : unknown("sysconf answers " + std::to_string(v));
}
#endif

sizes from_sysconf()
{
    sizes s;
#if defined(__unix__) && defined(_SC_LEVEL1_DCACHE_SIZE)
    s.l1d = sysconf_fact(_SC_LEVEL1_DCACHE_SIZE);
    s.l2 = sysconf_fact(_SC_LEVEL2_CACHE_SIZE);
    s.l3 = sysconf_fact(_SC_LEVEL3_CACHE_SIZE);
#else
    fill_missing(s, "this C library's sysconf has no cache sizes");
#endif
    return s;
}

std::string first_line(const std::string& path)
{
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return line;
}

/// "48K" -> 49152, "32M" -> 33554432, "" -> 0.
std::uint64_t parse_size(const std::string& text)
{
    std::uint64_t value = 0;
    std::size_t i = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i)
        value = value * 10 + std::uint64_t(text[i] - '0');
    if (i == 0) return 0;
    if (i < text.size() && (text[i] == 'K' || text[i] == 'k')) value <<= 10;
    if (i < text.size() && text[i] == 'M') value <<= 20;
    if (i < text.size() && text[i] == 'G') value <<= 30;
    return value;
}

} // namespace

sizes from_cpuid()
{
    sizes s;
#ifdef HITMASK_BENCH_HAS_CPUID
    unsigned a = 0, b = 0, c = 0, d = 0;
    __get_cpuid(0, &a, &b, &c, &d);
    const unsigned max_basic = a;
    char vendor[13] = {};
    std::memcpy(vendor, &b, 4);
    std::memcpy(vendor + 4, &d, 4);
    std::memcpy(vendor + 8, &c, 4);
    const bool amd = std::strcmp(vendor, "AuthenticAMD") == 0 || std::strcmp(vendor, "HygonGenuine") == 0;
    const unsigned max_ext = __get_cpuid_max(0x80000000, nullptr);
    if (amd) {
        bool topology_extensions = false;
        if (max_ext >= 0x80000001 && __get_cpuid(0x80000001, &a, &b, &c, &d)) topology_extensions = (c >> 22) & 1;
        if (topology_extensions && max_ext >= 0x8000001D) s = deterministic_leaf(0x8000001D, "cpuid 0x8000001D");
        if (!s.l1d.known() && max_ext >= 0x80000005 && __get_cpuid(0x80000005, &a, &b, &c, &d) && (c >> 24) != 0)
            s.l1d = known(std::uint64_t(c >> 24) << 10, "cpuid 0x80000005"); // ECX[31:24]: L1d in KB
        if (max_ext >= 0x80000006 && __get_cpuid(0x80000006, &a, &b, &c, &d)) {
            if (!s.l2.known() && (c >> 16) != 0) s.l2 = known(std::uint64_t(c >> 16) << 10, "cpuid 0x80000006"); // KB
            if (!s.l3.known() && (d >> 18) != 0) s.l3 = known(std::uint64_t(d >> 18) << 19, "cpuid 0x80000006"); // 512 KB units
        }
    } else if (max_basic >= 4) {
        s = deterministic_leaf(4, "cpuid leaf 4");
    }
    fill_missing(s, std::string("CPUID (") + vendor + ") reports no such cache");
#else
    fill_missing(s, "no CPUID on this architecture");
#endif
    return s;
}

sizes from_sysfs(const std::string& dir)
{
    sizes s;
    bool any_index = false;
    for (int index = 0; index < 16; ++index) {
        const std::string base = dir + "/index" + std::to_string(index) + "/";
        const std::string level = first_line(base + "level");
        if (level.empty()) continue;
        any_index = true;
        const std::string type = first_line(base + "type");
        if (type != "Data" && type != "Unified") continue;
        const std::uint64_t bytes = parse_size(first_line(base + "size"));
        fact* slot = level == "1" ? &s.l1d : level == "2" ? &s.l2 : level == "3" ? &s.l3 : nullptr;
        if (slot && !slot->known() && bytes > 0) *slot = known(bytes, "sysfs");
    }
    fill_missing(s, any_index ? "no such level under " + dir : "no " + dir + " folder");
    return s;
}

sizes read(const sources& from)
{
    const sizes none{unknown("not asked"), unknown("not asked"), unknown("not asked")};
    const sizes cpuid = from.cpuid ? from_cpuid() : none;
    const sizes sysconf = from.sysconf ? from_sysconf() : none;
    const sizes sysfs = from_sysfs(from.sysfs_cache_dir);
    auto pick = [](const fact& a, const fact& b, const fact& c) {
        if (a.known()) return a;
        if (b.known()) return b;
        if (c.known()) return c;
        return unknown("cpuid: " + a.source + "; sysconf: " + b.source + "; sysfs: " + c.source);
    };
    return sizes{pick(cpuid.l1d, sysconf.l1d, sysfs.l1d), pick(cpuid.l2, sysconf.l2, sysfs.l2),
                 pick(cpuid.l3, sysconf.l3, sysfs.l3)};
}

} // namespace cpu_caches
