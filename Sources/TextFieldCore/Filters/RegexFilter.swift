/// Lets an edit through only when the whole proposed text matches a regular expression.
///
/// The filter gates every keystroke, so **the pattern must accept every prefix of valid input**:
/// `[0-9]{0,3}(\.[0-9]{0,2})?` lets the user type `1`, `12.`, `12.5`; `[0-9]{3}` would refuse
/// the first digit. To check a finished value instead, use a ``Validator/regex(_:message:on:)``
/// validator, which never blocks typing.
///
/// A paste, yank or programmatic text that does not match keeps its longest leading part that
/// does, and reports the rest as dropped (or, with ``PastePolicy/rejectWhole``, is refused).
public final class RegexFilter: TextFieldFilter {
  /// The pattern, as given.
  public let pattern: String
  /// The reason shown when an edit is refused.
  public let reason: String
  /// What happens to a paste that does not match.
  public let pastePolicy: PastePolicy
  private let regex: Regex<AnyRegexOutput>

  /// A filter requiring the whole text to match `pattern` (Swift `Regex` syntax).
  /// - Throws: ``FilterConfigurationError/invalidRegex(pattern:message:)``.
  public init(
    _ pattern: String, reason: String = "does not fit the expected format",
    pastePolicy: PastePolicy = .keepWhatFits
  ) throws(FilterConfigurationError) {
    self.regex = try compileRegex(pattern)
    self.pattern = pattern
    self.reason = reason
    self.pastePolicy = pastePolicy
  }

  /// Whether `text` matches the pattern as a whole.
  public func matches(_ text: String) -> Bool {
    (try? regex.wholeMatch(in: text)) != nil
  }

  public func evaluate(_ edit: ProposedEdit) -> EditDecision {
    if matches(edit.result) { return .accept }
    guard edit.kind.isBulkInsertion, pastePolicy == .keepWhatFits else { return .reject(reason) }
    let inserted = Array(edit.replacement)
    for keep in stride(from: inserted.count - 1, through: 0, by: -1) {
      let candidate = ProposedEdit(
        kind: edit.kind, text: edit.text, range: edit.range, replacement: String(inserted[..<keep]))
      if matches(candidate.result) {
        let notice = EditNotice(droppedCount: inserted.count - keep, reason: reason)
        return .rewrite(text: candidate.result, caret: candidate.caret, notice: notice)
      }
    }
    return .reject(reason)
  }
}

/// Compiles `pattern`, turning the compiler's error into a ``FilterConfigurationError``.
func compileRegex(_ pattern: String) throws(FilterConfigurationError) -> Regex<AnyRegexOutput> {
  do {
    return try Regex(pattern)
  } catch {
    throw .invalidRegex(pattern: pattern, message: "\(error)")
  }
}
