package textfield

import (
	"os"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// BenchmarkKeyThroughModel is the cost of one key in a Bubble Tea app: the key request to
// textfield serve, its answer, and the SGR frame drawn again (two round trips). Each
// iteration types a digit and takes it back.
func BenchmarkKeyThroughModel(b *testing.B) {
	path := os.Getenv("TEXTFIELD_BINARY")
	if path == "" {
		b.Fatal("TEXTFIELD_BINARY is not set")
	}
	m := New(Options{Binary: path, Spec: phoneSpec, Width: 40, Height: 3})
	defer m.Close()
	digit := runes("5")
	backspace := tea.KeyMsg{Type: tea.KeyBackspace}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.update(digit)
		m.update(backspace)
	}
	b.StopTimer()
	if m.Err() != nil {
		b.Fatal(m.Err())
	}
}
