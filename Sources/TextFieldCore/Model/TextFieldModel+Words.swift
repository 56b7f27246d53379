extension TextFieldModel {
  /// Swaps the word before the caret with the word after it (`M-t`, readline's
  /// transpose-words): one ``EditKind/transpose`` edit from the start of the first word to the
  /// end of the second, the caret after the second.
  ///
  /// The words are found as readline finds them: the end of the word at or after the caret,
  /// back to its start, back to the start of the word before, forward to that word's end. At
  /// the end of the text that swaps the last two words; with fewer than two words nothing
  /// changes. O(distance walked from the caret).
  func transposeWords() -> EditOutcome {
    let text = state.text
    let secondEnd = WordBoundaries.forward(in: text, from: (state.caretIndex, state.caret))
    let secondStart = WordBoundaries.backward(in: text, from: secondEnd)
    let firstStart = WordBoundaries.backward(in: text, from: secondStart)
    let firstEnd = WordBoundaries.forward(in: text, from: firstStart)
    guard firstStart.offset != secondStart.offset, secondStart.offset >= firstEnd.offset else {
      return .ignored
    }
    let range = firstStart.offset..<secondEnd.offset
    let first = text[firstStart.index..<firstEnd.index]
    let second = text[secondStart.index..<secondEnd.index]
    guard !first.utf8.elementsEqual(second.utf8) else {
      _ = consume text
      return recordUnchanged(range, kind: .transpose, caret: range.upperBound)
    }
    var swapped = String(second)
    swapped += text[firstEnd.index..<secondStart.index]
    swapped += first
    _ = consume text
    return submit(
      ProposedEdit(
        kind: .transpose, state: state, range: range, replacement: swapped))
  }

  /// Changes the case of the Characters from the caret to the end of the word (`M-u`, `M-l`,
  /// `M-c`): one ``EditKind/changeCase`` edit, the caret at the end of the word.
  ///
  /// Letters and digits are a word's Characters, as for ``CaretMotion/wordForward``; each
  /// Character changes whole (`é` written `e` + U+0301 becomes `É`), and a word is capitalised
  /// in title case (`ǆ` becomes `ǅ`). A word already in that case changes no text, but the
  /// caret still moves and readline's undo step is still recorded (undoing it puts the caret
  /// back at the end of the word, as readline does). O(distance to the end of the word).
  func changeCase(_ change: CaseChange) -> EditOutcome {
    let text = state.text
    let end = WordBoundaries.forward(in: text, from: (state.caretIndex, state.caret))
    guard end.offset > state.caret else { return .ignored }
    let word = text[state.caretIndex..<end.index]
    let changed = Self.changing(word, to: change)
    guard changed.utf8.elementsEqual(word.utf8) else {
      _ = consume text
      return submit(
        ProposedEdit(
          kind: .changeCase, state: state, range: state.caret..<end.offset, replacement: changed))
    }
    _ = consume text
    return recordUnchanged(state.caret..<end.offset, kind: .changeCase, caret: end.offset)
  }

  /// Moves the caret to `caret` and records the undo step readline records for a command that
  /// replaced `range` with the same Characters (`M-l` on a word in lower case, `C-t` on two
  /// equal Characters): the text does not change and nobody is asked, but the next undo undoes
  /// that step (the caret after `range`; between its two Characters for `C-t`), and typing
  /// after it starts a new step.
  ///
  /// O(distance from the caret to `range`, plus its size).
  func recordUnchanged(_ range: Range<Int>, kind: EditKind, caret: Int) -> EditOutcome {
    let before = state
    let text = state.text
    let lower = state.index(ofCharacter: range.lowerBound)
    let upper = state.index(ofCharacter: range.upperBound)
    let swapsTwo = kind == .transpose && range.count == 2
    let undoIndex = swapsTwo ? text.index(after: lower) : upper
    let undoCaret = swapsTwo ? range.lowerBound + 1 : range.upperBound
    let unchanged = TextChange(
      offset: range.lowerBound, utf8Offset: text.utf8.distance(from: text.startIndex, to: lower),
      removed: String(text[lower..<upper]), removedCount: range.count,
      inserted: String(text[lower..<upper]), insertedCount: range.count)
    let undoSelection = EditHistory.Selection(
      caret: undoCaret, anchor: undoCaret,
      caretUTF8Offset: text.utf8.distance(from: text.startIndex, to: undoIndex))
    _ = consume text
    update(to: state.moving(caret: caret, anchor: caret), kind: nil, textChanged: false)
    history.record(unchanged, before: before, after: state, kind: kind, undoing: undoSelection)
    return .applied
  }

  /// `word` with its letters and digits in the case `change` asks for.
  static func changing(_ word: Substring, to change: CaseChange) -> String {
    var result = ""
    var inWord = false
    for character in word {
      guard WordBoundaries.isWordCharacter(character) else {
        inWord = false
        result.append(character)
        continue
      }
      switch change {
      case .upper: result += character.uppercased()
      case .lower: result += character.lowercased()
      case .capitalized: result += inWord ? character.lowercased() : titlecased(character)
      }
      inWord = true
    }
    return result
  }

  /// `character` with its first scalar in title case and the rest in lower case.
  private static func titlecased(_ character: Character) -> String {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return String(character) }
    var rest = String.UnicodeScalarView()
    rest.append(contentsOf: scalars.dropFirst())
    return first.properties.titlecaseMapping + String(rest).lowercased()
  }
}
