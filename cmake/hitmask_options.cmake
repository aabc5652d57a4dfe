# Build options and the flags every hitmask source file gets.
include(GNUInstallDirs)

option(HITMASK_BUILD_TESTS "Build the GoogleTest suite" ${PROJECT_IS_TOP_LEVEL})
option(HITMASK_BUILD_BENCHMARKS "Build the Google Benchmark programs" ${PROJECT_IS_TOP_LEVEL})
option(HITMASK_BUILD_DEMO "Build the bullet-hell demo" ${PROJECT_IS_TOP_LEVEL})
option(HITMASK_ENABLE_SIMD "Compile the SIMD kernels (OFF: scalar reference only)" ON)
option(HITMASK_WARNINGS_AS_ERRORS "Treat compiler warnings as errors" OFF)
option(HITMASK_GTEST_FROM_SOURCE "Build GoogleTest from /usr/src/googletest (cross builds)" ${CMAKE_CROSSCOMPILING})
option(HITMASK_BUILD_TOOLS "Build the soak tool" ${PROJECT_IS_TOP_LEVEL})
option(HITMASK_BUILD_FUZZERS "Build the libFuzzer harnesses (clang; implies address,undefined sanitizers)" OFF)
set(HITMASK_SANITIZE "" CACHE STRING "Sanitizers for every project target, e.g. address,undefined")

# Hidden by default: only what include/hitmask/export.hpp's HITMASK_API marks leaves the shared library.
set(CMAKE_CXX_VISIBILITY_PRESET hidden)
set(CMAKE_C_VISIBILITY_PRESET hidden)
set(CMAKE_VISIBILITY_INLINES_HIDDEN ON)

set(HITMASK_SANITIZER_FLAGS "")
if(HITMASK_BUILD_FUZZERS)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "HITMASK_BUILD_FUZZERS needs clang (libFuzzer), not ${CMAKE_CXX_COMPILER_ID}")
  endif()
  # every object carries libFuzzer's coverage hooks; only the harnesses link its main()
  set(HITMASK_SANITIZER_FLAGS -fsanitize=fuzzer-no-link,address,undefined)
elseif(HITMASK_SANITIZE)
  set(HITMASK_SANITIZER_FLAGS -fsanitize=${HITMASK_SANITIZE})
endif()
if(HITMASK_SANITIZER_FLAGS)
  # a report must fail the run, not scroll past; frame pointers give readable stacks
  list(APPEND HITMASK_SANITIZER_FLAGS -fno-sanitize-recover=all -fno-omit-frame-pointer)
endif()

# IEEE float semantics whatever flags surround the project (a game's -ffast-math or -Ofast in
# CMAKE_CXX_FLAGS, or a parent project's options): target options come after CMAKE_CXX_FLAGS on
# the command line, so these win. Bit-exact results also need no contraction: GCC would
# otherwise fuse a*b+c into FMA in some paths and not others, and the scalar reference and the
# SIMD kernels would disagree on boundary points. src/ieee_guard.hpp fails the build if
# fast-math semantics are still in force for a library file.
set(HITMASK_IEEE_FLAGS -fno-fast-math -fno-unsafe-math-optimizations -fno-associative-math -fno-reciprocal-math
  -fno-finite-math-only -fsigned-zeros -ffp-contract=off)
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  # clang warns that -fno-fast-math overrides the caller's -ffp-contract=fast: that is the point
  list(APPEND HITMASK_IEEE_FLAGS -fhonor-nans -fhonor-infinities -Wno-overriding-t-option)
elseif(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  list(APPEND HITMASK_IEEE_FLAGS -fno-cx-limited-range)
endif()

# Flags for the project's own targets (library, tests, benchmarks, demo).
function(hitmask_project_flags target)
  target_compile_options(${target} PRIVATE ${HITMASK_IEEE_FLAGS}
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion)
  if(HITMASK_WARNINGS_AS_ERRORS)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  if(HITMASK_SANITIZER_FLAGS)
    target_compile_options(${target} PRIVATE ${HITMASK_SANITIZER_FLAGS})
    target_link_options(${target} PRIVATE ${HITMASK_SANITIZER_FLAGS})
  endif()
endfunction()
