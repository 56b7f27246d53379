package textfield

import (
	tea "github.com/charmbracelet/bubbletea"
)

// namedKeys are the keys Bubble Tea names, in the protocol's emacs notation.
var namedKeys = map[tea.KeyType]string{
	tea.KeyEnter:            "Enter",
	tea.KeyTab:              "Tab",
	tea.KeyShiftTab:         "S-Tab",
	tea.KeyEsc:              "Esc",
	tea.KeyBackspace:        "Backspace",
	tea.KeyDelete:           "Delete",
	tea.KeySpace:            "Space",
	tea.KeyUp:               "Up",
	tea.KeyDown:             "Down",
	tea.KeyLeft:             "Left",
	tea.KeyRight:            "Right",
	tea.KeyHome:             "Home",
	tea.KeyEnd:              "End",
	tea.KeyPgUp:             "PageUp",
	tea.KeyPgDown:           "PageDown",
	tea.KeyCtrlAt:           "C-@",
	tea.KeyCtrlBackslash:    `C-\`,
	tea.KeyCtrlCloseBracket: "C-]",
	tea.KeyCtrlCaret:        "C-^",
	tea.KeyCtrlUnderscore:   "C-_",
}

// KeyNotation returns key in the notation of the protocol's "key" request ("5", "Left",
// "S-Tab", "C-a", "M-b"), and false for a key that is not one key: several runes at once (an
// input method's text, or a paste in Bubble Tea 0.19, which has no bracketed paste) go as a
// "text" request, each typed as one key.
func KeyNotation(key tea.KeyMsg) (string, bool) {
	prefix := ""
	if key.Alt {
		prefix = "M-"
	}
	if key.Type == tea.KeyRunes {
		if len(key.Runes) != 1 {
			return "", false
		}
		return prefix + string(key.Runes), true
	}
	if name, ok := namedKeys[key.Type]; ok {
		return prefix + name, true
	}
	if key.Type >= tea.KeyCtrlA && key.Type <= tea.KeyCtrlZ {
		return prefix + "C-" + string(rune('a'+int(key.Type-tea.KeyCtrlA))), true
	}
	return "", false
}
