import TextFieldCore

extension PhoneFilter {
  /// The keys of `text`: its digits as ASCII and a leading `+`; and the characters that are
  /// neither keys nor separators (letters, a `+` after a digit).
  static func keys(of text: some StringProtocol) -> (keys: [UInt8], foreign: Int) {
    var keys: [UInt8] = []
    var foreign = 0
    for character in text {
      if let key = AsYouTypePhoneFormatter.keyByte(character) {
        if key != UInt8(ascii: "+") || keys.isEmpty {
          keys.append(key)
          continue
        }
        foreign += 1
      } else if !isSeparator(character) {
        foreign += 1
      }
    }
    return (keys, foreign)
  }

  /// Whether `character` is one a user may type between digits: a space, `-`, `(`, `)`, `.`, `/`.
  static func isSeparator(_ character: Character) -> Bool {
    character == " " || character == "-" || character == "(" || character == ")"
      || character == "." || character == "/" || character == "\u{A0}"
  }

  /// How many keys precede offset `caret` (Characters) of `text`.
  static func keyCount(in text: String, before caret: Int) -> Int {
    keys(of: text.prefix(caret)).keys.count
  }

  /// The offset (Characters) right after the `count`-th key of `text`: 0 for none, the end of
  /// the text for all of them.
  static func offset(afterKeys count: Int, in text: String, total: Int) -> Int {
    guard count > 0 else { return 0 }
    guard count < total else { return text.count }
    var seen = 0
    for (offset, character) in text.enumerated()
    where AsYouTypePhoneFormatter.keyByte(character) != nil {
      seen += 1
      if seen == count { return offset + 1 }
    }
    return text.count
  }

  public func evaluate(_ edit: ProposedEdit) -> EditDecision {
    switch edit.kind {
    case .clear, .step: return .accept
    default: break
    }
    var (keys, foreign) = Self.keys(of: edit.result)
    var keysBeforeCaret = Self.keyCount(in: edit.result, before: edit.caret)
    if edit.kind == .typing, foreign > Self.keys(of: edit.text).foreign {
      return .reject(.phoneDigitsOnly(input: edit.replacement))
    }
    if edit.kind.isBulkInsertion, !edit.replacement.isEmpty,
      Self.keys(of: edit.replacement).keys.isEmpty
    {
      return .reject(.phoneDigitsOnly(input: nil))
    }
    if edit.isDeletion, edit.kind.isUserEdit,
      let widened = Self.deletionReachingAKey(edit, keys: keys)
    {
      (keys, keysBeforeCaret) = widened
    }
    let text = formatter(for: keys).text
    let caret = Self.offset(afterKeys: keysBeforeCaret, in: text, total: keys.count)
    if text == edit.result, caret == edit.caret { return .accept }
    return .rewrite(text: text, caret: caret)
  }

  /// For a deletion that removed only separators (Backspace after `) `), the keys with the key
  /// beyond them removed too, and the keys before the caret; `nil` when the deletion removed a
  /// key or there is none beyond.
  private static func deletionReachingAKey(
    _ edit: ProposedEdit, keys: [UInt8]
  ) -> (keys: [UInt8], beforeCaret: Int)? {
    let before = Self.keys(of: edit.text).keys
    guard before == keys else { return nil }
    let lower = keyCount(in: edit.text, before: edit.range.lowerBound)
    var remaining = keys
    switch edit.kind {
    case .deleteBackward where lower > 0:
      remaining.remove(at: lower - 1)
      return (remaining, lower - 1)
    case .deleteForward where lower < keys.count:
      remaining.remove(at: lower)
      return (remaining, lower)
    default:
      return nil
    }
  }
}
