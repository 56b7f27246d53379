package textfield

import (
	tea "github.com/charmbracelet/bubbletea"
)

// Fields returns the form's field keys, in focus order (nil when it did not open).
func (m Model) Fields() []string { return append([]string(nil), m.fields...) }

// Err returns the error that stopped the Model, or nil.
func (m Model) Err() error { return m.err }

// Done says whether the form was submitted or cancelled.
func (m Model) Done() bool { return m.done }

// Focused says whether the Model takes keys (true after New).
func (m Model) Focused() bool { return m.focused }

// Focus makes the Model take keys again and draw its caret.
func (m Model) Focus() Model {
	m.focused = true
	if m.client != nil && !m.done && m.err == nil {
		m.draw()
	}
	return m
}

// Blur makes the Model give every key back as UnusedKeyMsg and stop drawing its caret, for
// when another widget of the app has the focus.
func (m Model) Blur() Model {
	m.focused = false
	if m.client != nil && !m.done && m.err == nil {
		m.draw()
	}
	return m
}

// SetSize draws the form again at width × height cells, each kept within 1 to 1000 (what a
// render takes), so a terminal's odd size cannot end the Model.
func (m Model) SetSize(width, height int) Model {
	m.options.Width, m.options.Height = clampSide(width), clampSide(height)
	if m.client != nil && !m.done && m.err == nil {
		m.draw()
	}
	return m
}

// SetValue sets the text of the field whose key is field, through its filters as a paste
// (a mask formats it, a maximum length trims it), and returns the messages that causes.
func (m Model) SetValue(field, text string) (Model, tea.Cmd) {
	messages := m.control(map[string]interface{}{"type": "set-value", "field": field, "text": text})
	return m, batch(messages)
}

// FocusField moves the form's focus to the field whose key is field, as Tab would: the field
// being left may refuse (a RefusedMsg with the reason "invalid").
func (m Model) FocusField(field string) (Model, tea.Cmd) {
	messages := m.control(map[string]interface{}{"type": "focus", "field": field})
	return m, batch(messages)
}

// control sends a request of the embedding (not a key), whatever the focus, and returns the
// messages it caused; an error reply (a field key the form does not have) is an ErrorMsg
// that leaves the Model working.
func (m *Model) control(request map[string]interface{}) []tea.Msg {
	if m.client == nil || m.done || m.err != nil {
		return nil
	}
	reply, events, err := m.client.Request(request)
	if serveErr, ok := err.(*ServeError); ok {
		return []tea.Msg{ErrorMsg{Form: m.options.Name, Err: serveErr}}
	}
	messages, err := m.events(events, err)
	if err == nil && !m.done {
		var used bool
		if bad := reply.Decode("used", &used); bad != nil {
			messages = append(messages, m.fail(bad))
		} else {
			m.draw()
		}
	}
	return messages
}

// Close ends textfield serve (its input is closed; it exits). The Model then takes no input.
func (m Model) Close() error {
	if m.client == nil {
		return nil
	}
	return m.client.Close()
}

// clampSide keeps a side of the picture within what `render` takes: 1 to 1000 cells.
func clampSide(cells int) int {
	if cells < 1 {
		return 1
	}
	if cells > 1000 {
		return 1000
	}
	return cells
}
