/// A number as it is being typed: a sign, integer digits, maybe a decimal separator, fraction
/// digits, and where the caret is among them.
///
/// Unlike a ``DecimalNumber`` it can be incomplete: only a minus sign, or `12.` with nothing
/// after the separator yet. The caret is counted in ``tokens`` (digits and the separator), so it
/// stays with the digit just typed whatever group separators come and go.
struct NumberDraft: Hashable, Sendable {
  /// A digit (0–9) or the decimal separator.
  enum Token: Hashable, Sendable {
    case digit(UInt8)
    case point
  }

  var isNegative = false
  /// Digits and at most one ``Token/point``, in reading order.
  var tokens: [Token] = []
  /// How many tokens are before the caret.
  var caret = 0

  /// The digits before the separator.
  var integerDigits: [UInt8] {
    tokens.prefix { $0 != .point }.compactMap(\.digit)
  }

  /// The digits after the separator.
  var fractionDigits: [UInt8] {
    guard let point = tokens.firstIndex(of: .point) else { return [] }
    return tokens[(point + 1)...].compactMap(\.digit)
  }

  var hasPoint: Bool { tokens.contains(.point) }

  /// Whether there is a digit at all (a lone minus sign has none).
  var hasDigits: Bool { tokens.contains { $0 != .point } }

  /// The number the draft stands for; `nil` without digits.
  var number: DecimalNumber? {
    guard hasDigits else { return nil }
    return DecimalNumber(
      isNegative: isNegative, integerDigits: integerDigits, fractionDigits: fractionDigits)
  }

  /// The draft of `number`, its fraction digits as they are, the caret at the end.
  init(_ number: DecimalNumber) {
    isNegative = number.isNegative
    tokens = (number.integerDigits.isEmpty ? [0] : number.integerDigits).map(Token.digit)
    if !number.fractionDigits.isEmpty {
      tokens.append(.point)
      tokens += number.fractionDigits.map(Token.digit)
    }
    caret = tokens.count
  }

  init(isNegative: Bool = false, tokens: [Token] = [], caret: Int = 0) {
    self.isNegative = isNegative
    self.tokens = tokens
    self.caret = min(max(0, caret), tokens.count)
  }

  /// The draft with leading zeros collapsed (`007` is `7`) and a `0` before a separator that
  /// starts the number (`.5` is `0.5`), the caret kept with its digits.
  func normalized() -> NumberDraft {
    var draft = self
    if draft.tokens.first == .point {
      draft.tokens.insert(.digit(0), at: 0)
      draft.caret += 1
    }
    while draft.tokens.count > 1, draft.tokens[0] == .digit(0), draft.tokens[1] != .point {
      draft.tokens.removeFirst()
      if draft.caret > 0 { draft.caret -= 1 }
    }
    return draft
  }
}

extension NumberDraft.Token {
  /// The digit's value, `nil` for the separator.
  var digit: UInt8? {
    if case .digit(let value) = self { return value }
    return nil
  }
}
