"""The build hook: bundles libtextfieldkit.so into the package as ``textfieldkit/_lib``.

The library bundled is the file ``TEXTFIELDKIT_LIBRARY`` names when it is set at install time
(``$PREFIX/lib/libtextfieldkit.so`` after ``make install``: no build at all); otherwise this
builds it in the repository this folder belongs to (Bindings/python of TextFieldKit): on Linux
with ``Scripts/build-c-library.sh``, the library ``make install`` installs, which carries the
Swift runtime and needs no toolchain where it runs; elsewhere with ``swift build -c release
--product textfieldkit``. Everything else about the package is in pyproject.toml.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

try:  # setuptools 70.1+ has bdist_wheel itself
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # pragma: no cover - older setuptools
    from wheel.bdist_wheel import bdist_wheel  # type: ignore[no-redef]

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parent.parent
VARIABLE = "TEXTFIELDKIT_LIBRARY"


def library() -> Path:
    """The library to bundle: ``$TEXTFIELDKIT_LIBRARY``, else the repository's, built."""
    given = os.environ.get(VARIABLE)
    if given:
        path = Path(given)
        if not path.is_file():
            raise SystemExit(
                f"{VARIABLE}={given}: no such file "
                "(build it with `swift build --product textfieldkit`)"
            )
        return path
    if not (REPOSITORY / "Package.swift").is_file():
        raise SystemExit(
            f"textfieldkit: {REPOSITORY} is not the TextFieldKit repository, so the C library "
            f"cannot be built here: set {VARIABLE}=/path/to/libtextfieldkit.so and install again"
        )
    swift = shutil.which("swift")
    if swift is None:
        raise SystemExit(
            f"textfieldkit: `swift` is not on PATH to build the C library: install Swift 6.1+, "
            f"or set {VARIABLE}=/path/to/libtextfieldkit.so and install again"
        )
    script = REPOSITORY / "Scripts" / "build-c-library.sh"
    if platform.system() == "Linux" and script.is_file():
        # The library `make install` installs: the Swift runtime linked in, so the bundled file
        # needs no Swift toolchain where the package runs (only libc, libstdc++ and ncursesw).
        print(f"textfieldkit: building the C library (release, minutes): {script}", flush=True)
        prefix = (
            subprocess.run(
                [str(script)], cwd=REPOSITORY, check=True, stdout=subprocess.PIPE, text=True
            )
            .stdout.strip()
            .splitlines()[-1]
        )
        return Path(prefix) / "lib" / "libtextfieldkit.so.0"
    command = [swift, "build", "-c", "release", "--product", "textfieldkit"]
    print("textfieldkit: building the C library:", " ".join(command), flush=True)
    subprocess.run(command, cwd=REPOSITORY, check=True)
    bin_path = subprocess.run(
        [swift, "build", "-c", "release", "--show-bin-path"],
        cwd=REPOSITORY, check=True, capture_output=True, text=True,
    ).stdout.strip()  # fmt: skip
    return Path(bin_path) / "libtextfieldkit.so"


class BuildWithLibrary(build_py):
    """``build_py``, then the library copied into ``textfieldkit/_lib/``."""

    def run(self) -> None:
        # A fresh copy: build/lib is reused between builds and would keep removed modules.
        shutil.rmtree(Path(self.build_lib) / "textfieldkit", ignore_errors=True)
        super().run()
        target = Path(self.build_lib) / "textfieldkit" / "_lib"
        target.mkdir(parents=True, exist_ok=True)
        source = library()
        shutil.copyfile(source, target / "libtextfieldkit.so")
        print(f"textfieldkit: bundled {source}", flush=True)


class PlatformWheel(bdist_wheel):
    """A wheel for this platform (it holds a shared library) for any Python 3 (ctypes, no
    extension module): ``py3-none-linux_x86_64``."""

    def finalize_options(self) -> None:
        super().finalize_options()
        self.root_is_pure = False

    def get_tag(self) -> tuple[str, str, str]:
        _, _, platform = super().get_tag()
        return "py3", "none", platform


setup(cmdclass={"build_py": BuildWithLibrary, "bdist_wheel": PlatformWheel})
