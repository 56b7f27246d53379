package textfield

import (
	"encoding/json"

	tea "github.com/charmbracelet/bubbletea"
)

// The messages a Model's Update returns (as commands) for its parent to handle. Each carries
// the Name of the Model's Options, so an app with several forms tells them apart. When one
// input causes several, they come in one tea.Batch, which does not keep their order; each
// carries what it says whole (a ChangedMsg the field's state after the input).

// UnusedKeyMsg is a key the form does not use (or a key sent while the Model is blurred,
// done or failed): the parent's to handle, as if the field were not there.
type UnusedKeyMsg struct {
	// Form is the Name of the Model's Options.
	Form string
	// Key is the key, as Bubble Tea gave it.
	Key tea.KeyMsg
}

// FieldState is a field's value in the shape `textfield form --output json` prints.
type FieldState struct {
	// Formatted is the text as shown ("+1 (555) 123-4567").
	Formatted string `json:"formatted"`
	// Value is the raw value ("5551234567").
	Value string `json:"value"`
	// Complete says whether a mask is filled (true for fields without one).
	Complete bool `json:"complete"`
	// Region is a phone field's region ("US"), empty for other fields.
	Region string `json:"region,omitempty"`
}

// ChangedMsg says a field's text changed; State is its state after the input.
type ChangedMsg struct {
	// Form is the Name of the Model's Options.
	Form string
	// Field is the field's key.
	Field string
	// State is the field's state after the input.
	State FieldState
}

// RefusedMsg says an edit or a move was refused: Reason is a name for programs
// ("maskRefused", "tooLong", "invalid" for the form's own checks), Message the words the form
// shows.
type RefusedMsg struct {
	// Form is the Name of the Model's Options.
	Form string
	// Field is the field's key.
	Field string
	// Reason is a name for programs: "maskRefused", "tooLong", "invalid"…
	Reason string
	// Message is the words the form shows.
	Message string
}

// TrimmedMsg says an edit landed but a filter dropped part of it (a paste past a maximum
// length); Message says what.
type TrimmedMsg struct {
	// Form is the Name of the Model's Options.
	Form string
	// Field is the field's key.
	Field string
	// Message says what was dropped.
	Message string
}

// SubmittedMsg says the form was submitted; the Model is done. Values holds each field's
// state by key; JSON is the values exactly as `textfield form --output json` prints them.
type SubmittedMsg struct {
	// Form is the Name of the Model's Options.
	Form string
	// Values is each field's state, by key.
	Values map[string]FieldState
	// JSON is the values as `textfield form --output json` prints them.
	JSON json.RawMessage
}

// CancelledMsg says the form was cancelled (Esc, Ctrl-C); the Model is done.
type CancelledMsg struct {
	// Form is the Name of the Model's Options.
	Form string
}

// ErrorMsg says something went wrong. When textfield serve could not start, ended, did not
// answer or wrote what is not the protocol, the Model has failed: it shows Err in its View and
// takes no more input (Err is then also the Model's Err). When the server refused a request
// (Err is a *ServeError: a paste too long, an unknown field key), the Model goes on.
type ErrorMsg struct {
	// Form is the Name of the Model's Options.
	Form string
	// Err says what went wrong.
	Err error
}

// PasteMsg is a paste for the Model (one edit: formatted, trimmed or refused as a whole).
// Bubble Tea 0.19 has no bracketed paste, so an app sends it itself, for instance from its
// clipboard.
type PasteMsg string

// event turns a server event into the message for the parent, or nil for an event this
// package does not know (a later protocol version may add some).
func event(form string, message Message) (tea.Msg, error) {
	var field string
	switch message.Type {
	case "changed":
		var state FieldState
		raw, err := json.Marshal(message.Members)
		if err == nil {
			err = json.Unmarshal(raw, &state)
		}
		if err == nil {
			err = message.Decode("field", &field)
		}
		return ChangedMsg{Form: form, Field: field, State: state}, err
	case "refused":
		refused := RefusedMsg{Form: form}
		err := firstError(message.Decode("field", &refused.Field),
			message.Decode("reason", &refused.Reason), message.Decode("message", &refused.Message))
		return refused, err
	case "trimmed":
		trimmed := TrimmedMsg{Form: form}
		err := firstError(message.Decode("field", &trimmed.Field),
			message.Decode("message", &trimmed.Message))
		return trimmed, err
	case "submitted":
		submitted := SubmittedMsg{Form: form}
		err := firstError(message.Decode("values", &submitted.Values),
			message.Decode("values", &submitted.JSON))
		return submitted, err
	case "cancelled":
		return CancelledMsg{Form: form}, nil
	}
	return nil, nil
}

// firstError returns the first non-nil error of errs.
func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
