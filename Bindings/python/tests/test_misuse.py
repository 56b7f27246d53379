"""Misuse and hostile input: clean Python exceptions with the library's words, never a crash."""

import gc
import threading

import pytest

import textfieldkit
from textfieldkit import (
    BadHandleError,
    Changed,
    ClosedError,
    Field,
    InvalidUTF8Error,
    Refused,
    TextFieldError,
)
from textfieldkit._handle import Handle
from textfieldkit._library import lib

PHONE = "+1 ([000]) [000]-[0000]"


def raised(call):
    """The TextFieldError `call` raises, as (class name, status name, message)."""
    with pytest.raises(TextFieldError) as caught:
        call()
    return type(caught.value).__name__, caught.value.status_name, caught.value.message


def test_every_call_after_close_raises_closed():
    field = Field(mask=PHONE)
    field.close()
    field.close()  # a second close does nothing
    assert field.closed
    assert repr(field) == "<textfieldkit.Field closed>"
    calls = [
        lambda: field.feed(b"5"),
        lambda: field.key("5"),
        lambda: field.paste("5"),
        field.flush,
        field.restart,
        lambda: field.cells(10),
        field.value_json,
        lambda: field.value,
        lambda: field.outcome,
        lambda: list(field.events()),
        lambda: setattr(field, "label", "Phone"),
        lambda: field.input_pending,
    ]
    for call in calls:
        assert raised(call) == ("ClosedError", "TFK_ERR_BAD_HANDLE", "the field is closed")
    assert issubclass(ClosedError, BadHandleError)


def test_the_with_block_closes_and_the_handle_is_then_freed():
    with Field(max_length=3) as field:
        handle = field._handle.value
    assert field.closed
    # Freed in the library: the token is not live any more (tokens are never reused).
    assert lib.tfk_field_free(handle) == -2


def test_collection_frees_the_handle():
    field = Field(max_length=3)
    handle = field._handle.value
    del field
    gc.collect()
    assert lib.tfk_field_free(handle) == -2


def test_a_handle_is_freed_exactly_once_whatever_closes_it():
    freed = []

    class Owner:
        pass

    for close_first in (True, False):
        owner = Owner()
        handle = Handle(owner, 7, lambda value: freed.append(value) or 0, "field")
        if close_first:
            handle.close()
            handle.close()
        del owner
        gc.collect()
    assert freed == [7, 7]


def test_constructors_name_what_is_wrong():
    assert raised(lambda: Field(type="nope")) == (
        "BadArgumentError",
        "TFK_ERR_BAD_ARGUMENT",
        'unknown type "nope" (known: phone, number, currency, date)',
    )
    assert raised(lambda: Field(mask="[00")) == (
        "BadArgumentError",
        "TFK_ERR_BAD_ARGUMENT",
        'bad mask:\n"[" is never closed at character 1\n  [00\n  ^',
    )
    assert raised(lambda: Field(type="currency")) == (
        "BadArgumentError",
        "TFK_ERR_BAD_ARGUMENT",
        "a currency field needs its ISO code as the option (EUR, USD, JPY)",
    )
    assert raised(lambda: Field(max_length=-1)) == (
        "BadArgumentError",
        "TFK_ERR_BAD_ARGUMENT",
        "max_length -1 is out of range (0 to 1000000)",
    )
    assert raised(lambda: Field(max_length=2**64)) == (
        "BadArgumentError",
        "TFK_ERR_BAD_ARGUMENT",
        f"max_length {2**64} is out of range ({-(2**63)} to {2**63 - 1})",
    )
    # A bad argument is also a ValueError.
    with pytest.raises(ValueError):
        Field(type="nope")


def test_constructor_keywords_are_checked():
    with pytest.raises(
        TypeError, match=r"exactly one of mask=, type= or max_length= \(given: none\)"
    ):
        Field()
    with pytest.raises(TypeError, match=r"\(given: mask, max_length\)"):
        Field(mask=PHONE, max_length=3)
    with pytest.raises(TypeError, match="a date field takes format=, not region="):
        Field(type="date", region="US")
    with pytest.raises(TypeError, match="format= go with type=, not mask="):
        Field(mask=PHONE, format="x")
    with pytest.raises(TypeError, match="mask must be a str, not bytes"):
        Field(mask=b"[000]")


def test_text_arguments_that_c_cannot_carry_are_refused():
    with Field(mask=PHONE) as field:
        assert raised(lambda: setattr(field, "label", "Ph\0one")) == (
            "BadArgumentError",
            "TFK_ERR_BAD_ARGUMENT",
            "label holds a NUL character at index 2",
        )
        assert raised(lambda: field.paste("5\ud800")) == (
            "BadArgumentError",
            "TFK_ERR_BAD_ARGUMENT",
            "the pasted text holds a lone surrogate U+D800 at index 1: it has no UTF-8",
        )
        assert field.label == ""
    assert raised(lambda: Field(mask="[0\0]")) == (
        "BadArgumentError",
        "TFK_ERR_BAD_ARGUMENT",
        "mask holds a NUL character at index 2",
    )


