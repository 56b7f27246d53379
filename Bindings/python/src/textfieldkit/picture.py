"""The picture of a field: rows of cells, each with its text and role, and the caret."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple, Optional, Tuple


class Role(enum.IntEnum):
    """What a cell shows (``TFK_ROLE_*``): draw each role in the host's own colours."""

    #: Nothing of the field (between the label and the text, past the message).
    NONE = 0
    TITLE = 1
    LABEL = 2
    FOCUSED_LABEL = 3
    INVALID_LABEL = 4
    TEXT = 5
    SELECTION = 6
    #: An empty cell of the text area (it shows the field's extent).
    FIELD_BLANK = 7
    #: The placeholder, and the dim rest of a mask (``___-____``).
    PLACEHOLDER = 8
    MESSAGE = 9
    #: A refused edit's reason, a failed validation.
    ERROR = 10
    HINT = 11
    #: A suggestion's ghost after the caret (what Right would take).
    SUGGESTION = 12


class Attribute(enum.IntFlag):
    """How the library's standard theme draws a role (``TFK_ATTR_*``)."""

    NONE = 0
    BOLD = 1
    DIM = 2
    UNDERLINE = 4
    REVERSE = 8


class Color(enum.IntEnum):
    """The standard theme's colour for a role (``TFK_COLOR_*``)."""

    STANDARD = 0
    ERROR = 1
    ACCENT = 2


class Position(NamedTuple):
    """A cell's place in the picture: row and column, from 0 (as curses orders them)."""

    row: int
    column: int


@dataclass(frozen=True)
class Cell:
    """One cell: its text (one character, or ``""`` for the second cell of a wide one), its
    role, and how the standard theme draws that role."""

    text: str
    role: Role
    attributes: Attribute = Attribute.NONE
    color: Color = Color.STANDARD


@dataclass(frozen=True)
class Picture:
    """A field drawn into ``width`` × ``height`` cells: row 0 holds the label and the text,
    row 1 the message line (a hint, or why an edit was refused)."""

    #: The rows, top first, each ``width`` cells.
    rows: Tuple[Tuple[Cell, ...], ...]
    #: The caret's cell, or None when the field shows none.
    caret: Optional[Position]

    @property
    def lines(self) -> Tuple[str, ...]:
        """Each row's text (a wide character's second cell adds nothing)."""
        return tuple("".join(cell.text for cell in row) for row in self.rows)

    @property
    def roles(self) -> Tuple[str, ...]:
        """Each row's roles, one hexadecimal digit per cell (``"333333055555558888"``)."""
        return tuple("".join(format(int(cell.role), "x") for cell in row) for row in self.rows)
