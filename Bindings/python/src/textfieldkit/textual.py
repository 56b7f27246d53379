"""Textual widgets over TextFieldKit fields: :class:`MaskedField` and :class:`TypedField`, and
:class:`FormWidget` for a whole form.

A Textual app mounts them as it mounts its own ``Input``::

    from textfieldkit.textual import MaskedField, TypedField

    class Checkout(App):
        def compose(self):
            yield MaskedField("+1 ([000]) [000]-[0000]", label="Phone", id="phone")
            yield TypedField("date", format="dd/MM/yyyy", label="Born")

        def on_masked_field_submitted(self, message: MaskedField.Submitted) -> None:
            self.notify(message.value)

``TypedField.from_spec(spec)`` (and ``MaskedField.from_spec``) makes the widget of one field of
a form spec, with every option ``textfield form --spec`` takes (``required``, ``validate``,
``placeholder``, ``min``/``max``…). ``FormWidget(spec)`` shows a whole form spec in one widget,
with the form's own rules (Enter moves on and submits a complete form; ``FormWidget.Changed``
names the field by key).

The widget is focusable; keys and pastes go to the field, keys it does not use (Tab, Up, F5)
go on to the app's bindings. It draws the field's cells with a component class per role
(``textfield--text``, ``textfield--placeholder``, ``textfield--error``…, and
``textfield--cursor`` for the caret) and posts ``Changed``, ``Refused`` (with the reason and the
message), ``Submitted`` and ``Cancelled`` messages. A refusal shows the Textual way: the reason
on the field's message row and the ``-invalid`` class (an error border) until the next change.

Needs ``textual`` (``pip install "./Bindings/python[textual]"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Type, TypeVar

try:
    from textual.message import Message
except ImportError as error:  # pragma: no cover - depends on the installation
    raise ImportError(
        'textfieldkit.textual needs Textual: pip install "./Bindings/python[textual]" '
        f"(or pip install textual) ({error})"
    ) from None

from . import events as field_events
from ._spec import Spec
from ._textual_base import ROLE_CLASSES, EditorWidget
from ._textual_form import FormWidget
from .field import Field

_Widget = TypeVar("_Widget", bound="TextFieldWidget")


class TextFieldWidget(EditorWidget):
    """A TextFieldKit field as a focusable Textual widget (the base of :class:`MaskedField`
    and :class:`TypedField`; make one from any :class:`~textfieldkit.Field` with ``field=``)."""

    @dataclass
    class Changed(Message):
        """The text changed (one message per key or paste that changed it)."""

        widget: TextFieldWidget
        #: The value (``"5551234567"``; ``""`` until a type's value is whole).
        value: str
        #: The text as shown (``"+1 (555) 123-4567"``).
        formatted: str
        #: Whether the value is complete.
        complete: bool

        @property
        def control(self) -> TextFieldWidget:
            """The widget that changed."""
            return self.widget

    @dataclass
    class Refused(Message):
        """An edit was refused or trimmed."""

        widget: TextFieldWidget
        #: The reason alone (``"February has at most 29 days"``, ``"the field is full"``).
        reason: str
        #: The line the field shows (with the label and the refused input).
        message: str

        @property
        def control(self) -> TextFieldWidget:
            """The widget that refused the edit."""
            return self.widget

    @dataclass
    class Submitted(Message):
        """Enter with a complete, valid value (the field keeps editing afterwards)."""

        widget: TextFieldWidget
        value: str
        formatted: str

        @property
        def control(self) -> TextFieldWidget:
            """The widget submitted."""
            return self.widget

    @dataclass
    class Cancelled(Message):
        """Esc in the field (the key goes on to the app's bindings too)."""

        widget: TextFieldWidget

        @property
        def control(self) -> TextFieldWidget:
            """The widget cancelled."""
            return self.widget

    def __init__(
        self,
        *,
        field: Field,
        name: Optional[str] = None,
        id: Optional[str] = None,
        classes: Optional[str] = None,
        disabled: bool = False,
    ) -> None:
        super().__init__(field, name=name, id=id, classes=classes, disabled=disabled)
        #: The field the widget shows and edits.
        self.field = field

    @classmethod
    def from_spec(
        cls: Type[_Widget],
        spec: Spec,
        *,
        name: Optional[str] = None,
        id: Optional[str] = None,
        classes: Optional[str] = None,
        disabled: bool = False,
    ) -> _Widget:
        """The widget of the field one element of a form spec's ``"fields"`` describes, with
        every option ``textfield form --spec`` takes (:meth:`Field.from_spec
        <textfieldkit.Field.from_spec>`): ``TypedField.from_spec({"key": "born", "label":
        "Born", "type": "date", "format": "dd/MM/yyyy", "required": True}, id="born")``. It
        posts the messages of the class it is called on (``TypedField.Changed``…).

        Raises:
            BadArgumentError: the library's words for what is wrong with the spec.
        """
        field = Field.from_spec(spec)
        widget = cls.__new__(cls)
        # The subclasses' own __init__ only make a field: this one is made.
        TextFieldWidget.__init__(
            widget, field=field, name=name, id=id, classes=classes, disabled=disabled
        )
        return widget

    # ---- Values ---------------------------------------------------------------------------

    @property
    def value(self) -> str:
        """The field's value (``"5551234567"``, a date's ``"2024-12-31"``)."""
        return self.field.value

    @property
    def formatted(self) -> str:
        """The text as the field shows it."""
        return self.field.formatted

    @property
    def complete(self) -> bool:
        """Whether the value is complete."""
        return self.field.complete

    # ---- Input ----------------------------------------------------------------------------

    def _take_events(self) -> bool:
        """Posts the field's events as messages; whether the field used the key."""
        used = True
        changed = False
        for happened in self.field.events():
            if isinstance(happened, field_events.Changed):
                changed = True
            elif isinstance(happened, field_events.Refused):
                self._refused(happened.reason)
                self.post_message(self.Refused(self, happened.reason, happened.message))
            elif isinstance(happened, field_events.Submitted):
                self.post_message(self.Submitted(self, self.value, self.formatted))
                self.field.restart()
            elif isinstance(happened, (field_events.Cancelled, field_events.Interrupted)):
                self.post_message(self.Cancelled(self))
                self.field.restart()
                used = False
            elif isinstance(happened, field_events.KeyUnused):
                used = False
        if changed:
            self._changed()
            self.post_message(self.Changed(self, self.value, self.formatted, self.complete))
        self.refresh()
        return used


class MaskedField(TextFieldWidget):
    """A field formatted by an input mask in TextFieldKit's syntax: ``MaskedField("+1
    ([000]) [000]-[0000]", label="Phone")``. Posts ``MaskedField.Changed``, ``.Refused``,
    ``.Submitted`` and ``.Cancelled`` (``on_masked_field_changed``…)."""

    class Changed(TextFieldWidget.Changed):
        """The text changed."""

    class Refused(TextFieldWidget.Refused):
        """An edit was refused or trimmed."""

    class Submitted(TextFieldWidget.Submitted):
        """Enter with a complete value."""

    class Cancelled(TextFieldWidget.Cancelled):
        """Esc in the field."""

    def __init__(
        self,
        mask: str,
        *,
        label: str = "",
        name: Optional[str] = None,
        id: Optional[str] = None,
        classes: Optional[str] = None,
        disabled: bool = False,
    ) -> None:
        super().__init__(
            field=Field(mask=mask, label=label),
            name=name,
            id=id,
            classes=classes,
            disabled=disabled,
        )


class TypedField(TextFieldWidget):
    """A field that knows what it holds: ``TypedField("phone", region="US")``,
    ``TypedField("number", locale="de_DE")``, ``TypedField("currency", currency="EUR")``,
    ``TypedField("date", format="dd/MM/yyyy")``. Posts ``TypedField.Changed``, ``.Refused``,
    ``.Submitted`` and ``.Cancelled`` (``on_typed_field_refused``…)."""

    class Changed(TextFieldWidget.Changed):
        """The text changed."""

    class Refused(TextFieldWidget.Refused):
        """An edit was refused or trimmed (an impossible date, a digit too many)."""

    class Submitted(TextFieldWidget.Submitted):
        """Enter with a complete, valid value."""

    class Cancelled(TextFieldWidget.Cancelled):
        """Esc in the field."""

    def __init__(
        self,
        type: str,
        *,
        label: str = "",
        name: Optional[str] = None,
        id: Optional[str] = None,
        classes: Optional[str] = None,
        disabled: bool = False,
        **options: str,
    ) -> None:
        super().__init__(
            # The options are the type's one setting (region=, locale=, currency=, format=).
            field=Field(type=type, label=label, **options),  # type: ignore[arg-type]
            name=name,
            id=id,
            classes=classes,
            disabled=disabled,
        )


__all__: List[str] = [
    "EditorWidget",
    "FormWidget",
    "MaskedField",
    "ROLE_CLASSES",
    "TextFieldWidget",
    "TypedField",
]
