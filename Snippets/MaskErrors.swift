// A malformed format throws an error that points at the character at fault.

import InputMask

do {
  _ = try Mask(format: "[00]-[0x0]")
} catch {
  // `error` is a MaskFormatError: the init has a typed throw.
  print(error.reason)  // unknownSymbol("x")
  print(error.offset)  // 7, in Characters from the start of the format
  print(error)
  // unknown symbol "x" in a [] block at character 7
  //   [00]-[0x0]
  //          ^
}

// To check a format without the error:
print((try? Mask(format: "[00]-[0x0]")) == nil)  // true

// Notation specs report their own errors the same way.
do {
  _ = try Notation(spec: "0=abc")
} catch {
  print(error.message)  // "0" is a built-in mask symbol at character 1
}

// snippet.hide
do {
  _ = try Mask(format: "[00]-[0x0]")
  preconditionFailure("the format is malformed")
} catch {
  precondition(error.reason == .unknownSymbol("x") && error.offset == 7)
}
