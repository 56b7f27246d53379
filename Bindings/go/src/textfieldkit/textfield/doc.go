// Package textfield embeds textfield's masked and typed fields in a Bubble Tea program.
//
// A Model runs `textfield serve` (the line protocol of docs/serve-protocol.md) as a child
// process: the server owns the fields, their masks, types and checks, and the picture of the
// form; the Model forwards Bubble Tea's keys to it and draws the rows it answers with.
//
//	field := textfield.New(textfield.Options{
//		Binary: "/usr/local/bin/textfield",
//		Spec:   `{"fields": [{"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]"}]}`,
//		Width:  40, Height: 3,
//	})
//
// The parent's Update passes keys to the field's Update and handles what comes back: an
// UnusedKeyMsg for a key the form does not use, ChangedMsg, RefusedMsg and TrimmedMsg while
// editing, SubmittedMsg (with the values) or CancelledMsg at the end, ErrorMsg when the process
// fails. A Client speaks the protocol without Bubble Tea.
//
// Build in GOPATH mode (Bubble Tea 0.19 from Debian's golang-github-charmbracelet-bubbletea-dev):
//
//	GO111MODULE=off GOPATH=$PWD/Bindings/go:/usr/share/gocode go build textfieldkit/textfield
package textfield
