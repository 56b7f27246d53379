package textfield

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Options say which form a Model runs and how it draws it.
type Options struct {
	// Binary is the path of the textfield executable (`textfield serve` is run).
	Binary string
	// Spec is the form, the JSON `textfield form --spec` reads:
	// {"fields": [{"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]"}]}.
	Spec string
	// Name is copied into every message the Model returns (for an app with several forms).
	Name string
	// Width and Height are the size the form is drawn in, in cells (1 to 1000). A form of n
	// one-line fields takes n + 2 rows: its fields, the message line, the hint.
	Width, Height int
	// Timeout bounds each wait for the server's answer (0: 5 seconds).
	Timeout time.Duration
}

// Model is a Bubble Tea model of a form whose fields, masks and types are textfield's: it runs
// `textfield serve`, forwards keys and pastes to it, and draws the rows it answers with (SGR
// escapes, the caret in reverse video).
//
// Keys the form does not use come back to the parent as UnusedKeyMsg; what happens to the
// fields comes as ChangedMsg, RefusedMsg, TrimmedMsg, SubmittedMsg and CancelledMsg. Anything
// going wrong with the process is an ErrorMsg and the text of View, never a panic.
//
// A Model is a value, as Bubble Tea wants, sharing its process between copies: keep the one
// Update returns. Call Close when done with it.
type Model struct {
	options Options
	client  *Client
	fields  []string
	rows    []string
	focused bool
	done    bool
	err     error
}

// New starts textfield serve, opens the form and draws it. A failure is kept in the Model
// (Err, View), which then takes no input.
func New(options Options) Model {
	m := Model{options: options, focused: true}
	if options.Width < 1 || options.Width > 1000 || options.Height < 1 || options.Height > 1000 {
		m.err = fmt.Errorf("the form's size is %d × %d cells: each side must be from 1 to 1000",
			options.Width, options.Height)
		return m
	}
	var spec json.RawMessage
	if err := json.Unmarshal([]byte(options.Spec), &spec); err != nil {
		m.err = fmt.Errorf("the spec is not JSON: %v", err)
		return m
	}
	client, err := Start(options.Binary, options.Timeout)
	if err != nil {
		m.err = err
		return m
	}
	m.client = client
	reply, _, err := client.Request(map[string]interface{}{"type": "open", "spec": spec})
	if err == nil {
		err = reply.Decode("fields", &m.fields)
	}
	if err != nil {
		m.fail(fmt.Errorf("cannot open the form: %v", err))
		return m
	}
	m.draw()
	return m
}

// Init returns nil: New has started the process and drawn the form.
func (m Model) Init() tea.Cmd { return nil }

// Update forwards a tea.KeyMsg or a PasteMsg to the form and returns the messages it caused
// (UnusedKeyMsg for a key the form gives back). Other messages are ignored.
func (m Model) Update(msg tea.Msg) (Model, tea.Cmd) {
	messages := m.update(msg)
	return m, batch(messages)
}

// batch is a command returning messages (nil for none, one command for one).
func batch(messages []tea.Msg) tea.Cmd {
	switch len(messages) {
	case 0:
		return nil
	case 1:
		return send(messages[0])
	}
	cmds := make([]tea.Cmd, len(messages))
	for i, message := range messages {
		cmds[i] = send(message)
	}
	return tea.Batch(cmds...)
}

// send is a command returning msg.
func send(msg tea.Msg) tea.Cmd { return func() tea.Msg { return msg } }

// update is Update with its messages in the order they happened.
func (m *Model) update(msg tea.Msg) []tea.Msg {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		if !m.live() {
			return []tea.Msg{UnusedKeyMsg{Form: m.options.Name, Key: msg}}
		}
		request := map[string]interface{}{"type": "key"}
		if name, ok := KeyNotation(msg); ok {
			request["key"] = name
		} else if msg.Type == tea.KeyRunes && !msg.Alt {
			request = map[string]interface{}{"type": "text", "text": string(msg.Runes)}
		} else {
			return []tea.Msg{UnusedKeyMsg{Form: m.options.Name, Key: msg}}
		}
		messages, used := m.input(request)
		if !used && m.err == nil {
			messages = append(messages, UnusedKeyMsg{Form: m.options.Name, Key: msg})
		}
		return messages
	case PasteMsg:
		if !m.live() {
			return nil
		}
		messages, _ := m.input(map[string]interface{}{"type": "paste", "text": string(msg)})
		return messages
	}
	return nil
}

