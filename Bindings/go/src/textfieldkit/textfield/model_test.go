package textfield

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// binary is the textfield executable the tests run, from TEXTFIELD_BINARY; the tests fail
// without it (they test the real server, never a stand-in).
func binary(t *testing.T) string {
	t.Helper()
	path := os.Getenv("TEXTFIELD_BINARY")
	if path == "" {
		t.Fatal("TEXTFIELD_BINARY is not set: these tests run the real `textfield serve`; " +
			"build it (swift build --product textfield) and set " +
			"TEXTFIELD_BINARY=$PWD/.build/debug/textfield")
	}
	return path
}

const phoneSpec = `{"fields": [{"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]"}]}`

const twoSpec = `{"fields": [{"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]"}, ` +
	`{"key": "code", "label": "Code", "max-length": 2}]}`

func runes(text string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(text)} }

// expectMessages checks that msg, given to m, causes exactly want, in order.
func expectMessages(t *testing.T, m *Model, msg tea.Msg, want ...tea.Msg) {
	t.Helper()
	got := m.update(msg)
	if !reflect.DeepEqual(got, want) && !(len(got) == 0 && len(want) == 0) {
		t.Fatalf("after %#v:\n got %#v\nwant %#v", msg, got, want)
	}
}

// expectView checks m's View, row by row.
func expectView(t *testing.T, m Model, rows ...string) {
	t.Helper()
	if got, want := m.View(), strings.Join(rows, "\n"); got != want {
		t.Fatalf("View:\n got %q\nwant %q", got, want)
	}
}

const (
	phoneLabel = "\x1b[1m\x1b[36mPhone:\x1b[m "
	blankRow   = "                              "
	hint       = "\x1b[2mTab/↑↓ move · Enter next/subm…\x1b[m"
)

func TestPhoneFieldIsTypedRefusedGivesKeysBackAndSubmits(t *testing.T) {
	m := New(Options{Binary: binary(t), Spec: phoneSpec, Name: "contact", Width: 30, Height: 3})
	defer m.Close()
	if m.Err() != nil {
		t.Fatal(m.Err())
	}
	if !reflect.DeepEqual(m.Fields(), []string{"phone"}) {
		t.Fatalf("fields %q", m.Fields())
	}
	expectView(t, m,
		phoneLabel+"\x1b[2m\x1b[4m\x1b[7m+\x1b[m\x1b[2m\x1b[4m1 (___) ___-____\x1b[m\x1b[4m      \x1b[m",
		blankRow, hint)
	expectMessages(t, &m, runes("555a"),
		RefusedMsg{Form: "contact", Field: "phone", Reason: "maskRefused", Message: `"a": only digits here`},
		ChangedMsg{Form: "contact", Field: "phone", State: FieldState{Formatted: "+1 (555) ", Value: "555"}})
	expectView(t, m,
		phoneLabel+"+1 (555) \x1b[2m\x1b[4m\x1b[7m_\x1b[m\x1b[2m\x1b[4m__-____\x1b[m\x1b[4m      \x1b[m",
		blankRow, "\x1b[31m\"a\": only digits here\x1b[m         ")
	pageDown := tea.KeyMsg{Type: tea.KeyPgDown}
	expectMessages(t, &m, pageDown, UnusedKeyMsg{Form: "contact", Key: pageDown})
	for _, digit := range "1234567" {
		m.update(runes(string(digit)))
	}
	expectView(t, m,
		phoneLabel+"+1 (555) 123-4567\x1b[4m\x1b[7m \x1b[m\x1b[4m     \x1b[m", blankRow, hint)
	state := FieldState{Formatted: "+1 (555) 123-4567", Value: "5551234567", Complete: true}
	expectMessages(t, &m, tea.KeyMsg{Type: tea.KeyEnter}, SubmittedMsg{
		Form: "contact", Values: map[string]FieldState{"phone": state},
		JSON: json.RawMessage(`{"phone": {"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}}`),
	})
	if !m.Done() || m.Err() != nil {
		t.Fatalf("done %v, err %v", m.Done(), m.Err())
	}
	// Done: keys are the parent's.
	expectMessages(t, &m, runes("5"), UnusedKeyMsg{Form: "contact", Key: runes("5")})
}

