// The machine block of a benchmark report: what a reader on another CPU needs to compare
// figures. Added to Google Benchmark's JSON "context" (next to its own caches, core count and
// clock), and lifted into report.json's "machine" object by bench/report/make_report.py.
#pragma once

namespace machine_context {

/// Adds the CPU's brand, vendor, family/model/stepping, the ISAs hitmask runs here and the one
/// dispatch picked, the OS, compiler, build flags, hitmask's version and git revision, and
/// whether this binary runs under emulation (its timings then mean nothing).
void add_to_benchmark_context();

/// True when an AArch64 binary runs on an x86-64 host (qemu-user): the kernel's /proc/cpuinfo
/// describes the host, not the emulated CPU.
bool emulated();

/// The start of a report benchmark's main: Google Benchmark reads its flags (false on one it
/// does not know: main returns 1), the machine block is added, and under emulation `program`
/// says on stderr that its timings mean nothing.
bool start(int& argc, char** argv, const char* program);

} // namespace machine_context
