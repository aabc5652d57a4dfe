#!/usr/bin/env bash
# Builds the `hitmask` Python module for Debian's own interpreter, /usr/bin/python3 (the one
# python3-numpy is installed for; a pyenv python3 may come first on PATH), with Debian packages
# only and no network. It never writes into the system's site-packages.
#
#   scripts/install-python.sh
#       a virtual environment, build/python-venv, made with --system-site-packages (it sees
#       Debian's NumPy), and `pip install --no-build-isolation ./python` into it; then
#       build/python-venv/bin/python -c 'import hitmask; print(hitmask.active_isa())'
#
# Environment:
#   HITMASK_PY_VENV=dir     the virtual environment to make or reuse (default build/python-venv)
#   HITMASK_PREFIX=dir      link an installed hitmask (e.g. the shared library in dir/lib), or a
#                           hitmask build folder (its hitmaskConfig.cmake), instead
#                           of building the library into the module
#   HITMASK_PY_TARGET=dir   no venv and no pip: build the module with CMake and copy it into dir
#                           (then PYTHONPATH=dir /usr/bin/python3 ...)
#   HITMASK_PY_BUILD=dir    CMake's build folder (default build/python, or build/python-pip for pip)
#   CMAKE_ARGS=...          more arguments for CMake's configure (as python/setup.py reads them)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
py=/usr/bin/python3
scripts/install-deps.sh build-essential cmake ninja-build libxsimd-dev pybind11-dev python3-dev python3-numpy \
  python3-pytest python3-venv python3-pip python3-setuptools python3-wheel
mkdir -p build

target=${HITMASK_PY_TARGET:-}
if [ -n "$target" ]; then
  build=${HITMASK_PY_BUILD:-$root/build/python}
  mkdir -p "$(dirname "$build")"
  args=(-DPYTHON_EXECUTABLE="$py" -DPython_EXECUTABLE="$py")
  if [ -n "${HITMASK_PREFIX:-}" ]; then args+=(-DCMAKE_PREFIX_PATH="$HITMASK_PREFIX")
  else args+=(-DCMAKE_DISABLE_FIND_PACKAGE_hitmask=ON); fi
  read -r -a more <<< "${CMAKE_ARGS:-}" # as setup.py reads it (without shell quoting)
  args+=("${more[@]}")
  cmake -S python -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release "${args[@]}" > "$build.cmake.log" 2>&1 ||
    { cat "$build.cmake.log"; exit 1; }
  cmake --build "$build" -j 2
  module=$(ls "$build"/hitmask*.so)
  mkdir -p "$target"
  cp "$module" "$target/"
  echo "hitmask: copied $(basename "$module") into $target"
  echo "hitmask: try it:  PYTHONPATH=$target $py -c 'import hitmask; print(hitmask.active_isa())'"
  exit 0
fi

venv=${HITMASK_PY_VENV:-$root/build/python-venv}
[ -x "$venv/bin/python" ] || "$py" -m venv --system-site-packages "$venv"
log=$root/build/python-pip.log
HITMASK_PY_BUILD=${HITMASK_PY_BUILD:-} "$venv/bin/pip" install --no-build-isolation --no-index ./python > "$log" 2>&1 ||
  { cat "$log"; exit 1; }
echo "hitmask: installed $("$venv/bin/python" -c 'import hitmask; print(hitmask.__file__)')"
echo "hitmask: try it:  $venv/bin/python -c 'import hitmask; print(hitmask.active_isa())'"
