// The data-cache sizes of the benchmark report's machine block, read from the most reliable
// source the machine gives and labelled with it. Google Benchmark takes them from
// /sys/devices/system/cpu/cpu0/cache only, which containers, WSL and many cloud VMs hide; the
// CPU itself always answers CPUID on x86, so that comes first.
#pragma once

#include <cstdint>
#include <string>

namespace cpu_caches {

/// One cache size: `bytes` > 0 with the `source` that gave it ("cpuid leaf 4", "sysconf",
/// "sysfs", ...), or `bytes` == 0 and `source` saying why no source could.
struct fact {
    std::uint64_t bytes = 0;
    std::string source;
    bool known() const { return bytes > 0; }
};

struct sizes {
    fact l1d, l2, l3;
};

/// Which sources to ask, in this order: CPUID (x86 only), sysconf (glibc's
/// _SC_LEVEL*_CACHE_SIZE), then the sysfs cache folder at `sysfs_cache_dir`. A test turns
/// sources off or points the folder at a fake one to see the fallbacks work.
struct sources {
    bool cpuid = true;
    bool sysconf = true;
    std::string sysfs_cache_dir = "/sys/devices/system/cpu/cpu0/cache";
};

/// The L1 data, L2 and L3 sizes of the CPU this runs on; each from the first source that
/// knows it.
sizes read(const sources& from = {});

/// What CPUID alone says (all unknown off x86): exposed so a test can compare it with getconf.
sizes from_cpuid();

/// What the sysfs cache folder at `dir` says ("index*/level", "type", "size" such as "48K").
sizes from_sysfs(const std::string& dir);

} // namespace cpu_caches
