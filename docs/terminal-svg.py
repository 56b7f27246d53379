#!/usr/bin/env python3
"""Draws a terminal screen captured by tmux as an SVG picture of a terminal window.

Input: what `tmux capture-pane -p -e` prints (text with SGR escape sequences; add `-N` to keep
the trailing spaces, and so the underline or background of the end of a row). Output: an SVG
with a rounded dark window, one monospace character per cell (wide CJK and emoji characters
take two), the SGR attributes (16, 256 and truecolor colours, bold, dim, italic, underline,
strikethrough, reverse, hidden), and the cursor, whose cell tmux reports separately:

    tmux capture-pane -p -e -N -t 0 > screen.txt
    set -- $(tmux display -p -t 0 '#{cursor_x} #{cursor_y}')
    docs/terminal-svg.py --cursor "$1" "$2" --title 'sh' screen.txt > screen.svg

Trailing empty rows are left out (not the cursor's). Escape sequences other than SGR, control
characters and malformed input are skipped. Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import re
import sys
import unicodedata
from dataclasses import dataclass, replace
from typing import Any, Dict, Iterator, List, Optional, Sequence, Tuple, TypeVar, Union

# A colour as SGR gives it: a palette index (0-255) or an (r, g, b) triple; None is the default.
Color = Union[int, Tuple[int, int, int]]
K = TypeVar("K")

# The window's colours (GitHub's dark terminal theme).
BACKGROUND = "#0d1117"
FOREGROUND = "#e6edf3"
TITLE_BAR = "#161b22"
TITLE_TEXT = "#8b949e"
BORDER = "#30363d"
PALETTE_16 = (
    "#484f58", "#ff7b72", "#3fb950", "#d29922", "#58a6ff", "#bc8cff", "#39c5cf", "#b1bac4",
    "#6e7681", "#ffa198", "#56d364", "#e3b341", "#79c0ff", "#d2a8ff", "#56d4dd", "#ffffff",
)  # fmt: skip
DIM_OPACITY = "0.5"

# The geometry, in pixels.
FONT_SIZE = 14
CELL_WIDTH = 8.4  # 0.6 em: the advance of DejaVu Sans Mono, Menlo, SF Mono
CELL_HEIGHT = 18
BASELINE = 13  # from the top of a row
UNDERLINE_Y = 15.5  # from the top of a row: where the `_` of DejaVu Sans Mono and Menlo is
PADDING = 14
TITLE_HEIGHT = 28
FONT_FAMILY = (
    "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', "
    "monospace"
)

TAB_WIDTH = 8
MAX_COLUMNS = 1000  # cells beyond are dropped (hostile input)


@dataclass(frozen=True)
class Style:
    """The SGR attributes of a cell."""

    fg: Optional[Color] = None
    bg: Optional[Color] = None
    bold: bool = False
    dim: bool = False
    italic: bool = False
    underline: bool = False
    blink: bool = False
    reverse: bool = False
    hidden: bool = False
    strike: bool = False


@dataclass(frozen=True)
class Cell:
    """One character on the screen: its text (a base character and any zero-width ones after
    it), its width in columns (1 or 2) and its style."""

    text: str
    width: int
    style: Style


# A row: one entry per column; None is the right half of a wide character.
Row = List[Optional[Cell]]

BLANK = Style()


def char_width(char: str) -> int:
    """The columns a character takes: 0 (combining marks, joiners, variation selectors),
    2 (East Asian wide and fullwidth characters, most emoji) or 1."""
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def _number(text: str) -> Optional[int]:
    """A decimal SGR parameter; empty is 0; None if it is not one (or absurdly long)."""
    if text == "":
        return 0
    if len(text) > 9 or not text.isdigit():
        return None
    return int(text)


def _extended_color(args: Sequence[str]) -> Tuple[Optional[Color], int]:
    """Reads the colour after 38, 48 or 58: `5;n` or `2;r;g;b` (given as separate arguments).
    Returns the colour (None if malformed) and how many arguments it used."""
    if not args:
        return None, 0
    kind = _number(args[0])
    if kind == 5 and len(args) >= 2:
        index = _number(args[1])
        return (index if index is not None and index < 256 else None), 2
    if kind == 2 and len(args) >= 4:
        r, g, b = (_number(a) for a in args[1:4])
        if r is not None and g is not None and b is not None and max(r, g, b) < 256:
            return (r, g, b), 4
        return None, 4
    return None, len(args) if kind in (2, 5) else 1


def apply_sgr(style: Style, params: str) -> Style:
    """The style after `CSI params m`. Unknown attributes are ignored; so is the whole sequence
    if it has private parameters (`<`, `=`, `>`, `?`)."""
    if re.fullmatch(r"[0-9;:]*", params) is None:
        return style
    groups = params.split(";")
    i = 0
    while i < len(groups):
        sub = groups[i].split(":")
        code = _number(sub[0])
        i += 1
        if code is None:
            continue
        if code in (38, 48, 58):
            if len(sub) > 1:  # 38:5:n, 38:2:r:g:b or 38:2:colourspace:r:g:b
                args = sub[1:]
                if _number(args[0]) == 2 and len(args) >= 5:
                    args = args[:1] + args[2:]
                color, _ = _extended_color(args)
            else:  # 38;5;n or 38;2;r;g;b
                color, used = _extended_color(groups[i:])
                i += used
            if code == 38 and color is not None:
                style = replace(style, fg=color)
            elif code == 48 and color is not None:
                style = replace(style, bg=color)
            continue
        style = _apply_code(style, code, sub[1:])
    return style


# The SGR attributes that set or clear style fields.
_CHANGES: Dict[int, Dict[str, Any]] = {
    1: {"bold": True},
    2: {"dim": True},
    3: {"italic": True},
    5: {"blink": True},
    6: {"blink": True},
    7: {"reverse": True},
    8: {"hidden": True},
    9: {"strike": True},
    21: {"underline": True},  # double underline
    22: {"bold": False, "dim": False},
    23: {"italic": False},
    24: {"underline": False},
    25: {"blink": False},
    27: {"reverse": False},
    28: {"hidden": False},
    29: {"strike": False},
    39: {"fg": None},
    49: {"bg": None},
}


def _apply_code(style: Style, code: int, sub: Sequence[str]) -> Style:
    """The style after one SGR attribute other than an extended colour."""
    if code == 0:
        return BLANK
    if 30 <= code <= 37:
        return replace(style, fg=code - 30)
    if 90 <= code <= 97:
        return replace(style, fg=code - 90 + 8)
    if 40 <= code <= 47:
        return replace(style, bg=code - 40)
    if 100 <= code <= 107:
        return replace(style, bg=code - 100 + 8)
    if code == 4:  # 4:0 is no underline; 4:1 to 4:5 are its kinds, drawn alike
        return replace(style, underline=not sub or _number(sub[0]) != 0)
    changes = _CHANGES.get(code)
    return replace(style, **changes) if changes else style


# An escape sequence: CSI (parameters, intermediates, final), OSC/DCS/SOS/PM/APC strings (up to
# BEL or ST, or the end of the input), or ESC with intermediates and a final byte.
_ESCAPE = re.compile(
    r"\x1b\[([0-?]*)([ -/]*)([@-~]|$)"
    r"|\x1b[\]PX^_].*?(?:\x07|\x1b\\|$)"
    r"|\x1b[ -/]*[0-~]?",
    re.DOTALL,
)


def _tokens(line: str) -> Iterator[Tuple[str, str]]:
    """Splits a line into ("text", characters) and ("sgr", parameters) tokens; other escape
    sequences are dropped."""
    pos = 0
    while pos < len(line):
        escape = line.find("\x1b", pos)
        if escape < 0:
            yield "text", line[pos:]
            return
        if escape > pos:
            yield "text", line[pos:escape]
        match = _ESCAPE.match(line, escape)
        assert match is not None  # the last alternative matches any ESC
        if match.group(3) == "m" and match.group(2) == "":
            yield "sgr", match.group(1)
        pos = max(match.end(), escape + 1)


def parse_capture(capture: str) -> List[Row]:
    """The rows of a `tmux capture-pane -p -e` capture. The style carries over from one line
    to the next, as tmux's output assumes."""
    rows: List[Row] = []
    style = BLANK
    for line in capture.split("\n"):
        row: Row = []
        for kind, value in _tokens(line):
            if kind == "sgr":
                style = apply_sgr(style, value)
                continue
            for char in value:
                _put(row, char, style)
        rows.append(row)
    if rows and not rows[-1] and capture.endswith("\n"):
        rows.pop()  # the newline after the last row
    return rows


