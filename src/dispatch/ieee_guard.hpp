// hitmask internal: the library's sources refuse to compile without IEEE float semantics.
// cmake/hitmask_options.cmake restores them after the caller's flags; if a build system drops
// or reorders those options, this stops the build instead of shipping kernels that disagree
// with the reference or let NaN hit.
#pragma once

#if defined(__FAST_MATH__) || (defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__) ||                              \
    defined(__ASSOCIATIVE_MATH__) || defined(__RECIPROCAL_MATH__)
#error "hitmask must be compiled with IEEE float semantics: fast-math options (-ffast-math, -Ofast, -ffinite-math-only, -fassociative-math, -freciprocal-math) are in force; hitmask_project_flags() in cmake/hitmask_options.cmake must come after them"
#endif
