"""A Textual app with TextFieldKit fields beside its own widgets: a masked phone, a date that
refuses impossible days, and an amount in euros. Enter in a field submits it; the log shows
what the fields post; Ctrl+Q (or Esc) quits and prints the values.

    pip install "./Bindings/python[textual]"
    python Demos/textual/app.py
"""

from __future__ import annotations

from typing import Dict

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, Label, Log

from textfieldkit.textual import MaskedField, TextFieldWidget, TypedField


class CheckoutApp(App[Dict[str, str]]):
    """A checkout form: the app's own labels, log and footer around three fields."""

    CSS = """
    Screen { padding: 1 2; }
    #title { text-style: bold; margin-bottom: 1; }
    Log { height: 6; border: round $border-blurred; }
    """

    BINDINGS = [
        Binding("ctrl+q", "done", "Done"),
        Binding("escape", "done", "Done", show=False),
        Binding("f2", "clear_log", "Clear log"),
    ]

    def compose(self) -> ComposeResult:
        yield Label("Checkout", id="title")
        yield MaskedField("+1 ([000]) [000]-[0000]", label="Phone", id="phone")
        yield TypedField("date", format="dd/MM/yyyy", label="Delivery", id="date")
        yield TypedField("currency", currency="EUR", label="Tip", id="tip")
        yield Log(id="log")
        yield Footer()

    def on_masked_field_submitted(self, message: MaskedField.Submitted) -> None:
        self.query_one(Log).write_line(f"phone submitted: {message.formatted}")
        self.screen.focus_next()

    def on_typed_field_submitted(self, message: TypedField.Submitted) -> None:
        self.query_one(Log).write_line(f"{message.widget.id} submitted: {message.formatted}")
        self.screen.focus_next()

    def on_masked_field_refused(self, message: MaskedField.Refused) -> None:
        self.query_one(Log).write_line(f"phone refused: {message.reason}")

    def on_typed_field_refused(self, message: TypedField.Refused) -> None:
        self.query_one(Log).write_line(f"{message.widget.id} refused: {message.reason}")

    def action_clear_log(self) -> None:
        self.query_one(Log).clear()

    def action_done(self) -> None:
        self.exit(self.values())

    def values(self) -> Dict[str, str]:
        """Each field's value, by id."""
        return {str(widget.id): widget.value for widget in self.query(TextFieldWidget)}


if __name__ == "__main__":
    result = CheckoutApp().run()
    for key, value in (result or {}).items():
        print(f"{key}={value}")
