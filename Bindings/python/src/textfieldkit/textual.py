"""Textual widgets over TextFieldKit fields: :class:`MaskedField` and :class:`TypedField`.

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
``placeholder``, ``min``/``max``…).

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
from typing import ClassVar, Dict, List, Optional, Set, Type, TypeVar

try:
    from rich.style import Style
    from rich.text import Text
    from textual import events
    from textual.message import Message
    from textual.widget import Widget
except ImportError as error:  # pragma: no cover - depends on the installation
    raise ImportError(
        'textfieldkit.textual needs Textual: pip install "./Bindings/python[textual]" '
        f"(or pip install textual) ({error})"
    ) from None

from . import events as field_events
from ._spec import Spec
from .errors import BadArgumentError
from .field import Field
from .keys import parse_key
from .picture import Picture, Role

#: The component class of each role: ``textfield--`` and the role's name in kebab case.
ROLE_CLASSES: Dict[Role, str] = {
    role: "textfield--" + role.name.lower().replace("_", "-") for role in Role if role != Role.NONE
}


_Widget = TypeVar("_Widget", bound="TextFieldWidget")


class TextFieldWidget(Widget, can_focus=True):
    """A TextFieldKit field as a focusable Textual widget (the base of :class:`MaskedField`
    and :class:`TypedField`; make one from any :class:`~textfieldkit.Field` with ``field=``)."""

    COMPONENT_CLASSES: ClassVar[Set[str]] = set(ROLE_CLASSES.values()) | {"textfield--cursor"}

    DEFAULT_CSS = """
    TextFieldWidget {
        height: 4;
        width: 100%;
        padding: 0 1;
        border: tall $border-blurred;
        background: $surface;
        &:focus { border: tall $border; }
        &.-invalid { border: tall $error 60%; }
        &.-invalid:focus { border: tall $error; }
        & > .textfield--focused-label { color: $accent; text-style: bold; }
        & > .textfield--label { color: $foreground-muted; }
        & > .textfield--invalid-label { color: $error; text-style: bold; }
        & > .textfield--placeholder { color: $text-disabled; }
        & > .textfield--field-blank { color: $text-disabled; }
        & > .textfield--error { color: $error; }
        & > .textfield--hint { color: $text-muted; }
        & > .textfield--message { color: $text-muted; }
        & > .textfield--selection { background: $input-selection-background; }
        & > .textfield--cursor {
            background: $input-cursor-background;
            color: $input-cursor-foreground;
        }
    }
    """

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
        super().__init__(name=name, id=id, classes=classes, disabled=disabled)
        #: The field the widget shows and edits.
        self.field = field
        #: The last refusal's reason, or None since the last change.
        self.refusal: Optional[str] = None

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

    async def _on_key(self, event: events.Key) -> None:
        try:
            if event.is_printable and event.character:
                for character in event.character:
                    self.field.key(ord(character))
            else:
                self.field.key(*parse_key(event.key))
        except BadArgumentError:
            return  # a key the field has no code for: the app's
        if self._take_events():
            event.stop()
            event.prevent_default()

    async def _on_paste(self, event: events.Paste) -> None:
        event.stop()
        if event.text:
            self.field.paste(event.text)
            self._take_events()

    def _take_events(self) -> bool:
        """Posts the field's events as messages; whether the field used the key."""
        used = True
        changed = False
        for happened in self.field.events():
            if isinstance(happened, field_events.Changed):
                changed = True
            elif isinstance(happened, field_events.Refused):
                self.refusal = happened.reason
                self.set_class(True, "-invalid")
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
            self.refusal = None
            self.set_class(False, "-invalid")
            self.post_message(self.Changed(self, self.value, self.formatted, self.complete))
        self.refresh()
        return used

    # ---- Drawing --------------------------------------------------------------------------

    def picture(self) -> Picture:
        """The field's cells at the widget's content width (two rows)."""
        return self.field.cells(max(self.content_size.width, 0), 2)

    def render(self) -> Text:
        """The field's cells, each styled by its role's component class."""
        picture = self.picture()
        styles: Dict[Role, Style] = {}
        cursor = self.get_component_rich_style("textfield--cursor") if self.has_focus else None
        text = Text(end="", no_wrap=True, overflow="crop")
        for row_index, row in enumerate(picture.rows):
            if row_index:
                text.append("\n")
            run, run_style = "", None  # cells of one style, appended together
            for column, cell in enumerate(row):
                if not cell.text:
                    continue  # the second cell of a wide character
                role = cell.role
                if role == Role.FOCUSED_LABEL and not self.has_focus:
                    role = Role.LABEL
                style = styles.get(role)
                if style is None:
                    style = styles[role] = self._role_style(role)
                if cursor is not None and picture.caret == (row_index, column):
                    style = style + cursor
                if style != run_style and run:
                    text.append(run, run_style)
                    run = ""
                run, run_style = run + cell.text, style
            if run:
                text.append(run, run_style)
        return text

    def _role_style(self, role: Role) -> Style:
        name = ROLE_CLASSES.get(role)
        return self.get_component_rich_style(name) if name else Style()

    def on_unmount(self) -> None:
        """Frees the field when the widget goes."""
        self.field.close()


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


__all__: List[str] = ["MaskedField", "ROLE_CLASSES", "TextFieldWidget", "TypedField"]
