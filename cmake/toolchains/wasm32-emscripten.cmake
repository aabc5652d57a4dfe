# WebAssembly build with Debian's emscripten package (3.1.6): its own toolchain file, plus what
# this project needs on top. Tests run under Node.js through CMAKE_CROSSCOMPILING_EMULATOR, so
# ctest works unchanged. scripts/test-wasm.sh configures with it; by hand:
#   NODE_PATH=/usr/share/nodejs cmake -S . -B build/wasm -G Ninja \
#     -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/wasm32-emscripten.cmake
# (em++'s JS optimiser needs Debian's acorn, which lives in /usr/share/nodejs.)
include(/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake)

# Emscripten 3.1.6's loader fetches the .wasm with the global fetch() when it exists, which
# Node.js 18+ has and which cannot read a file path; without it the loader reads the file.
find_program(HITMASK_NODE NAMES node nodejs REQUIRED)
set(CMAKE_CROSSCOMPILING_EMULATOR ${HITMASK_NODE} --no-experimental-fetch CACHE STRING "" FORCE)

# C++ exceptions: the factories throw std::invalid_argument (Emscripten turns catching off by
# default). WebAssembly's own exception handling (-fwasm-exceptions: Chromium 95+, Firefox 100+,
# Safari 15.2+, Node.js 17+), not Emscripten's JavaScript emulation (-fexceptions), which routes
# every call that may throw through a JavaScript trampoline (a round trip out of WebAssembly per
# fenced C API call) and cost the npm module 27 KB. The memory grows on demand, as a game's frame
# sizes change.
set(CMAKE_CXX_FLAGS_INIT "-fwasm-exceptions")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-fwasm-exceptions -sALLOW_MEMORY_GROWTH=1")

# xsimd is header-only: the host's headers serve the cross build.
set(xsimd_DIR /usr/lib/x86_64-linux-gnu/cmake/xsimd CACHE PATH "")
