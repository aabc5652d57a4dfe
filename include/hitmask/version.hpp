/// @file
/// hitmask: version numbers.
#pragma once

/// Major version (SemVer): 0 while the API settles; the shared library's SONAME carries it
/// (libhitmask.so.MAJOR).
#define HITMASK_VERSION_MAJOR 0
/// Minor version: new API (before 1.0 a minor release may also change existing API).
#define HITMASK_VERSION_MINOR 1
/// Patch version: fixes only.
#define HITMASK_VERSION_PATCH 0
