# Build options and the flags every hitmask source file gets.
include(GNUInstallDirs)

# A project that pulls hitmask in (add_subdirectory, FetchContent) gets the library alone; at the
# top level the suite, benchmarks, demo, examples and tools are on, and those whose dependency is
# missing (GoogleTest, Google Benchmark) are skipped with a message. (PROJECT_IS_TOP_LEVEL would
# need CMake 3.21; this works from 3.16.)
if(CMAKE_SOURCE_DIR STREQUAL PROJECT_SOURCE_DIR)
  set(HITMASK_TOP_LEVEL ON)
else()
  set(HITMASK_TOP_LEVEL OFF)
endif()
option(HITMASK_BUILD_TESTS "Build the GoogleTest suite (skipped with a message without GoogleTest)" ${HITMASK_TOP_LEVEL})
option(HITMASK_BUILD_BENCHMARKS "Build the Google Benchmark programs (skipped without Google Benchmark)" ${HITMASK_TOP_LEVEL})
option(HITMASK_BUILD_DEMO "Build the bullet-hell demo" ${HITMASK_TOP_LEVEL})
option(HITMASK_BUILD_EXAMPLES "Build the examples/ programs (the README's example among them)" ${HITMASK_TOP_LEVEL})
option(HITMASK_ENABLE_SIMD "Compile the SIMD kernels (OFF: scalar reference only)" ON)
option(HITMASK_WARNINGS_AS_ERRORS "Treat compiler warnings as errors" OFF)
option(HITMASK_GTEST_FROM_SOURCE "Build GoogleTest from /usr/src/googletest (cross builds)" ${CMAKE_CROSSCOMPILING})
option(HITMASK_BUILD_TOOLS "Build the soak tool" ${HITMASK_TOP_LEVEL})
option(HITMASK_BUILD_FUZZERS "Build the libFuzzer harnesses (clang; implies address,undefined sanitizers)" OFF)
set(HITMASK_SANITIZE "" CACHE STRING "Sanitizers for every project target, e.g. address,undefined")

# Hidden by default: only what include/hitmask/export.hpp's HITMASK_API marks leaves the shared library.
set(CMAKE_CXX_VISIBILITY_PRESET hidden)
set(CMAKE_C_VISIBILITY_PRESET hidden)
set(CMAKE_VISIBILITY_INLINES_HIDDEN ON)

set(HITMASK_SANITIZER_FLAGS "")
set(HITMASK_FUZZ_COVERAGE_FLAGS "")
if(HITMASK_BUILD_FUZZERS)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "HITMASK_BUILD_FUZZERS needs clang (libFuzzer), not ${CMAKE_CXX_COMPILER_ID}")
  endif()
  set(HITMASK_SANITIZER_FLAGS -fsanitize=address,undefined)
  # libFuzzer's coverage hooks in the library's objects (its own target and the kernels'), where
  # the fuzzer's inputs go; the harness links libFuzzer (-fsanitize=fuzzer). The test programs
  # do without: the hooks cost 14 % of a test file's compile under the sanitizers.
  set(HITMASK_FUZZ_COVERAGE_FLAGS -fsanitize=fuzzer-no-link)
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
# SIMD kernels would disagree on boundary points. src/dispatch/ieee_guard.hpp fails the build if
# fast-math semantics are still in force for a library file. (GCC-style compilers; MSVC and
# clang-cl get their own flags in hitmask_project_flags.)
set(HITMASK_IEEE_FLAGS -fno-fast-math -fno-unsafe-math-optimizations -fno-associative-math -fno-reciprocal-math
  -fno-finite-math-only -fsigned-zeros -ffp-contract=off)
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  # clang warns that -fno-fast-math overrides the caller's -ffp-contract=fast: that is the point
  list(APPEND HITMASK_IEEE_FLAGS -fhonor-nans -fhonor-infinities -Wno-overriding-t-option)
elseif(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  list(APPEND HITMASK_IEEE_FLAGS -fno-cx-limited-range)
endif()
if(EMSCRIPTEN)
  # clang reads -fno-unsafe-math-optimizations as asking for trapping math too, which wasm does
  # not have (a warning, an error with -Werror); the flags beside it say the same without that.
  list(REMOVE_ITEM HITMASK_IEEE_FLAGS -fno-unsafe-math-optimizations)
endif()

# Flags for the project's own targets (library, tests, benchmarks, demo), by compiler.
# Tested: GCC and Clang (Linux, AArch64 cross) and MinGW-w64 GCC (run under Wine). Prepared
# but untested: MSVC and clang-cl (both have MSVC set).
function(hitmask_project_flags target)
  if(MSVC)
    # /fp:precise: no value-changing optimisations, and it comes after a caller's /fp:fast. Since
    # Visual Studio 2022 (17.0) it no longer contracts a*b+c into FMA unless /fp:contract is
    # given, which we never do; older MSVC could contract under /arch:AVX2 and is not supported.
    # clang-cl maps /fp:precise to -ffp-contract=on (fusing within an expression), so it gets
    # -ffp-contract=off as well.
    target_compile_options(${target} PRIVATE /fp:precise /W4 /permissive- /Zc:__cplusplus /utf-8
      $<$<CXX_COMPILER_ID:Clang>:/clang:-ffp-contract=off>)
    # std::getenv and the C stdio functions the library uses are standard C++, not "unsafe"
    target_compile_definitions(${target} PRIVATE _CRT_SECURE_NO_WARNINGS NOMINMAX)
    if(HITMASK_WARNINGS_AS_ERRORS)
      target_compile_options(${target} PRIVATE /WX)
    endif()
  else()
    target_compile_options(${target} PRIVATE ${HITMASK_IEEE_FLAGS}
      -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion)
    if(HITMASK_WARNINGS_AS_ERRORS)
      target_compile_options(${target} PRIVATE -Werror)
    endif()
  endif()
  if(EMSCRIPTEN)
    # Programs run under Node.js, read and write the real file system (the suite's fuzz corpus,
    # the demo's pictures) and see HITMASK_ISA; a module for the browser sets HITMASK_BROWSER.
    set(node_program $<NOT:$<BOOL:$<TARGET_PROPERTY:HITMASK_BROWSER>>>)
    target_link_options(${target} PRIVATE $<${node_program}:-sNODERAWFS=1>
      "$<${node_program}:SHELL:--pre-js ${PROJECT_SOURCE_DIR}/cmake/node_environment.js>")
    set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${PROJECT_SOURCE_DIR}/cmake/node_environment.js)
  endif()
  if(MINGW)
    # MinGW's stdio is Microsoft's unless asked: %zu and %lld would print wrongly (and warn).
    # This selects MinGW's C99-conforming printf family; the format attribute is gnu_printf
    # (include/hitmask/detail/format.hpp).
    target_compile_definitions(${target} PRIVATE __USE_MINGW_ANSI_STDIO=1)
  endif()
  if(HITMASK_SANITIZER_FLAGS)
    target_compile_options(${target} PRIVATE ${HITMASK_SANITIZER_FLAGS})
    target_link_options(${target} PRIVATE ${HITMASK_SANITIZER_FLAGS})
  endif()
endfunction()
