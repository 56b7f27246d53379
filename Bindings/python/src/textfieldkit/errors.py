"""The exceptions a call into the C library raises: one class per ``tfk_status`` error."""

from __future__ import annotations

from typing import Dict, Type


class TextFieldError(Exception):
    """A call into the C library failed; nothing changed.

    Attributes:
        status: The ``tfk_status`` number (negative).
        status_name: Its name in ``textfieldkit.h`` (``"TFK_ERR_BAD_ARGUMENT"``).
        message: What the library said was wrong (``tfk_last_error_message``).
    """

    #: The status this class stands for (its subclasses set it).
    STATUS = 0
    #: The status's name in ``textfieldkit.h``.
    STATUS_NAME = "TFK_UNKNOWN_STATUS"

    def __init__(self, message: str, status: int = 0, status_name: str = "") -> None:
        self.status = status or self.STATUS
        self.status_name = status_name or self.STATUS_NAME
        self.message = message
        super().__init__(f"{self.status_name}: {message}")


class NullArgumentError(TextFieldError):
    """``TFK_ERR_NULL_ARGUMENT``: a required pointer was NULL (a bug of the binding)."""

    STATUS = -1
    STATUS_NAME = "TFK_ERR_NULL_ARGUMENT"


class BadHandleError(TextFieldError):
    """``TFK_ERR_BAD_HANDLE``: the field was freed, or the handle is not the library's."""

    STATUS = -2
    STATUS_NAME = "TFK_ERR_BAD_HANDLE"


class ClosedError(BadHandleError):
    """The field was closed (``close()``, or its ``with`` block ended): it takes no more calls."""


class BusyError(TextFieldError):
    """``TFK_ERR_BUSY``: another thread is inside a call on this field (nothing happened)."""

    STATUS = -3
    STATUS_NAME = "TFK_ERR_BUSY"


class InvalidUTF8Error(TextFieldError, ValueError):
    """``TFK_ERR_INVALID_UTF8``: a text argument is not valid UTF-8."""

    STATUS = -4
    STATUS_NAME = "TFK_ERR_INVALID_UTF8"


class BadArgumentError(TextFieldError, ValueError):
    """``TFK_ERR_BAD_ARGUMENT``: a malformed mask, an unknown type, a key out of range…"""

    STATUS = -5
    STATUS_NAME = "TFK_ERR_BAD_ARGUMENT"


class UnknownFieldError(BadArgumentError, KeyError):
    """A form has no field with that key (``form["nope"]``, ``form.focus("nope")``): a
    ``KeyError`` as a mapping's, and a :class:`BadArgumentError`."""

    def __str__(self) -> str:
        # KeyError's own str() would quote the message.
        return TextFieldError.__str__(self)


class BufferTooSmallError(TextFieldError):
    """``TFK_ERR_BUFFER_TOO_SMALL``: a buffer the binding passed was too small (a bug of it)."""

    STATUS = -6
    STATUS_NAME = "TFK_ERR_BUFFER_TOO_SMALL"


class EndedError(TextFieldError):
    """``TFK_ERR_ENDED``: the field was submitted or cancelled; ``restart()`` it first."""

    STATUS = -7
    STATUS_NAME = "TFK_ERR_ENDED"


_BY_STATUS: Dict[int, Type[TextFieldError]] = {
    cls.STATUS: cls
    for cls in (
        NullArgumentError,
        BadHandleError,
        BusyError,
        InvalidUTF8Error,
        BadArgumentError,
        BufferTooSmallError,
        EndedError,
    )
}


def error_for(status: int, status_name: str, message: str) -> TextFieldError:
    """The exception for a failed call's ``status``: its class, name and message."""
    return _BY_STATUS.get(status, TextFieldError)(message, status, status_name)
