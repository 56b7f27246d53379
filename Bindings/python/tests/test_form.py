"""Form.from_spec: several fields behind one handle, their rows, events by key, focus, the
form's checks on Enter, values by key, and the read-only field views."""

from pathlib import Path

import pytest
from test_curses_draw import WindowDouble

from textfieldkit import (
    Cancelled,
    Changed,
    Editor,
    EndedError,
    Field,
    Form,
    FormField,
    Key,
    KeyUnused,
    Modifier,
    Outcome,
    Position,
    Refused,
    Submitted,
)

SPEC = {
    "fields": [
        {"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]", "required": True},
        {"key": "born", "label": "Born", "type": "date", "format": "dd/MM/yyyy"},
        {"key": "note", "placeholder": "anything"},
    ]
}
SIGNUP = Path(__file__).resolve().parents[3] / "Demos" / "forms" / "signup.json"
HINT = "Tab/↑↓ move · Enter next/submit · E…"


def test_a_form_draws_a_row_per_field_then_the_message_line():
    with Form.from_spec(SPEC) as form:
        assert form.keys == ("phone", "born", "note")
        assert form.focused == "phone"
        assert repr(form) == "<textfieldkit.Form phone, born, note editing>"
        picture = form.cells(36)
        assert picture.lines == (
            "Phone: +1 (___) ___-____            ",
            "Born:  dd/MM/yyyy                   ",
            "note:  anything                     ",
            HINT,
        )
        assert picture.roles == (
            "333333088888888888888888777777777777",
            "222220088888888887777777777777777777",
            "222220088888888777777777777777777777",
            "b" * 36,
        )
        assert picture.caret == Position(0, 7)
        # Fewer rows than fields: the message line stays the last.
        assert form.cells(36, 2).lines == (picture.lines[0], HINT)
        assert form.values == {"phone": "", "born": "", "note": ""}
        assert form.result == {
            "phone": {"formatted": "", "value": "", "complete": False},
            "born": {"formatted": "", "value": "", "complete": False},
            "note": {"formatted": "", "value": "", "complete": True},
        }
        assert isinstance(form, Editor) and not isinstance(form, Field)


def test_events_name_the_field_they_concern():
    with Form.from_spec(SPEC) as form:
        form.feed(b"55\t")
        form.feed(b"3102")
        form.key("F5")
        form.key("Up")
        assert list(form.events()) == [
            Changed(field="phone"),
            Changed(field="phone"),
            Changed(field="born"),
            Changed(field="born"),
            Changed(field="born"),
            Refused(
                message="February has at most 29 days",
                reason="February has at most 29 days",
                field="born",
            ),
            KeyUnused(Key.function(5), field="born"),
        ]
        assert form.focused == "phone"  # Up moved the focus back: the form used it
        assert form.values == {"phone": "55", "born": "", "note": ""}
        assert form["born"].formatted == "31/0"


def test_enter_on_an_incomplete_field_is_refused_with_its_label_and_reason():
    with Form.from_spec(SPEC) as form:
        form.feed(b"555\r")
        assert list(form.events())[-1] == Refused(
            'Phone: incomplete: "+1 (555) " still needs "___-____"',
            'incomplete: "+1 (555) " still needs "___-____"',
            field="phone",
        )
        assert form.focused == "phone"
        assert form.cells(36).lines[3] == 'Phone: incomplete: "+1 (555) " stil…'
        assert form.outcome is Outcome.EDITING


def test_a_refused_submit_sends_the_focus_to_the_first_field_that_is_not_complete():
    with Form.from_spec(SPEC) as form:
        form.focus("note")
        # Leaving the required phone empty says so, as Tab does; the focus still moves.
        assert form.focused == "note"
        assert form.cells(36).lines[3] == "Phone is required".ljust(36)
        form.feed(b"\r")
        assert list(form.events()) == [
            Refused("Phone is required", "Phone is required", field="phone")
        ]
        assert form.focused == "phone"
        assert form.outcome is Outcome.EDITING


def test_a_complete_form_submits_and_gives_its_values_by_key():
    with Form.from_spec(SPEC) as form:
        form.paste("5551234567")
        form.feed(b"\t31122024\r")
        events = list(form.events())
        assert events == [Changed(field="phone")] + [Changed(field="born")] * 8
        assert form.focused == "note"
        form.feed(b"\r")
        assert list(form.events()) == [Submitted()]
        assert form.outcome is Outcome.SUBMITTED
        assert form.focused is None
        assert form.values == {"phone": "5551234567", "born": "2024-12-31", "note": ""}
        assert form.value_json() == (
            '{"phone": {"formatted": "+1 (555) 123-4567", "value": "5551234567", '
            '"complete": true}, "born": {"formatted": "31/12/2024", "value": "2024-12-31", '
            '"complete": true}, "note": {"formatted": "", "value": "", "complete": true}}'
        )
        assert form.cells(36).caret is None
        ended = (
            "the field has ended (submitted or cancelled): call tfk_field_restart before "
            "giving it more input"
        )
        for call in (lambda: form.feed(b"1"), lambda: form.key("1"), lambda: form.focus("born")):
            with pytest.raises(EndedError) as caught:
                call()
            assert caught.value.message == ended
        form.restart()
        assert (form.outcome, form.focused) == (Outcome.EDITING, "note")
        form.feed(b"\x1b")
        assert form.input_pending
        form.flush()
        assert list(form.events()) == [Cancelled()]
        assert form.outcome is Outcome.CANCELLED


