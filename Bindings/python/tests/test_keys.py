"""Key names and codes as Field.key reads them."""

import pytest

from textfieldkit import BadArgumentError, Key, Modifier, parse_key


@pytest.mark.parametrize(
    "name, code, modifiers",
    [
        ("5", ord("5"), Modifier.NONE),
        ("é", ord("é"), Modifier.NONE),
        ("Left", Key.LEFT, Modifier.NONE),
        ("left", Key.LEFT, Modifier.NONE),
        ("PageDown", Key.PAGE_DOWN, Modifier.NONE),
        ("page_up", Key.PAGE_UP, Modifier.NONE),
        ("Enter", Key.ENTER, Modifier.NONE),
        ("\r", Key.ENTER, Modifier.NONE),
        ("\t", Key.TAB, Modifier.NONE),
        ("\x7f", Key.BACKSPACE, Modifier.NONE),
        ("\x01", ord("a"), Modifier.CONTROL),
        ("ctrl+a", ord("a"), Modifier.CONTROL),
        ("shift+tab", Key.TAB, Modifier.SHIFT),
        ("ctrl+alt+left", Key.LEFT, Modifier.CONTROL | Modifier.ALT),
        ("F5", Key.function(5), Modifier.NONE),
        ("f12", 0x110000 + 0x100 + 12, Modifier.NONE),
        ("space", ord(" "), Modifier.NONE),
        ("+", ord("+"), Modifier.NONE),
        (Key.HOME, Key.HOME, Modifier.NONE),
        (ord("x"), ord("x"), Modifier.NONE),
    ],
)
def test_key_names_and_codes(name, code, modifiers):
    assert parse_key(name) == (code, modifiers)


def test_unknown_names_list_the_known_ones():
    with pytest.raises(BadArgumentError) as caught:
        parse_key("Hyper")
    assert caught.value.message == (
        "unknown key 'Hyper' (known: a character, F1 to F63, backspace, del, delete, down, "
        "end, enter, esc, escape, home, insert, left, pagedown, pageup, return, right, space, "
        "tab, up)"
    )
