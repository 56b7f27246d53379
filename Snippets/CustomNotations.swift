// Your own mask symbols, and masks applied from the end of the text.

import InputMask

// A symbol `.` that takes an optional `.` or `,`, declared in code…
let separator = Notation(
  character: ".", characterSet: MaskCharacterSet(charactersIn: ".,"), isOptional: true)
let amount = try Mask(format: "[999][.][99]", customNotations: [separator])
print(amount.apply("12,50").text)  // 12,50

// …or parsed from a spec, as the `textfield` command's `--notation` flag does.
let hex = try Notation(spec: "h:decimalDigits+[abcdef]")
let color = try Mask(format: "{#}[hhhhhh]", customNotations: [hex])
print(color.apply("ff8800").text)  // #ff8800
print(color.apply("ff8800").extractedValue)  // #ff8800: `{}` characters are part of the value

// Right-to-left masks group from the end.
let thousands = try Mask(format: "[999] [999] [999]", isRightToLeft: true)
print(thousands.apply("1234567").text)  // 1 234 567

// snippet.hide
precondition(amount.apply("12,50").text == "12,50")
precondition(color.apply("ff8800").text == "#ff8800")
precondition(color.apply("ff8800").extractedValue == "#ff8800")
precondition(thousands.apply("1234567").text == "1 234 567")
