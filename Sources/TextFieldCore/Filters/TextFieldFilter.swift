/// A delegate that decides edits on its own: accept, reject with a reason, or rewrite.
///
/// Give a field its filters, in order, with ``TextFieldModel/filters`` (held strongly):
/// `field.filters = [try MaxLengthFilter(10)]`, or `TextFieldModel(maxLength: 10)`; a
/// ``TextFieldProxy`` runs them the same way for another delegate (both run one `FilterChain`).
/// ``evaluate(_:)`` is the whole contract; it must not mutate the field.
///
/// In a chain a filter is asked ``evaluate(_:)``, ``formatStatus(of:)`` and
/// ``step(_:caret:by:)``, and told `textFieldDidBeginEditing(_:)`, in `filters` and in a proxy
/// alike; UIKit's questions (should begin, end, clear, return) and the other notices go to the
/// delegate alone. A filter is also a complete ``TextFieldDelegate``, usable alone as a field's
/// delegate (`field.retainDelegate(filter)`): only there is it asked everything a delegate is.
public protocol TextFieldFilter: TextFieldDelegate {
  /// Decides `edit`. Positions are offsets in Characters.
  func evaluate(_ edit: ProposedEdit) -> EditDecision

  /// What the filter's format knows about `text` (raw value, completeness, tail placeholder), or
  /// `nil` if the filter does not format.
  func formatStatus(of text: String) -> FormatStatus?

  /// The text after stepping the value at `caret` (Characters) by `steps` (Up is 1, Down −1), a
  /// refusal with a reason, or `nil` if the filter has no value to step (the default).
  ///
  /// `steps` is 0 when the field only asks whether the filter can step now: answer
  /// ``StepResult/stepped(text:caret:)`` with the text as it is if so, a refusal or `nil` if
  /// not (Up and Down then move focus in a form). The field proposes the stepped text as an ``EditKind/step`` edit, which every
  /// filter then decides as usual.
  func step(_ text: String, caret: Int, by steps: Int) -> StepResult?
}

extension TextFieldFilter {
  /// Returns `nil`: the filter reports no format.
  public func formatStatus(of text: String) -> FormatStatus? { nil }

  /// Returns `nil`: the filter does not step values.
  public func step(_ text: String, caret: Int, by steps: Int) -> StepResult? { nil }

  /// The filter's ``step(_:caret:by:)``.
  public func textField(
    _ textField: TextFieldModel, stepping text: String, caret: Int, by steps: Int
  ) -> StepResult? {
    step(text, caret: caret, by: steps)
  }

  /// The filter's ``evaluate(_:)``.
  public func textField(
    _ textField: TextFieldModel, decisionFor edit: ProposedEdit
  )
    -> EditDecision
  {
    evaluate(edit)
  }

  /// The filter's ``formatStatus(of:)``.
  public func textField(
    _ textField: TextFieldModel, formatStatusFor text: String
  )
    -> FormatStatus?
  {
    formatStatus(of: text)
  }
}

/// What a filter does with a paste (or yank, or programmatic text) that only partly fits.
public enum PastePolicy: Hashable, Sendable {
  /// Keep what fits, drop the rest, and report how much was dropped.
  case keepWhatFits
  /// Refuse the whole paste.
  case rejectWhole
}

/// A filter configured with values it cannot work with.
public enum FilterConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A maximum length below zero.
  case negativeLimit(Int)
  /// A `#`-pattern that is empty.
  case emptyPattern
  /// A `#`-pattern with no `#` slot for the user to fill.
  case patternWithoutSlots(String)
  /// A regular expression that ``LinearRegex`` refuses; `message` is its
  /// ``RegexSyntaxError/message`` (the problem and its position).
  case invalidRegex(pattern: String, message: String)
  /// A character filter given no characters.
  case emptyCharacterSet
  /// A `#`-pattern with a Character that would join its neighbour in the text (a lone
  /// combining mark, one ending in a prepended mark or ZWJ); `offset` in Characters from 0.
  case joiningCharacter(pattern: String, offset: Int)

  /// What is wrong with the configuration, in a sentence.
  public var description: String {
    switch self {
    case .negativeLimit(let limit):
      "a maximum length must be 0 or more, not \(limit)"
    case .emptyPattern:
      "a pattern must not be empty"
    case .patternWithoutSlots(let pattern):
      "the pattern \"\(pattern)\" has no # for the user to fill"
    case .invalidRegex(let pattern, let message):
      "invalid regular expression \"\(RegexSyntaxError.escapingControlCharacters(pattern))\": "
        + message
    case .emptyCharacterSet:
      "a character filter needs at least one character"
    case .joiningCharacter(let pattern, let offset):
      "the pattern \"\(pattern)\" has a character that would join the one next to it, at "
        + "character \(offset + 1)"
    }
  }
}