// input sends an input request; it returns the messages it caused and whether the form used
// it. An unknown key is not used (the parent may bind it); another error reply is an ErrorMsg
// that leaves the Model working.
func (m *Model) input(request map[string]interface{}) ([]tea.Msg, bool) {
	reply, events, err := m.client.Request(request)
	var serveErr *ServeError
	if errors.As(err, &serveErr) {
		// The server refused the request and goes on: an unknown key is the parent's to bind;
		// anything else (a paste longer than a request line holds) is said, and the Model
		// stays.
		if serveErr.Code == "unknown_key" {
			return nil, false
		}
		return []tea.Msg{ErrorMsg{Form: m.options.Name, Err: serveErr}}, true
	}
	messages, err := m.events(events, err)
	if err != nil {
		return messages, true
	}
	var used bool
	if err := reply.Decode("used", &used); err != nil {
		return append(messages, m.fail(err)), true
	}
	if !m.done {
		m.draw()
	}
	if m.err != nil {
		return append(messages, ErrorMsg{Form: m.options.Name, Err: m.err}), true
	}
	return messages, used
}

// events turns a request's events into messages; err (the request's) or a bad event fails the
// Model, with an ErrorMsg last.
func (m *Model) events(events []Message, err error) ([]tea.Msg, error) {
	var messages []tea.Msg
	for _, e := range events {
		msg, bad := event(m.options.Name, e)
		if bad != nil {
			err = fmt.Errorf("textfield serve wrote a bad %s event: %v", e.Type, bad)
			break
		}
		switch msg.(type) {
		case SubmittedMsg, CancelledMsg:
			m.done = true
			_ = m.client.Close()
		}
		if msg != nil {
			messages = append(messages, msg)
		}
	}
	if err != nil {
		return append(messages, m.fail(err)), err
	}
	return messages, nil
}

// fail keeps err as the Model's error, stops the process, and returns the ErrorMsg saying it.
func (m *Model) fail(err error) tea.Msg {
	m.err = err
	if m.client != nil {
		_ = m.client.Close()
	}
	return ErrorMsg{Form: m.options.Name, Err: err}
}

// live says whether the Model takes input: focused, not done, not failed.
func (m *Model) live() bool { return m.focused && !m.done && m.err == nil }

// draw asks for the frame at the Model's size and keeps its rows.
func (m *Model) draw() {
	reply, _, err := m.client.Request(map[string]interface{}{
		"type": "render", "width": m.options.Width, "height": m.options.Height, "rows": "sgr",
		"draw-caret": m.focused,
	})
	var rows []string
	if err == nil {
		err = reply.Decode("rows", &rows)
	}
	if err != nil {
		m.fail(fmt.Errorf("cannot draw the form: %v", err))
		return
	}
	m.rows = rows
}

// View returns the form's rows, each with SGR escapes and m's width in cells, joined by
// newlines; or the error that stopped the Model, wrapped at m's width.
func (m Model) View() string {
	if m.err != nil {
		return strings.Join(wrap("textfield: "+m.err.Error(), m.options.Width), "\n")
	}
	return strings.Join(m.rows, "\n")
}

// wrap breaks text into lines of at most width runes, between words where it can (a width
// below 1 leaves text whole).
func wrap(text string, width int) []string {
	if width < 1 {
		return []string{text}
	}
	var lines []string
	line := []rune{}
	for _, word := range strings.Fields(text) {
		runes := []rune(word)
		if len(line) > 0 && len(line)+1+len(runes) > width {
			lines = append(lines, string(line))
			line = line[:0]
		}
		if len(line) > 0 {
			line = append(line, ' ')
		}
		line = append(line, runes...)
		for len(line) > width {
			lines = append(lines, string(line[:width]))
			line = append([]rune{}, line[width:]...)
		}
	}
	return append(lines, string(line))
}
