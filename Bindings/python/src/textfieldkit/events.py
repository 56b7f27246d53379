"""What happened in a field or a form, oldest first (:meth:`Field.events`, :meth:`Form.events`).

An event about one field (:class:`Changed`, :class:`Refused`, :class:`KeyUnused`) names it by
its key in ``field``: ``Changed(field="phone")``. A field made alone without a key (``Field(mask=
…)``) names none: ``Changed()``. The ends (:class:`Submitted`, :class:`Cancelled`,
:class:`Interrupted`) end the whole form: their ``field`` is always None.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from .keys import Modifier, key_name


class Event:
    """Something that happened in a field; one of the dataclasses below."""

    #: The key of the field the event concerns (``"phone"``), or None: an end, or a field
    #: without a key.
    field: Optional[str] = None


@dataclass(frozen=True)
class Changed(Event):
    """The text changed (a user's edit); ``field`` is the key of the field that changed."""

    field: Optional[str] = None


@dataclass(frozen=True)
class Refused(Event):
    """An edit was refused or trimmed.

    Attributes:
        message: The whole line the field shows (``Phone: incomplete: "+1 (555) " still
            needs "___-____"``, ``"9": the field is full``).
        reason: The reason alone: the message without the field's label and the refused
            input (``incomplete: "+1 (555) " still needs "___-____"``, ``the field is full``).
        input: The refused input the message quotes first (``"9"``), or None.
        field: The key of the field that refused it (the one with the focus), or None.
    """

    message: str
    reason: str
    input: Optional[str] = None
    field: Optional[str] = None

    _QUOTED = re.compile(r'^"((?:[^"\\]|\\.)*)": ')

    @classmethod
    def parse(cls, message: str, label: str = "", field: Optional[str] = None) -> Refused:
        """The refusal the field's ``message`` describes (``label`` is the field's label,
        ``field`` its key)."""
        rest = message
        prefix = label.rstrip(":") + ": " if label else ""
        if prefix and rest.startswith(prefix):
            rest = rest[len(prefix) :]
        quoted = cls._QUOTED.match(rest)
        if quoted:
            return cls(message, rest[quoted.end() :], quoted.group(1), field)
        return cls(message, rest, None, field)


@dataclass(frozen=True)
class Submitted(Event):
    """Enter with a complete, valid value: the field ended (:attr:`Outcome.SUBMITTED`)."""


@dataclass(frozen=True)
class Cancelled(Event):
    """Esc: the field ended (:attr:`Outcome.CANCELLED`)."""


@dataclass(frozen=True)
class Interrupted(Event):
    """Ctrl-C: the field ended (:attr:`Outcome.INTERRUPTED`)."""


@dataclass(frozen=True)
class KeyUnused(Event):
    """A key the field does not use (Tab, Up, a function key): the host's to handle.

    Attributes:
        key: The key's code, as :meth:`Field.key` takes it (a :class:`Key` or a code point).
        modifiers: Its modifiers.
        field: The key of the field that had the focus, or None.
    """

    key: int
    modifiers: Modifier = Modifier.NONE
    field: Optional[str] = None

    @property
    def name(self) -> str:
        """The key's name as :meth:`Field.key` reads it: ``"tab"``, ``"shift+up"``, ``"f5"``."""
        return key_name(self.key, self.modifiers)
