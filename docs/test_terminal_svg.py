"""Tests of docs/terminal-svg.py, the SVG writer of the README's pictures.

Run: python3 -m pytest docs/test_terminal_svg.py (or python3 docs/test_terminal_svg.py).

A cell (column c, row r) is at x = 14 + 8.4 c (the padding, then 8.4 px a column); its row's top
is 42 + 18 r (the 28 px title bar, the padding), its baseline 13 px lower, its underline 15.5.
"""

from __future__ import annotations

import importlib.util
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import List


def _load() -> ModuleType:
    """docs/terminal-svg.py as a module (its name has a hyphen: not importable as such)."""
    spec = importlib.util.spec_from_file_location(
        "terminal_svg", Path(__file__).with_name("terminal-svg.py")
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["terminal_svg"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


terminal_svg = _load()

SVG_NS = "{http://www.w3.org/2000/svg}"


def screen(svg: str) -> List[str]:
    """The elements drawn for the cells (those inside the <g>), one a line."""
    lines = svg.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("<g "))
    return lines[start + 1 : lines.index("</g>")]


def test_attributes_wide_characters_escaping_and_cursor() -> None:
    capture = (
        "\x1b[31mred\x1b[0m \x1b[2mdim\x1b[22m\n"  # colour 1; dim
        '\x1b[4mu_\x1b[0m\x1b[7mrev\x1b[0m 界<&">x\n'  # underline; reverse; wide; XML
        "\x1b[38;5;196mA\x1b[48;2;1;2;3mB\x1b[0m\x1b[38:2::10:20:30mC\x1b[0m\n"  # 256; RGB
        "\n"
        "\n"
    )
    svg = terminal_svg.render(capture, cursor=(9, 1))
    assert screen(svg) == [
        '<text x="14 22.4 30.8" y="55" fill="#ff7b72">red</text>',
        '<text x="47.6 56 64.4" y="55" fill="#e6edf3" opacity="0.5">dim</text>',
        # row 1: the backgrounds of the reversed cells and of the block cursor (on the &)
        '<rect x="30.8" y="60" width="25.2" height="18" fill="#e6edf3"/>',
        '<rect x="89.6" y="60" width="8.4" height="18" fill="#e6edf3"/>',
        '<text x="14 22.4" y="73" fill="#e6edf3">u_</text>',
        '<text x="30.8 39.2 47.6" y="73" fill="#0d1117">rev</text>',
        '<text x="64.4" y="73" fill="#e6edf3">界</text>',  # columns 6 and 7
        '<text x="81.2" y="73" fill="#e6edf3">&lt;</text>',  # column 8
        '<text x="89.6" y="73" fill="#0d1117">&amp;</text>',  # the cursor's cell
        '<text x="98 106.4 114.8" y="73" fill="#e6edf3">&quot;&gt;x</text>',
        '<rect x="14" y="75.5" width="16.8" height="1" fill="#e6edf3"/>',  # the underline
        '<rect x="22.4" y="78" width="8.4" height="18" fill="#010203"/>',
        '<text x="14 22.4" y="91" fill="#ff0000">AB</text>',
        '<text x="30.8" y="91" fill="#0a141e">C</text>',
    ]
    root = ET.fromstring(svg)  # well-formed, and the text reads back unescaped
    texts = [t.text for t in root.iter(f"{SVG_NS}text")]
    assert texts == ["red", "dim", "u_", "rev", "界", "<", "&", '">x', "AB", "C"]
    # 13 columns, 3 rows (the empty ones at the end are left out)
    assert root.get("width") == "137.2" and root.get("height") == "110"


def test_dim_underline_and_the_tail_of_a_field() -> None:
    """What textfield draws: a dim underlined placeholder, then the underlined rest of the row."""
    capture = (
        "\x1b[1m\x1b[36mPhone:\x1b[0m\x1b[39m\x1b[49m 4\x1b[2;4m__\x1b[0;4m\x1b[39m\x1b[49m  \n"
    )
    assert screen(terminal_svg.render(capture, cursor=(8, 0))) == [
        '<rect x="81.2" y="42" width="8.4" height="18" fill="#e6edf3"/>',
        '<text x="14 22.4 30.8 39.2 47.6 56" y="55" fill="#39c5cf" font-weight="bold">'
        "Phone:</text>",
        '<text x="72.8" y="55" fill="#e6edf3">4</text>',
        '<text x="81.2" y="55" fill="#0d1117">_</text>',  # under the cursor: not dim
        '<text x="89.6" y="55" fill="#e6edf3" opacity="0.5">_</text>',
        '<rect x="81.2" y="57.5" width="8.4" height="1" fill="#0d1117"/>',
        '<rect x="89.6" y="57.5" width="8.4" height="1" fill="#e6edf3" opacity="0.5"/>',
        '<rect x="98" y="57.5" width="16.8" height="1" fill="#e6edf3"/>',
    ]


def test_bar_cursor_beyond_the_text_and_on_a_wide_character() -> None:
    assert screen(terminal_svg.render("ab\n", cursor=(3, 1), cursor_shape="bar")) == [
        '<text x="14 22.4" y="55" fill="#e6edf3">ab</text>',
        '<rect x="39.2" y="60" width="2" height="18" fill="#e6edf3"/>',
    ]
    # the right half of a wide character: the cursor is on the character
    assert screen(terminal_svg.render("界\n", cursor=(1, 0))) == [
        '<rect x="14" y="42" width="16.8" height="18" fill="#e6edf3"/>',
        '<text x="14" y="55" fill="#0d1117">界</text>',
    ]


def test_hostile_input_is_skipped() -> None:
    capture = (
        "\x1b]0;title\x07\x1b]8;;http://x\x1b\\a\x1b[?25h\x1b(B\x1b[38;2;300;0;0mb"
        "\x1b[" + "9" * 5000 + "mc\x1b[38;5m\x1b[38;2;1md\x00\x07\x85\ufffe\t|\ud800\ue000e\x1b[1;"
    )
    svg = terminal_svg.render(capture, title='<a & "b">')
    assert screen(svg) == [
        # the tab: spaces up to column 8
        '<text x="14 22.4 30.8 39.2 47.6 56 64.4 72.8 81.2 89.6 98" y="55" fill="#e6edf3">'
        "abcd    |\ue000e</text>",
    ]
    root = ET.fromstring(svg)
    assert root.findtext(f"{SVG_NS}title") == '<a & "b">'


def test_colours() -> None:
    assert [terminal_svg.color_hex(c) for c in (1, 9, 16, 196, 231, 232, 255, (1, 2, 255))] == [
        "#ff7b72",
        "#ffa198",
        "#000000",
        "#ff0000",
        "#ffffff",
        "#080808",
        "#eeeeee",
        "#0102ff",
    ]
    style = terminal_svg.apply_sgr(terminal_svg.Style(), "1;2;4:3;7;38;5;21;48;2;9;8;7")
    assert (style.bold, style.dim, style.underline, style.reverse) == (True, True, True, True)
    assert (style.fg, style.bg) == (21, (9, 8, 7))
    assert terminal_svg.apply_sgr(style, "22;4:0;27;39;49") == terminal_svg.Style()


if __name__ == "__main__":
    for name, test in list(globals().items()):
        if name.startswith("test_"):
            test()
    print("ok")
