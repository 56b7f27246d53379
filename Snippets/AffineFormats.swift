// One field, several formats: a MaskSet applies whichever mask fits the text best.

import InputMask

let phones = try MaskSet(
  primaryFormat: "+1 ([000]) [000]-[0000]",
  affineFormats: ["+44 [0000] [000000]", "+7 ([000]) [000]-[00]-[00]"],
  strategy: .prefix)

let british = phones.apply("+447911123456", caret: 13)
print(british.mask.format)  // +44 [0000] [000000]
print(british.affineIndex ?? -1)  // 0: the first affine format
print(british.result.text)  // +44 7911 123456
print(british.result.extractedValue)  // 7911123456

// A tie goes to the primary format.
let american = phones.apply("5551234567", caret: 10)
print(american.affineIndex == nil)  // true
print(american.result.text)  // +1 (555) 123-4567

// snippet.hide
precondition(british.mask.format == "+44 [0000] [000000]" && british.affineIndex == 0)
precondition(british.result.text == "+44 7911 123456")
precondition(british.result.extractedValue == "7911123456")
precondition(american.affineIndex == nil && american.result.text == "+1 (555) 123-4567")
