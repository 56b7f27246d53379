"""The Textual widgets under Textual's own pilot: keys, pastes, values, messages, rendering,
focus, and the demo app (Demos/textual/app.py)."""

import asyncio
import importlib.util
from pathlib import Path
from typing import List

import pytest
from textual import events
from textual.app import App, ComposeResult
from textual.message import Message
from textual.widgets import Input

from textfieldkit import Form
from textfieldkit.textual import FormWidget, MaskedField, TextFieldWidget, TypedField

DEMO = Path(__file__).resolve().parents[3] / "Demos" / "textual" / "app.py"


class FieldsApp(App):
    """Two of our fields and Textual's own Input; records every message our fields post."""

    def __init__(self) -> None:
        super().__init__()
        self.posted: List[Message] = []

    def compose(self) -> ComposeResult:
        yield MaskedField("+1 ([000]) [000]-[0000]", label="Phone", id="phone")
        yield TypedField("date", format="dd/MM/yyyy", label="Date", id="date")
        yield Input(id="plain")

    def on_masked_field_changed(self, message: MaskedField.Changed) -> None:
        self.posted.append(message)

    def on_masked_field_submitted(self, message: MaskedField.Submitted) -> None:
        self.posted.append(message)

    def on_masked_field_refused(self, message: MaskedField.Refused) -> None:
        self.posted.append(message)

    def on_masked_field_cancelled(self, message: MaskedField.Cancelled) -> None:
        self.posted.append(message)

    def on_typed_field_changed(self, message: TypedField.Changed) -> None:
        self.posted.append(message)

    def on_typed_field_refused(self, message: TypedField.Refused) -> None:
        self.posted.append(message)


def summary(messages: List[Message]) -> List[str]:
    """Each message as its class and its fields, for exact comparison."""
    lines = []
    for message in messages:
        kind = f"{type(message).__qualname__}({message.widget.id})"
        if isinstance(message, TextFieldWidget.Changed):
            lines.append(f"{kind} {message.formatted!r} {message.value!r} {message.complete}")
        elif isinstance(message, TextFieldWidget.Refused):
            lines.append(f"{kind} {message.reason!r} / {message.message!r}")
        elif isinstance(message, TextFieldWidget.Submitted):
            lines.append(f"{kind} {message.formatted!r} {message.value!r}")
        else:
            lines.append(kind)
    return lines


def run(scenario) -> None:
    asyncio.run(scenario())


def test_typing_into_a_masked_field_posts_changes_and_renders_the_cells():
    async def scenario():
        app = FieldsApp()
        async with app.run_test(size=(40, 14)) as pilot:
            phone = app.query_one("#phone", MaskedField)
            assert app.focused is phone
            await pilot.press("5", "5", "5")
            await pilot.pause()
            assert phone.value == "555"
            assert summary(app.posted) == [
                "MaskedField.Changed(phone) '+1 (5' '5' False",
                "MaskedField.Changed(phone) '+1 (55' '55' False",
                "MaskedField.Changed(phone) '+1 (555) ' '555' False",
            ]
            rendered = phone.render()
            assert rendered.plain == (
                "Phone: +1 (555) ___-____            \nEnter submit · Esc cancel           "
            )
            # Each cell in its role's component style; the caret in the cursor's.
            style = phone.get_component_rich_style
            spans = [(rendered.plain[span.start : span.end], span.style) for span in rendered.spans]
            assert spans == [
                ("Phone:", style("textfield--focused-label")),
                ("+1 (555) ", style("textfield--text")),
                ("_", style("textfield--placeholder") + style("textfield--cursor")),
                # The mask's rest and the field's blank cells look alike in the default CSS.
                ("__-____            ", style("textfield--placeholder")),
                ("Enter submit · Esc cancel", style("textfield--hint")),
            ]
            assert style("textfield--placeholder") == style("textfield--field-blank")

    run(scenario)


