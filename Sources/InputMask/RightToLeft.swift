// Right-to-left masks, as in the reference's RTLMask: reverse the format, the text and the caret,
// apply, and reverse the result back. The engine itself only ever runs left to right; these are
// the two ends of that round trip (the input side is in `Mask+Apply.swift`: the text is read
// backwards and the caret becomes `count - caret`).

extension [FormatSegment] {
  /// The segments of the reversed format: blocks in reverse order, each block's characters
  /// reversed (so `[0] [000]` becomes `[000] [0]`, and `[0…]` becomes `[…0]`, which the compiler
  /// sorts back to `[0…]` as the reference's sanitizer does).
  ///
  /// O(format length).
  func reversedFormat() -> [FormatSegment] {
    reversed().map { segment in
      switch segment {
      case .free: return segment
      case .fixed(let characters): return .fixed(characters.reversed())
      case .value(let symbols): return .value(symbols.reversed())
      }
    }
  }
}

extension MaskResult {
  /// A result computed on reversed text, turned back.
  ///
  /// Text and value are reversed (by Characters) and the caret mirrored; the tail placeholder is
  /// already in reading order.
  ///
  /// - Parameter textLength: `text.count`, in Characters.
  /// - Complexity: O(text length + value length).
  func reversedFromApplySpace(textLength: Int) -> MaskResult {
    let reversed = String(text.reversed())
    // Reversed, a lone combining mark can join the Character now before it, so the text may
    // have fewer Characters than `textLength`: the caret stays within it.
    return MaskResult(
      text: reversed, caret: min(max(textLength - caret, 0), reversed.count),
      extractedValue: String(extractedValue.reversed()), complete: complete, affinity: affinity,
      tailPlaceholder: tailPlaceholder)
  }
}