def _put(row: Row, char: str, style: Style) -> None:
    """Adds a character to a row: a cell, a zero-width addition to the cell before, spaces
    for a tab; other control characters are skipped."""
    if char == "\t":
        for _ in range(TAB_WIDTH - len(row) % TAB_WIDTH):
            _put(row, " ", style)
        return
    if unicodedata.category(char) in ("Cc", "Cs") or char in "\ufffe\uffff":
        return  # control characters, lone surrogates and the characters XML does not allow
    width = char_width(char)
    if width == 0:
        last = next((i for i in range(len(row) - 1, -1, -1) if row[i] is not None), None)
        if last is not None:
            cell = row[last]
            assert cell is not None
            row[last] = replace(cell, text=cell.text + char)
        return
    if len(row) + width > MAX_COLUMNS:
        return
    row.append(Cell(char, width, style))
    if width == 2:
        row.append(None)


def _is_blank(cell: Optional[Cell]) -> bool:
    """Whether a cell shows nothing: a space with no background, underline, strike or reverse."""
    if cell is None:
        return False
    s = cell.style
    return cell.text.strip() == "" and s.bg is None and not (s.underline or s.strike or s.reverse)


def trim_rows(rows: List[Row], keep: int = 0) -> List[Row]:
    """The rows without the empty ones at the end, keeping at least `keep` rows."""
    end = len(rows)
    while end > keep and all(_is_blank(cell) for cell in rows[end - 1]):
        end -= 1
    return rows[:end]


