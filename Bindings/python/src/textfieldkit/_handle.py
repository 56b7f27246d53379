"""A handle of the C library owned by a Python object: freed exactly once, and every call's
status turned into an exception. Fields and forms (:class:`~textfieldkit.Editor`) use it."""

from __future__ import annotations

import ctypes
import weakref
from typing import Any, Callable, Optional

from ._library import lib
from .errors import BadArgumentError, ClosedError, TextFieldError, error_for

_NO_EVENT = 1
_BAD_HANDLE = -2
_BUSY = -3
_BUFFER_TOO_SMALL = -6


def fail(status: int, handle: Optional[int]) -> TextFieldError:
    """The exception for a failed call: its status and the library's message about it."""
    name = (lib.tfk_status_name(status) or b"TFK_UNKNOWN_STATUS").decode("utf-8", "replace")
    # A busy call's words are the thread's: the field's own are its last error, which the
    # library reads instead once the other thread has left the field.
    where = None if status == _BUSY else handle
    message = (lib.tfk_last_error_message(where) or b"").decode("utf-8", "replace")
    return error_for(status, name, message)


def create(constructor: Callable[..., int], *arguments: Any) -> int:
    """Calls a ``tfk_*_new_*`` constructor and answers the new handle, or raises its error."""
    out = ctypes.c_void_p()
    status = constructor(*arguments, ctypes.byref(out))
    if status < 0 or out.value is None:
        raise fail(status, None)
    return out.value


def c_string(text: str, what: str) -> bytes:
    """``text`` as the NUL-terminated UTF-8 a C call takes.

    Raises:
        TypeError: ``text`` is not a str.
        BadArgumentError: it holds a NUL character or a lone surrogate.
    """
    if not isinstance(text, str):
        raise TypeError(f"{what} must be a str, not {type(text).__name__}")
    nul = text.find("\0")
    if nul >= 0:
        raise BadArgumentError(f"{what} holds a NUL character at index {nul}")
    return utf8(text, what)


def utf8(text: str, what: str) -> bytes:
    """``text`` in UTF-8; a lone surrogate (not encodable) is a :class:`BadArgumentError`."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise BadArgumentError(
            f"{what} holds a lone surrogate U+{ord(text[error.start]):04X} at index "
            f"{error.start}: it has no UTF-8"
        ) from None


def check_int(value: object, what: str, low: int, high: int) -> int:
    """``value`` as an int in ``low…high`` (ctypes would wrap a larger one silently)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be an int, not {type(value).__name__}")
    if not low <= value <= high:
        raise BadArgumentError(f"{what} {value} is out of range ({low} to {high})")
    return int(value)


def _free(free: Callable[[int], int], handle: int) -> None:
    free(handle)


class Handle:
    """A live handle and the finalizer that frees it once (on :meth:`close` or collection)."""

    def __init__(self, owner: object, handle: int, free: Callable[[int], int], kind: str):
        self.value = handle
        self.kind = kind
        self._free = free
        self._finalizer = weakref.finalize(owner, _free, free, handle)

    @property
    def closed(self) -> bool:
        """Whether the handle was freed."""
        return not self._finalizer.alive

    def live(self) -> int:
        """The handle, or :class:`ClosedError` when it was freed."""
        if not self._finalizer.alive:
            raise ClosedError(f"the {self.kind} is closed")
        return self.value

    def call(self, function: Callable[..., int], *arguments: Any) -> int:
        """Calls ``function(handle, *arguments)``: its status, or its error raised."""
        return self.check(function(self.live(), *arguments))

    def check(self, status: int) -> int:
        """``status`` when it is not an error; else its exception, with the library's message."""
        if status < 0:
            if status == _BAD_HANDLE and self.closed:
                raise ClosedError(f"the {self.kind} is closed")
            raise fail(status, self.value)
        return status

    def read_text(self, function: Callable[..., int], *arguments: Any) -> str:
        """The NUL-terminated UTF-8 ``function(handle, *arguments, buffer, capacity, needed)``
        writes, asking its size first (``tfk_field_value_json``, ``tfk_form_field_key``…)."""
        needed = ctypes.c_size_t()
        self.call(function, *arguments, None, 0, ctypes.byref(needed))
        while True:
            buffer = ctypes.create_string_buffer(max(needed.value, 1))
            status = function(self.live(), *arguments, buffer, len(buffer), ctypes.byref(needed))
            if status != _BUFFER_TOO_SMALL:
                break
        self.check(status)
        return buffer.value.decode("utf-8", "replace")

    def close(self) -> None:
        """Frees the handle; a second close does nothing. Another thread's call in progress
        makes it a :class:`BusyError` (the handle stays open)."""
        if not self._finalizer.alive:
            return
        status = self._free(self.value)
        if status == _BUSY:
            raise fail(status, self.value)
        # Freed (or freed by another thread's close at the same time): never free it again.
        self._finalizer.detach()
