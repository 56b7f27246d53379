// Compile a format once, then apply it to whatever the user typed.

import InputMask

let phone = try Mask(format: "+1 ([000]) [000]-[0000]")

// Characters the mask cannot take are dropped, literals are inserted, and the caret keeps its
// place among the typed characters. Positions are counted in Characters.
let result = phone.apply("(555) 123-45", caret: 12)
print(result.text)  // +1 (555) 123-45
print(result.caret)  // 15
print(result.extractedValue)  // 55512345
print(result.complete)  // false: two mandatory digits are missing
print(result.tailPlaceholder)  // 00: what the rest of the mask shows
print(phone.placeholder(blank: "_"))  // +1 (___) ___-____

// After a deletion, apply with backward gravity so that inserted literals go after the caret.
let deleted = phone.apply("+1 (555) 1", caret: 10, gravity: .backward(autoskip: false))
print(deleted.text)  // +1 (555) 1

// snippet.hide
precondition(result.text == "+1 (555) 123-45" && result.caret == 15)
precondition(result.extractedValue == "55512345" && !result.complete)
precondition(result.tailPlaceholder == "00")
precondition(phone.placeholder(blank: "_") == "+1 (___) ___-____")
precondition(deleted.text == "+1 (555) 1")
