# One object library per ISA, each compiled with its own flags and nothing else: no global
# -march, so the library runs on any CPU of the target architecture and picks its kernels at
# run time (src/dispatch/dispatch.cpp).

if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
  set(HITMASK_ARCH_X86 ON)
elseif(CMAKE_SYSTEM_PROCESSOR MATCHES "^(aarch64|arm64|ARM64)$")
  set(HITMASK_ARCH_NEON ON)
elseif(EMSCRIPTEN)
  set(HITMASK_ARCH_WASM ON)
endif()

if(HITMASK_ENABLE_SIMD AND (HITMASK_ARCH_X86 OR HITMASK_ARCH_NEON OR HITMASK_ARCH_WASM))
  # Debian's xsimd config names a library `xtl` that is not installed; xsimd needs none of it.
  if(NOT TARGET xtl)
    add_library(xtl INTERFACE IMPORTED)
  endif()
  find_package(xsimd 8 CONFIG REQUIRED)
  get_target_property(HITMASK_XSIMD_INCLUDE xsimd INTERFACE_INCLUDE_DIRECTORIES)
  if(CMAKE_CROSSCOMPILING)
    # Debian installs xsimd in the host's /usr/include; putting that directory on a cross
    # compiler's path would mix host libc headers into the build. Use a copy of xsimd alone.
    file(COPY ${HITMASK_XSIMD_INCLUDE}/xsimd DESTINATION ${PROJECT_BINARY_DIR}/xsimd_include)
    set(HITMASK_XSIMD_INCLUDE ${PROJECT_BINARY_DIR}/xsimd_include)
  endif()
endif()

