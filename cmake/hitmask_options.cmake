# Build options and the flags every hitmask source file gets.
include(GNUInstallDirs)

option(HITMASK_BUILD_TESTS "Build the GoogleTest suite" ${PROJECT_IS_TOP_LEVEL})
option(HITMASK_BUILD_BENCHMARKS "Build the Google Benchmark programs" ${PROJECT_IS_TOP_LEVEL})
option(HITMASK_BUILD_DEMO "Build the bullet-hell demo" ${PROJECT_IS_TOP_LEVEL})
option(HITMASK_ENABLE_SIMD "Compile the SIMD kernels (OFF: scalar reference only)" ON)
option(HITMASK_WARNINGS_AS_ERRORS "Treat compiler warnings as errors" OFF)
option(HITMASK_GTEST_FROM_SOURCE "Build GoogleTest from /usr/src/googletest (cross builds)" ${CMAKE_CROSSCOMPILING})

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
endfunction()