def test_enter_submits_a_complete_value_and_an_incomplete_one_is_refused():
    async def scenario():
        app = FieldsApp()
        async with app.run_test(size=(60, 14)) as pilot:
            phone = app.query_one("#phone", MaskedField)
            await pilot.press("5", "5", "5", "enter")
            await pilot.pause()
            assert summary(app.posted)[3:] == [
                'MaskedField.Refused(phone) \'incomplete: "+1 (555) " still needs "___-____"\''
                ' / \'Phone: incomplete: "+1 (555) " still needs "___-____"\'',
            ]
            assert phone.has_class("-invalid")
            assert phone.render().plain.splitlines()[1].rstrip() == (
                'Phone: incomplete: "+1 (555) " still needs "___-____"'
            )
            app.posted.clear()
            await pilot.press(*"1234567", "enter")
            await pilot.pause()
            assert not phone.has_class("-invalid")
            assert summary(app.posted)[-2:] == [
                "MaskedField.Changed(phone) '+1 (555) 123-4567' '5551234567' True",
                "MaskedField.Submitted(phone) '+1 (555) 123-4567' '5551234567'",
            ]
            # The field keeps editing after a submit, as Textual's Input does.
            await pilot.press("backspace")
            await pilot.pause()
            assert phone.formatted == "+1 (555) 123-456"

    run(scenario)


def test_an_impossible_date_is_refused_with_its_reason():
    async def scenario():
        app = FieldsApp()
        async with app.run_test(size=(60, 14)) as pilot:
            await pilot.press("tab")
            date = app.query_one("#date", TypedField)
            assert app.focused is date
            await pilot.press("3", "1", "0", "2")
            await pilot.pause()
            assert summary(app.posted) == [
                "TypedField.Changed(date) '3' '' False",
                "TypedField.Changed(date) '31/' '' False",
                "TypedField.Changed(date) '31/0' '' False",
                "TypedField.Refused(date) 'February has at most 29 days'"
                " / 'February has at most 29 days'",
            ]
            assert date.refusal == "February has at most 29 days"
            assert date.has_class("-invalid")
            assert date.render().plain.splitlines() == [
                "Date: 31/0M/yyyy".ljust(56),
                "February has at most 29 days".ljust(56),
            ]

    run(scenario)


def test_keys_the_field_does_not_use_go_to_the_app_and_pastes_to_the_field():
    async def scenario():
        app = FieldsApp()
        async with app.run_test(size=(60, 14)) as pilot:
            phone = app.query_one("#phone", MaskedField)
            await pilot.press("tab", "tab")
            assert app.focused is app.query_one("#plain", Input)
            # Not focused: the label in the plain label's style, no caret.
            rendered = phone.render()
            assert rendered.spans[0].style == phone.get_component_rich_style("textfield--label")
            assert all(
                phone.get_component_rich_style("textfield--cursor").bgcolor != span.style.bgcolor
                for span in rendered.spans
            )
            await pilot.press("shift+tab", "shift+tab")
            assert app.focused is phone
            # A terminal's bracketed paste arrives as a Paste event: one edit.
            phone.post_message(events.Paste("(555) 123-4567"))
            await pilot.pause()
            assert phone.value == "5551234567"
            assert summary(app.posted) == [
                "MaskedField.Changed(phone) '+1 (555) 123-4567' '5551234567' True",
            ]

    run(scenario)


def test_the_demo_app_runs_and_returns_the_values():
    specification = importlib.util.spec_from_file_location("textual_demo", DEMO)
    assert specification is not None and specification.loader is not None
    demo = importlib.util.module_from_spec(specification)
    specification.loader.exec_module(demo)

    async def scenario():
        app = demo.CheckoutApp()
        async with app.run_test(size=(60, 24)) as pilot:
            await pilot.press(*"5551234567", "enter")
            await pilot.press(*"3102", "backspace", *"122024", "enter")
            await pilot.press(*"12.5", "enter")
            await pilot.pause()
            log = app.query_one("#log").lines
            assert list(log) == [
                "phone submitted: +1 (555) 123-4567",
                "date refused: February has at most 29 days",
                "date submitted: 31/12/2024",
                "tip submitted: €12.5",
            ]
            await pilot.press("ctrl+q")
        assert app.return_value == {"phone": "5551234567", "date": "2024-12-31", "tip": "12.50"}

    run(scenario)


