"""The README's Python example (in "From other languages") and the package README's examples run
and print what their comments say."""

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parents[3] / "README.md"


def test_the_readme_example_prints_what_it_says():
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## From other languages") :]
    program = re.search(r"```python\n(.*?)```", section, re.S)
    assert program is not None
    source = program.group(1)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(source, "README.md", "exec"), {})
    expected = [
        line.split("# ", 1)[1]
        for line in source.splitlines()
        if line.lstrip().startswith("print(") and "# " in line
    ]
    assert printed.getvalue().splitlines() == expected


def test_the_package_readme_examples_print_what_they_say():
    """Bindings/python/README.md: each commented print shows what its comment says, in order
    (lines printed without a comment, such as a loop's, may come between)."""
    text = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    programs = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(programs) == 2  # a field, then a form
    for source in programs:
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            exec(compile(source, "Bindings/python/README.md", "exec"), {})
        expected = [
            line.split("# ", 1)[1]
            for line in source.splitlines()
            if line.lstrip().startswith("print(") and "# " in line
        ]
        lines = iter(printed.getvalue().splitlines())
        missing = [want for want in expected if not any(line == want for line in lines)]
        assert missing == [], printed.getvalue()
