import TextFieldCore

/// What a ``PhoneFilter`` remembers between calls: the formatter after the keys it formatted
/// last, and the status of the text it was last asked about.
///
/// Only an accelerator: each entry is keyed by its whole input (the formatter by the keys it
/// was fed, the status by the text), so every answer is the one computed from scratch.
struct PhoneFilterCache {
  /// The formatter after the keys formatted last (at most ``PhoneFilter/formattedKeyLimit``):
  /// its `keys` say which.
  private var formatter: AsYouTypePhoneFormatter
  /// The text whose format status is kept (`nil` before any), and its format status.
  private var statusText: String?
  private var formatStatus = FormatStatus(value: "", isComplete: false)
  /// A text whose keys (``PhoneFilter/keys(of:)``) are exactly the formatter's `keys`, and
  /// whose Characters are its bytes (ASCII without CR); `nil` when none is known.
  ///
  /// The text the filter proposed last, when that holds: the field's text when the next key
  /// comes, and the text whose status it asks for.
  private var formatterText: String?

  /// A cache that knows nothing yet, for numbers typed with `empty`'s default region.
  init(empty: AsYouTypePhoneFormatter) {
    formatter = empty
  }

  /// `keys` (ASCII digits and a leading `+`) formatted: the formatter's output.
  ///
  /// Feeds the formatter only the keys beyond those formatted last when `keys` begins with
  /// them, else all of them from the start; the formatter being a pure value of the keys fed,
  /// the output is the same either way.
  mutating func output(for keys: [UInt8]) -> [UInt8] {
    formatterText = nil
    let formatted = keys.prefix(PhoneFilter.formattedKeyLimit)
    let fed = formatter.keys.count
    if fed > formatted.count || !formatted.starts(with: formatter.keys) {
      formatter.clearKeepingCapacity()
      for key in formatted { formatter.input(byte: key) }
    } else {
      for key in formatted[fed...] { formatter.input(byte: key) }
    }
    return keys.count > PhoneFilter.formattedKeyLimit ? keys : formatter.output
  }

  /// Remembers that `text`, made of `output`, has `keys` (``PhoneFilter/keys(of:)``), when
  /// these are the formatter's keys.
  mutating func propose(_ text: String, output: [UInt8], keys: [UInt8]) {
    guard keys.count <= PhoneFilter.formattedKeyLimit, PhoneFilter.keys(of: output, equal: keys)
    else { return }
    formatterText = text
  }

  /// The decision for typing one ASCII digit at the end of ``formatterText``; `nil` otherwise.
  ///
  /// The common case, which feeds the formatter one key and reads no text.
  ///
  /// The decision is the one ``PhoneFilter/evaluate(_:)`` reaches for the edit: the result's
  /// keys are the text's and the digit, it has no more foreign characters than the text, and
  /// the caret is after the last key.
  mutating func typingAtTheEnd(_ edit: ProposedEdit) -> EditDecision? {
    guard edit.kind == .typing, let formatterText, edit.text == formatterText,
      formatter.keys.count < PhoneFilter.formattedKeyLimit,
      edit.replacement.utf8.count == 1, let digit = edit.replacement.utf8.first,
      digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9")
    else { return nil }
    let count = formatterText.utf8.count
    guard edit.caret == count + 1, Self.isText(edit.result, formatterText, followedBy: digit)
    else { return nil }
    formatter.input(byte: digit)
    let output = formatter.output
    let text = String(decoding: output, as: UTF8.self)
    // Output whose keys are read back is ASCII without CR: its bytes are its Characters.
    let keysMatch = PhoneFilter.keys(of: output, equal: formatter.keys)
    self.formatterText = keysMatch ? text : nil
    // After the last key: the end of the text.
    let isPlain = keysMatch || output.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    let caret = isPlain ? output.count : text.count
    if text == edit.result, caret == edit.caret { return .accept }
    return .rewrite(text: text, caret: caret)
  }

  /// Whether `result` is the bytes of `text` and then `byte`.
  private static func isText(_ result: String, _ text: String, followedBy byte: UInt8) -> Bool {
    let contiguous = result.utf8.withContiguousStorageIfAvailable { result in
      text.utf8.withContiguousStorageIfAvailable { text in
        result.count == text.count + 1 && result[text.count] == byte
          && result.prefix(text.count).elementsEqual(text)
      }
    }
    if let contiguous = contiguous ?? nil { return contiguous }
    return Array(result.utf8) == Array(text.utf8) + [byte]
  }

  /// What `text` stands for.
  func status(of text: String) -> PhoneNumberStatus {
    PhoneNumberStatus(keys: keys(of: text), defaultCountry: formatter.defaultCountry)
  }

  /// The E.164 value, whether the number is valid for its region, and the region as the
  /// annotation.
  mutating func formatStatus(of text: String) -> FormatStatus {
    if text != statusText {
      formatStatus = PhoneNumberStatus.formatStatus(
        keys: keys(of: text), defaultCountry: formatter.defaultCountry)
      statusText = text
    }
    return formatStatus
  }

  /// The keys of `text`: the formatter's when `text` is ``formatterText``.
  private func keys(of text: String) -> [UInt8] {
    text == formatterText ? formatter.keys : PhoneFilter.keys(of: text).keys
  }
}
