/// How a ``MaskSet`` rates each of its masks against the text, to pick the best one.
///
/// The four strategies of the reference library; a higher affinity is better.
public enum AffinityStrategy: String, Sendable, Hashable, CaseIterable {
  /// The mask's whole-string affinity: +1 for each character it takes, -1 for each it drops,
  /// inserts or skips.
  case wholeString
  /// The length, in Characters, of the common prefix of the text and its formatted form.
  case prefix
  /// The text's length minus the most Characters of text the mask holds, or `Int.min` when the
  /// text is longer than the mask holds. Put the widest mask first.
  case capacity
  /// The extracted value's length minus the most Characters of value the mask extracts, or
  /// `Int.min` when the value is longer than the mask holds: when input the mask would extract
  /// is left over at its end. Put the widest mask first.
  ///
  /// The reference compares the value after truncation, which never exceeds the capacity, so its
  /// narrowest full mask always wins; this follows the reference's documented table instead.
  case extractedValueCapacity

  /// The affinity of `mask` for `text` by this strategy.
  ///
  /// O(text length + mask length): one `apply`, except for `capacity`, which only counts.
  package func affinity(
    of mask: Mask, for text: String, caret: Int,
    gravity: CaretGravity = .forward(autocomplete: false)
  ) -> Int {
    evaluate(mask, text: text, caret: caret, gravity: gravity).affinity
  }

  /// The affinity, and the result of applying the mask when the strategy needed it.
  func evaluate(
    _ mask: Mask, text: String, caret: Int, gravity: CaretGravity
  ) -> (affinity: Int, result: MaskResult?) {
    switch self {
    case .wholeString:
      let result = mask.apply(text, caret: caret, gravity: gravity)
      return (result.affinity, result)
    case .prefix:
      let result = mask.apply(text, caret: caret, gravity: gravity)
      return (commonPrefixLength(result.text, text), result)
    case .capacity:
      let length = text.count
      let total = mask.totalTextLength
      return (length > total ? Int.min : length - total, nil)
    case .extractedValueCapacity:
      let (result, overflow) = mask.measuredApply(
        text, caret: caret, gravity: gravity, countOverflow: true)
      let length = result.extractedValue.count
      let total = mask.totalValueLength
      return (length + overflow > total ? Int.min : length - total, result)
    }
  }
}

/// The number of leading Characters two strings share.
///
/// O(shorter length).
private func commonPrefixLength(_ lhs: String, _ rhs: String) -> Int {
  var length = 0
  for (left, right) in zip(lhs, rhs) {
    guard left == right else { break }
    length += 1
  }
  return length
}