def test_bad_utf8_is_refused_in_a_paste_and_decoded_as_a_terminal_does_in_a_feed():
    with Field(mask=PHONE) as field:
        assert raised(lambda: field.paste(b"55\xff")) == (
            "InvalidUTF8Error",
            "TFK_ERR_INVALID_UTF8",
            "the pasted text is not valid UTF-8 (at byte 2)",
        )
        assert issubclass(InvalidUTF8Error, ValueError)
        assert list(field.events()) == []
        field.feed(b"5\xff")
        assert list(field.events()) == [
            Changed(),
            Refused('"\ufffd": only digits here', "only digits here", "\ufffd"),
        ]
        # A NUL inside pasted text is text like any other (it is not a terminator here).
        field.paste("5\x006")
        assert field.value == "556"
        with pytest.raises(TypeError, match="feed takes bytes"):
            field.feed("5")  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="paste takes a str or UTF-8 bytes, not int"):
            field.paste(5)  # type: ignore[arg-type]


def test_keys_out_of_range_or_unknown_are_refused():
    with Field(mask=PHONE) as field:
        assert raised(lambda: field.key(2**40)) == (
            "BadArgumentError",
            "TFK_ERR_BAD_ARGUMENT",
            f"key {2**40} is out of range (0 to {2**31 - 1})",
        )
        assert (
            raised(lambda: field.key(0xD800))[2]
            == "key 0xd800 is a surrogate, not a Unicode scalar value"
        )
        assert raised(lambda: field.key("Hyper"))[2].startswith(
            "unknown key 'Hyper' (known: a character, F1 to F63,"
        )
        assert raised(lambda: field.key("F64"))[2] == "F64: function keys are F1 to F63"
        assert raised(lambda: field.key("super+a"))[2] == (
            "key 'super+a': unknown modifier 'super' (known: shift, alt, meta, ctrl)"
        )
        assert (
            raised(lambda: field.key("a", 64))[2]
            == "modifiers 0x40 has bits that are not TFK_MOD_*"
        )
        with pytest.raises(TypeError):
            field.key(1.5)  # type: ignore[arg-type]


def test_pictures_out_of_range_are_refused_with_the_library_words():
    with Field(mask=PHONE) as field:
        assert raised(lambda: field.cells(5000)) == (
            "BadArgumentError",
            "TFK_ERR_BAD_ARGUMENT",
            "the picture is 5000 × 2: each side takes 0 to 4096",
        )
        assert (
            raised(lambda: field.cells(4096, 4096))[2]
            == "the picture is 4096 × 4096: at most 1048576 cells"
        )
        assert (
            raised(lambda: field.cells(2**33))[2]
            == f"width {2**33} is out of range ({-(2**31)} to {2**31 - 1})"
        )


def test_a_huge_paste_is_cut_and_said():
    with Field(max_length=5) as field:
        field.paste("a" * (1 << 20))
        assert list(field.events()) == [
            Changed(),
            Refused(
                "1048571 characters dropped: at most 5 characters",
                "1048571 characters dropped: at most 5 characters",
            ),
        ]
        assert field.value == "aaaaa"


def test_fields_on_threads_are_independent():
    fields = [Field(mask=PHONE) for _ in range(4)]
    errors = []

    def type_into(field, digits):
        try:
            for _ in range(50):
                field.feed(digits.encode())
                field.cells(30)
                for _ in range(10):
                    field.key("Backspace")
            field.feed(digits.encode())
        except Exception as error:  # noqa: BLE001 - collected for the assertion
            errors.append(error)

    threads = [
        threading.Thread(target=type_into, args=(field, str(n) * 10))
        for n, field in enumerate(fields)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert [field.value for field in fields] == [str(n) * 10 for n in range(4)]
    for field in fields:
        field.close()


def test_the_package_names_the_library_it_loaded():
    assert textfieldkit.library_path.endswith("libtextfieldkit.so")
    assert textfieldkit.API_VERSION == lib.tfk_api_version() == 1


def test_busy_says_another_thread_holds_the_field_even_once_it_let_go(monkeypatch):
    """The busy error's words are the calling thread's (the library keeps them there), not the
    field's last error, also when the other thread has left the field by the time they are
    read."""
    import ctypes

    from textfieldkit import BusyError
    from textfieldkit._library import Event

    callback_type = ctypes.CFUNCTYPE(
        None, ctypes.c_void_p, ctypes.POINTER(Event), ctypes.c_char_p, ctypes.c_void_p
    )
    set_callback = lib.tfk_field_set_event_callback
    set_callback.argtypes = [ctypes.c_void_p, callback_type, ctypes.c_void_p]
    set_callback.restype = ctypes.c_int32
    inside, release = threading.Event(), threading.Event()

    @callback_type
    def hold(field, event, reason, data):
        # The other thread's call is inside the field until the busy call is answered.
        inside.set()
        release.wait(10)

    with Field(mask=PHONE) as field:
        assert set_callback(field._handle.value, hold, None) == 0
        other = threading.Thread(target=field.key, args=("5",))
        other.start()
        assert inside.wait(10)
        status_name = lib.tfk_status_name

        def name_then_let_go(status):
            # The busy call returned; the other thread leaves the field before its words
            # are read.
            release.set()
            other.join(10)
            return status_name(status)

        monkeypatch.setattr(lib, "tfk_status_name", name_then_let_go)
        with pytest.raises(BusyError) as caught:
            field.key("6")
        monkeypatch.undo()
        assert caught.value.message == (
            "another thread is inside a call on this field (use a field from one thread at a "
            "time)"
        )
        assert field.value == "5"
        set_callback(field._handle.value, callback_type(), None)
