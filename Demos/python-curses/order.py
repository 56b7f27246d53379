"""A Python curses app with TextFieldKit fields in its own window: a masked phone number and a
tip in euros. The app keeps its screen, its window and its loop; the fields get the raw bytes
the terminal sends and give back the keys they do not use (Tab moves between the fields, F2
counts, F10 ends). Enter submits a field; when both are submitted, or on Esc, the app ends and
prints the values.

    pip install ./Bindings/python     # or: PYTHONPATH=Bindings/python/src TEXTFIELDKIT_LIBRARY=…
    python Demos/python-curses/order.py
"""

from __future__ import annotations

import curses
import locale
import os
import sys
from typing import Dict, List, Optional

from textfieldkit import Cancelled, Field, Interrupted, KeyUnused, Outcome, Role, Submitted

ESCAPE_DELAY_MS = 25
WIDTH = 48


class OrderApp:
    """The app: a bordered window, two fields in it, a line for the keys it handles."""

    def __init__(self, window: curses.window) -> None:
        self.window = window
        self.fields: List[Field] = [
            Field(mask="+1 ([000]) [000]-[0000]", label="Phone"),
            Field(type="currency", currency="EUR", label="Tip"),
        ]
        self.rows = [2, 5]
        self.focus = 0
        self.note = "Tab next field · F2 count · F10 done"
        self.presses = 0
        self.ended: Optional[str] = None

    def draw(self) -> None:
        """The app's own window, then each field in it (the focused one last, with its caret)."""
        window = self.window
        window.erase()
        window.box()
        window.addstr(0, 2, " Your order ")
        window.addstr(8, 2, self.note[: WIDTH - 4])
        order = [i for i in range(len(self.fields)) if i != self.focus] + [self.focus]
        for index in order:
            field, row = self.fields[index], self.rows[index]
            if index == self.focus:
                field.draw(window, row, 2, WIDTH - 4)
            else:
                # Another field: its text row only, its label not highlighted, no caret.
                field.draw(
                    window, row, 2, WIDTH - 4, height=1, cursor=False,
                    attributes={Role.FOCUSED_LABEL: curses.A_NORMAL},
                )  # fmt: skip
        curses.doupdate()

    def feed(self, byte: int) -> None:
        """Gives one byte from the terminal to the focused field, and handles what came of it."""
        field = self.fields[self.focus]
        if field.outcome is not Outcome.EDITING:
            field.restart()
        field.feed(bytes([byte]))
        self.handle_events()

    def flush(self) -> None:
        """The escape delay passed: a lone Esc is the Esc key."""
        self.fields[self.focus].flush()
        self.handle_events()

    def handle_events(self) -> None:
        for event in self.fields[self.focus].events():
            if isinstance(event, KeyUnused):
                self.handle_key(event.name)
            elif isinstance(event, Submitted):
                if all(f.outcome is Outcome.SUBMITTED for f in self.fields):
                    self.ended = "submitted"
                else:
                    self.focus = (self.focus + 1) % len(self.fields)
            elif isinstance(event, (Cancelled, Interrupted)):
                self.ended = "cancelled"

    def handle_key(self, name: str) -> None:
        """A key the field gave back: the app's."""
        if name == "tab":
            self.focus = (self.focus + 1) % len(self.fields)
        elif name == "shift+tab":
            self.focus = (self.focus - 1) % len(self.fields)
        elif name == "f10":
            self.ended = "done"
        elif name == "f2":
            self.presses += 1
            self.note = f"F2 pressed: {self.presses}"
        else:
            self.note = f"yours: {name}"

    def values(self) -> Dict[str, str]:
        return {"phone": self.fields[0].value, "tip": self.fields[1].value}

    def run(self) -> None:
        while self.ended is None:
            self.draw()
            pending = self.fields[self.focus].input_pending
            self.window.timeout(ESCAPE_DELAY_MS if pending else -1)
            byte = self.window.getch()
            if byte == -1:
                if pending:
                    self.flush()
                continue
            if byte > 0xFF:
                # KEY_RESIZE (curses reports a resize even with keypad off): not a byte for
                # the field; the next draw repaints.
                continue
            self.feed(byte)


def main() -> int:
    locale.setlocale(locale.LC_ALL, "")
    os.environ.setdefault("ESCDELAY", str(ESCAPE_DELAY_MS))
    screen = curses.initscr()
    try:
        curses.raw()
        curses.noecho()
        window = curses.newwin(10, WIDTH, 1, 2)
        # Raw bytes for the fields: the field decodes keys, pastes and Alt itself.
        window.keypad(False)
        app = OrderApp(window)
        screen.noutrefresh()
        app.run()
    finally:
        curses.endwin()
    print(app.ended)
    for key, value in app.values().items():
        print(f"{key}={value}")
    for field in app.fields:
        field.close()
    return 0 if app.ended != "cancelled" else 1


if __name__ == "__main__":
    sys.exit(main())
