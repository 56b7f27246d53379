"""A masked phone field: values, cells, events, keys, pastes, the end and the restart."""

from textfieldkit import (
    Cell,
    Changed,
    EndedError,
    Field,
    Key,
    KeyUnused,
    Modifier,
    Outcome,
    Position,
    Refused,
    Role,
    Submitted,
)
from textfieldkit.picture import Attribute, Color

PHONE = "+1 ([000]) [000]-[0000]"


def test_fed_digits_give_the_cli_value_and_one_change_each():
    with Field(mask=PHONE) as field:
        field.feed(b"5551234567")
        assert field.value_json() == (
            '{"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}'
        )
        assert (field.value, field.formatted, field.complete) == (
            "5551234567",
            "+1 (555) 123-4567",
            True,
        )
        assert list(field.events()) == [Changed()] * 10
        assert list(field.events()) == []
        assert field.outcome is Outcome.EDITING


def test_cells_hold_label_text_roles_and_caret():
    with Field(mask=PHONE, label="Phone:") as field:
        field.feed(b"555")
        picture = field.cells(30)
        assert picture.lines == (
            "Phone: +1 (555) ___-____      ",
            "Enter submit · Esc cancel     ",
        )
        assert picture.roles == (
            "333333055555555588888888777777",
            "bbbbbbbbbbbbbbbbbbbbbbbbb00000",
        )
        assert picture.caret == Position(row=0, column=16)
        assert picture.rows[0][:2] == (
            Cell("P", Role.FOCUSED_LABEL, Attribute.BOLD, Color.ACCENT),
            Cell("h", Role.FOCUSED_LABEL, Attribute.BOLD, Color.ACCENT),
        )
        assert picture.rows[0][16] == Cell(
            "_", Role.PLACEHOLDER, Attribute.DIM | Attribute.UNDERLINE, Color.STANDARD
        )
        assert field.label == "Phone:"


def test_a_picture_of_one_row_and_of_nothing():
    with Field(mask=PHONE) as field:
        # No label: the library still draws the label's ": " (its Prompt's look).
        assert field.cells(12, 1).lines == (": +1 (___) _",)
        assert field.cells(0, 0).rows == ()


def test_keys_edit_and_the_field_gives_back_what_it_does_not_use():
    with Field(mask=PHONE) as field:
        for digit in "5551234567":
            field.key(digit)
        list(field.events())
        field.key("Backspace")
        field.key("F5")
        field.key(Key.TAB)
        field.key("shift+Up")
        field.key("Left")
        field.key("a", Modifier.CONTROL)
        assert list(field.events()) == [
            Changed(),
            KeyUnused(Key.function(5)),
            KeyUnused(Key.TAB),
            KeyUnused(Key.UP, Modifier.SHIFT),
        ]
        assert [
            e.name for e in [KeyUnused(Key.function(5)), KeyUnused(Key.UP, Modifier.SHIFT)]
        ] == [
            "f5",
            "shift+up",
        ]
        assert field.formatted == "+1 (555) 123-456"
        assert field.cells(20, 1).caret == Position(0, 2)
        field.key("End")
        assert field.cells(20, 1).caret == Position(0, 18)
        assert list(field.events()) == []


def test_enter_on_an_incomplete_mask_is_refused_with_the_reason():
    with Field(mask=PHONE, label="Phone") as field:
        field.feed(b"555\r")
        assert list(field.events()) == [
            Changed(),
            Changed(),
            Changed(),
            Refused(
                'Phone: incomplete: "+1 (555) " still needs "___-____"',
                'incomplete: "+1 (555) " still needs "___-____"',
            ),
        ]
        # Cut to the width with an ellipsis, in the error role.
        assert field.cells(40).lines[1] == 'Phone: incomplete: "+1 (555) " still ne…'
        assert field.cells(40).roles[1] == "a" * 40
        assert field.outcome is Outcome.EDITING


def test_a_letter_is_refused_and_names_the_input():
    with Field(mask=PHONE) as field:
        field.key("x")
        assert list(field.events()) == [Refused('"x": only digits here', "only digits here", "x")]
        assert field.value == ""


def test_enter_submits_and_input_waits_for_a_restart():
    with Field(mask=PHONE) as field:
        field.feed(b"5551234567\r9")
        assert list(field.events())[-1] == Submitted()
        assert field.outcome is Outcome.SUBMITTED
        for give in (lambda: field.feed(b"1"), lambda: field.key("1"), lambda: field.paste("1")):
            try:
                give()
            except EndedError as error:
                assert error.status == -7
                assert error.status_name == "TFK_ERR_ENDED"
                assert error.message == (
                    "the field has ended (submitted or cancelled): call tfk_field_restart "
                    "before giving it more input"
                )
            else:
                raise AssertionError("input after the end was taken")
        assert field.input_pending
        field.restart()
        assert field.outcome is Outcome.EDITING
        field.feed(b"")
        assert list(field.events()) == [Refused('"9": the field is full', "the field is full", "9")]


def test_a_lone_escape_waits_for_the_flush_then_cancels():
    from textfieldkit import Cancelled

    with Field(mask=PHONE) as field:
        field.feed(b"\x1b")
        assert field.input_pending
        assert list(field.events()) == []
        field.flush()
        assert list(field.events()) == [Cancelled()]
        assert field.outcome is Outcome.CANCELLED


def test_a_paste_is_one_edit_through_the_mask():
    with Field(mask=PHONE) as field:
        field.paste("(555) 123-4567")
        assert list(field.events()) == [Changed()]
        assert field.formatted == "+1 (555) 123-4567"


def test_bracketed_paste_across_feeds_is_one_edit():
    with Field(max_length=40) as field:
        field.feed(b"\x1b[200~hello")
        assert field.input_pending
        field.feed(b" world\n!\x1b[201~x")
        assert list(field.events()) == [Changed(), Changed()]
        assert field.value == "hello world !x"
