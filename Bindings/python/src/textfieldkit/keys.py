"""Keys for :meth:`Field.key`: the named keys, the modifier bits and key names ("ctrl+a")."""

from __future__ import annotations

import enum
from typing import Dict, Tuple, Union

from .errors import BadArgumentError

_BASE = 0x110000


class Key(enum.IntEnum):
    """A named key (``TFK_KEY_*``). A character is its code point: ``ord("a")``."""

    ENTER = _BASE + 1
    TAB = _BASE + 2
    ESCAPE = _BASE + 3
    BACKSPACE = _BASE + 4
    DELETE = _BASE + 5
    INSERT = _BASE + 6
    UP = _BASE + 7
    DOWN = _BASE + 8
    LEFT = _BASE + 9
    RIGHT = _BASE + 10
    HOME = _BASE + 11
    END = _BASE + 12
    PAGE_UP = _BASE + 13
    PAGE_DOWN = _BASE + 14

    @staticmethod
    def function(number: int) -> int:
        """The code of the function key F`number` (1 to 63)."""
        if not 1 <= number <= 63:
            raise BadArgumentError(f"F{number}: function keys are F1 to F63")
        return F0 + number


#: ``TFK_KEY_F0``: F1 is ``F0 + 1``.
F0 = _BASE + 0x100


class Modifier(enum.IntFlag):
    """Modifier bits (``TFK_MOD_*``). Control-A is ``key("a", Modifier.CONTROL)``."""

    NONE = 0
    SHIFT = 1
    ALT = 2
    CONTROL = 4


_NAMES: Dict[str, int] = {
    "enter": Key.ENTER,
    "return": Key.ENTER,
    "tab": Key.TAB,
    "escape": Key.ESCAPE,
    "esc": Key.ESCAPE,
    "backspace": Key.BACKSPACE,
    "delete": Key.DELETE,
    "del": Key.DELETE,
    "insert": Key.INSERT,
    "up": Key.UP,
    "down": Key.DOWN,
    "left": Key.LEFT,
    "right": Key.RIGHT,
    "home": Key.HOME,
    "end": Key.END,
    "pageup": Key.PAGE_UP,
    "page_up": Key.PAGE_UP,
    "pagedown": Key.PAGE_DOWN,
    "page_down": Key.PAGE_DOWN,
    "space": ord(" "),
}

_MODIFIERS: Dict[str, Modifier] = {
    "shift": Modifier.SHIFT,
    "alt": Modifier.ALT,
    "meta": Modifier.ALT,
    "ctrl": Modifier.CONTROL,
    "control": Modifier.CONTROL,
}

# Control characters typed as themselves: the keys they are on a terminal.
_CONTROL_CHARACTERS: Dict[str, Tuple[int, Modifier]] = {
    "\r": (Key.ENTER, Modifier.NONE),
    "\n": (Key.ENTER, Modifier.NONE),
    "\t": (Key.TAB, Modifier.NONE),
    "\x1b": (Key.ESCAPE, Modifier.NONE),
    "\x7f": (Key.BACKSPACE, Modifier.NONE),
    "\b": (Key.BACKSPACE, Modifier.NONE),
}


def parse_key(key: Union[str, int]) -> Tuple[int, Modifier]:
    """The key code and modifiers ``key`` names.

    ``key`` is a code (``Key.LEFT``, ``ord("5")``), one character (``"5"``; ``"\\t"`` is Tab), or
    a name, case-insensitive, with ``+``-joined modifiers: ``"Left"``, ``"ctrl+a"``,
    ``"shift+tab"``, ``"F5"``, ``"PageDown"`` (Textual's key names are understood).

    Raises:
        BadArgumentError: an unknown name (the message lists the known ones).
        TypeError: ``key`` is neither a string nor an integer.
    """
    if isinstance(key, bool) or not isinstance(key, (int, str)):
        raise TypeError(f"a key is a name, a character or a code, not {type(key).__name__}")
    if isinstance(key, int):
        return int(key), Modifier.NONE
    if len(key) == 1:
        if key in _CONTROL_CHARACTERS:
            return _CONTROL_CHARACTERS[key]
        if ord(key) < 0x20:
            return ord(key) + 0x60, Modifier.CONTROL
        return ord(key), Modifier.NONE
    parts = key.split("+")
    modifiers = Modifier.NONE
    for part in parts[:-1]:
        modifier = _MODIFIERS.get(part.strip().lower())
        if modifier is None:
            raise BadArgumentError(
                f"key {key!r}: unknown modifier {part!r} (known: shift, alt, meta, ctrl)"
            )
        modifiers |= modifier
    name = parts[-1]
    if len(name) == 1:
        code, more = parse_key(name)
        return code, modifiers | more
    lowered = name.strip().lower()
    if lowered in _NAMES:
        return int(_NAMES[lowered]), modifiers
    if lowered[:1] == "f" and lowered[1:].isdigit():
        return Key.function(int(lowered[1:])), modifiers
    known = ", ".join(sorted({n for n in _NAMES if "_" not in n}))
    raise BadArgumentError(f"unknown key {key!r} (known: a character, F1 to F63, {known})")


def key_name(code: int, modifiers: int = 0) -> str:
    """A readable name for a key code and modifiers: ``"shift+up"``, ``"f5"``, ``"a"``."""
    prefix = "".join(
        f"{name}+"
        for name, bit in (
            ("ctrl", Modifier.CONTROL),
            ("alt", Modifier.ALT),
            ("shift", Modifier.SHIFT),
        )
        if modifiers & bit
    )
    if F0 < code <= F0 + 63:
        return f"{prefix}f{code - F0}"
    try:
        return prefix + Key(code).name.lower()
    except ValueError:
        return prefix + (chr(code) if 0 <= code < _BASE else f"<{code}>")
