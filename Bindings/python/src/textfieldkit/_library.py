"""Finding, loading and declaring the C library (``libtextfieldkit.so``) through ctypes.

The library is looked for, in order: the file the ``TEXTFIELDKIT_LIBRARY`` environment variable
names, the copy bundled inside this package at install time (``_lib/libtextfieldkit.so``), then
the system's (``ctypes.util.find_library("textfieldkit")``). The first one found is loaded and
its API version checked against :data:`API_VERSION`; any failure is a
:class:`LibraryNotFoundError` (an :class:`ImportError`) saying how to fix it.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from pathlib import Path
from typing import Optional, Tuple

#: The C API version this binding speaks (``TFK_API_VERSION`` of ``textfieldkit.h``).
API_VERSION = 1

#: The environment variable naming the library file to load.
LIBRARY_VARIABLE = "TEXTFIELDKIT_LIBRARY"

_BUNDLED = Path(__file__).resolve().parent / "_lib" / "libtextfieldkit.so"

_FIX = (
    "Build it with `swift build --product textfieldkit` in the TextFieldKit repository and set "
    f"{LIBRARY_VARIABLE}=/path/to/.build/debug/libtextfieldkit.so, or reinstall the package "
    "with `pip install ./Bindings/python` (which builds and bundles the library)."
)


class LibraryNotFoundError(ImportError):
    """The C library is missing, is not TextFieldKit's, or has another API version."""


class Cell(ctypes.Structure):
    """``tfk_cell``: one cell of the picture (offsets into the render's text buffer)."""

    _fields_ = [
        ("text_offset", ctypes.c_uint32),
        ("text_length", ctypes.c_uint32),
        ("role", ctypes.c_uint8),
        ("attributes", ctypes.c_uint8),
        ("color", ctypes.c_uint8),
        ("reserved", ctypes.c_uint8),
    ]


class Event(ctypes.Structure):
    """``tfk_event``: one polled event (its message belongs to the field until the next poll)."""

    _fields_ = [
        ("kind", ctypes.c_int32),
        ("key", ctypes.c_int32),
        ("modifiers", ctypes.c_uint32),
        ("message", ctypes.c_char_p),
        ("field", ctypes.c_int32),
    ]


_handle = ctypes.c_void_p
_out_handle = ctypes.POINTER(ctypes.c_void_p)
_status = ctypes.c_int32
_out_size = ctypes.POINTER(ctypes.c_size_t)

# name: (result type, argument types), exactly as textfieldkit.h declares them.
_PROTOTYPES = {
    "tfk_api_version": (ctypes.c_int32, []),
    "tfk_status_name": (ctypes.c_char_p, [ctypes.c_int32]),
    "tfk_last_error_message": (ctypes.c_char_p, [_handle]),
    "tfk_field_new_mask": (_status, [ctypes.c_char_p, _out_handle]),
    "tfk_field_new_max_length": (_status, [ctypes.c_int64, _out_handle]),
    "tfk_field_new_type": (_status, [ctypes.c_char_p, ctypes.c_char_p, _out_handle]),
    "tfk_field_free": (_status, [_handle]),
    "tfk_field_set_label": (_status, [_handle, ctypes.c_char_p]),
    "tfk_field_feed": (_status, [_handle, ctypes.c_void_p, ctypes.c_size_t]),
    "tfk_field_flush": (_status, [_handle]),
    "tfk_field_input_pending": (_status, [_handle, ctypes.POINTER(ctypes.c_int32)]),
    "tfk_field_key": (_status, [_handle, ctypes.c_int32, ctypes.c_uint32]),
    "tfk_field_paste": (_status, [_handle, ctypes.c_char_p, ctypes.c_size_t]),
    "tfk_field_restart": (_status, [_handle]),
    "tfk_field_render": (
        _status,
        [
            _handle,
            ctypes.c_int32,
            ctypes.c_int32,
            ctypes.POINTER(Cell),
            ctypes.c_size_t,
            ctypes.c_char_p,
            ctypes.c_size_t,
            ctypes.POINTER(ctypes.c_size_t),
            ctypes.POINTER(ctypes.c_int32),
            ctypes.POINTER(ctypes.c_int32),
        ],
    ),
    "tfk_field_value_json": (
        _status,
        [_handle, ctypes.c_char_p, ctypes.c_size_t, ctypes.POINTER(ctypes.c_size_t)],
    ),
    "tfk_field_outcome": (_status, [_handle, ctypes.POINTER(ctypes.c_int32)]),
    "tfk_field_next_event": (_status, [_handle, ctypes.POINTER(Event)]),
    "tfk_field_new_spec": (_status, [ctypes.c_char_p, _out_handle]),
    "tfk_form_new_spec": (_status, [ctypes.c_char_p, _out_handle]),
    "tfk_form_field_count": (_status, [_handle, ctypes.POINTER(ctypes.c_int32)]),
    "tfk_form_field_key": (
        _status,
        [_handle, ctypes.c_int32, ctypes.c_char_p, ctypes.c_size_t, _out_size],
    ),
    "tfk_form_field_value_json": (
        _status,
        [_handle, ctypes.c_int32, ctypes.c_char_p, ctypes.c_size_t, _out_size],
    ),
    "tfk_form_focused": (_status, [_handle, ctypes.POINTER(ctypes.c_int32)]),
    "tfk_form_focus": (_status, [_handle, ctypes.c_int32]),
}


def candidates() -> Tuple[Tuple[str, Optional[str]], ...]:
    """Where the library is looked for, in order: ``(where, path or None)`` pairs."""
    variable = os.environ.get(LIBRARY_VARIABLE)
    if variable:
        # Set: only that file. A wrong path is an error, never a silent fallback.
        return ((f"${LIBRARY_VARIABLE}", variable),)
    found = ctypes.util.find_library("textfieldkit")
    return (
        ("the copy bundled in the package", str(_BUNDLED) if _BUNDLED.is_file() else None),
        ("the system's (ctypes.util.find_library)", found),
    )


def _open(where: str, path: str) -> ctypes.CDLL:
    if where.startswith("$") and not Path(path).is_file():
        raise LibraryNotFoundError(f"{LIBRARY_VARIABLE}={path}: no such file. {_FIX}")
    try:
        library = ctypes.CDLL(path)
    except OSError as error:
        raise LibraryNotFoundError(f"cannot load {path} ({where}): {error}. {_FIX}") from None
    try:
        for name, (result, arguments) in _PROTOTYPES.items():
            function = getattr(library, name)
            function.restype = result
            function.argtypes = arguments
    except AttributeError as error:
        raise LibraryNotFoundError(
            f"{path} ({where}) is not TextFieldKit's C library: {error}. {_FIX}"
        ) from None
    version = library.tfk_api_version()
    if version != API_VERSION:
        raise LibraryNotFoundError(
            f"{path} ({where}) implements the C API version {version}; this textfieldkit "
            f"package speaks version {API_VERSION}. {_FIX}"
        )
    return library


def load() -> Tuple[ctypes.CDLL, str]:
    """Loads the first library found and checks its version: ``(library, its path)``."""
    tried = []
    for where, path in candidates():
        if path is not None:
            return _open(where, path), path
        tried.append(where)
    raise LibraryNotFoundError(
        f"libtextfieldkit.so was not found (looked at {', then '.join(tried)}). {_FIX}"
    )


#: The loaded library and the file it came from.
lib, path = load()
