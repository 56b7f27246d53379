/// What `--output` prints: the same words for `prompt`, `form` and `format`.
///
/// `form` adds ``FormOutput/env``. The JSON shape is one for all three: `formatted`, `value`
/// and `complete`, then what a command adds (`format`: `caret`, `affinity`, `tailPlaceholder`).
enum OutputFormat: String, CaseIterable {
  /// The text as shown, with the format's literals: `+1 (555) 123-4567`.
  case formatted
  /// The extracted value, without the literals: `5551234567`.
  case value
  /// The JSON object `{"formatted": …, "value": …, "complete": …}`.
  case json

  /// Parses an `--output` word; `text` is the deprecated spelling of `formatted` (it was
  /// `format`'s word).
  init?(argument: String) {
    if argument == "text" {
      self = .formatted
    } else {
      self.init(rawValue: argument)
    }
  }

  /// The words `--help` lists (the deprecated `text` is not one).
  static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
