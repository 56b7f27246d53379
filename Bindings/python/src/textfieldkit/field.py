"""``Field``: one text field of the C library (a mask, a maximum length, or a type)."""

from __future__ import annotations

import ctypes
import enum
import json
from typing import Any, Dict, Iterator, Mapping, Optional, Tuple, Union

from . import _handle
from ._handle import Handle, c_string, check_int, create, utf8
from ._library import Cell as _CCell
from ._library import Event as _CEvent
from ._library import lib
from .events import Cancelled, Changed, Event, Interrupted, KeyUnused, Refused, Submitted
from .keys import Modifier, parse_key
from .picture import Attribute, Cell, Color, Picture, Position, Role

_INT32_MAX = 2**31 - 1
_SIDE_MAX = 4096
_CELLS_MAX = 1_048_576

# The one setting of each type (tfk_field_new_type's `option`), by keyword.
_TYPE_OPTIONS: Dict[str, str] = {
    "phone": "region",
    "number": "locale",
    "currency": "currency",
    "date": "format",
}


class Outcome(enum.IntEnum):
    """How a field stands (``TFK_OUTCOME_*``)."""

    EDITING = 0
    SUBMITTED = 1
    CANCELLED = 2
    INTERRUPTED = 3


class Field:
    """A text field: give it input (:meth:`feed`, :meth:`key`, :meth:`paste`), draw its
    :meth:`cells`, read its :attr:`value` and its :meth:`events`.

    Make one of three kinds::

        Field(mask="+1 ([000]) [000]-[0000]")       # an input mask
        Field(type="date", format="dd/MM/yyyy")     # a type: phone (region=), number
                                                    # (locale=), currency (currency=, required),
                                                    # date (format=)
        Field(max_length=5)                         # plain text, at most 5 characters

    Enter submits a complete value, Esc cancels; after either, input raises
    :class:`~textfieldkit.EndedError` until :meth:`restart`. Close the field with :meth:`close`
    or a ``with`` block (collection frees it too, exactly once).

    Threads: fields are independent. One field is used by one thread at a time; a call while
    another thread is inside one on the same field raises :class:`~textfieldkit.BusyError`.

    Raises:
        BadArgumentError: a malformed mask, an unknown type or option, a length out of range.
        InvalidUTF8Error, TypeError: an argument that is not text.
    """

    def __init__(
        self,
        mask: Optional[str] = None,
        *,
        type: Optional[str] = None,
        max_length: Optional[int] = None,
        label: str = "",
        **options: str,
    ) -> None:
        kinds = [
            name
            for name, given in (("mask", mask), ("type", type), ("max_length", max_length))
            if given is not None
        ]
        if len(kinds) != 1:
            raise TypeError(
                "Field takes exactly one of mask=, type= or max_length= "
                f"(given: {', '.join(kinds) or 'none'})"
            )
        if options and type is None:
            raise TypeError(f"{', '.join(sorted(options))}= go with type=, not {kinds[0]}=")
        if mask is not None:
            handle = create(lib.tfk_field_new_mask, c_string(mask, "mask"))
        elif max_length is not None:
            length = check_int(max_length, "max_length", -(2**63), 2**63 - 1)
            handle = create(lib.tfk_field_new_max_length, length)
        else:
            handle = create(lib.tfk_field_new_type, *_type_arguments(type, options))
        self._adopt(handle)
        if label:
            self.label = label

    # Form.from_spec / Field.from_spec (tfk_*_new_spec, coming in the C API) make the handle
    # with `create(lib.tfk_field_new_spec, c_string(json.dumps(spec), "spec"))` and wrap it
    # with `cls._adopted(handle)`: nothing else in this class changes.
    @classmethod
    def _adopted(cls, handle: int) -> Field:
        """A field owning ``handle``, made by a constructor of the C library."""
        field = cls.__new__(cls)
        field._adopt(handle)
        return field

    def _adopt(self, handle: int) -> None:
        self._handle = Handle(self, handle, lib.tfk_field_free, "field")
        self._label = ""

    # ---- Lifetime -------------------------------------------------------------------------

    def close(self) -> None:
        """Frees the field; later calls raise :class:`~textfieldkit.ClosedError`. Closing
        twice does nothing."""
        self._handle.close()

    @property
    def closed(self) -> bool:
        """Whether the field was closed."""
        return self._handle.closed

    def __enter__(self) -> Field:
        return self

    def __exit__(self, *exception: object) -> None:
        self.close()

    def __repr__(self) -> str:
        if self.closed:
            return "<textfieldkit.Field closed>"
        return f"<textfieldkit.Field {self.formatted!r} {self.outcome.name.lower()}>"

    # ---- Setting up -----------------------------------------------------------------------

    @property
    def label(self) -> str:
        """The label drawn before the text (``"Phone"``; a trailing ``:`` is dropped)."""
        return self._label

    @label.setter
    def label(self, label: str) -> None:
        self._handle.call(lib.tfk_field_set_label, c_string(label, "label"))
        self._label = label

    # ---- Input ----------------------------------------------------------------------------

    def feed(self, data: Union[bytes, bytearray, memoryview]) -> None:
        """Raw bytes from a terminal, decoded as TextFieldKit's terminal decodes them: UTF-8,
        control bytes as Control keys, xterm sequences, Esc + key as Alt, bracketed paste.

        A sequence cut short waits for the next feed; call :meth:`flush` once the escape
        delay passes with no more input (:attr:`input_pending` says whether one waits).
        """
        if isinstance(data, str):
            raise TypeError("feed takes bytes from a terminal; give text to paste() or key()")
        raw = bytes(data)
        self._handle.call(lib.tfk_field_feed, raw, len(raw))

    def flush(self) -> None:
        """Ends a sequence the last feed cut short: a lone Esc is the Esc key."""
        self._handle.call(lib.tfk_field_flush)

    @property
    def input_pending(self) -> bool:
        """Whether fed bytes of a cut-short sequence wait for more input."""
        pending = ctypes.c_int32()
        self._handle.call(lib.tfk_field_input_pending, ctypes.byref(pending))
        return bool(pending.value)

    def key(self, key: Union[str, int], modifiers: Union[Modifier, int] = Modifier.NONE) -> None:
        """One key: a character (``"5"``), a name (``"Left"``, ``"ctrl+a"``, ``"F5"``) or a
        code (``Key.LEFT``, ``ord("5")``), with extra ``modifiers``."""
        code, named = parse_key(key)
        code = check_int(code, "key", 0, _INT32_MAX)
        bits = check_int(int(modifiers), "modifiers", 0, 2**32 - 1) | int(named)
        self._handle.call(lib.tfk_field_key, code, bits)

    def paste(self, text: Union[str, bytes]) -> None:
        """Pastes ``text`` as one edit (line ends become spaces; past 16 MiB the rest is
        dropped, and a :class:`Refused` event says so). Bytes must be UTF-8."""
        if isinstance(text, str):
            data = utf8(text, "the pasted text")
        elif isinstance(text, (bytes, bytearray, memoryview)):
            data = bytes(text)
        else:
            raise TypeError(f"paste takes a str or UTF-8 bytes, not {type(text).__name__}")
        self._handle.call(lib.tfk_field_paste, data, len(data))

    def restart(self) -> None:
        """Begins editing again after the field was submitted or cancelled (the text stays)."""
        self._handle.call(lib.tfk_field_restart)

    # ---- Output ---------------------------------------------------------------------------

    def cells(self, width: int, height: int = 2) -> Picture:
        """The field drawn into ``width`` × ``height`` cells (each 0 to 4096): row 0 the
        label and the text, row 1 the message line; and the caret's cell."""
        width = check_int(width, "width", -_INT32_MAX - 1, _INT32_MAX)
        height = check_int(height, "height", -_INT32_MAX - 1, _INT32_MAX)
        fits = 0 <= width <= _SIDE_MAX and 0 <= height <= _SIDE_MAX and width * height <= _CELLS_MAX
        count = width * height if fits else 0  # out of range: the library says why
        cells = (_CCell * max(count, 1))()
        capacity = ctypes.c_size_t(count * 8 + 1)
        while True:
            text = ctypes.create_string_buffer(capacity.value)
            needed = ctypes.c_size_t()
            x, y = ctypes.c_int32(), ctypes.c_int32()
            status = lib.tfk_field_render(
                self._handle.live(), width, height, cells, count, text, len(text),
                ctypes.byref(needed), ctypes.byref(x), ctypes.byref(y),
            )  # fmt: skip
            if status != -6 or needed.value <= capacity.value:
                break
            capacity = needed
        if status < 0:
            self._handle.check(status)
        raw = text.raw
        rows = tuple(
            tuple(_cell(cells[row * width + column], raw) for column in range(width))
            for row in range(height)
        )
        caret = Position(y.value, x.value) if x.value >= 0 and y.value >= 0 else None
        return Picture(rows, caret)

    def draw(
        self,
        window: Any,
        y: int,
        x: int,
        width: int,
        *,
        height: int = 2,
        attributes: Optional[Mapping[Role, int]] = None,
        cursor: bool = True,
    ) -> None:
        """Draws the field into a standard-library ``curses`` window at ``y``, ``x``, in
        ``width`` × ``height`` cells, and moves the window's cursor to the caret (unless
        ``cursor`` is False). Calls ``window.noutrefresh()`` and nothing more: the host calls
        ``curses.doupdate()``.

        ``attributes`` maps roles to curses attributes (``curses.A_BOLD |
        curses.color_pair(2)``); a role it leaves out is drawn as the standard theme draws
        it (:func:`textfieldkit.curses_attribute`).
        """
        from ._curses_draw import draw_picture

        draw_picture(window, self.cells(width, height), y, x, attributes, cursor)

    def value_json(self) -> str:
        """The value as ``textfield --output json`` writes it: ``{"formatted": "+1 (555)
        123-4567", "value": "5551234567", "complete": true}`` (a phone adds ``"region"``)."""
        needed = ctypes.c_size_t()
        self._handle.call(lib.tfk_field_value_json, None, 0, ctypes.byref(needed))
        while True:
            buffer = ctypes.create_string_buffer(needed.value)
            status = lib.tfk_field_value_json(
                self._handle.live(), buffer, len(buffer), ctypes.byref(needed)
            )
            if status != -6:
                break
        if status < 0:
            self._handle.check(status)
        return buffer.value.decode("utf-8")

    @property
    def result(self) -> Dict[str, Any]:
        """:meth:`value_json` read: ``formatted``, ``value``, ``complete`` (and ``region``)."""
        answer: Dict[str, Any] = json.loads(self.value_json())
        return answer

    @property
    def value(self) -> str:
        """The value (``"5551234567"``; a date's ISO ``"2024-12-31"``; ``""`` until a type's
        value is whole)."""
        return str(self.result["value"])

    @property
    def formatted(self) -> str:
        """The text as the field shows it (``"+1 (555) 123-4567"``)."""
        return str(self.result["formatted"])

    @property
    def complete(self) -> bool:
        """Whether the value is complete (the mask filled, the type's value valid)."""
        return bool(self.result["complete"])

    @property
    def outcome(self) -> Outcome:
        """Editing, or how the field ended."""
        outcome = ctypes.c_int32()
        self._handle.call(lib.tfk_field_outcome, ctypes.byref(outcome))
        return Outcome(outcome.value)

    def events(self) -> Iterator[Event]:
        """Takes the events that happened, oldest first, until none waits (at most 4096 are
        kept; the oldest go first)."""
        event = _CEvent()
        while self._handle.call(lib.tfk_field_next_event, ctypes.byref(event)) != _handle._NO_EVENT:
            yield self._event(event)

    def _event(self, event: _CEvent) -> Event:
        kind = event.kind
        if kind == 1:
            return Changed()
        if kind == 2:
            return Refused.parse((event.message or b"").decode("utf-8", "replace"), self._label)
        if kind == 3:
            return Submitted()
        if kind == 4:
            return Cancelled()
        if kind == 5:
            return Interrupted()
        return KeyUnused(event.key, Modifier(event.modifiers & 7))


def _cell(cell: _CCell, text: bytes) -> Cell:
    start = cell.text_offset
    return Cell(
        text[start : start + cell.text_length].decode("utf-8", "replace"),
        Role(cell.role) if cell.role in Role._value2member_map_ else Role.NONE,
        Attribute(cell.attributes & 15),
        Color(cell.color) if cell.color in Color._value2member_map_ else Color.STANDARD,
    )


def _type_arguments(
    type: Optional[str], options: Mapping[str, str]
) -> Tuple[bytes, Optional[bytes]]:
    name = c_string(type or "", "type")
    expected = _TYPE_OPTIONS.get(type or "")
    if expected is None:
        # The library names the known types.
        return name, None
    unknown = sorted(set(options) - {expected})
    if unknown:
        raise TypeError(f"a {type} field takes {expected}=, not {', '.join(unknown)}=")
    option = options.get(expected)
    return name, None if option is None else c_string(option, expected)