func TestUpdateReturnsCommandsAndEscCancels(t *testing.T) {
	m := New(Options{Binary: binary(t), Spec: phoneSpec, Width: 30, Height: 3})
	defer m.Close()
	m, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'5'}})
	if got := cmd(); !reflect.DeepEqual(got, ChangedMsg{Field: "phone",
		State: FieldState{Formatted: "+1 (5", Value: "5"}}) {
		t.Fatalf("got %#v", got)
	}
	if _, cmd := m.Update(tea.WindowSizeMsg{Width: 80}); cmd != nil {
		t.Fatal("a message that is not input caused a command")
	}
	m, cmd = m.Update(tea.KeyMsg{Type: tea.KeyEsc})
	if got := cmd(); !reflect.DeepEqual(got, CancelledMsg{}) || !m.Done() {
		t.Fatalf("got %#v, done %v", got, m.Done())
	}
}

func TestBlurredModelGivesEveryKeyBackAndHidesTheCaret(t *testing.T) {
	m := New(Options{Binary: binary(t), Spec: phoneSpec, Width: 30, Height: 3})
	defer m.Close()
	m = m.Blur()
	expectMessages(t, &m, runes("5"), UnusedKeyMsg{Key: runes("5")})
	expectView(t, m,
		phoneLabel+"\x1b[2m\x1b[4m+1 (___) ___-____\x1b[m\x1b[4m      \x1b[m", blankRow, hint)
	m = m.Focus()
	expectMessages(t, &m, runes("5"),
		ChangedMsg{Field: "phone", State: FieldState{Formatted: "+1 (5", Value: "5"}})
	// A size a render cannot take (a terminal reporting 0 rows) is kept within 1 to 1000: the
	// Model goes on (a review found it ended the Model for good).
	m = m.SetSize(12, 0)
	if m.Err() != nil {
		t.Fatalf("SetSize(12, 0) ended the Model: %v", m.Err())
	}
	m = m.SetSize(12, 1)
	expectView(t, m, "\x1b[1m\x1b[36mPho…:\x1b[m +1 (5\x1b[2m\x1b[4m\x1b[7m_\x1b[m")
	// A paste longer than a request line (1 MiB) is the server's error; the Model goes on.
	huge := m.update(PasteMsg(strings.Repeat("5", 1<<20)))
	if len(huge) != 1 || !strings.HasPrefix(fmt.Sprint(huge[0].(ErrorMsg).Err),
		"line_too_long: a paste request of 1048610 bytes is longer than the 1048576 a request line may hold") || m.Err() != nil {
		t.Fatalf("huge paste: %v, err %v", huge, m.Err())
	}
	expectMessages(t, &m, PasteMsg("55-1234567"),
		ChangedMsg{Field: "phone", State: FieldState{Formatted: "+1 (555) 123-4567",
			Value: "5551234567", Complete: true}})
}

