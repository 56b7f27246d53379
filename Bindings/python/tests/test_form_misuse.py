"""Forms and spec fields misused: bad specs get the library's words, an unknown key names the
form's keys, a closed form refuses every call; never a crash."""

import gc
import math

import pytest

from textfieldkit import (
    BadArgumentError,
    ClosedError,
    Field,
    Form,
    TextFieldError,
    UnknownFieldError,
)
from textfieldkit._library import lib

SPEC = {"fields": [{"key": "phone", "mask": "[000]"}, {"key": "born", "type": "date"}]}


def raised(call):
    """The TextFieldError `call` raises, as (class name, message)."""
    with pytest.raises(TextFieldError) as caught:
        call()
    return type(caught.value).__name__, caught.value.message


@pytest.mark.parametrize(
    "spec, message",
    [
        (
            {"fields": [{"key": "p", "type": "fone"}]},
            'spec: field "p": unknown type "fone" (known: phone, number, currency, date)',
        ),
        ({"fields": []}, "spec: fields is empty: a form needs a field"),
        ({"fields": [{"key": "a"}, {"key": "a"}]}, 'spec: field key "a" is used twice'),
        ({"fields": [{"label": "P"}]}, 'spec: fields[0]: "key" is missing'),
        (
            {"fields": [{"key": "p", "max-length": "5"}]},
            'spec: field "p": fields[0].max-length must be a whole number',
        ),
        (
            {"fields": [{"key": "p", "mask": "[00"}]},
            'spec: field "p": bad mask:\n"[" is never closed at character 1\n  [00\n  ^',
        ),
        ({"key": "p"}, 'spec: unknown key "key" at key (known: fields)'),
        ("[]", 'spec: the top level must be an object ({"fields": [...]})'),
        (
            "{",
            "spec: not JSON: expected a key in double quotes, found the end of the input "
            "(line 1, column 2)",
        ),
        (
            {"fields": [{"key": "p", "label": "\ud800"}]},
            "spec: not JSON: lone surrogate \\uD800 (a high half not followed by a low one) "
            "at fields[0].label (line 1, column 36)",
        ),
        (
            {"fields": [{"key": "p", "max-length": math.nan}]},
            "spec: Out of range float values are not JSON compliant",
        ),
        ('{"fields": [{"key": "a\0"}]}', "spec holds a NUL character at index 22"),
    ],
)
def test_a_bad_form_spec_raises_the_library_words(spec, message):
    assert raised(lambda: Form.from_spec(spec)) == ("BadArgumentError", message)


@pytest.mark.parametrize(
    "spec, message",
    [
        (
            {"key": "p", "type": "fone"},
            'spec: field "p": unknown type "fone" (known: phone, number, currency, date)',
        ),
        ({"fields": []}, 'spec: the field: "key" is missing'),
        ("[1]", 'spec: the field must be an object ({"key": …, "label": …})'),
    ],
)
def test_a_bad_field_spec_raises_the_library_words(spec, message):
    assert raised(lambda: Field.from_spec(spec)) == ("BadArgumentError", message)


def test_a_spec_of_another_type_is_a_type_error():
    with pytest.raises(TypeError, match="spec must be a dict, a JSON str or a path, not bytes"):
        Form.from_spec(b"{}")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="spec must be a dict, a JSON str or a path, not int"):
        Field.from_spec(5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="spec: Object of type set is not JSON serializable"):
        Form.from_spec({"fields": {1, 2}})
    with pytest.raises(FileNotFoundError):
        Form.from_spec(__import__("pathlib").Path("/nonexistent/spec.json"))


def test_the_base_is_not_made_and_a_form_needs_its_spec():
    from textfieldkit import Editor

    with pytest.raises(TypeError, match="Editor is the base of Field and Form: make one of those"):
        Editor()
    with pytest.raises(TypeError):
        Form()  # type: ignore[call-arg]
    with Form(SPEC) as form:  # the constructor is from_spec
        assert form.keys == ("phone", "born")


