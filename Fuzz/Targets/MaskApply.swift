import InputMask

// mask-apply: a format from a table or derived from the bytes, then text and a caret from the
// bytes; every gravity, left to right and right to left, must keep the `apply` invariants
// (caret in bounds, byte path = Character path, re-applying changes nothing, value from text).

@_cdecl("LLVMFuzzerTestOneInput")
public func maskApplyFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let flags = input.byte()
  let notations = flags & 4 != 0 ? tableNotations : []
  let format =
    flags & 2 != 0
    ? derivedFormat(&input, notationSymbols: notations.map(\.character))
    : input.element(of: tableFormats)
  guard
    let mask = try? Mask(format: format, customNotations: notations, isRightToLeft: flags & 1 != 0)
  else { return 0 }
  let (text, caret) = input.hostileTextAndCaret(rawBytes: flags & 8 != 0)
  for gravity in allGravities {
    checkApply(mask, text, caret: caret, gravity: gravity)
  }
  return 0
}