def color_hex(color: Color) -> str:
    """The #rrggbb of a palette index or an RGB triple."""
    if isinstance(color, tuple):
        return "#{:02x}{:02x}{:02x}".format(*color)
    if color < 16:
        return PALETTE_16[color]
    if color < 232:
        levels = (0, 95, 135, 175, 215, 255)
        n = color - 16
        return f"#{levels[n // 36]:02x}{levels[n // 6 % 6]:02x}{levels[n % 6]:02x}"
    grey = 8 + 10 * (color - 232)
    return f"#{grey:02x}{grey:02x}{grey:02x}"


def colors(style: Style) -> Tuple[str, Optional[str]]:
    """A style's text colour and background colour (None: the window's), after reverse."""
    fg = FOREGROUND if style.fg is None else color_hex(style.fg)
    bg = None if style.bg is None else color_hex(style.bg)
    if style.reverse:
        return bg or BACKGROUND, fg
    return fg, bg


def escape_xml(text: str) -> str:
    """Text for XML character data or a double-quoted attribute."""
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )


def _n(value: float) -> str:
    """A coordinate: at most two decimals, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


@dataclass(frozen=True)
class _Ink:
    """How a cell's character is drawn."""

    fill: str
    dim: bool
    bold: bool
    italic: bool

    def attributes(self) -> str:
        """The SVG presentation attributes."""
        text = f' fill="{self.fill}"'
        if self.dim:
            text += f' opacity="{DIM_OPACITY}"'
        if self.bold:
            text += ' font-weight="bold"'
        if self.italic:
            text += ' font-style="italic"'
        return text


def _runs(items: Sequence[Tuple[int, int, K]]) -> Iterator[Tuple[int, int, K]]:
    """Merges (column, width, key) items into runs of adjacent columns with equal keys."""
    run: Optional[Tuple[int, int, K]] = None
    for column, width, key in items:
        if run is not None and run[2] == key and run[0] + run[1] == column:
            run = (run[0], run[1] + width, key)
            continue
        if run is not None:
            yield run
        run = (column, width, key)
    if run is not None:
        yield run


