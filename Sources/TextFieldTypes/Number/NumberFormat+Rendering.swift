extension NumberFormat {
  /// The text of `draft` and the caret in it (Characters): the caret after the draft's
  /// `caret`-th token, before any group separator that follows it; after the prefix when no
  /// token is before it.
  ///
  /// An empty draft is the empty text; a lone minus sign is the negative affixes alone.
  func render(_ draft: NumberDraft) -> (text: String, caret: Int) {
    guard draft.isNegative || !draft.tokens.isEmpty else { return ("", 0) }
    let affixes = pattern.affixes(
      negative: draft.isNegative, symbol: currencySymbol, minus: locale.minusSign,
      spacing: !draft.tokens.isEmpty)
    var text = affixes.prefix
    var count = text.count
    var caret = draft.caret == 0 ? count : nil
    let integerCount = draft.integerDigits.count
    var position = 0
    for (index, token) in draft.tokens.enumerated() {
      switch token {
      case .digit(let value):
        text.append(locale.digits[Int(value)])
        count += 1
      case .point:
        text += locale.decimalSeparator
        count += locale.decimalSeparator.count
      }
      if index + 1 == draft.caret { caret = count }
      if index < integerCount {
        position += 1
        if isGroupBoundary(after: position, of: integerCount) {
          text += locale.groupingSeparator
          count += locale.groupingSeparator.count
        }
      }
    }
    text += affixes.suffix
    return (text, caret ?? count)
  }

  /// Whether a group separator follows the `position`-th of `count` integer digits (from 1).
  func isGroupBoundary(after position: Int, of count: Int) -> Bool {
    let primary = pattern.primaryGrouping
    guard primary > 0, position < count else { return false }
    let fromEnd = count - position
    if fromEnd == primary { return true }
    let secondary = max(1, pattern.secondaryGrouping)
    return fromEnd > primary && (fromEnd - primary) % secondary == 0
  }

  /// The draft whose rendering is `text` (the caret at `caret`, Characters), with the Character
  /// offset at which each token ends; `nil` when `text` is not this format's text.
  func layout(of text: String, caret: Int) -> NumberLayout? {
    if text.isEmpty {
      return NumberLayout(draft: NumberDraft(), tokenRanges: [], minusRange: 0..<0, count: 0)
    }
    for negative in [true, false] {
      for spacing in [true, false] {
        let affixes = pattern.affixes(
          negative: negative, symbol: currencySymbol, minus: locale.minusSign, spacing: spacing)
        if let layout = layout(of: text, caret: caret, negative: negative, affixes: affixes) {
          return layout
        }
      }
    }
    return nil
  }

  private func layout(
    of text: String, caret: Int, negative: Bool, affixes: (prefix: String, suffix: String)
  ) -> NumberLayout? {
    guard text.hasPrefix(affixes.prefix), text.hasSuffix(affixes.suffix) else { return nil }
    let characters = Array(text)
    let start = affixes.prefix.count
    let end = characters.count - affixes.suffix.count
    guard start <= end else { return nil }
    var tokens: [NumberDraft.Token] = []
    var ranges: [Range<Int>] = []
    var caretTokens = caret <= start ? 0 : nil
    let decimal = Array(locale.decimalSeparator)
    let group = Array(locale.groupingSeparator)
    var offset = start
    while offset < end {
      if caretTokens == nil, offset >= caret { caretTokens = tokens.count }
      let tokenStart = offset
      if let value = Self.digitValue(characters[offset]) {
        tokens.append(.digit(value))
        offset += 1
      } else if characters[offset...].starts(with: decimal), !tokens.contains(.point) {
        tokens.append(.point)
        offset += decimal.count
      } else if characters[offset...].starts(with: group) {
        offset += group.count
        continue
      } else {
        return nil
      }
      ranges.append(tokenStart..<offset)
    }
    guard negative || !tokens.isEmpty else { return nil }
    let positive = pattern.affixes(negative: false, symbol: currencySymbol, minus: "")
    let minusRange: Range<Int>
    if !negative {
      minusRange = 0..<0
    } else if affixes.prefix != positive.prefix {
      minusRange = 0..<start
    } else {
      minusRange = end..<characters.count
    }
    let draft = NumberDraft(
      isNegative: negative, tokens: tokens, caret: caretTokens ?? tokens.count)
    return NumberLayout(
      draft: draft, tokenRanges: ranges, minusRange: minusRange, count: characters.count)
  }

  /// The value of a decimal digit of any script (`7`, `٧`, `७`), `nil` for anything else.
  static func digitValue(_ character: Character) -> UInt8? {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
      value >= 0, value <= 9
    else { return nil }
    return UInt8(value)
  }
}

/// A text of a ``NumberFormat`` taken apart: its draft, the Characters of each token, and the
/// Characters that make it negative.
struct NumberLayout: Hashable, Sendable {
  var draft: NumberDraft
  /// The Characters of each token of `draft`.
  var tokenRanges: [Range<Int>]
  /// The affix holding the minus sign (the whole negative prefix, or suffix); empty when the
  /// number is not negative.
  var minusRange: Range<Int>
  /// The length of the text, in Characters.
  var count: Int

  /// The indices of the tokens that have a Character within `range` (Characters).
  func tokens(in range: Range<Int>) -> [Int] {
    tokenRanges.indices.filter {
      tokenRanges[$0].lowerBound < range.upperBound && tokenRanges[$0].upperBound > range.lowerBound
    }
  }

  /// How many tokens end at or before `offset` (Characters).
  func tokenCount(before offset: Int) -> Int {
    tokenRanges.prefix { $0.upperBound <= offset }.count
  }

  /// Whether `range` takes a Character of the affix holding the minus sign.
  func removesMinus(_ range: Range<Int>) -> Bool {
    minusRange.overlaps(range)
  }
}