def test_field_views_read_the_form_when_asked():
    with Form.from_spec(SPEC) as form:
        phone = form["phone"]
        assert isinstance(phone, FormField)
        assert (phone.key, phone.index, phone.label, phone.focused) == ("phone", 0, "Phone", True)
        assert form.field("note").label == "note"  # no "label": the key
        # By key, as a mapping.
        assert ("born" in form, "Born" in form, 0 in form) == (True, False, False)
        assert (list(form), len(form)) == (["phone", "born", "note"], 3)
        form.feed(b"555")
        assert (phone.value, phone.formatted, phone.complete) == ("555", "+1 (555) ", False)
        assert phone.result == {"formatted": "+1 (555) ", "value": "555", "complete": False}
        form.focus("born")
        assert (phone.focused, form["born"].focused) == (False, True)
        assert repr(phone) == (
            "<textfieldkit.FormField 'phone' of <textfieldkit.Form phone, born, note editing>>"
        )
        with pytest.raises(AttributeError):
            phone.value = "1"  # type: ignore[misc]


def test_a_spec_file_by_path_and_as_a_json_string():
    with Form.from_spec(SIGNUP) as signup:
        assert signup.keys == ("name", "phone", "email", "note")
        assert signup.cells(30).lines[:2] == (
            "Name:                         ",
            "Phone: +1 (___) ___-____      ",
        )
        signup.feed(b"\r")
        assert list(signup.events()) == [
            Refused("Name is required", "Name is required", field="name")
        ]
    with Form.from_spec(SIGNUP.read_text(encoding="utf-8")) as same:
        assert same.keys == ("name", "phone", "email", "note")


def test_draw_puts_every_row_into_the_window():
    window = WindowDouble(5, 38)
    with Form.from_spec(SPEC) as form:
        form.feed(b"5\t")
        form.draw(window, 0, 1, 36)
    assert [window.text(y) for y in range(5)] == [
        " Phone: +1 (5__) ___-____             ",
        " Born:  dd/MM/yyyy                    ",
        " note:  anything                      ",
        " " + HINT + " ",
        " " * 38,
    ]
    assert window.cursor == (1, 8)
    assert window.calls == ["noutrefresh"]


def test_a_field_from_a_spec_takes_every_option_and_names_its_key():
    born = {"key": "born", "label": "Born", "type": "date", "format": "dd/MM/yyyy"}
    with Field.from_spec(dict(born, required=True)) as field:
        assert field.label == "Born"
        field.feed(b"3102\r")
        assert list(field.events()) == [
            Changed(field="born"),
            Changed(field="born"),
            Changed(field="born"),
            Refused("February has at most 29 days", "February has at most 29 days", field="born"),
            Refused("Born is required", "Born is required", field="born"),
        ]
        assert field.cells(30).lines == (
            "Born: 31/0M/yyyy              ",
            "Born is required              ",
        )
        field.label = "Date"
        assert field.cells(30).lines[0] == "Date: 31/0M/yyyy              "
        field.key("Tab")
        assert list(field.events()) == [KeyUnused(Key.TAB, Modifier.NONE, "born")]
    # An initial value the field cannot take whole: the field starts without it and says so.
    with Field.from_spec(dict(born, value="31/02/2024")) as field:
        assert field.result == {"formatted": "", "value": "", "complete": False}
        assert field.cells(60).lines[1].startswith('field "born": value "31/02/2024"')
    with Field.from_spec('{"key": "n", "max-length": 3}') as plain:
        plain.feed(b"abcd")
        assert plain.label == "n"
        assert plain.value == "abc"
        assert list(plain.events())[-1] == Refused(
            "at most 3 characters", "at most 3 characters", field="n"
        )


def test_a_field_made_without_a_spec_names_no_field_in_its_events():
    with Field(mask="[00]") as field:
        field.feed(b"1\t")
        assert list(field.events()) == [Changed(), KeyUnused(Key.TAB)]
    assert Changed() == Changed(field=None)
    assert Submitted().field is None
    assert Refused("m", "r").field is None
