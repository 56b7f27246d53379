import InputMask
import TextFieldCore

/// A field's format (a mask or a `#`-pattern) as a value, so a validator can ask whether a text
/// completes it.
enum FieldFormat: Sendable {
  case mask(MaskSet)
  case pattern(String)

  /// What the format knows about `text`; `nil` for a pattern that does not compile (checked
  /// earlier, when the filters are made).
  func status(of text: String) -> FormatStatus? {
    switch self {
    case .mask(let masks): MaskFilter(masks).formatStatus(of: text)
    case .pattern(let pattern): (try? PatternFilter(pattern: pattern))?.formatStatus(of: text)
    }
  }

  /// The format with `_` for each Character to type (`+1 (___) ___-____`): the placeholder of an
  /// empty field when none is given.
  var blank: String {
    switch self {
    case .mask(let masks): masks.primary.placeholder(blank: "_")
    case .pattern(let pattern): String(pattern.map { $0 == PatternFilter.slot ? "_" : $0 })
    }
  }

  /// Refuses a submit while the format is not complete, saying what is still needed:
  /// `incomplete: "+1 (555" still needs ") ___-____"`, with the caret at the end of the text.
  var completeValidator: Validator {
    Validator(on: []) { subject in
      guard let status = status(of: subject.text), !status.isComplete else { return nil }
      return ValidationFailure(
        .incomplete(text: subject.text, missing: status.tailPlaceholder),
        caret: subject.text.count)
    }
  }
}
