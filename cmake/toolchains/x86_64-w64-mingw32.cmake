# Cross build for x86-64 Windows with Debian's g++-mingw-w64-x86-64-posix (the posix thread
# model, so std::thread and std::mutex work); tests run under Wine through
# CMAKE_CROSSCOMPILING_EMULATOR, so ctest works unchanged. Set WINEPREFIX to a scratch prefix
# and run `wine64 wineboot -i` once first (scripts/run-tests.sh does).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
# Debian's wine64 package installs the loader in /usr/lib/wine only; the `wine` package adds
# /usr/bin/wine and /usr/bin/wine64.
find_program(HITMASK_WINE NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(HITMASK_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${HITMASK_WINE})
endif()
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# Static runtime (libgcc, libstdc++, winpthread): the .exe files run under Wine, or on a
# Windows machine, without MinGW's DLLs next to them.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
# the DLL too carries its runtime (winpthread included), so it loads beside any program
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libgcc -static-libstdc++ -Wl,-Bstatic,--whole-archive -lwinpthread -Wl,--no-whole-archive,-Bdynamic")
# xsimd is header-only: the host's headers serve the cross build.
set(xsimd_DIR /usr/lib/x86_64-linux-gnu/cmake/xsimd CACHE PATH "")
