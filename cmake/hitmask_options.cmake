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

# Flags for the project's own targets (library, tests, benchmarks, demo).
function(hitmask_project_flags target)
  target_compile_options(${target} PRIVATE
    # Bit-exact results: GCC would otherwise fuse a*b+c into FMA in some paths and not others,
    # and the scalar reference and SIMD kernels would disagree on boundary points.
    -ffp-contract=off
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion)
  if(HITMASK_WARNINGS_AS_ERRORS)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  if(HITMASK_SANITIZER_FLAGS)
    target_compile_options(${target} PRIVATE ${HITMASK_SANITIZER_FLAGS})
    target_link_options(${target} PRIVATE ${HITMASK_SANITIZER_FLAGS})
  endif()
endfunction()
