import TextFieldCore

extension NumberFilter {
  /// What a typed Character does to a number.
  private enum Keystroke {
    case token(NumberDraft.Token)
    case ignore
    case toggleSign
    case positive
  }

  /// A user's edit of a formatted text, worked out on the tokens of `layout` (the old text): the
  /// tokens in the edit's range go, what it inserts comes in at the caret, and the minus sign
  /// goes when the range takes a Character of its affix.
  func decideUserEdit(_ edit: ProposedEdit, layout: NumberLayout) -> EditDecision {
    var range = edit.range
    if edit.isDeletion, edit.kind != .cut {
      guard let widened = widenedToAValue(range, kind: edit.kind, layout: layout) else {
        // Only literals (a currency symbol at the edge): nothing to delete.
        let caret = edit.kind == .deleteBackward ? range.upperBound : range.lowerBound
        return .rewrite(text: edit.text, caret: caret)
      }
      range = widened
    }
    let removed = Set(layout.tokens(in: range))
    let insertAt = layout.tokenCount(before: range.lowerBound)
    var kept = layout.draft.tokens.indices.filter { !removed.contains($0) }.map {
      layout.draft.tokens[$0]
    }
    var draft = NumberDraft(
      isNegative: layout.draft.isNegative && !layout.removesMinus(range), tokens: [])
    var inserted: [NumberDraft.Token] = []
    if edit.kind == .paste || edit.kind == .yank {
      do {
        let read = try NumberReader(format: format).read(edit.replacement)
        inserted = read.tokens
        if read.isNegative { draft.isNegative = true }
      } catch {
        return .reject(error.reason)
      }
    } else {
      var onlyIgnored = !edit.replacement.isEmpty
      for character in edit.replacement {
        switch keystroke(character) {
        case nil:
          let input = edit.replacement.count == 1 ? edit.replacement : String(character)
          return .reject(.notANumber(input: input))
        case .ignore?:
          continue
        case .toggleSign?:
          draft.isNegative.toggle()
        case .positive?:
          draft.isNegative = false
        case .token(let token)?:
          inserted.append(token)
        }
        onlyIgnored = false
      }
      if onlyIgnored, range.isEmpty {
        return .rewrite(text: edit.text, caret: range.lowerBound)
      }
    }
    if inserted.contains(.point), let point = kept.firstIndex(of: .point) {
      if format.maximumFractionDigits == 0 { return .reject(.tooManyFractionDigits(limit: 0)) }
      // A separator typed just before the one there steps over it.
      guard edit.kind == .typing, inserted == [.point], point == insertAt,
        let end = layout.tokenRanges.indices.contains(point)
          ? layout.tokenRanges[point].upperBound : nil
      else { return .reject(.secondDecimalSeparator) }
      return .rewrite(text: edit.text, caret: end)
    }
    kept.insert(contentsOf: inserted, at: min(insertAt, kept.count))
    draft.tokens = kept
    draft.caret = insertAt + inserted.count
    return decision(for: draft, edit: edit)
  }

  /// `range` grown one Character at a time in the deletion's direction until it takes a token
  /// or the minus sign's affix (Backspace after `1,` deletes the `1`); `nil` when it never does.
  private func widenedToAValue(
    _ range: Range<Int>, kind: EditKind, layout: NumberLayout
  ) -> Range<Int>? {
    var range = range
    while true {
      if !layout.tokens(in: range).isEmpty || layout.removesMinus(range) { return range }
      switch kind {
      case .deleteBackward where range.lowerBound > 0:
        range = range.lowerBound - 1..<range.upperBound
      case .deleteForward where range.upperBound < layout.count:
        range = range.lowerBound..<range.upperBound + 1
      default:
        return nil
      }
    }
  }

  /// What typing `character` does: a digit, the decimal separator (the locale's, or `.` or `,`
  /// when the locale does not group with it), a group separator to ignore, a sign; `nil` when
  /// it has no place in a number.
  private func keystroke(_ character: Character) -> Keystroke? {
    if let value = NumberFormat.digitValue(character) { return .token(.digit(value)) }
    let locale = format.locale
    let text = String(character)
    if text == locale.decimalSeparator { return .token(.point) }
    if text == locale.groupingSeparator || isGroupLookalike(character) { return .ignore }
    if character == "." || character == "," { return .token(.point) }
    if character == "-" || character == "\u{2212}" || text == locale.minusSign {
      return .toggleSign
    }
    if character == "+" { return .positive }
    return nil
  }

  /// Whether `character` stands for the locale's group separator (a space for U+202F, `'` for
  /// `’`).
  private func isGroupLookalike(_ character: Character) -> Bool {
    let spaces: Set<Character> = [" ", "\u{A0}", "\u{202F}", "\u{2009}"]
    let apostrophes: Set<Character> = ["'", "’"]
    guard let group = format.locale.groupingSeparator.first else { return false }
    return (spaces.contains(group) && spaces.contains(character))
      || (apostrophes.contains(group) && apostrophes.contains(character))
  }
}