def test_escape_posts_cancelled_keeps_the_text_and_goes_on_to_the_app():
    class EscapingApp(FieldsApp):
        BINDINGS = [("escape", "escaped", "Escaped")]

        def action_escaped(self) -> None:
            self.posted.append(Message())

    async def scenario():
        app = EscapingApp()
        async with app.run_test(size=(60, 14)) as pilot:
            phone = app.query_one("#phone", MaskedField)
            await pilot.press("5", "escape")
            await pilot.pause()
            # The key's binding and the widget's message reach the app through different
            # queues: their order is Textual's, not the field's.
            assert sorted(type(message).__qualname__ for message in app.posted) == [
                "MaskedField.Cancelled",
                "MaskedField.Changed",
                "Message",
            ]
            # Restarted: the text stays and the field takes keys again.
            await pilot.press("5")
            await pilot.pause()
            assert phone.value == "55"

    run(scenario)


def test_widgets_from_a_spec_take_every_option_and_post_their_class_messages():
    class SpecApp(App):
        def __init__(self) -> None:
            super().__init__()
            self.posted: List[Message] = []

        def compose(self) -> ComposeResult:
            yield TypedField.from_spec(
                {
                    "key": "born",
                    "label": "Born",
                    "type": "date",
                    "format": "dd/MM/yyyy",
                    "required": True,
                },
                id="born",
            )
            yield MaskedField.from_spec(
                {"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]"},
                id="phone",
            )

        def on_typed_field_changed(self, message: TypedField.Changed) -> None:
            self.posted.append(message)

        def on_typed_field_refused(self, message: TypedField.Refused) -> None:
            self.posted.append(message)

        def on_typed_field_submitted(self, message: TypedField.Submitted) -> None:
            self.posted.append(message)

        def on_masked_field_changed(self, message: MaskedField.Changed) -> None:
            self.posted.append(message)

    async def scenario():
        app = SpecApp()
        async with app.run_test(size=(50, 12)) as pilot:
            born = app.query_one("#born", TypedField)
            assert app.focused is born
            await pilot.press("enter", "3", "1", "1", "2", "2", "0", "2", "4", "enter")
            await pilot.pause()
            assert summary(app.posted) == [
                "TypedField.Refused(born) 'Born is required' / 'Born is required'",
                "TypedField.Changed(born) '3' '' False",
                "TypedField.Changed(born) '31/' '' False",
                "TypedField.Changed(born) '31/1' '' False",
                "TypedField.Changed(born) '31/12/' '' False",
                "TypedField.Changed(born) '31/12/2' '' False",
                "TypedField.Changed(born) '31/12/20' '' False",
                "TypedField.Changed(born) '31/12/202' '' False",
                "TypedField.Changed(born) '31/12/2024' '2024-12-31' True",
                "TypedField.Submitted(born) '31/12/2024' '2024-12-31'",
            ]
            assert born.render().plain.splitlines()[0].rstrip() == "Born: 31/12/2024"
            app.posted.clear()
            await pilot.press("tab", "5")
            await pilot.pause()
            assert summary(app.posted) == ["MaskedField.Changed(phone) '+1 (5' '5' False"]

    run(scenario)


def test_a_widget_from_a_bad_spec_raises_the_library_words():
    try:
        TypedField.from_spec({"key": "p", "type": "fone"})
    except ValueError as error:
        assert str(error) == (
            'TFK_ERR_BAD_ARGUMENT: spec: field "p": unknown type "fone" '
            "(known: phone, number, currency, date)"
        )
    else:
        raise AssertionError("a bad spec made a widget")


FORM_SPEC = {
    "fields": [
        {"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]"},
        {"key": "born", "label": "Born", "type": "date", "format": "dd/MM/yyyy"},
    ]
}


