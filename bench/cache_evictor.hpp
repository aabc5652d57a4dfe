// The cold state of the single-call benchmarks (hitmask_callcost, hitmask_code_pages): a buffer
// of twice the last-level cache whose walk evicts every cache, and the TLBs with them, before a
// timed call.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cpu_caches.hpp"

namespace bench_cold {

/// The last-level cache when cpu_caches knows none.
constexpr std::uint64_t llc_fallback = std::uint64_t{64} << 20;
/// The most L3 one core can fill: one CCD's on AMD (96 MiB with 3D V-Cache), a desktop's 36 MiB
/// on Intel. Larger figures are package totals no core reaches (this EPYC's VM reports 508 MiB
/// for 32 MiB CCDs); walking twice them would only slow the run (46 ms a walk for 1 GiB here).
constexpr std::uint64_t llc_cap = std::uint64_t{128} << 20;

/// The buffer whose walk evicts everything: twice the last-level cache.
class evictor {
public:
    static evictor& get()
    {
        static evictor e;
        return e;
    }
    /// Reads one byte per 64-byte line and writes it back (dirty lines: evicting them costs a
    /// write-back, as a frame's own writes do).
    void walk()
    {
        volatile unsigned char* p = buffer_.data();
        const std::size_t bytes = buffer_.size();
        for (std::size_t i = 0; i < bytes; i += 64)
            p[i] = p[i];
    }
    std::size_t bytes() const { return buffer_.size(); }
    const std::string& source() const { return source_; }

private:
    evictor()
    {
        const cpu_caches::fact l3 = cpu_caches::read().l3;
        std::uint64_t llc = l3.known() ? l3.bytes : llc_fallback;
        source_ = l3.known() ? "L3 of " + std::to_string(l3.bytes >> 20) + " MiB from " + l3.source
                             : "L3 unknown (" + l3.source + "): 64 MiB assumed";
        if (llc > llc_cap) {
            llc = llc_cap;
            source_ += ", capped at 128 MiB";
        }
        buffer_.assign(static_cast<std::size_t>(2 * llc), 1); // written once: every page is mapped
    }
    std::vector<unsigned char> buffer_;
    std::string source_;
};

} // namespace bench_cold
