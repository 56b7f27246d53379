"""Drawing a picture into a standard-library ``curses`` window (:meth:`Field.draw`).

``curses`` is imported when drawing, so a Python built without it still imports the package.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from .picture import Attribute, Cell, Picture, Role

_ATTRIBUTES = (
    (Attribute.BOLD, "A_BOLD"),
    (Attribute.DIM, "A_DIM"),
    (Attribute.UNDERLINE, "A_UNDERLINE"),
    (Attribute.REVERSE, "A_REVERSE"),
)


def curses_attribute(cell: Cell) -> int:
    """The curses attributes of the standard theme's look of ``cell`` (bold, dim, underline,
    reverse; colours are the host's to choose, by role)."""
    import curses

    value = 0
    for flag, name in _ATTRIBUTES:
        if cell.attributes & flag:
            value |= int(getattr(curses, name, 0))
    return value


def draw_picture(
    window: Any,
    picture: Picture,
    y: int,
    x: int,
    attributes: Optional[Mapping[Role, int]],
    cursor: bool,
) -> None:
    """Puts ``picture``'s cells at ``y``, ``x`` of ``window``, the cursor at its caret, and
    calls ``window.noutrefresh()``."""
    import curses

    for row, cells in enumerate(picture.rows):
        for column, cell in enumerate(cells):
            if not cell.text:
                continue  # the second cell of a wide character
            if attributes is not None and cell.role in attributes:
                attribute = attributes[cell.role]
            else:
                attribute = curses_attribute(cell)
            try:
                window.addstr(y + row, x + column, cell.text, attribute)
            except curses.error:
                # The window's last cell: curses draws it, then fails to move past it.
                pass
    if cursor and picture.caret is not None:
        try:
            window.move(y + picture.caret.row, x + picture.caret.column)
        except curses.error:
            pass
    window.noutrefresh()
