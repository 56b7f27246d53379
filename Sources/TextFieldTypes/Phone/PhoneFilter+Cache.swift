import TextFieldCore

/// What a ``PhoneFilter`` remembers between calls: the formatter after the keys it formatted
/// last, and the status of the text it was last asked about.
///
/// Only an accelerator: each entry is keyed by its whole input (the formatter by the keys it
/// was fed, the status by the text), so every answer is the one computed from scratch.
struct PhoneFilterCache {
  /// The formatter before any key.
  let empty: AsYouTypePhoneFormatter
  /// The formatter after the keys formatted last (at most ``PhoneFilter/formattedKeyLimit``):
  /// its `keys` say which.
  private var formatter: AsYouTypePhoneFormatter
  /// The text whose status is kept (`nil` before any), its status and format status.
  private var statusText: String?
  private var status = PhoneNumberStatus(keys: [], defaultCountry: nil)
  private var formatStatus = FormatStatus(value: "", isComplete: false)
  /// The text the filter proposed last, and its keys: the status of that text, which the field
  /// asks for next, needs no reading of its keys.
  private var proposedText: String?
  private var proposedKeys: [UInt8] = []

  init(empty: AsYouTypePhoneFormatter) {
    self.empty = empty
    formatter = empty
  }

  /// `keys` (ASCII digits and a leading `+`) formatted: the formatter's output.
  ///
  /// Feeds the formatter only the keys beyond those formatted last when `keys` begins with
  /// them, else all of them from the start; the formatter being a pure value of the keys fed,
  /// the output is the same either way.
  mutating func output(for keys: [UInt8]) -> [UInt8] {
    let formatted = keys.prefix(PhoneFilter.formattedKeyLimit)
    let fed = formatter.keys.count
    if fed > formatted.count || !formatted.starts(with: formatter.keys) {
      formatter = empty
      for key in formatted { formatter.input(byte: key) }
    } else {
      for key in formatted[fed...] { formatter.input(byte: key) }
    }
    return keys.count > PhoneFilter.formattedKeyLimit ? keys : formatter.output
  }

  /// Remembers that `text` has `keys` (``PhoneFilter/keys(of:)``), for its status.
  mutating func propose(_ text: String, keys: [UInt8]) {
    proposedText = text
    proposedKeys = keys
  }

  /// What `text` stands for.
  mutating func status(of text: String) -> PhoneNumberStatus {
    update(text)
    return status
  }

  /// The E.164 value, whether the number is valid for its region, and the region as the
  /// annotation.
  mutating func formatStatus(of text: String) -> FormatStatus {
    update(text)
    return formatStatus
  }

  /// Makes `text` the one whose status is kept, unless it is already.
  private mutating func update(_ text: String) {
    if text == statusText { return }
    let keys = text == proposedText ? proposedKeys : PhoneFilter.keys(of: text).keys
    status = PhoneNumberStatus(keys: keys, defaultCountry: empty.defaultCountry)
    statusText = text
    formatStatus = FormatStatus(
      value: status.e164, isComplete: status.isValid, annotation: status.region ?? "")
  }
}