class FormApp(App):
    """A FormWidget between the app's own Inputs; records what the form posts."""

    def __init__(self) -> None:
        super().__init__()
        self.posted: List[str] = []

    def compose(self) -> ComposeResult:
        yield FormWidget(FORM_SPEC, id="form")
        yield Input(id="after")

    def on_form_widget_changed(self, message: FormWidget.Changed) -> None:
        self.posted.append(f"Changed {message.key} {message.formatted!r} {message.complete}")

    def on_form_widget_refused(self, message: FormWidget.Refused) -> None:
        self.posted.append(f"Refused {message.key} {message.reason!r}")

    def on_form_widget_submitted(self, message: FormWidget.Submitted) -> None:
        self.posted.append(f"Submitted {message.values}")


def test_a_form_widget_keeps_the_form_rules_and_posts_by_key():
    async def scenario():
        app = FormApp()
        async with app.run_test(size=(44, 14)) as pilot:
            form = app.query_one("#form", FormWidget)
            assert app.focused is form
            # A row per field and the message line, in a tall border.
            assert form.size.height == 3
            assert form.outer_size.height == 5
            await pilot.press("5", "enter")
            await pilot.pause()
            assert app.posted == [
                "Changed phone '+1 (5' False",
                'Refused phone \'incomplete: "+1 (5" still needs "__) ___-____"\'',
            ]
            assert form.has_class("-invalid")
            assert form.render().plain.splitlines() == [
                "Phone: +1 (5__) ___-____".ljust(40),
                "Born:  dd/MM/yyyy".ljust(40),
                'Phone: incomplete: "+1 (5" still needs …',
            ]
            app.posted.clear()
            await pilot.press(*"551234567", "enter", *"31122024", "enter")
            await pilot.pause()
            assert not form.has_class("-invalid")
            assert app.posted[-3:] == [
                "Changed born '31/12/202' False",
                "Changed born '31/12/2024' True",
                "Submitted {'phone': '5551234567', 'born': '2024-12-31'}",
            ]
            assert form.values == {"phone": "5551234567", "born": "2024-12-31"}
            assert form.form.focused == "born"  # restarted: it keeps editing, as Input does

    run(scenario)


def test_tab_moves_inside_the_form_and_out_of_its_edges():
    async def scenario():
        app = FormApp()
        async with app.run_test(size=(44, 14)) as pilot:
            form = app.query_one("#form", FormWidget)
            await pilot.press("tab")
            assert (app.focused, form.form.focused) == (form, "born")
            await pilot.press("tab")  # out of the last field: Textual's focus moves on
            assert app.focused is app.query_one("#after", Input)
            assert form.form.focused == "born"
            await pilot.press("shift+tab")
            assert app.focused is form
            await pilot.press("up")  # Up and Down stay inside
            assert (app.focused, form.form.focused) == (form, "phone")
            await pilot.press("shift+tab")  # out of the first field, backwards
            assert app.focused is not form
            assert app.posted == []

    run(scenario)


def test_a_form_widget_takes_a_spec_or_a_form():
    async def scenario():  # a widget is made in a running loop (Python 3.9's asyncio)
        with pytest.raises(TypeError, match="^FormWidget takes a spec or form=$"):
            FormWidget()
        with Form.from_spec(FORM_SPEC) as form:
            assert FormWidget(form=form).form is form
            with pytest.raises(TypeError, match="^FormWidget takes a spec or form=, not both$"):
                FormWidget(FORM_SPEC, form=form)

    run(scenario)


def test_a_removed_widget_keeps_its_value_and_can_be_mounted_again():
    """An app reads a field after its screen is gone (the pattern of a dismissed dialog), and
    may mount a removed widget again: the field lives as long as the widget object."""

    async def scenario():
        app = FieldsApp()
        async with app.run_test(size=(40, 14)) as pilot:
            phone = app.query_one("#phone", MaskedField)
            await pilot.press("5", "5", "5")
            await pilot.pause()
            await phone.remove()
            await pilot.pause()
            assert not app.query("#phone")
            assert phone.value == "555"
            await app.mount(phone)
            phone.focus()
            await pilot.press("1")
            await pilot.pause()
            assert phone.value == "5551"
            assert phone.render().plain.startswith("Phone: +1 (555) 1__-____")

    run(scenario)