def render_row(row: Row, top: float, left: float) -> List[str]:
    """The SVG elements of one row: backgrounds, text, then underlines and strikethroughs."""
    backgrounds: List[Tuple[int, int, str]] = []
    lines: List[Tuple[int, int, _Ink]] = []
    strikes: List[Tuple[int, int, _Ink]] = []
    texts: List[Tuple[int, Cell, _Ink]] = []
    for column, cell in enumerate(row):
        if cell is None:
            continue
        style = cell.style
        fg, bg = colors(style)
        if bg is not None:
            backgrounds.append((column, cell.width, bg))
        ink = _Ink(fg, style.dim, style.bold, style.italic)
        if style.hidden:
            continue
        if style.underline:
            lines.append((column, cell.width, ink))
        if style.strike:
            strikes.append((column, cell.width, ink))
        texts.append((column, cell, ink))

    def x(column: int) -> str:
        return _n(left + column * CELL_WIDTH)

    out = [
        f'<rect x="{x(c)}" y="{_n(top)}" width="{_n(w * CELL_WIDTH)}" '
        f'height="{CELL_HEIGHT}" fill="{key}"/>'
        for c, w, key in _runs(backgrounds)
    ]
    out += _render_text(texts, top, left)
    for items, offset in ((lines, UNDERLINE_Y), (strikes, CELL_HEIGHT // 2)):
        for c, w, key in _runs(items):
            ink = _Ink(key.fill, key.dim, False, False)
            out.append(
                f'<rect x="{x(c)}" y="{_n(top + offset)}" width="{_n(w * CELL_WIDTH)}" '
                f'height="1"{ink.attributes()}/>'
            )
    return out


def _render_text(texts: Sequence[Tuple[int, Cell, _Ink]], top: float, left: float) -> List[str]:
    """<text> elements, one per run of adjacent characters drawn alike (blanks between them
    included), each character placed at its cell: x lists one position per character. A wide
    character, or one with zero-width ones after it, or one outside the BMP (x counts UTF-16
    code units) is a run of its own."""
    out: List[str] = []
    y = _n(top + BASELINE)
    run: List[Tuple[int, Cell]] = []
    run_ink: Optional[_Ink] = None

    def alone(cell: Cell) -> bool:
        return cell.width != 1 or len(cell.text) != 1 or ord(cell.text) > 0xFFFF

    def flush() -> None:
        while run and run[-1][1].text.strip() == "":
            run.pop()
        if run and run_ink is not None:
            xs = " ".join(_n(left + c * CELL_WIDTH) for c, _ in run)
            text = escape_xml("".join(cell.text for _, cell in run))
            out.append(f'<text x="{xs}" y="{y}"{run_ink.attributes()}>{text}</text>')
        run.clear()

    for column, cell, ink in texts:
        blank = cell.text.strip() == ""
        if run and (
            alone(cell)
            or alone(run[-1][1])
            or run[-1][0] + 1 != column
            or (not blank and ink != run_ink)
        ):
            flush()
        if blank and not run:
            continue
        run.append((column, cell))
        if not blank:
            run_ink = ink
    flush()
    return out


def with_cursor(rows: List[Row], x: int, y: int, block: bool) -> Tuple[List[Row], int]:
    """The rows with the cursor's cell (rows and spaces are added when it is beyond the text)
    and, for a block cursor, reversed as terminals draw it (not dim, not hidden); and the
    cursor's column (the left half of a wide character)."""
    rows = [list(row) for row in rows]
    while len(rows) <= y:
        rows.append([])
    row = rows[y]
    while 0 < x < len(row) and row[x] is None:
        x -= 1
    while len(row) <= x:
        row.append(Cell(" ", 1, BLANK))
    cell = row[x]
    if block and cell is not None:
        style = replace(cell.style, reverse=not cell.style.reverse, dim=False, hidden=False)
        row[x] = replace(cell, style=style)
    return rows, x


def cursor_mark(cell: Optional[Cell], x: float, y: float, shape: str) -> str:
    """A bar (at the left of the cell) or underline cursor, in the cell's text colour."""
    fg, _ = colors(cell.style if cell is not None else BLANK)
    if shape == "bar":
        return f'<rect x="{_n(x)}" y="{_n(y)}" width="2" height="{CELL_HEIGHT}" fill="{fg}"/>'
    width = CELL_WIDTH * (cell.width if cell is not None else 1)
    return (
        f'<rect x="{_n(x)}" y="{_n(y + CELL_HEIGHT - 2)}" width="{_n(width)}" height="2" '
        f'fill="{fg}"/>'
    )


def render(
    capture: str,
    cursor: Optional[Tuple[int, int]] = None,
    cursor_shape: str = "block",
    columns: Optional[int] = None,
    title: str = "",
) -> str:
    """The SVG of a capture: a window with a title bar (three dots, the title) and the rows.
    `columns` is the window's width in cells (by default the capture's widest row)."""
    rows = parse_capture(capture)
    if cursor is not None and (cursor_shape == "none" or min(cursor) < 0):
        cursor = None
    if cursor is not None:
        rows, column = with_cursor(rows, cursor[0], cursor[1], cursor_shape == "block")
        cursor = (column, cursor[1])
    rows = trim_rows(rows, keep=cursor[1] + 1 if cursor is not None else 0)
    width_cells = max([columns or 0] + [len(row) for row in rows])
    width = _n(2 * PADDING + width_cells * CELL_WIDTH)
    height = _n(TITLE_HEIGHT + 2 * PADDING + max(len(rows), 1) * CELL_HEIGHT)
    top = TITLE_HEIGHT + PADDING
    label = escape_xml(title or "terminal")
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{label}">',
        f"<title>{label}</title>",
        f'<rect x="0.5" y="0.5" width="{_n(float(width) - 1)}" '
        f'height="{_n(float(height) - 1)}" rx="8" fill="{BACKGROUND}" stroke="{BORDER}"/>',
        f'<path d="M0.5 {TITLE_HEIGHT}V8.5a8 8 0 0 1 8-8H{_n(float(width) - 8.5)}'
        f'a8 8 0 0 1 8 8V{TITLE_HEIGHT}Z" fill="{TITLE_BAR}" stroke="{BORDER}"/>',
        f'<circle cx="18" cy="{TITLE_HEIGHT // 2}" r="6" fill="#ff5f57"/>',
        f'<circle cx="38" cy="{TITLE_HEIGHT // 2}" r="6" fill="#febc2e"/>',
        f'<circle cx="58" cy="{TITLE_HEIGHT // 2}" r="6" fill="#28c840"/>',
    ]
    if title:
        out.append(
            f'<text x="{_n(float(width) / 2)}" y="{TITLE_HEIGHT // 2 + 4}" text-anchor="middle" '
            f'font-family="{escape_xml(FONT_FAMILY)}" font-size="12" fill="{TITLE_TEXT}">'
            f"{label}</text>"
        )
    out.append(
        f'<g font-family="{escape_xml(FONT_FAMILY)}" font-size="{FONT_SIZE}" '
        'xml:space="preserve" style="white-space:pre">'
    )
    for index, row in enumerate(rows):
        out += render_row(row, top + index * CELL_HEIGHT, PADDING)
    if cursor is not None and cursor_shape != "block":
        x, y = cursor
        out.append(
            cursor_mark(rows[y][x], PADDING + x * CELL_WIDTH, top + y * CELL_HEIGHT, cursor_shape)
        )
    out += ["</g>", "</svg>"]
    return "\n".join(out) + "\n"


def main(argv: Optional[Sequence[str]] = None) -> int:
    """The command line: terminal-svg.py [--cursor X Y] [options] [CAPTURE] > picture.svg"""
    parser = argparse.ArgumentParser(
        description="Draws a `tmux capture-pane -p -e` capture as an SVG terminal window."
    )
    parser.add_argument(
        "capture", nargs="?", default="-", help="the capture file (- or none: standard input)"
    )
    parser.add_argument(
        "-o", "--output", default="-", help="the SVG file (default: standard output)"
    )
    parser.add_argument(
        "--cursor",
        nargs=2,
        type=int,
        metavar=("X", "Y"),
        help="the cursor's cell, from 0 (tmux: #{cursor_x} #{cursor_y})",
    )
    parser.add_argument(
        "--cursor-shape",
        choices=("block", "bar", "underline", "none"),
        default="block",
        help="how the cursor is drawn (default: block)",
    )
    parser.add_argument(
        "--columns", type=int, help="the window's width in cells (default: the widest row)"
    )
    parser.add_argument("--title", default="", help="the window's title")
    args = parser.parse_args(argv)
    if args.capture == "-":
        data = sys.stdin.buffer.read()
    else:
        with open(args.capture, "rb") as f:
            data = f.read()
    cursor = (args.cursor[0], args.cursor[1]) if args.cursor else None
    text = data.decode("utf-8", errors="replace")
    svg = render(text, cursor, args.cursor_shape, args.columns, args.title)
    if args.output == "-":
        sys.stdout.write(svg)
    else:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(svg)
    return 0


if __name__ == "__main__":
    sys.exit(main())
