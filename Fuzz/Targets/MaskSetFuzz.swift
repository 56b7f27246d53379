import InputMask

// mask-set: a primary and up to three affine formats, one of the four affinity strategies, text
// and a caret. The set must pick the mask with the highest affinity (ties: the primary, then
// the first affine mask listed), return exactly that mask's result, and that result must keep
// the `apply` invariants.

@_cdecl("LLVMFuzzerTestOneInput")
public func maskSetFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let flags = input.byte()
  let notations = flags & 4 != 0 ? tableNotations : []
  let strategy = input.element(of: AffinityStrategy.allCases)
  var formats: [String] = []
  for _ in 0..<(2 + input.int(below: 3)) {
    formats.append(
      input.bool()
        ? derivedFormat(&input, notationSymbols: notations.map(\.character))
        : input.element(of: tableFormats))
  }
  guard
    let set = try? MaskSet(
      primaryFormat: formats[0], affineFormats: Array(formats.dropFirst()), strategy: strategy,
      customNotations: notations, isRightToLeft: flags & 1 != 0)
  else { return 0 }
  let (text, caret) = input.hostileTextAndCaret(rawBytes: flags & 8 != 0)
  for gravity in allGravities {
    checkChoice(set, text, caret: caret, gravity: gravity)
  }
  return 0
}

private func checkChoice(_ set: MaskSet, _ text: String, caret: Int, gravity: CaretGravity) {
  let choice = set.apply(text, caret: caret, gravity: gravity)
  let context =
    "\(set.strategy) \(([set.primary] + set.affine).map { escaped($0.format) }) ← \(escaped(text)) caret \(caret) \(gravity) → #\(choice.affineIndex.map(String.init) ?? "primary") \(escaped(choice.result.text))"
  let chosen = choice.affineIndex.map { set.affine[$0] } ?? set.primary
  require(choice.mask == chosen, "mask and index disagree: \(context)")
  let direct = checkApply(chosen, text, caret: caret, gravity: gravity)
  require(direct == choice.result, "the result is not the chosen mask's: \(context)")
  let affinity = { (mask: Mask) in
    set.strategy.affinity(of: mask, for: text, caret: caret, gravity: gravity)
  }
  require(choice.affinity == affinity(chosen), "reported affinity differs: \(context)")
  let primary = affinity(set.primary)
  if let index = choice.affineIndex {
    require(primary < choice.affinity, "the primary ties or wins but was not chosen: \(context)")
    for (other, mask) in set.affine.enumerated() where other != index {
      let value = affinity(mask)
      require(
        other < index ? value < choice.affinity : value <= choice.affinity,
        "affine #\(other) (\(value)) beats the choice (\(choice.affinity)): \(context)")
    }
  } else {
    for (other, mask) in set.affine.enumerated() {
      require(
        affinity(mask) <= primary, "affine #\(other) beats the primary: \(context)")
    }
  }
}
