#!/usr/bin/env bash
# Builds and installs the `hitmask` Python module for Debian's own interpreter, /usr/bin/python3
# (the one python3-numpy is installed for; another python3 may come first on PATH: run
# /usr/bin/python3 explicitly). Debian packages only.
#
#   scripts/install-python.sh                 # build, then install into /usr/bin/python3's
#                                             # site directory when writable, else print PYTHONPATH
#   HITMASK_PREFIX=/opt/hitmask scripts/install-python.sh
#                                             # link an installed hitmask (e.g. the shared one)
#   HITMASK_PY_TARGET=dir scripts/install-python.sh   # copy the module into dir instead
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
py=/usr/bin/python3
scripts/install-deps.sh build-essential cmake ninja-build libxsimd-dev pybind11-dev python3-dev python3-numpy \
  python3-pytest

build=${HITMASK_PY_BUILD:-$root/build/python}
args=(-DPYTHON_EXECUTABLE="$py" -DPython_EXECUTABLE="$py")
[ -n "${HITMASK_PREFIX:-}" ] && args+=(-DCMAKE_PREFIX_PATH="$HITMASK_PREFIX")
cmake -S python -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release "${args[@]}" > "$build.cmake.log" 2>&1 ||
  { cat "$build.cmake.log"; exit 1; }
cmake --build "$build" -j 2
module=$(ls "$build"/hitmask*.so)

target=${HITMASK_PY_TARGET:-}
if [ -z "$target" ]; then
  site=$("$py" -c 'import site, sys; print(site.getsitepackages()[0] if hasattr(site, "getsitepackages") else "")')
  if [ -n "$site" ] && { [ -w "$site" ] || { mkdir -p "$site" 2>/dev/null && [ -w "$site" ]; }; }; then target=$site; fi
fi
if [ -n "$target" ]; then
  mkdir -p "$target"
  cp "$module" "$target/"
  echo "hitmask: installed $(basename "$module") into $target"
  echo "hitmask: try it:  $py -c 'import hitmask; print(hitmask.active_isa())'"
else
  echo "hitmask: built $module"
  echo "hitmask: use it with:  PYTHONPATH=$build $py -c 'import hitmask; print(hitmask.active_isa())'"
fi
