"""Typed fields (date, phone, number, currency) and a maximum length: values and refusals."""

import pytest

from textfieldkit import Changed, Field, Outcome, Refused, Submitted


def test_a_date_in_a_pattern_gives_its_iso_value():
    with Field(type="date", format="dd/MM/yyyy", label="Born") as field:
        field.feed(b"31122024")
        assert list(field.events()) == [Changed()] * 8
        assert field.result == {"formatted": "31/12/2024", "value": "2024-12-31", "complete": True}
        assert field.cells(24).lines == ("Born: 31/12/2024        ", "Enter submit · Esc canc…")
        field.key("Enter")
        assert list(field.events()) == [Submitted()]
        assert field.outcome is Outcome.SUBMITTED


def test_an_impossible_date_is_refused_with_its_reason():
    with Field(type="date", format="dd/MM/yyyy") as field:
        field.feed(b"3102")
        assert list(field.events()) == [
            Changed(),
            Changed(),
            Changed(),
            Refused("February has at most 29 days", "February has at most 29 days"),
        ]
        assert field.result == {"formatted": "31/0", "value": "", "complete": False}
        assert field.cells(30).lines[1] == "February has at most 29 days  "
        field.key("Enter")
        assert list(field.events()) == [
            Refused(
                'incomplete: "31/0" still needs "M/yyyy"', 'incomplete: "31/0" still needs "M/yyyy"'
            )
        ]


def test_the_date_pattern_defaults_to_iso():
    with Field(type="date") as field:
        field.feed(b"20241399")
        assert [e for e in field.events() if isinstance(e, Refused)][0] == Refused(
            "there is no month 13 (01 to 12)", "there is no month 13 (01 to 12)"
        )


@pytest.mark.parametrize(
    "options, typed, result",
    [
        (
            {"type": "phone", "region": "GB"},
            b"07400123456",
            {
                "formatted": "07400 123456",
                "value": "+447400123456",
                "complete": True,
                "region": "GB",
            },
        ),
        (
            {"type": "number"},
            b"1234.5",
            {"formatted": "1,234.5", "value": "1234.5", "complete": True},
        ),
        (
            {"type": "number", "locale": "de_DE"},
            b"1234,5",
            {"formatted": "1.234,5", "value": "1234.5", "complete": True},
        ),
        (
            {"type": "currency", "currency": "EUR"},
            b"12.5",
            {"formatted": "€12.5", "value": "12.50", "complete": True},
        ),
    ],
)
def test_typed_fields_give_their_typed_value(options, typed, result):
    with Field(**options) as field:
        field.feed(typed)
        assert field.result == result


def test_a_currency_refuses_a_third_fraction_digit():
    with Field(type="currency", currency="USD") as field:
        field.feed(b"1234.567\r")
        assert list(field.events())[-2:] == [
            Refused(
                "at most 2 digits after the decimal separator",
                "at most 2 digits after the decimal separator",
            ),
            Submitted(),
        ]
        assert field.result == {"formatted": "$1,234.56", "value": "1234.56", "complete": True}


def test_a_max_length_trims_and_says_so():
    with Field(max_length=5) as field:
        field.feed(b"abcdefg")
        assert (
            list(field.events())
            == [Changed()] * 5 + [Refused("at most 5 characters", "at most 5 characters")] * 2
        )
        assert field.result == {"formatted": "abcde", "value": "abcde", "complete": True}
        field.key("Backspace")
        field.paste("xyz")
        assert list(field.events()) == [
            Changed(),
            Changed(),
            Refused(
                "2 characters dropped: at most 5 characters",
                "2 characters dropped: at most 5 characters",
            ),
        ]
        assert field.value == "abcdx"
