"""Field.draw into a curses window: cells with attributes per role, the cursor at the caret,
noutrefresh only. A window double records the calls; a real one runs in the tmux test."""

import curses

from textfieldkit import Field, Role

PHONE = "+1 ([000]) [000]-[0000]"


class WindowDouble:
    """Records what is drawn: a screen of cells with their attributes, the cursor, refreshes."""

    def __init__(self, rows: int, columns: int) -> None:
        self.screen = [[(" ", 0)] * columns for _ in range(rows)]
        self.cursor = (0, 0)
        self.calls = []

    def addstr(self, y, x, text, attribute=0):
        for offset, character in enumerate(text):
            self.screen[y][x + offset] = (character, attribute)
        self.cursor = (y, x + len(text))

    def move(self, y, x):
        self.cursor = (y, x)

    def noutrefresh(self):
        self.calls.append("noutrefresh")

    def refresh(self):  # pragma: no cover - must not be called
        self.calls.append("refresh")

    def text(self, y):
        return "".join(character for character, _ in self.screen[y])


def test_draw_puts_the_cells_at_the_place_with_the_standard_look():
    window = WindowDouble(4, 34)
    with Field(mask=PHONE, label="Phone") as field:
        field.feed(b"555")
        field.draw(window, 1, 2, 30)
    assert [window.text(y) for y in range(4)] == [
        " " * 34,
        "  Phone: +1 (555) ___-____        ",
        "  Enter submit · Esc cancel       ",
        " " * 34,
    ]
    assert window.cursor == (1, 2 + 16)
    assert window.calls == ["noutrefresh"]
    label, text, blank = window.screen[1][2], window.screen[1][9], window.screen[1][18]
    assert label == ("P", curses.A_BOLD)
    assert text == ("+", 0)
    assert blank == ("_", curses.A_DIM | curses.A_UNDERLINE)


def test_the_caller_chooses_attributes_by_role_and_may_leave_the_cursor():
    window = WindowDouble(2, 30)
    with Field(mask=PHONE, label="Phone") as field:
        field.feed(b"5")
        field.draw(
            window, 0, 0, 30, attributes={Role.TEXT: curses.A_REVERSE, Role.HINT: 0}, cursor=False
        )
    assert window.screen[0][7] == ("+", curses.A_REVERSE)
    assert window.screen[0][0] == ("P", curses.A_BOLD)
    assert window.screen[1][0] == ("E", 0)
    assert window.cursor == (1, 30)  # where the last addstr left it
