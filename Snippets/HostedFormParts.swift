// The parts of a hosted form that need no screen: the form, its theme and palette, and the
// events offered to it.

import TextFieldCore
import TextFieldCurses

// snippet.form
// Two fields in one form; HostedForm(form, window:region:palette:) hosts it like a Prompt.
let name = FormField(label: "Name", model: try TextFieldModel(maxLength: 20))
let phone = FormField(
  label: "Phone", model: try TextFieldModel(mask: "+1 ([000]) [000]-[0000]"))
let form = Form(fields: [name, phone])
form.focusWraps = false  // Tab out of the last field is the host's
form.escapeCancels = false  // and so is Esc
// snippet.end

// snippet.look
// Attributes per role come from the theme…
var theme = Theme.standard
theme[.focusedLabel] = CellStyle(.reverse)
form.theme = theme
// …and colours from pairs your app made with init_pair on its own screen.
let palette = HostPalette([.error: 1, .accent: 2])
// snippet.end

// snippet.offer
// HostedForm.handle(status:key:) decodes ncurses' keys and calls the form's offer(_:); a host
// that decodes keys itself can call offer(_:) directly.
form.start()
print(form.offer(.paste("Ann")))  // used
print(form.offer(.key(KeyEvent(.tab))))  // used: focus moves to Phone
print(form.offer(.key(KeyEvent(.function(1)))))  // unused(F1): F1 is given back, the host's
print(form.offer(.paste("5551234567")))  // used
print(form.offer(.key(KeyEvent(.enter))))  // ended(submitted(…)): Enter on the last field
print(form.values.map(\.value))  // ["Ann", "5551234567"]
// snippet.end

// snippet.hide
precondition(form.values.map(\.value) == ["Ann", "5551234567"])
_ = palette
