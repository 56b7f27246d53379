// Command bubbletea-demo is a small Bubble Tea app with a masked phone field of textfield's
// beside a widget of its own: a ticket counter it changes with PgUp and PgDn, keys the field
// gives back. Enter submits; the app quits and prints the values on standard output (the
// screen is drawn on /dev/tty, so `x=$(bubbletea-demo)` works).
//
//	GO111MODULE=off GOPATH=$PWD/Bindings/go:/usr/share/gocode go build -o bubbletea-demo ./Demos/bubbletea
//	./bubbletea-demo -textfield .build/debug/textfield
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"textfieldkit/textfield"
)

// phoneSpec is the form: one US phone number.
const phoneSpec = `{"fields": [{"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]"}]}`

// app is the demo's model: its own counter, the field, and what the field last said.
type app struct {
	tickets   int
	phone     textfield.Model
	said      string
	submitted *textfield.SubmittedMsg
	cancelled bool
}

func (a app) Init() tea.Cmd { return a.phone.Init() }

func (a app) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		var cmd tea.Cmd
		a.phone, cmd = a.phone.Update(msg)
		return a, cmd
	case textfield.UnusedKeyMsg:
		// The keys the field gives back are the app's.
		switch msg.Key.Type {
		case tea.KeyPgUp:
			a.tickets++
		case tea.KeyPgDown:
			if a.tickets > 1 {
				a.tickets--
			}
		}
		if a.phone.Err() != nil && (msg.Key.String() == "q" || msg.Key.Type == tea.KeyCtrlC) {
			return a, tea.Quit
		}
	case textfield.RefusedMsg:
		a.said = "refused (" + msg.Reason + "): " + msg.Message
	case textfield.ChangedMsg:
		a.said = "value: " + msg.State.Value
	case textfield.SubmittedMsg:
		a.submitted = &msg
		return a, tea.Quit
	case textfield.CancelledMsg:
		a.cancelled = true
		return a, tea.Quit
	}
	return a, nil
}

func (a app) View() string {
	lines := []string{
		"Tickets · Bubble Tea + textfield serve",
		"",
		fmt.Sprintf("Tickets: %d   (PgUp/PgDn)", a.tickets),
		"",
		a.phone.View(),
		"",
		"Last: " + a.said,
	}
	if a.phone.Err() != nil {
		lines = append(lines, "q quits")
	}
	return strings.Join(lines, "\n") + "\n"
}

func main() {
	binary := flag.String("textfield", "textfield", "the textfield executable")
	flag.Parse()
	tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bubbletea-demo: no terminal:", err)
		os.Exit(1)
	}
	defer tty.Close()
	phone := textfield.New(textfield.Options{
		Binary: *binary, Spec: phoneSpec, Width: 40, Height: 3,
	})
	defer phone.Close()
	final, err := tea.NewProgram(app{tickets: 1, phone: phone}, tea.WithOutput(tty)).
		StartReturningModel()
	if err != nil {
		fmt.Fprintln(os.Stderr, "bubbletea-demo:", err)
		os.Exit(1)
	}
	result, _ := final.(app)
	switch {
	case result.submitted != nil:
		state := result.submitted.Values["phone"]
		fmt.Printf("phone: %s (%s)\ntickets: %d\n", state.Formatted, state.Value, result.tickets)
	case result.cancelled:
		fmt.Println("cancelled")
		os.Exit(130)
	default:
		if err := result.phone.Err(); err != nil {
			fmt.Fprintln(os.Stderr, "bubbletea-demo:", err)
		}
		os.Exit(1)
	}
}
