"""``Field``: one text field of the C library (a mask, a maximum length, or a type)."""

from __future__ import annotations

import json
from typing import Any, Dict, Mapping, Optional, Tuple

from ._editor import Editor, Outcome
from ._handle import c_string, check_int, create
from ._library import lib
from ._result import ValueReading
from ._spec import Spec, labels, spec_json

__all__ = ["Field", "Outcome"]

# The one setting of each type (tfk_field_new_type's `option`), by keyword.
_TYPE_OPTIONS: Dict[str, str] = {
    "phone": "region",
    "number": "locale",
    "currency": "currency",
    "date": "format",
}


class Field(Editor, ValueReading):
    """A text field: give it input (:meth:`feed`, :meth:`key`, :meth:`paste`), draw its
    :meth:`cells`, read its :attr:`value` and its :meth:`events`.

    Make one of three kinds::

        Field(mask="+1 ([000]) [000]-[0000]")       # an input mask
        Field(type="date", format="dd/MM/yyyy")     # a type: phone (region=), number
                                                    # (locale=), currency (currency=, required),
                                                    # date (format=)
        Field(max_length=5)                         # plain text, at most 5 characters
        Field.from_spec({"key": "born", "type": "date", "format": "dd/MM/yyyy"})
                                                    # any field `textfield form --spec` takes

    Enter submits a complete value, Esc cancels; after either, input raises
    :class:`~textfieldkit.EndedError` until :meth:`restart`. Close the field with :meth:`close`
    or a ``with`` block (collection frees it too, exactly once).

    Threads: fields are independent. One field is used by one thread at a time; a call while
    another thread is inside one on the same field raises :class:`~textfieldkit.BusyError`.

    Raises:
        BadArgumentError: a malformed mask, an unknown type or option, a length out of range.
        InvalidUTF8Error, TypeError: an argument that is not text.
    """

    def __init__(
        self,
        mask: Optional[str] = None,
        *,
        type: Optional[str] = None,
        max_length: Optional[int] = None,
        label: str = "",
        **options: str,
    ) -> None:
        kinds = [
            name
            for name, given in (("mask", mask), ("type", type), ("max_length", max_length))
            if given is not None
        ]
        if len(kinds) != 1:
            raise TypeError(
                "Field takes exactly one of mask=, type= or max_length= "
                f"(given: {', '.join(kinds) or 'none'})"
            )
        if options and type is None:
            raise TypeError(f"{', '.join(sorted(options))}= go with type=, not {kinds[0]}=")
        if mask is not None:
            handle = create(lib.tfk_field_new_mask, c_string(mask, "mask"))
        elif max_length is not None:
            length = check_int(max_length, "max_length", -(2**63), 2**63 - 1)
            handle = create(lib.tfk_field_new_max_length, length)
        else:
            handle = create(lib.tfk_field_new_type, *_type_arguments(type, options))
        self._adopt(handle)
        if label:
            self.label = label

    @classmethod
    def from_spec(cls, spec: Spec) -> Field:
        """The field one element of a form spec's ``"fields"`` describes (as ``textfield form
        --spec`` reads it), with every option that takes: ``Field.from_spec({"key": "phone",
        "label": "Phone", "type": "phone", "region": "US", "required": True})``.

        ``spec`` is a mapping, a JSON string, or a path to a JSON file (a ``pathlib.Path``).
        ``"key"`` is required; it names the field in its events (``Changed(field="phone")``)
        and in messages. ``"label"`` defaults to it.

        Raises:
            BadArgumentError: the library's words for what is wrong (``spec: field "p":
                unknown type "fone" (known: phone, number, currency, date)``).
            TypeError: ``spec`` is not a mapping, a str or a path.
        """
        text = spec_json(spec)
        field = cls.__new__(cls)
        field._adopt(create(lib.tfk_field_new_spec, text), labels(text, fields=False))
        return field

    def __repr__(self) -> str:
        if self.closed:
            return "<textfieldkit.Field closed>"
        return f"<textfieldkit.Field {self.formatted!r} {self.outcome.name.lower()}>"

    # ---- Setting up -----------------------------------------------------------------------

    @property
    def label(self) -> str:
        """The label drawn before the text (``"Phone"``; a trailing ``:`` is dropped)."""
        return self._labels[0]

    @label.setter
    def label(self, label: str) -> None:
        self._handle.call(lib.tfk_field_set_label, c_string(label, "label"))
        self._labels[0] = label

    # ---- Values ---------------------------------------------------------------------------

    @property
    def result(self) -> Dict[str, Any]:
        """:meth:`value_json` read: ``formatted``, ``value``, ``complete`` (and ``region``)."""
        answer: Dict[str, Any] = json.loads(self.value_json())
        return answer


def _type_arguments(
    type: Optional[str], options: Mapping[str, str]
) -> Tuple[bytes, Optional[bytes]]:
    name = c_string(type or "", "type")
    expected = _TYPE_OPTIONS.get(type or "")
    if expected is None:
        # The library names the known types.
        return name, None
    unknown = sorted(set(options) - {expected})
    if unknown:
        raise TypeError(f"a {type} field takes {expected}=, not {', '.join(unknown)}=")
    option = options.get(expected)
    return name, None if option is None else c_string(option, expected)
