package textfield

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

func TestKeyNotation(t *testing.T) {
	cases := []struct {
		key  tea.KeyMsg
		want string
		ok   bool
	}{
		{tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'5'}}, "5", true},
		{tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'-'}}, "-", true},
		{tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'é'}}, "é", true},
		{tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'b'}, Alt: true}, "M-b", true},
		{tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("555")}, "", false},
		{tea.KeyMsg{Type: tea.KeyEnter}, "Enter", true},
		{tea.KeyMsg{Type: tea.KeyTab}, "Tab", true},
		{tea.KeyMsg{Type: tea.KeyShiftTab}, "S-Tab", true},
		{tea.KeyMsg{Type: tea.KeyEsc}, "Esc", true},
		{tea.KeyMsg{Type: tea.KeyBackspace}, "Backspace", true},
		{tea.KeyMsg{Type: tea.KeyBackspace, Alt: true}, "M-Backspace", true},
		{tea.KeyMsg{Type: tea.KeyDelete}, "Delete", true},
		{tea.KeyMsg{Type: tea.KeyLeft}, "Left", true},
		{tea.KeyMsg{Type: tea.KeyRight, Alt: true}, "M-Right", true},
		{tea.KeyMsg{Type: tea.KeyHome}, "Home", true},
		{tea.KeyMsg{Type: tea.KeyPgDown}, "PageDown", true},
		{tea.KeyMsg{Type: tea.KeyCtrlA}, "C-a", true},
		{tea.KeyMsg{Type: tea.KeyCtrlH}, "C-h", true},
		{tea.KeyMsg{Type: tea.KeyCtrlZ}, "C-z", true},
		{tea.KeyMsg{Type: tea.KeyCtrlC}, "C-c", true},
		{tea.KeyMsg{Type: tea.KeyCtrlAt}, "C-@", true},
		{tea.KeyMsg{Type: tea.KeyCtrlBackslash}, `C-\`, true},
		{tea.KeyMsg{Type: tea.KeyType(-100)}, "", false},
	}
	for _, c := range cases {
		got, ok := KeyNotation(c.key)
		if got != c.want || ok != c.ok {
			t.Errorf("KeyNotation(%#v) = %q, %v; want %q, %v", c.key, got, ok, c.want, c.ok)
		}
	}
}
