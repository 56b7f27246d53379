"""``Editor``: what a :class:`~textfieldkit.Field` and a :class:`~textfieldkit.Form` share.

Both are one handle of the C library (a field is a one-field form there): input, the picture,
the value JSON, the outcome and the events are the same calls on either.
"""

from __future__ import annotations

import ctypes
import enum
from typing import Any, Iterator, List, Mapping, Optional, Tuple, TypeVar, Union

from . import _handle
from ._handle import Handle, check_int, utf8
from ._library import Cell as _CCell
from ._library import Event as _CEvent
from ._library import lib
from .events import Cancelled, Changed, Event, Interrupted, KeyUnused, Refused, Submitted
from .keys import Modifier, parse_key
from .picture import Attribute, Cell, Color, Picture, Position, Role

_INT32_MAX = 2**31 - 1
_SIDE_MAX = 4096
_CELLS_MAX = 1_048_576

_Self = TypeVar("_Self", bound="Editor")


class Outcome(enum.IntEnum):
    """How a field or a form stands (``TFK_OUTCOME_*``)."""

    EDITING = 0
    SUBMITTED = 1
    CANCELLED = 2
    INTERRUPTED = 3


class Editor:
    """The common base of :class:`~textfieldkit.Field` and :class:`~textfieldkit.Form`: give
    it input (:meth:`feed`, :meth:`key`, :meth:`paste`), draw its :meth:`cells`, read its
    :meth:`value_json`, :attr:`outcome` and :meth:`events`; close it (:meth:`close`, a
    ``with`` block, or collection: exactly once).

    Enter submits, Esc cancels; after either, input raises :class:`~textfieldkit.EndedError`
    until :meth:`restart`. One thread at a time per editor: a call while another thread is
    inside one on the same editor raises :class:`~textfieldkit.BusyError`.
    """

    #: What the class is called in messages ("the field is closed").
    _KIND = "field"

    _handle: Handle
    #: Each field's key, by index ("" for a field made without one).
    _keys: Tuple[str, ...]
    #: Each field's label, by index (to read a refusal's reason out of its message).
    _labels: List[str]

    def __init__(self) -> None:
        raise TypeError("Editor is the base of Field and Form: make one of those")

    def _adopt(self, handle: int, labels: Optional[List[str]] = None) -> None:
        """Owns ``handle`` (freed with this object) and reads its fields' keys."""
        self._handle = Handle(self, handle, lib.tfk_field_free, self._KIND)
        count = ctypes.c_int32()
        self._handle.call(lib.tfk_form_field_count, ctypes.byref(count))
        self._keys = tuple(
            self._handle.read_text(lib.tfk_form_field_key, index) for index in range(count.value)
        )
        if labels is None or len(labels) != len(self._keys):
            labels = list(self._keys)
        self._labels = labels

    # ---- Lifetime -------------------------------------------------------------------------

    def close(self) -> None:
        """Frees the handle; later calls raise :class:`~textfieldkit.ClosedError`. Closing
        twice does nothing."""
        self._handle.close()

    @property
    def closed(self) -> bool:
        """Whether it was closed."""
        return self._handle.closed

    def __enter__(self: _Self) -> _Self:
        return self

    def __exit__(self, *exception: object) -> None:
        self.close()

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
        """Begins editing again after it was submitted or cancelled (the text stays)."""
        self._handle.call(lib.tfk_field_restart)

    # ---- Output ---------------------------------------------------------------------------

    def _rows(self) -> int:
        """The picture's default height: one row per field, then the message line."""
        return len(self._keys) + 1

    def cells(self, width: int, height: Optional[int] = None) -> Picture:
        """Drawn into ``width`` × ``height`` cells (each 0 to 4096): a row per field (the
        label and the text), then the message line (``height`` defaults to that); and the
        caret's cell."""
        if height is None:
            height = self._rows()
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
        height: Optional[int] = None,
        attributes: Optional[Mapping[Role, int]] = None,
        cursor: bool = True,
    ) -> None:
        """Draws into a standard-library ``curses`` window at ``y``, ``x``, in ``width`` ×
        ``height`` cells (as :meth:`cells`), and moves the window's cursor to the caret
        (unless ``cursor`` is False). Calls ``window.noutrefresh()`` and nothing more: the
        host calls ``curses.doupdate()``.

        ``attributes`` maps roles to curses attributes (``curses.A_BOLD |
        curses.color_pair(2)``); a role it leaves out is drawn as the standard theme draws
        it (:func:`textfieldkit.curses_attribute`).
        """
        from ._curses_draw import draw_picture

        draw_picture(window, self.cells(width, height), y, x, attributes, cursor)

    def value_json(self) -> str:
        """The value as ``textfield --output json`` writes it (a form's: each field's by
        key, as ``textfield form --output json``)."""
        return self._handle.read_text(lib.tfk_field_value_json)

    @property
    def outcome(self) -> Outcome:
        """Editing, or how it ended."""
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
        index = event.field
        known = 0 <= index < len(self._keys)
        field = (self._keys[index] or None) if known else None
        if kind == 1:
            return Changed(field)
        if kind == 2:
            message = (event.message or b"").decode("utf-8", "replace")
            return Refused.parse(message, self._labels[index] if known else "", field)
        if kind == 3:
            return Submitted()
        if kind == 4:
            return Cancelled()
        if kind == 5:
            return Interrupted()
        return KeyUnused(event.key, Modifier(event.modifiers & 7), field)


def _cell(cell: _CCell, text: bytes) -> Cell:
    start = cell.text_offset
    return Cell(
        text[start : start + cell.text_length].decode("utf-8", "replace"),
        Role(cell.role) if cell.role in Role._value2member_map_ else Role.NONE,
        Attribute(cell.attributes & 15),
        Color(cell.color) if cell.color in Color._value2member_map_ else Color.STANDARD,
    )
