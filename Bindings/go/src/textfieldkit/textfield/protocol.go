package textfield

import (
	"encoding/json"
	"fmt"
	"sync"
)

// Message is one line the server wrote: its type and its members as raw JSON.
type Message struct {
	// Type is the message's "type": an event (changed, refused, trimmed, submitted,
	// cancelled) or a reply (hello, opened, ok, frame, error).
	Type string
	// Members are all the message's members, "type" included, undecoded.
	Members map[string]json.RawMessage
}

// Decode decodes the member name into v; a missing member is an error naming it.
func (m Message) Decode(name string, v interface{}) error {
	raw, ok := m.Members[name]
	if !ok {
		return fmt.Errorf("a %s message without %q", m.Type, name)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("the %q member of a %s message: %v", name, m.Type, err)
	}
	return nil
}

// ServeError is an "error" reply: a request the server could not serve. The session goes on.
type ServeError struct {
	// Code is the protocol's code, such as "invalid_request" or "unknown_key".
	Code string
	// Message says what was wrong, for people.
	Message string
}

// Error returns the code and the message.
func (e *ServeError) Error() string { return e.Code + ": " + e.Message }

// parseMessage decodes a line of the server's, which must be a JSON object with a string
// "type" and the id id (or an error without one).
func parseMessage(line []byte, id int) (Message, error) {
	var members map[string]json.RawMessage
	if err := json.Unmarshal(line, &members); err != nil {
		return Message{}, fmt.Errorf("textfield serve wrote what is not a JSON object (%v): %.200s", err, line)
	}
	message := Message{Members: members}
	if err := message.Decode("type", &message.Type); err != nil {
		return Message{}, fmt.Errorf("textfield serve wrote a line without a type: %.200s", line)
	}
	if _, ok := members["id"]; !ok && message.Type == "error" {
		// A line the server could not read has no id for its error; it answers the line sent.
		return message, nil
	}
	var got int
	if err := message.Decode("id", &got); err != nil || got != id {
		return Message{}, fmt.Errorf("textfield serve answered request %d with a line of another: %.200s", id, line)
	}
	return message, nil
}

// tailBuffer keeps the first limit bytes written to it (the server's standard error, for
// messages).
type tailBuffer struct {
	mu    sync.Mutex
	limit int
	data  []byte
}

// Write keeps what fits and reports everything written.
func (b *tailBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := b.limit - len(b.data); room > 0 {
		if len(p) < room {
			room = len(p)
		}
		b.data = append(b.data, p[:room]...)
	}
	return len(p), nil
}

// String returns what was kept.
func (b *tailBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return string(b.data)
}
