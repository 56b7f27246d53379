"""``EditorWidget``: what the Textual widgets of a field and of a form share (keys and pastes
in, the picture out with a component class per role). Imported by ``textfieldkit.textual``."""

from __future__ import annotations

from typing import ClassVar, Dict, Optional, Set

from rich.style import Style
from rich.text import Text
from textual import events
from textual.widget import Widget

from ._editor import Editor
from .errors import BadArgumentError
from .keys import parse_key
from .picture import Picture, Role

#: The component class of each role: ``textfield--`` and the role's name in kebab case.
ROLE_CLASSES: Dict[Role, str] = {
    role: "textfield--" + role.name.lower().replace("_", "-") for role in Role if role != Role.NONE
}


class EditorWidget(Widget, can_focus=True):
    """A TextFieldKit field or form as a focusable Textual widget: the base of
    :class:`~textfieldkit.textual.TextFieldWidget` and :class:`~textfieldkit.textual.FormWidget`.
    Subclasses say what the editor's events mean (:meth:`_take_events`)."""

    COMPONENT_CLASSES: ClassVar[Set[str]] = set(ROLE_CLASSES.values()) | {"textfield--cursor"}

    DEFAULT_CSS = """
    EditorWidget {
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
        & > .textfield--suggestion { color: $text-disabled; text-style: underline; }
        & > .textfield--message { color: $text-muted; }
        & > .textfield--selection { background: $input-selection-background; }
        & > .textfield--cursor {
            background: $input-cursor-background;
            color: $input-cursor-foreground;
        }
    }
    """

    def __init__(
        self,
        editor: Editor,
        *,
        name: Optional[str] = None,
        id: Optional[str] = None,
        classes: Optional[str] = None,
        disabled: bool = False,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes, disabled=disabled)
        self._editor = editor
        #: The last refusal's reason, or None since the last change.
        self.refusal: Optional[str] = None

    # ---- Input ----------------------------------------------------------------------------

    async def _on_key(self, event: events.Key) -> None:
        if not self._takes(event.key):
            return  # the app's (Tab out of a form's edge)
        try:
            if event.is_printable and event.character:
                for character in event.character:
                    self._editor.key(ord(character))
            else:
                self._editor.key(*parse_key(event.key))
        except BadArgumentError:
            return  # a key the field has no code for: the app's
        if self._take_events():
            event.stop()
            event.prevent_default()

    async def _on_paste(self, event: events.Paste) -> None:
        event.stop()
        if event.text:
            self._editor.paste(event.text)
            self._take_events()

    def _takes(self, key: str) -> bool:
        """Whether the key (Textual's name) goes to the editor at all."""
        return True

    def _take_events(self) -> bool:
        """Posts the editor's events as messages; whether the editor used the key."""
        raise NotImplementedError

    def _refused(self, reason: str) -> None:
        self.refusal = reason
        self.set_class(True, "-invalid")

    def _changed(self) -> None:
        self.refusal = None
        self.set_class(False, "-invalid")

    # ---- Drawing --------------------------------------------------------------------------

    def picture(self) -> Picture:
        """The cells at the widget's content width: a row per field, then the message line."""
        return self._editor.cells(max(self.content_size.width, 0))

    def render(self) -> Text:
        """The cells, each styled by its role's component class."""
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

    # The field or form is freed with the widget (the handle's finalizer), not on unmount: an
    # app reads a value after its screen is dismissed, and may mount a removed widget again.
