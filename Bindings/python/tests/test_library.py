"""Finding the library: a missing file, a library that is not ours, another API version."""

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

from textfieldkit._library import _PROTOTYPES


def import_with(library: str) -> subprocess.CompletedProcess:
    environment = dict(os.environ, TEXTFIELDKIT_LIBRARY=library)
    return subprocess.run(
        [sys.executable, "-c", "import textfieldkit"],
        env=environment,
        capture_output=True,
        text=True,
    )


def last_line(run: subprocess.CompletedProcess) -> str:
    return run.stderr.strip().splitlines()[-1]


FIX = (
    "Build it with `swift build --product textfieldkit` in the TextFieldKit repository and set "
    "TEXTFIELDKIT_LIBRARY=/path/to/.build/debug/libtextfieldkit.so, or reinstall the package "
    "with `pip install ./Bindings/python` (which builds and bundles the library)."
)


def test_a_missing_file_is_an_import_error_saying_how_to_fix_it():
    run = import_with("/nonexistent/libtextfieldkit.so")
    assert run.returncode == 1
    assert last_line(run) == (
        "textfieldkit._library.LibraryNotFoundError: "
        f"TEXTFIELDKIT_LIBRARY=/nonexistent/libtextfieldkit.so: no such file. {FIX}"
    )


def test_a_library_that_is_not_ours_is_named(tmp_path: Path):
    not_ours = tmp_path / "libnotours.so"
    build(tmp_path, "int something(void) { return 0; }\n", not_ours)
    run = import_with(str(not_ours))
    assert last_line(run) == (
        "textfieldkit._library.LibraryNotFoundError: "
        f"{not_ours} ($TEXTFIELDKIT_LIBRARY) is not TextFieldKit's C library: "
        f"{not_ours}: undefined symbol: tfk_api_version. {FIX}"
    )


def test_another_api_version_is_refused(tmp_path: Path):
    other = tmp_path / "libtextfieldkit.so"
    stubs = "".join(
        f"int {name}(void) {{ return 0; }}\n" for name in _PROTOTYPES if name != "tfk_api_version"
    )
    build(tmp_path, stubs + "int tfk_api_version(void) { return 2; }\n", other)
    run = import_with(str(other))
    assert last_line(run) == (
        "textfieldkit._library.LibraryNotFoundError: "
        f"{other} ($TEXTFIELDKIT_LIBRARY) implements the C API version 2; this textfieldkit "
        f"package speaks version 1. {FIX}"
    )


def build(folder: Path, source: str, output: Path) -> None:
    """Builds a shared library from C `source` with the system's C compiler."""
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    assert compiler, "no C compiler on PATH (cc, gcc or clang): install one to run these tests"
    file = folder / "library.c"
    file.write_text(textwrap.dedent(source))
    subprocess.run([compiler, "-shared", "-fPIC", "-o", str(output), str(file)], check=True)


def test_without_the_variable_the_bundled_copy_then_the_system_are_looked_at():
    """The package from the sources (no bundled copy) and no library on the system."""
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("TEXTFIELDKIT_LIBRARY", "LD_LIBRARY_PATH")
    }
    environment["PYTHONPATH"] = str(Path(__file__).resolve().parents[1] / "src")
    run = subprocess.run(
        [sys.executable, "-c", "import textfieldkit"],
        env=environment,
        capture_output=True,
        text=True,
    )
    assert last_line(run) == (
        "textfieldkit._library.LibraryNotFoundError: libtextfieldkit.so was not found (looked "
        "at the copy bundled in the package, then the system's (ctypes.util.find_library)). "
        f"{FIX}"
    )


def test_the_library_loaded_is_the_one_named_else_the_bundled_copy():
    import textfieldkit

    named = os.environ.get("TEXTFIELDKIT_LIBRARY")
    bundled = Path(textfieldkit.__file__).parent / "_lib" / "libtextfieldkit.so"
    assert textfieldkit.library_path == (named or str(bundled))
