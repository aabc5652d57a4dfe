# Builds the `hitmask` extension module with CMake (python/CMakeLists.txt) for the interpreter
# that runs pip, and hands the result to setuptools. Environment:
#   HITMASK_PREFIX    an installed hitmask to link (e.g. the shared library); default: build the
#                     library from this checkout into the module
#   HITMASK_PY_BUILD  CMake's build folder (default: build/python-pip in the checkout)
#   HITMASK_JOBS      parallel compile jobs (default 2)
#   CMAKE_ARGS        more arguments for CMake's configure, split as a shell would (the variable
#                     scikit-build and conda-build read), e.g. -DHITMASK_WARNINGS_AS_ERRORS=ON
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def version():
    text = (ROOT / "include" / "hitmask" / "version.hpp").read_text()
    parts = [re.search(rf"#define HITMASK_VERSION_{p} (\d+)", text).group(1) for p in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(parts)


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        target = Path(self.get_ext_fullpath(ext.name)).resolve()
        build = Path(os.environ.get("HITMASK_PY_BUILD") or ROOT / "build" / "python-pip")
        args = ["-DCMAKE_BUILD_TYPE=Release", f"-DPYTHON_EXECUTABLE={sys.executable}",
                f"-DPython_EXECUTABLE={sys.executable}"]
        if shutil.which("ninja"):
            args += ["-G", "Ninja"]
        prefix = os.environ.get("HITMASK_PREFIX")
        # a stale installed hitmask must not be picked up by accident: only the one asked for
        args += [f"-DCMAKE_PREFIX_PATH={prefix}"] if prefix else ["-DCMAKE_DISABLE_FIND_PACKAGE_hitmask=ON"]
        args += shlex.split(os.environ.get("CMAKE_ARGS", ""))
        subprocess.check_call(["cmake", "-S", str(HERE), "-B", str(build)] + args)
        subprocess.check_call(["cmake", "--build", str(build), "-j", os.environ.get("HITMASK_JOBS", "2")])
        suffix = Path(target).name[len("hitmask"):]
        built = build / ("hitmask" + suffix)
        if not built.exists():
            raise RuntimeError(f"hitmask: CMake did not build {built}")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


# setuptools' own scratch goes to build/ too, so the source tree stays clean
SCRATCH = ROOT / "build" / "python-setuptools"
SCRATCH.mkdir(parents=True, exist_ok=True)
setup(version=version(), ext_modules=[Extension("hitmask", sources=[])], cmdclass={"build_ext": CMakeBuild},
      options={"build": {"build_base": str(SCRATCH)}, "egg_info": {"egg_base": str(SCRATCH)}})
