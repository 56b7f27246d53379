"""The README's "From Python" examples run and print what their comments say."""

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parents[3] / "README.md"


def test_the_readme_examples_print_what_they_say():
    text = README.read_text(encoding="utf-8")
    start = text.index("### From Python")
    section = text[start : text.index("\n## ", start)]
    programs = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(programs) == 2  # a field, a form
    for source in programs:
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            exec(compile(source, "README.md", "exec"), {})
        expected = [
            line.split("# ", 1)[1]
            for line in source.splitlines()
            if line.lstrip().startswith("print(") and "# " in line
        ]
        assert printed.getvalue().splitlines() == expected
