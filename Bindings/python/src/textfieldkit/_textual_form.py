"""``FormWidget``: a TextFieldKit form (several fields, one spec) as one Textual widget.
Imported by ``textfieldkit.textual``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Optional

from textual.geometry import Size
from textual.message import Message

from . import events as form_events
from ._spec import Spec
from ._textual_base import EditorWidget
from .form import Form


class FormWidget(EditorWidget):
    """A form of TextFieldKit fields as one focusable Textual widget, with the form's own
    rules: ``FormWidget({"fields": [{"key": "phone", …}, …]})`` (any spec
    :meth:`Form.from_spec <textfieldkit.Form.from_spec>` takes) or ``FormWidget(form=form)``.

    It is as tall as its fields plus the message line. Up and Down move between the fields,
    Tab and Shift-Tab too, except out of the last field (the first, for Shift-Tab): there they
    go on to the app and move Textual's focus, as out of an ``Input``. Enter moves on and, on
    the last field, submits when every field is complete and valid (else the form says why:
    ``FormWidget.Refused``). Posts ``Changed`` (naming the field), ``Refused``, ``Submitted``
    (with every value by key) and ``Cancelled``; after a submit or Esc the form keeps editing.
    """

    DEFAULT_CSS = """
    FormWidget { height: auto; }
    """

    @dataclass
    class Changed(Message):
        """A field's text changed."""

        widget: FormWidget
        #: The key of the field that changed (``"phone"``).
        key: str
        #: Its value, as shown, and whether it is complete.
        value: str
        formatted: str
        complete: bool

        @property
        def control(self) -> FormWidget:
            """The widget whose field changed."""
            return self.widget

    @dataclass
    class Refused(Message):
        """An edit was refused, or the form did not submit (a field incomplete, required…)."""

        widget: FormWidget
        #: The key of the field the refusal concerns, or None.
        key: Optional[str]
        #: The reason alone, and the line the form shows.
        reason: str
        message: str

        @property
        def control(self) -> FormWidget:
            """The widget that refused."""
            return self.widget

    @dataclass
    class Submitted(Message):
        """Enter on the last field with every field complete and valid."""

        widget: FormWidget
        #: Every field's value by key.
        values: Dict[str, str]

        @property
        def control(self) -> FormWidget:
            """The widget submitted."""
            return self.widget

    @dataclass
    class Cancelled(Message):
        """Esc in the form (the key goes on to the app's bindings too)."""

        widget: FormWidget

        @property
        def control(self) -> FormWidget:
            """The widget cancelled."""
            return self.widget

    def __init__(
        self,
        spec: Optional[Spec] = None,
        *,
        form: Optional[Form] = None,
        name: Optional[str] = None,
        id: Optional[str] = None,
        classes: Optional[str] = None,
        disabled: bool = False,
    ) -> None:
        if form is None:
            if spec is None:
                raise TypeError("FormWidget takes a spec or form=")
            form = Form.from_spec(spec)
        elif spec is not None:
            raise TypeError("FormWidget takes a spec or form=, not both")
        super().__init__(form, name=name, id=id, classes=classes, disabled=disabled)
        #: The form the widget shows and edits.
        self.form = form

    @property
    def values(self) -> Dict[str, str]:
        """Every field's value by key."""
        return self.form.values

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """A row per field, then the message line."""
        return len(self.form) + 1

    def _takes(self, key: str) -> bool:
        keys = self.form.keys
        edge = {"tab": keys[-1], "shift+tab": keys[0]}.get(key)
        return edge is None or self.form.focused != edge

    def _take_events(self) -> bool:
        """Posts the form's events as messages; whether the form used the key."""
        used = True
        for happened in self.form.events():
            if isinstance(happened, form_events.Changed) and happened.field is not None:
                self._changed()
                result = self.form[happened.field].result
                self.post_message(
                    self.Changed(
                        self,
                        happened.field,
                        str(result["value"]),
                        str(result["formatted"]),
                        bool(result["complete"]),
                    )
                )
            elif isinstance(happened, form_events.Refused):
                self._refused(happened.reason)
                self.post_message(
                    self.Refused(self, happened.field, happened.reason, happened.message)
                )
            elif isinstance(happened, form_events.Submitted):
                self.post_message(self.Submitted(self, self.form.values))
                self.form.restart()
            elif isinstance(happened, (form_events.Cancelled, form_events.Interrupted)):
                self.post_message(self.Cancelled(self))
                self.form.restart()
                used = False
            elif isinstance(happened, form_events.KeyUnused):
                used = False
        self.refresh()
        return used
