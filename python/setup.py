"""Packages hitlab for Python: the module hitlab._core is built by the repository's CMake (its release
preset, or the build folder in HITLAB_BUILD) and goes into the package beside the Python files."""
import os
import pathlib
import shutil
import subprocess

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILD = pathlib.Path(os.environ.get("HITLAB_BUILD", ROOT / "build/release"))


class BuildWithCore(build_py):
    """Builds the C++ module with CMake, then copies it into the package."""

    def run(self):
        if not (BUILD / "CMakeCache.txt").exists():
            subprocess.run(["cmake", "--preset", "release"], cwd=ROOT, check=True)
        subprocess.run(["cmake", "--build", str(BUILD), "--target", "hitlab_python"], check=True)
        super().run()
        modules = list((BUILD / "python/hitlab").glob("_core*.so"))
        if not modules:
            raise RuntimeError(f"no hitlab._core module in {BUILD / 'python/hitlab'}")
        for module in modules:
            shutil.copy2(module, pathlib.Path(self.build_lib) / "hitlab" / module.name)


class WithCompiledModule(Distribution):
    """A wheel for this platform and Python (it holds a compiled module), not a pure-Python one."""

    def has_ext_modules(self):
        return True


setup(cmdclass={"build_py": BuildWithCore}, distclass=WithCompiledModule)
