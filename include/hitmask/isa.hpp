/// @file
/// hitmask: which instruction set runs the queries, chosen once at run time.
#pragma once

#include <vector>

#include "detail/format.hpp"
#include "export.hpp"

namespace hitmask {

/// The kernels hitmask can run. scalar is the reference and runs everywhere.
enum class isa {
    scalar, ///< the scalar reference's code: every CPU, the semantics themselves
    sse4_2, ///< x86-64 with SSE4.2 and POPCNT: 4 lanes
    avx2,   ///< x86-64 with AVX2 and BMI1/2, the OS saving YMM state: 8 lanes
    avx512, ///< x86-64 with AVX-512 F/CD/DQ/BW and BMI1/2, the OS saving ZMM and mask state: 16 lanes
    neon,   ///< AArch64's baseline SIMD: 4 lanes
    simd128 ///< WebAssembly's fixed-width SIMD (built with -msimd128, chosen at build time): 4 lanes
};

/// "scalar", "sse4_2", "avx2", "avx512", "neon", "simd128".
HITMASK_API const char* to_string(isa target) noexcept;
/// Parses the names to_string() gives; false for anything else.
HITMASK_API bool from_string(const char* name, isa& target) noexcept;

/// Every ISA hitmask knows, best first, whether or not this build has it or this CPU runs it.
HITMASK_API std::vector<isa> known_isas();
/// The ISAs compiled into this build that this CPU and OS can run, best first; scalar last.
HITMASK_API std::vector<isa> available_isas();
/// Whether this build has `target` and this CPU and OS can run it.
HITMASK_API bool is_available(isa target) noexcept;

/// The ISA queries use now. Chosen on first use: the best available one, unless the
/// environment variable HITMASK_ISA names another available one. An unknown or unavailable
/// name is ignored, and isa_environment_note() says so (the library never prints).
HITMASK_API isa active_isa() noexcept;

/// Why HITMASK_ISA was not followed ("HITMASK_ISA=sse9 is not an ISA name; using avx2"), or ""
/// when it is unset or was followed.
HITMASK_API const char* isa_environment_note() noexcept;

/// Undoes force_isa(): queries use the ISA chosen at start-up again.
HITMASK_API void use_automatic_isa() noexcept;

namespace detail {
HITMASK_API bool try_force_isa(isa target) noexcept;
/// The ISA whose kernel served the last query (in the process: of whichever thread ran it),
/// recorded by the kernel's own translation unit. For tests that prove forcing really changes
/// the code that runs.
HITMASK_API isa last_query_isa() noexcept;
} // namespace detail

/// Makes every later query use `target` (for tests and benchmarks). Throws
/// std::invalid_argument if this CPU cannot run it.
inline void force_isa(isa target)
{
    if (!detail::try_force_isa(target)) detail::failf("force_isa: %s is not available on this CPU", to_string(target));
}

} // namespace hitmask
