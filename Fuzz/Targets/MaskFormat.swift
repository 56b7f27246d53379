import InputMask

// mask-format: arbitrary bytes → a format (and custom notations) → `Mask(format:)`.
//
// Never crashes or hangs. A malformed format throws a `MaskFormatError` whose offset points at
// the character named in its reason; a valid one has consistent length properties, and applying
// it to the empty text and to its own placeholders keeps every `apply` invariant.

@_cdecl("LLVMFuzzerTestOneInput")
public func maskFormatFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let flags = input.byte()
  var notations: [Notation] = []
  if flags & 2 != 0 {
    let count = 1 + input.int(below: 3)
    for _ in 0..<count { notations.append(derivedNotation(&input)) }
  }
  let format = input.rest()
  checkFormat(format, notations: notations, rightToLeft: flags & 1 != 0)
  return 0
}

/// A notation with a fuzz-chosen symbol, classes, listed Characters and optionality.
private func derivedNotation(_ input: inout FuzzInput) -> Notation {
  let symbols: [Character] = ["X", "#", "$", ".", "é", "0", "…", " ", "[", "\u{301}", "👩‍👩‍👧", "\r\n"]
  let character = input.element(of: symbols)
  let classes = MaskCharacterSet.Classes(
    rawValue: UInt16(input.byte()) | UInt16(input.byte() & 1) << 8)
  let listed = input.string(from: hostilePieces, maxLength: 3)
  return Notation(
    character: character, characterSet: MaskCharacterSet(classes: classes, characters: Set(listed)),
    isOptional: input.bool())
}

private func checkFormat(_ format: String, notations: [Notation], rightToLeft: Bool) {
  let mask: Mask
  do {
    mask = try Mask(format: format, customNotations: notations, isRightToLeft: rightToLeft)
  } catch {
    checkError(error, format: format)
    require(
      !Mask.isValid(format: format, customNotations: notations),
      "isValid disagrees with init for \(escaped(format))")
    return
  }
  require(
    Mask.isValid(format: format, customNotations: notations),
    "isValid disagrees with init for \(escaped(format))")
  checkLengths(mask)
  for gravity in allGravities {
    let empty = checkApply(mask, "", caret: 0, gravity: gravity)
    if !gravity.autocompletes {
      require(empty.text.isEmpty, "\(escaped(format)) applied to \"\" gives \(escaped(empty.text))")
    }
    checkApply(mask, mask.placeholder, caret: Int.max, gravity: gravity)
    checkApply(mask, mask.placeholder(blank: "0"), caret: 0, gravity: gravity)
  }
}

/// The error names the character at its offset.
private func checkError(_ error: MaskFormatError, format: String) {
  let characters = Array(format)
  let context = "\(escaped(format)): \(error.reason) at \(error.offset)"
  require(error.format == format, "error carries another format: \(context)")
  require(error.offset >= 0 && error.offset < characters.count, "offset out of range: \(context)")
  let culprit = characters[error.offset]
  switch error.reason {
  case .unclosedBlock(let opening), .nestedBlock(let opening), .emptyBlock(let opening):
    require(culprit == opening, "offset is not at \(escaped(String(opening))): \(context)")
  case .unmatchedClosingBracket(let character), .unknownSymbol(let character):
    require(culprit == character, "offset is not at \(escaped(String(character))): \(context)")
  case .trailingEscape:
    require(culprit == "\\" && error.offset == characters.count - 1, "trailing escape: \(context)")
  case .misplacedEllipsis:
    require(culprit == "…", "offset is not at the ellipsis: \(context)")
  case .joiningCharacter(let character):
    require(
      culprit == character && !character.standsAlone,
      "offset is not at a joining character: \(context)")
  }
  _ = error.description
}