func TestSetValueAndFocusFieldDriveFieldsByKey(t *testing.T) {
	m := New(Options{Binary: binary(t), Spec: twoSpec, Width: 30, Height: 4})
	defer m.Close()
	if got := m.control(map[string]interface{}{"type": "set-value", "field": "code", "text": "abc"}); !reflect.DeepEqual(got, []tea.Msg{
		TrimmedMsg{Field: "code", Message: "1 character dropped: at most 2 characters"},
		ChangedMsg{Field: "code", State: FieldState{Formatted: "ab", Value: "ab", Complete: true}},
	}) {
		t.Fatalf("set-value: %#v", got)
	}
	got := m.control(map[string]interface{}{"type": "focus", "field": "nope"})
	if len(got) != 1 || got[0].(ErrorMsg).Err.Error() !=
		`unknown_field: no field "nope" in the open form (its fields: "phone", "code")` || m.Err() != nil {
		t.Fatalf("focus nope: %#v, %v", got, m.Err())
	}
	m, cmd := m.FocusField("code")
	if cmd != nil {
		t.Fatalf("focus caused %#v", cmd())
	}
	expectView(t, m,
		"Phone: \x1b[2m\x1b[4m+1 (___) ___-____\x1b[m\x1b[4m      \x1b[m",
		"\x1b[1m\x1b[36mCode:\x1b[m  ab\x1b[4m\x1b[7m \x1b[m\x1b[4m                    \x1b[m",
		blankRow, "\x1b[31m1 character dropped: at most …\x1b[m")
	m, cmd = m.SetValue("phone", "(555) 123-4567")
	if got := cmd(); !reflect.DeepEqual(got, ChangedMsg{Field: "phone", State: FieldState{
		Formatted: "+1 (555) 123-4567", Value: "5551234567", Complete: true}}) {
		t.Fatalf("SetValue: %#v", got)
	}
}

