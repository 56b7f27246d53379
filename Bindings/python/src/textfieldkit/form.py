"""``Form``: several fields behind one handle, made from a form spec (``textfield form --spec``)."""

from __future__ import annotations

import ctypes
import json
from typing import Any, Dict, Iterator, Optional, Tuple

from ._editor import Editor
from ._handle import create
from ._library import lib
from ._result import ValueReading
from ._spec import Spec, labels, spec_json
from .errors import UnknownFieldError


class Form(Editor):
    """A form: the fields of a spec, one row each, with the form's focus rules and checks.

    Make one from the spec ``textfield form --spec`` reads (a mapping, a JSON string, or a
    path to a JSON file)::

        form = Form.from_spec({"fields": [
            {"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]"},
            {"key": "born", "label": "Born", "type": "date", "format": "dd/MM/yyyy"},
        ]})

    It takes input, draws and ends as a :class:`~textfieldkit.Field` does (the same methods:
    :class:`~textfieldkit.Editor`): Tab, Shift-Tab, Up and Down move the focus; Enter moves on,
    and on the last field submits when every field is complete and valid (else the focus goes
    to the first that is not, and a :class:`~textfieldkit.Refused` says why); Esc cancels.
    :meth:`cells` draws a row per field, then the message line. Events name their field by
    key (``Changed(field="phone")``).

    Read it with :attr:`keys`, :attr:`values` (key → value), :attr:`result` (key → the value
    JSON) and ``form["phone"]`` (a read-only :class:`FormField`); ``"phone" in form``,
    ``len(form)`` and ``for key in form`` go by the keys, as a mapping's; steer it with
    :meth:`focus`.
    """

    _KIND = "form"

    def __init__(self, spec: Spec) -> None:
        """The form ``spec`` describes (as :meth:`from_spec`)."""
        text = spec_json(spec)
        self._adopt(create(lib.tfk_form_new_spec, text), labels(text, fields=True))

    @classmethod
    def from_spec(cls, spec: Spec) -> Form:
        """The form ``spec`` describes: ``{"fields": [{"key": "phone", …}, …]}``, checked as
        ``textfield form --spec`` checks it (``Form(spec)`` is the same).

        Raises:
            BadArgumentError: the library's words for what is wrong (``spec: field key "a"
                is used twice``, ``spec: fields is empty: a form needs a field``).
            TypeError: ``spec`` is not a mapping, a str or a path.
        """
        return cls(spec)

    def __repr__(self) -> str:
        if self.closed:
            return "<textfieldkit.Form closed>"
        return f"<textfieldkit.Form {', '.join(self._keys)} {self.outcome.name.lower()}>"

    # ---- Fields ---------------------------------------------------------------------------

    @property
    def keys(self) -> Tuple[str, ...]:
        """The fields' keys, in the spec's order."""
        return self._keys

    def field(self, key: str) -> FormField:
        """A read-only view of the field ``key`` (its value, read when asked).

        Raises:
            UnknownFieldError: no field has that key (a ``KeyError`` and a
                ``BadArgumentError``).
        """
        return FormField(self, key, self._index(key))

    def __getitem__(self, key: str) -> FormField:
        return self.field(key)

    def __contains__(self, key: object) -> bool:
        return key in self._keys

    def __iter__(self) -> Iterator[str]:
        """The keys, as a mapping's iteration gives them."""
        return iter(self._keys)

    def __len__(self) -> int:
        """How many fields the form has."""
        return len(self._keys)

    def _index(self, key: str) -> int:
        if not isinstance(key, str):
            raise TypeError(f"a field's key is a str, not {type(key).__name__}")
        try:
            return self._keys.index(key)
        except ValueError:
            raise UnknownFieldError(
                f"no field {json.dumps(key)} in the form (keys: {', '.join(self._keys)})"
            ) from None

    # ---- Focus ----------------------------------------------------------------------------

    @property
    def focused(self) -> Optional[str]:
        """The key of the field with the focus, or None when none has it."""
        index = ctypes.c_int32()
        self._handle.call(lib.tfk_form_focused, ctypes.byref(index))
        return self._keys[index.value] if 0 <= index.value < len(self._keys) else None

    def focus(self, key: str) -> None:
        """Moves the focus to the field ``key`` as Tab would (the field left is checked as Tab
        checks it: a required field left empty says so on the message line).

        Raises:
            UnknownFieldError: no field has that key.
            EndedError: the form was submitted or cancelled (:meth:`restart` it first).
        """
        index = self._index(key)
        self._handle.call(lib.tfk_form_focus, index)

    # ---- Values ---------------------------------------------------------------------------

    @property
    def result(self) -> Dict[str, Dict[str, Any]]:
        """:meth:`value_json` read: each field's ``formatted``, ``value`` and ``complete``
        (a phone's ``region``), by key, as ``textfield form --output json`` writes them."""
        answer: Dict[str, Dict[str, Any]] = json.loads(self.value_json())
        return answer

    @property
    def values(self) -> Dict[str, str]:
        """Each field's value by key (``{"phone": "5551234567", "born": "2024-12-31"}``)."""
        return {key: str(result["value"]) for key, result in self.result.items()}


class FormField(ValueReading):
    """A read-only view of one field of a :class:`Form` (``form["phone"]``): its key, label
    and place, and its value, read from the form each time it is asked."""

    __slots__ = ("form", "key", "index")

    def __init__(self, form: Form, key: str, index: int) -> None:
        #: The form the field belongs to.
        self.form = form
        #: The field's key (``"phone"``).
        self.key = key
        #: Its place in the spec's ``"fields"``.
        self.index = index

    def __repr__(self) -> str:
        return f"<textfieldkit.FormField {self.key!r} of {self.form!r}>"

    @property
    def label(self) -> str:
        """The label the spec gave it (its key when it gave none)."""
        return self.form._labels[self.index]

    @property
    def result(self) -> Dict[str, Any]:
        """The field's value JSON read: ``formatted``, ``value``, ``complete`` (and
        ``region``)."""
        text = self.form._handle.read_text(lib.tfk_form_field_value_json, self.index)
        answer: Dict[str, Any] = json.loads(text)
        return answer

    @property
    def focused(self) -> bool:
        """Whether the field has the form's focus."""
        return self.form.focused == self.key
