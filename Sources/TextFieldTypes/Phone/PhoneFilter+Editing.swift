import TextFieldCore

extension PhoneFilter {
  /// The keys of `text`: its digits as ASCII and a leading `+`; and the characters that are
  /// neither keys nor separators (letters, a `+` after a digit).
  static func keys(of text: some StringProtocol) -> (keys: [UInt8], foreign: Int) {
    if let scan = asciiScan(of: text, caret: 0) { return (scan.keys, scan.foreign) }
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

  /// ``keys(of:)``'s count of foreign characters in `text`.
  static func foreignCount(in text: String) -> Int {
    let count = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var count = 0
      var isFirstKey = true
      for byte in bytes {
        if byte >= 0x80 || byte == UInt8(ascii: "\r") { return nil }
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
          isFirstKey = false
        } else if byte == UInt8(ascii: "+") && isFirstKey {
          isFirstKey = false
        } else if !isSeparator(byte) {
          count += 1
        }
      }
      return count
    }
    return (count ?? nil) ?? keys(of: text).foreign
  }

  /// ``keys(of:)`` of `text` and how many of the keys precede offset `caret` (Characters).
  static func keys(
    of text: String, caret: Int
  ) -> (keys: [UInt8], foreign: Int, beforeCaret: Int) {
    if let scan = asciiScan(of: text, caret: caret) { return scan }
    let (keys, foreign) = keys(of: text)
    return (keys, foreign, keyCount(in: text, before: caret))
  }

  /// ``keys(of:caret:)`` read from the UTF-8 of a text whose Characters are its bytes (ASCII
  /// without CR, the only ASCII that joins a neighbour); `nil` for any other text.
  private static func asciiScan(
    of text: some StringProtocol, caret: Int
  ) -> (keys: [UInt8], foreign: Int, beforeCaret: Int)? {
    let scan = text.utf8.withContiguousStorageIfAvailable {
      bytes -> (keys: [UInt8], foreign: Int, beforeCaret: Int)? in
      var keys: [UInt8] = []
      keys.reserveCapacity(bytes.count)
      var foreign = 0
      var beforeCaret = -1
      for (offset, byte) in bytes.enumerated() {
        if offset == caret { beforeCaret = keys.count }
        if byte >= 0x80 || byte == UInt8(ascii: "\r") { return nil }
        if (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
          || (byte == UInt8(ascii: "+") && keys.isEmpty)
        {
          keys.append(byte)
        } else if !isSeparator(byte) {
          foreign += 1
        }
      }
      return (keys, foreign, beforeCaret < 0 ? keys.count : beforeCaret)
    }
    return scan ?? nil
  }

  /// Whether `character` is one a user may type between digits: a space, `-`, `(`, `)`, `.`, `/`.
  static func isSeparator(_ character: Character) -> Bool {
    character == " " || character == "-" || character == "(" || character == ")"
      || character == "." || character == "/" || character == "\u{A0}"
  }

  /// Whether the ASCII `byte` is a separator a user may type.
  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "(")
      || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
  }

  /// How many keys precede offset `caret` (Characters) of `text`.
  static func keyCount(in text: String, before caret: Int) -> Int {
    if let scan = asciiScan(of: text, caret: caret) { return scan.beforeCaret }
    return keys(of: text.prefix(caret)).keys.count
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

  /// Whether `keys` are the keys of the formatter's `output` (ASCII without CR), as
  /// ``keys(of:)`` reads them from its text.
  static func keys(of output: [UInt8], equal keys: [UInt8]) -> Bool {
    var index = 0
    for byte in output {
      if byte >= 0x80 || byte == UInt8(ascii: "\r") { return false }
      guard
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
          || (byte == UInt8(ascii: "+") && index == 0)
      else { continue }
      guard index < keys.count, keys[index] == byte else { return false }
      index += 1
    }
    return index == keys.count
  }

  /// ``offset(afterKeys:in:total:)`` in the formatter's `output`, when its bytes are its
  /// Characters (ASCII without CR); `nil` otherwise.
  static func offset(afterKeys count: Int, inOutput output: [UInt8], total: Int) -> Int? {
    guard output.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
    guard count > 0 else { return 0 }
    guard count < total else { return output.count }
    var seen = 0
    for (offset, byte) in output.enumerated()
    where (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+") {
      seen += 1
      if seen == count { return offset + 1 }
    }
    return output.count
  }

  /// Accepts, refuses with a reason, or rewrites the edit (`TextFieldFilter.evaluate(_:)`).
  public func evaluate(_ edit: ProposedEdit) -> EditDecision {
    switch edit.kind {
    case .clear, .step: return .accept
    default: break
    }
    if let decision = typingAtTheEnd(edit) { return decision }
    var (keys, foreign, keysBeforeCaret) = Self.keys(of: edit.result, caret: edit.caret)
    if edit.kind == .typing, foreign > Self.foreignCount(in: edit.text) {
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
    let output = output(for: keys)
    let text = String(decoding: output, as: UTF8.self)
    let caret =
      Self.offset(afterKeys: keysBeforeCaret, inOutput: output, total: keys.count)
      ?? Self.offset(afterKeys: keysBeforeCaret, in: text, total: keys.count)
    propose(text, output: output, keys: keys)
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