func TestABinaryThatCannotStartIsAnErrorInTheModel(t *testing.T) {
	m := New(Options{Binary: "/nonexistent/textfield", Spec: phoneSpec, Width: 40, Height: 3})
	want := "cannot start textfield serve (/nonexistent/textfield): fork/exec /nonexistent/textfield: no such file or directory"
	if m.Err() == nil || m.Err().Error() != want {
		t.Fatalf("err %v", m.Err())
	}
	expectView(t, m, "textfield: cannot start textfield serve", "(/nonexistent/textfield): fork/exec",
		"/nonexistent/textfield: no such file or", "directory")
	expectMessages(t, &m, runes("5"), UnusedKeyMsg{Key: runes("5")})
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestBadOptionsAreErrorsInTheModel(t *testing.T) {
	cases := []struct {
		options Options
		want    string
	}{
		{Options{Binary: binary(t), Spec: phoneSpec, Width: 0, Height: 3},
			"the form's size is 0 × 3 cells: each side must be from 1 to 1000"},
		{Options{Binary: binary(t), Spec: `{"fields": [`, Width: 9, Height: 3},
			"the spec is not JSON: unexpected end of JSON input"},
		{Options{Binary: binary(t), Spec: `{"fields": []}`, Width: 9, Height: 3},
			"cannot open the form: bad_spec: spec: fields is empty: a form needs a field"},
	}
	for _, c := range cases {
		m := New(c.options)
		if m.Err() == nil || m.Err().Error() != c.want {
			t.Errorf("err %v, want %s", m.Err(), c.want)
		}
		m.Close()
	}
}

// fakeServer writes a shell script that answers each request line with the next of answers
// (one starting "!" runs as a command instead) and returns its path.
func fakeServer(t *testing.T, answers ...string) string {
	script := "#!/bin/sh\n"
	for _, answer := range answers {
		if strings.HasPrefix(answer, "!") {
			script += "read line\n" + answer[1:] + "\n"
		} else {
			script += "read line\nprintf '%s\\n' '" + answer + "'\n"
		}
	}
	path := filepath.Join(t.TempDir(), "fake-textfield")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

const (
	fakeHello  = `{"type": "hello", "id": 1, "version": 1, "server": "fake", "capabilities": {}}`
	fakeOpened = `{"type": "opened", "id": 2, "fields": ["x"]}`
	fakeFrame  = `{"type": "frame", "id": 3, "width": 5, "height": 1, "rows": ["hi"], "caret": null}`
)

func TestAServerThatFailsIsAnErrorNeverAPanic(t *testing.T) {
	cases := []struct {
		answers []string
		want    string
	}{
		{[]string{fakeHello, "!echo it broke >&2; exit 3"},
			"cannot open the form: textfield serve ended: exit status 3: it broke"},
		{[]string{fakeHello, "not json"},
			"cannot open the form: textfield serve wrote what is not a JSON object (invalid character 'o' in literal null (expecting 'u')): not json"},
		{[]string{fakeHello, `{"type": "opened", "id": 7, "fields": []}`},
			`cannot open the form: textfield serve answered request 2 with a line of another: {"type": "opened", "id": 7, "fields": []}`},
		{[]string{fakeHello, `{"type": "opened", "id": 2}`},
			`cannot open the form: a opened message without "fields"`},
		{[]string{fakeHello, fakeOpened, `{"type": "frame", "id": 3, "rows": [1]}`},
			`cannot draw the form: the "rows" member of a frame message: json: cannot unmarshal number into Go value of type string`},
		{[]string{`{"type": "ok", "id": 1, "used": true}`},
			`textfield serve answered hello with "ok", not hello`},
		{[]string{`{"type": "error", "code": "version", "message": "version 1 is not spoken here"}`},
			"version: version 1 is not spoken here"},
		{[]string{"!sleep 5"}, "textfield serve did not answer a hello request within 200ms"},
	}
	for _, c := range cases {
		m := New(Options{Binary: fakeServer(t, c.answers...), Spec: phoneSpec, Width: 5,
			Height: 1, Timeout: 200 * time.Millisecond})
		if m.Err() == nil || m.Err().Error() != c.want {
			t.Errorf("err %v\nwant %s", m.Err(), c.want)
		}
		expectMessages(t, &m, runes("5"), UnusedKeyMsg{Key: runes("5")})
	}
}

func TestAServerThatDiesMidSessionStopsTheModel(t *testing.T) {
	m := New(Options{Binary: fakeServer(t, fakeHello, fakeOpened, fakeFrame, "!echo gone >&2; exit 4"),
		Spec: phoneSpec, Name: "f", Width: 5, Height: 1})
	expectView(t, m, "hi")
	got := m.update(runes("5"))
	want := "textfield serve ended: exit status 4: gone"
	if len(got) != 1 || got[0].(ErrorMsg).Err.Error() != want || got[0].(ErrorMsg).Form != "f" {
		t.Fatalf("got %#v (%v)", got, got)
	}
	expectView(t, m, "textf", "ield:", "textf", "ield", "serve", "ended", ":", "exit", "statu", "s 4:", "gone")
	expectMessages(t, &m, runes("5"), UnusedKeyMsg{Form: "f", Key: runes("5")})
}

func TestAServerThatStopsReadingCannotBlockALongRequest(t *testing.T) {
	// The server answers the frame, then neither reads nor ends: a paste larger than a pipe
	// holds (64 KiB) fills its input. The Model fails at its timeout, not when the server ends.
	frameThenHang := "!printf '%s\\n' '" + fakeFrame + "'; sleep 5"
	m := New(Options{Binary: fakeServer(t, fakeHello, fakeOpened, frameThenHang),
		Spec: phoneSpec, Name: "f", Width: 5, Height: 1, Timeout: 300 * time.Millisecond})
	expectView(t, m, "hi")
	got := m.update(PasteMsg(strings.Repeat("5", 200<<10)))
	want := "textfield serve did not read a paste request within 300ms"
	if len(got) != 1 || got[0].(ErrorMsg).Err.Error() != want || m.Err() == nil {
		t.Fatalf("got %#v (%v), err %v", got, got, m.Err())
	}
}

func TestAServerThatFailsIsReapedWhateverItStillWrites(t *testing.T) {
	// A line that is not the protocol, then more lines than the client buffers: the session
	// fails while its reader still has lines to pass on. The process is waited for all the
	// same (no zombie, no open pipe left).
	flood := "not json" + strings.Repeat("\n{}", 300) // one printf: in the pipe at once
	m := New(Options{Binary: fakeServer(t, fakeHello, flood), Spec: phoneSpec, Width: 5, Height: 1})
	if m.Err() == nil || m.client == nil {
		t.Fatalf("err %v", m.Err())
	}
	pid := m.client.cmd.Process.Pid
	var stat []byte
	for tries := 0; tries < 500; tries++ {
		var err error
		if stat, err = os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid)); err != nil {
			return // reaped
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("textfield serve (pid %d) was never waited for: %s", pid, stat)
}
