// hitmask: version numbers.
#pragma once

#define HITMASK_VERSION_MAJOR 0
#define HITMASK_VERSION_MINOR 1
#define HITMASK_VERSION_PATCH 0