# The flags of each x86 ISA's kernels, also used by the benchmark's memory floor (bench/), which
# must be compiled exactly like the kernels it bounds.
if(HITMASK_ARCH_X86)
  if(MSVC AND CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    # clang-cl: /arch:AVX2 also enables FMA and BMI1/2, /arch:AVX512 F/CD/DQ/BW/VL.
    set(HITMASK_SSE4_2_FLAGS /clang:-msse4.2 /clang:-mpopcnt)
    set(HITMASK_AVX2_FLAGS /arch:AVX2)
    set(HITMASK_AVX512_FLAGS /arch:AVX512)
  elseif(MSVC)
    # MSVC emits SSE4.2 and POPCNT intrinsics without flags on x64, and xsimd turns its SSE4.2
    # support on for any x64 MSVC build. /arch:SSE4.2 exists from Visual Studio 2022 17.10
    # (MSVC 19.40) and only lets the optimiser use those instructions in plain code too.
    set(HITMASK_SSE4_2_FLAGS $<$<VERSION_GREATER_EQUAL:$<CXX_COMPILER_VERSION>,19.40>:/arch:SSE4.2>)
    set(HITMASK_AVX2_FLAGS /arch:AVX2)     # defines __AVX2__; MSVC has no separate BMI switch
    set(HITMASK_AVX512_FLAGS /arch:AVX512) # defines __AVX512F__, CD, DQ, BW and VL
  else()
    set(HITMASK_SSE4_2_FLAGS -msse4.2 -mpopcnt)
    set(HITMASK_AVX2_FLAGS -mavx2 -mbmi -mbmi2 -mpopcnt)
    set(HITMASK_AVX512_FLAGS -mavx512f -mavx512cd -mavx512dq -mavx512bw -mbmi -mbmi2 -mpopcnt)
    if(MINGW AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
      # GCC for 64-bit Windows keeps the stack 16-byte aligned and cannot realign it (GCC bug
      # 54412), yet spills AVX registers and stores to alignas(32/64) locals with aligned moves:
      # on an AVX-512 CPU the kernels died under Wine with a fault on every such store. binutils
      # 2.38 and later can assemble every aligned vector move as its unaligned twin (as fast on
      # aligned data; other instructions' memory operands have no alignment rule under VEX/EVEX).
      include(CheckCXXCompilerFlag)
      check_cxx_compiler_flag(-Wa,-muse-unaligned-vector-move HITMASK_HAS_UNALIGNED_VECTOR_MOVE)
      if(HITMASK_HAS_UNALIGNED_VECTOR_MOVE)
        list(APPEND HITMASK_AVX2_FLAGS -Wa,-muse-unaligned-vector-move)
        list(APPEND HITMASK_AVX512_FLAGS -Wa,-muse-unaligned-vector-move)
      else()
        message(WARNING "hitmask: this assembler lacks -muse-unaligned-vector-move (binutils 2.38+); "
                        "the AVX2 and AVX-512 kernels of a MinGW GCC build may fault on misaligned stack stores")
      endif()
    endif()
  endif()
endif()

# The WebAssembly kernels' flags (also for anything compiled exactly like them).
if(HITMASK_ARCH_WASM)
  set(HITMASK_SIMD128_FLAGS -msimd128 -msse4.2)
endif()

# hitmask_isa_object(<target> <name> <source> <flags>...): an object library for one ISA whose
# objects are linked into <target>. xsimd is used by include path only, so it never becomes a
# link dependency of the installed package.
function(hitmask_isa_object target name source)
  set(obj ${target}_${name})
  add_library(${obj} OBJECT ${source})
  target_include_directories(${obj} PRIVATE ${PROJECT_SOURCE_DIR}/include ${HITMASK_LIBRARY_GENERATED_DIR})
  target_include_directories(${obj} SYSTEM PRIVATE ${HITMASK_XSIMD_INCLUDE})
  target_compile_definitions(${obj} PRIVATE ${HITMASK_ISA_DEFINITIONS})
  target_compile_options(${obj} PRIVATE ${ARGN} ${HITMASK_FUZZ_COVERAGE_FLAGS})
  hitmask_project_flags(${obj})
  set(HITMASK_ISA_OBJECTS ${HITMASK_ISA_OBJECTS} $<TARGET_OBJECTS:${obj}> PARENT_SCOPE)
endfunction()

# hitmask_isa_kernels(<target>): the kernel object libraries of the ISAs this build compiles, named
# <target>_<isa>; their objects in HITMASK_ISA_OBJECTS and the definitions every file of the
# library needs in HITMASK_ISA_DEFINITIONS, for the caller to add to <target>. Called before
# <target> itself is made: Ninja 1.11 starts ready compiles in the order the build file lists
# them, so the kernel files (the library's longest compiles, 14-20 s each) start first and the
# short files fill the other core beside them, instead of the last kernel file compiling alone.
function(hitmask_isa_kernels target)
  set(HITMASK_ISA_OBJECTS "")
  set(HITMASK_ISA_DEFINITIONS HITMASK_WITH_X86=0 HITMASK_WITH_NEON=0 HITMASK_WITH_WASM=0)
  if(HITMASK_ENABLE_SIMD AND HITMASK_ARCH_X86)
    set(HITMASK_ISA_DEFINITIONS HITMASK_WITH_X86=1 HITMASK_WITH_NEON=0 HITMASK_WITH_WASM=0)
    # Every CPU with these vector units also has POPCNT (and BMI1/2 from AVX2 on); dispatch
    # checks all of them.
    hitmask_isa_object(${target} sse4_2 src/arch/sse4_2.cpp ${HITMASK_SSE4_2_FLAGS})
    hitmask_isa_object(${target} avx2 src/arch/avx2.cpp ${HITMASK_AVX2_FLAGS})
    hitmask_isa_object(${target} avx512 src/arch/avx512.cpp ${HITMASK_AVX512_FLAGS})
  elseif(HITMASK_ENABLE_SIMD AND HITMASK_ARCH_NEON)
    set(HITMASK_ISA_DEFINITIONS HITMASK_WITH_X86=0 HITMASK_WITH_NEON=1 HITMASK_WITH_WASM=0)
    hitmask_isa_object(${target} neon64 src/arch/neon64.cpp) # Advanced SIMD is baseline on AArch64
  elseif(HITMASK_ENABLE_SIMD AND HITMASK_ARCH_WASM)
    # One module, one ISA: wasm has no run-time feature test, so SIMD128 is chosen at build time.
    # -msse4.2 makes xsimd see its sse4_2 architecture, which Emscripten's headers translate.
    set(HITMASK_ISA_DEFINITIONS HITMASK_WITH_X86=0 HITMASK_WITH_NEON=0 HITMASK_WITH_WASM=1)
    hitmask_isa_object(${target} simd128 src/arch/simd128.cpp ${HITMASK_SIMD128_FLAGS})
  endif()
  set(HITMASK_ISA_OBJECTS ${HITMASK_ISA_OBJECTS} PARENT_SCOPE)
  set(HITMASK_ISA_DEFINITIONS ${HITMASK_ISA_DEFINITIONS} PARENT_SCOPE)
endfunction()
