// Suggestions and history on a form's field: the ghost after the caret, the list, recall.

import TextFieldCore
import TextFieldUI

// snippet.sources
// A field's sources answer with candidates; a history is one of them, asked first.
let city = FormField(label: "City", model: TextFieldModel())
city.model.suggestionSources = [SuggestionList(["New York", "Newark", "Oslo"])]
city.history = History(["Newcastle"])  // the newest value first
let form = Form(fields: [city])
form.start()
// snippet.end

// snippet.ghost
// Typing shows the best candidate's rest dim after the caret; Right takes it.
for character in "new y" { _ = form.offer(.key(KeyEvent(.character(character)))) }
_ = form.offer(.key(KeyEvent(.right)))
print(city.model.text)  // New York
// snippet.end

// snippet.list
// Tab lists the candidates under the field, the first selected (Newcastle, from the history,
// then New York and Newark); Tab moves on, Enter takes the selected one.
city.model.setText("new")
_ = form.offer(.key(KeyEvent(.tab)))
_ = form.offer(.key(KeyEvent(.tab)))
_ = form.offer(.key(KeyEvent(.enter)))
print(city.model.text)  // New York
// snippet.end

// snippet.recall
// Up recalls the history, newest first; Down comes back to what was typed.
city.model.setText("")
_ = form.offer(.key(KeyEvent(.up)))
print(city.model.text)  // Newcastle
// snippet.end

// snippet.hide
precondition(city.model.text == "Newcastle")
