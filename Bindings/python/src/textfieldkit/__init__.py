"""TextFieldKit for Python: terminal text fields with input masks and typed fields (phone
numbers, numbers, money, dates), over TextFieldKit's C library (``libtextfieldkit.so``).

    >>> from textfieldkit import Field
    >>> with Field(mask="+1 ([000]) [000]-[0000]") as phone:
    ...     phone.feed(b"5551234567")
    ...     phone.formatted
    '+1 (555) 123-4567'

The host owns the terminal and the loop: it feeds the field input, draws its cells (or calls
:meth:`Field.draw` with a curses window) and reads its value and events. A :class:`Form` is
several fields behind one handle, made from the spec ``textfield form --spec`` reads
(:meth:`Form.from_spec`); it takes the same calls. ``textfieldkit.textual``
has Textual widgets (``pip install "./Bindings/python[textual]"``).
"""

from __future__ import annotations

from ._curses_draw import curses_attribute
from ._editor import Editor
from ._library import API_VERSION, LIBRARY_VARIABLE, LibraryNotFoundError
from ._library import path as library_path
from .errors import (
    BadArgumentError,
    BadHandleError,
    BufferTooSmallError,
    BusyError,
    ClosedError,
    EndedError,
    InvalidUTF8Error,
    NullArgumentError,
    TextFieldError,
    UnknownFieldError,
)
from .events import Cancelled, Changed, Event, Interrupted, KeyUnused, Refused, Submitted
from .field import Field, Outcome
from .form import Form, FormField
from .keys import Key, Modifier, parse_key
from .picture import Attribute, Cell, Color, Picture, Position, Role

__version__ = "0.9.0"

__all__ = [
    "API_VERSION",
    "Attribute",
    "BadArgumentError",
    "BadHandleError",
    "BufferTooSmallError",
    "BusyError",
    "Cancelled",
    "Cell",
    "Changed",
    "ClosedError",
    "Color",
    "EndedError",
    "Editor",
    "Event",
    "Field",
    "Form",
    "FormField",
    "Interrupted",
    "InvalidUTF8Error",
    "Key",
    "KeyUnused",
    "LIBRARY_VARIABLE",
    "LibraryNotFoundError",
    "Modifier",
    "NullArgumentError",
    "Outcome",
    "Picture",
    "Position",
    "Refused",
    "Role",
    "Submitted",
    "TextFieldError",
    "UnknownFieldError",
    "curses_attribute",
    "library_path",
    "parse_key",
]
