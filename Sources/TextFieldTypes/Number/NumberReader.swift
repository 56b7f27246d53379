import TextFieldCore

/// Reads pasted or programmatic text as a number of a ``NumberFormat``: the rules are those of
/// ``NumberFormat/number(from:)``.
struct NumberReader {
  let format: NumberFormat

  /// A character's role in pasted text.
  private enum Piece: Hashable {
    case digit(UInt8)
    /// A separator that can only group (a space, an apostrophe, `٬`).
    case group
    /// A separator that can only be decimal (`٫`, the locale's when it is not `.` or `,`).
    case decimal
    /// `.` or `,`: which, depends on the rest.
    case dotOrComma(Character)
  }

  /// The sign and tokens of `text`.
  func read(
    _ text: String
  ) throws(NumberReadingError) -> (isNegative: Bool, tokens: [NumberDraft.Token]) {
    var (body, negative) = stripped(text)
    if body.hasPrefix("+") { body.removeFirst() }
    var pieces: [Piece] = []
    for character in body {
      guard let piece = piece(for: character) else {
        throw NumberReadingError(.notANumber(input: nil))
      }
      pieces.append(piece)
    }
    guard pieces.contains(where: { if case .digit = $0 { true } else { false } }) else {
      throw NumberReadingError(.notANumber(input: nil))
    }
    let decimal = try decimalIndex(of: pieces, text: text)
    var tokens: [NumberDraft.Token] = []
    var groups: [Int] = [0]
    for (index, piece) in pieces.enumerated() {
      switch piece {
      case .digit(let value):
        tokens.append(.digit(value))
        if decimal.map({ index < $0 }) ?? true { groups[groups.count - 1] += 1 }
      case _ where index == decimal:
        tokens.append(.point)
      default:
        guard decimal.map({ index < $0 }) ?? true else {
          throw NumberReadingError(.notANumber(input: nil))
        }
        groups.append(0)
      }
    }
    guard isWellGrouped(groups) else { throw NumberReadingError(.notANumber(input: nil)) }
    return (negative, tokens)
  }

  /// `text` without spaces at its ends, bidirectional marks, the currency's symbol or code, and
  /// its sign; whether that sign was negative.
  private func stripped(_ text: String) -> (body: String, isNegative: Bool) {
    let marks: Set<Character> = ["\u{200E}", "\u{200F}", "\u{061C}"]
    var body = String(text.filter { !marks.contains($0) })
    let trim: (Character) -> Bool = { $0.isWhitespace }
    body = String(body.drop(while: trim).reversed().drop(while: trim).reversed())
    var negative = false
    if body.hasPrefix("("), body.hasSuffix(")"), body.count >= 2 {
      negative = true
      body = String(body.dropFirst().dropLast())
    }
    let minus = String(format.locale.minusSign.filter { !marks.contains($0) })
    for _ in 0..<3 {
      if let currency = format.currency {
        let symbol = String(format.currencySymbol.filter { !marks.contains($0) })
        for symbol in [symbol, currency] where !symbol.isEmpty {
          if body.hasPrefix(symbol) { body.removeFirst(symbol.count) }
          if body.hasSuffix(symbol) { body.removeLast(symbol.count) }
        }
      }
      for sign in ["-", "\u{2212}", minus] where !sign.isEmpty {
        if body.hasPrefix(sign) {
          body.removeFirst(sign.count)
          negative = true
        } else if body.hasSuffix(sign) {
          body.removeLast(sign.count)
          negative = true
        }
      }
      body = String(body.drop(while: trim).reversed().drop(while: trim).reversed())
    }
    return (body, negative)
  }

  private func piece(for character: Character) -> Piece? {
    if let value = NumberFormat.digitValue(character) { return .digit(value) }
    let locale = format.locale
    if String(character) == locale.decimalSeparator, character != ".", character != "," {
      return .decimal
    }
    if character == "." || character == "," { return .dotOrComma(character) }
    if character == "\u{066B}" { return .decimal }
    let groups: Set<Character> = [" ", "\u{A0}", "\u{202F}", "\u{2009}", "'", "’", "\u{066C}"]
    if groups.contains(character) || String(character) == locale.groupingSeparator { return .group }
    return nil
  }

  /// The index of the decimal separator among `pieces`, `nil` for a whole number.
  private func decimalIndex(of pieces: [Piece], text: String) throws(NumberReadingError) -> Int? {
    let decimals = pieces.indices.filter { pieces[$0] == .decimal }
    let dotsAndCommas = pieces.indices.filter {
      if case .dotOrComma = pieces[$0] { true } else { false }
    }
    if decimals.count > 1 { throw NumberReadingError(.notANumber(input: nil)) }
    if let decimal = decimals.first {
      // `.` and `,` group beside a decimal-only separator (`1,234٫5`).
      return decimal
    }
    guard let last = dotsAndCommas.last else { return nil }
    let kinds = Set(dotsAndCommas.map { pieces[$0] })
    let lastCount = dotsAndCommas.filter { pieces[$0] == pieces[last] }.count
    if kinds.count > 1 {
      guard lastCount == 1 else { throw NumberReadingError(.notANumber(input: nil)) }
      return last
    }
    if lastCount > 1 { return nil }
    if pieces.contains(.group) { return last }
    let before = pieces[..<last]
    let after = pieces[(last + 1)...]
    let looksGrouped =
      after.count == 3 && (1...3).contains(before.count) && before.first != .digit(0)
    guard looksGrouped else { return last }
    if let maximum = format.maximumFractionDigits, maximum < 3 { return nil }
    throw NumberReadingError(.ambiguousNumber(text))
  }

  /// Whether the integer digits between group separators, `groups`, are grouped as someone
  /// would write them: by threes, as in India (`12,34,567`), or as the locale groups.
  private func isWellGrouped(_ groups: [Int]) -> Bool {
    guard groups.count > 1, let first = groups.first, let last = groups.last else { return true }
    let middle = groups.dropFirst().dropLast()
    let pattern = format.pattern
    let shapes = [(3, 3), (3, 2), (pattern.primaryGrouping, pattern.secondaryGrouping)]
    return shapes.contains { primary, secondary in
      primary > 0 && last == primary && middle.allSatisfy { $0 == secondary }
        && (1...max(primary, secondary)).contains(first)
        && (groups.count == 2 || first <= secondary)
    }
  }
}