def test_an_unknown_key_names_the_form_keys():
    with Form.from_spec(SPEC) as form:
        words = 'no field "nope" in the form (keys: phone, born)'
        for call in (lambda: form["nope"], lambda: form.field("nope"), lambda: form.focus("nope")):
            assert raised(call) == ("UnknownFieldError", words)
        # A KeyError as a mapping's, and a bad argument as the library's.
        with pytest.raises(KeyError):
            form["Phone"]
        with pytest.raises(BadArgumentError):
            form.focus("")
        assert str(UnknownFieldError(words)) == f"TFK_ERR_BAD_ARGUMENT: {words}"
        with pytest.raises(TypeError, match="a field's key is a str, not int"):
            form.focus(0)  # type: ignore[arg-type]
        assert form.focused == "phone"


def test_a_form_has_no_label_to_set():
    with Form.from_spec(SPEC) as form:
        assert not hasattr(form, "label")
        # Straight to C: the labels are the spec's.
        assert lib.tfk_field_set_label(form._handle.value, b"x") == -5
        assert lib.tfk_last_error_message(form._handle.value) == (
            b"a form's labels are its spec's (\"label\" of each field): set them there"
        )


def test_every_call_after_close_raises_closed():
    form = Form.from_spec(SPEC)
    phone = form["phone"]
    form.close()
    form.close()
    assert form.closed
    assert repr(form) == "<textfieldkit.Form closed>"
    calls = [
        lambda: form.feed(b"5"),
        lambda: form.key("5"),
        lambda: form.paste("5"),
        form.flush,
        form.restart,
        lambda: form.cells(10),
        form.value_json,
        lambda: form.values,
        lambda: form.outcome,
        lambda: form.focused,
        lambda: form.focus("born"),
        lambda: list(form.events()),
        lambda: form.input_pending,
        lambda: phone.value,
        lambda: phone.focused,
    ]
    for call in calls:
        assert raised(call) == ("ClosedError", "the form is closed")
    # What the form knew without asking the library stays readable.
    assert (form.keys, phone.key, phone.label) == (("phone", "born"), "phone", "phone")
    with Field.from_spec({"key": "x"}) as field:
        pass
    assert raised(lambda: field.feed(b"")) == ("ClosedError", "the field is closed")
    assert issubclass(ClosedError, TextFieldError)


def test_collection_frees_a_form():
    form = Form.from_spec(SPEC)
    handle = form._handle.value
    del form
    gc.collect()
    assert lib.tfk_field_free(handle) == -2


def test_random_hostile_input_never_crashes_and_events_name_real_fields():
    import random

    from textfieldkit import EndedError, Outcome

    spec = {
        "fields": [
            {"key": "phone", "mask": "+1 ([000]) [000]-[0000]", "required": True},
            {"key": "born", "type": "date", "format": "dd/MM/yyyy"},
            {"key": "amount", "type": "currency", "currency": "EUR"},
            {"key": "note", "max-length": 8},
        ]
    }
    generator = random.Random(24)
    keys = ["Tab", "shift+Tab", "Up", "Down", "Enter", "Backspace", "Left", "F5", "ctrl+a", "7"]
    with Form.from_spec(spec) as form:
        seen = set()
        for _ in range(3000):
            try:
                choice = generator.randrange(6)
                if choice == 0:
                    form.feed(
                        bytes(generator.randrange(256) for _ in range(generator.randrange(9)))
                    )
                elif choice == 1:
                    form.key(generator.choice(keys))
                elif choice == 2:
                    form.paste("".join(chr(generator.randrange(32, 0x3000)) for _ in range(5)))
                elif choice == 3:
                    form.focus(generator.choice(form.keys))
                elif choice == 4:
                    form.flush()
                else:
                    form.cells(generator.randrange(60), generator.randrange(8))
            except EndedError:
                form.restart()
            for event in form.events():
                seen.add(type(event).__name__)
                assert event.field is None or event.field in form.keys
            assert form.focused in form.keys or form.outcome is not Outcome.EDITING
            assert set(form.values) == set(form.keys)
        assert {"Changed", "Refused", "Cancelled"} <= seen
