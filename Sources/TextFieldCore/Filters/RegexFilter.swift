/// Lets an edit through only when the proposed text is a prefix of a match of a regular
/// expression: while typing, the text is on its way to a match.
///
/// The pattern describes the **finished** value; the filter computes the prefixes itself. With
/// `[0-9]{3}-[0-9]{4}` the user types `1`, `12`, `123-`, `123-4567` key by key, and `12a` or
/// `1234` is refused. A pattern that already accepts every prefix of valid input
/// (`[0-9]{0,3}(\.[0-9]{0,2})?`) behaves as a whole match would. To refuse a submitted text
/// that is only a prefix, add ``Validator/complete(matching:allowsEmpty:message:on:)``
/// (``TextFieldModel/init(regex:text:placeholder:validators:pasteboard:)`` does).
///
/// A paste, yank or programmatic text that does not fit keeps its longest leading part that
/// does, and reports the rest as dropped (or, with ``PastePolicy/rejectWhole``, is refused).
///
/// The pattern is a ``LinearRegex``: matching never backtracks, so every edit, a paste of any
/// size included, takes time linear in the text. Each edit reads the whole text, in steps of
/// the program's size per Character, so the text holds at most ``lengthLimit`` Characters:
/// `workPerEdit` (2,000,000) steps divided by the program's size (a paste keeps what fits, with a notice;
/// typing past it is refused with ``RefusalReason/tooLong(limit:)``).
public final class RegexFilter: TextFieldFilter {
  /// The most matching steps (Characters × program instructions) an edit may take: 2,000,000,
  /// about 50 ms when every step is taken (release build, on a busy 2-core host), far less on
  /// most patterns (the lazy DFA answers a Character in a few nanoseconds).
  package static let workPerEdit = 2_000_000
  /// The pattern, as given.
  package let pattern: String
  /// The reason given when an edit is refused.
  package let reason: RefusalReason
  /// What happens to a paste that does not fit.
  package let pastePolicy: PastePolicy
  let regex: LinearRegex
  /// The most Characters the text may hold: `workPerEdit` (2,000,000) divided by the program's size
  /// (`[0-9]*`: 500,000; `[ab]*a[ab]{1000}`: 1,990; the largest program: 200), and never fewer
  /// than the shortest match holds (`(ab){1000}`: 2,000), so every pattern can be satisfied.
  ///
  /// Set it higher to let longer texts in, each edit then taking longer.
  public var lengthLimit: Int

  /// A filter keeping the text a prefix of a match of `pattern` (``LinearRegex`` syntax: no
  /// backreferences or lookaround; the time per edit is linear in the text).
  ///
  /// `reason`, when given, is shown as it is; without it the refusal is
  /// ``RefusalReason/regexMismatch`` in the field's ``FieldMessages``.
  /// - Throws: ``FilterConfigurationError/invalidRegex(pattern:message:)``.
  public init(
    _ pattern: String, reason: String? = nil, pastePolicy: PastePolicy = .keepWhatFits
  ) throws(FilterConfigurationError) {
    self.regex = try compileRegex(pattern)
    self.pattern = pattern
    self.reason = reason.map(RefusalReason.custom) ?? .regexMismatch
    self.pastePolicy = pastePolicy
    self.lengthLimit = max(Self.workPerEdit / max(1, regex.programSize), regex.shortestMatchLength)
  }

  /// Whether `text` matches the pattern as a whole.
  ///
  /// O(n × program size), n in Characters.
  package func matches(_ text: String) -> Bool {
    regex.wholeMatch(text)
  }

  /// Whether the filter lets `text` stand: it is a prefix of a match (a match included).
  ///
  /// O(n × program size), n in Characters.
  package func admits(_ text: String) -> Bool {
    regex.isViablePrefix(text)
  }

  /// Accepts an edit whose result is a prefix of a match; trims a paste to its longest leading
  /// part that keeps it one.
  ///
  /// O(n × program size) for a text of n Characters: one pass to test the result, and for a
  /// paste that does not fit one backward pass over the text after it and one forward pass over
  /// the rest (``LinearRegex/longestViableInsertion(prefix:inserted:suffix:)``).
  public func evaluate(_ edit: ProposedEdit) -> EditDecision {
    guard edit.replacement.isEmpty || edit.resultCount <= lengthLimit else {
      return evaluateOverLimit(edit)
    }
    return evaluateWithinLimit(edit)
  }

  /// An edit that would make the text longer than ``lengthLimit``: a bulk insertion keeps the
  /// leading part that fits (then the pattern decides it), a keystroke is refused.
  private func evaluateOverLimit(_ edit: ProposedEdit) -> EditDecision {
    let tooLong = RefusalReason.tooLong(limit: lengthLimit)
    guard edit.kind.isBulkInsertion, pastePolicy == .keepWhatFits else { return .reject(tooLong) }
    let insertedCount = edit.replacement.characterCount
    var keep = max(0, lengthLimit - (edit.text.characterCount - edit.range.count))
    while keep > 0 {
      let held = ProposedEdit(
        kind: edit.kind, text: edit.text, range: edit.range,
        replacement: String(edit.replacement.prefix(keep)))
      guard held.resultCount > lengthLimit else {
        let dropped = EditNotice(droppedCount: insertedCount - keep, reason: tooLong)
        switch evaluateWithinLimit(held) {
        case .accept:
          return .rewrite(text: held.result, caret: held.caret, notice: dropped)
        case .rewrite(let text, let caret, let notice):
          return .rewrite(text: text, caret: caret, notice: dropped.merged(with: notice))
        case .reject(let reason):
          return .reject(reason: reason)
        }
      }
      keep -= 1
    }
    return .reject(tooLong)
  }

  private func evaluateWithinLimit(_ edit: ProposedEdit) -> EditDecision {
    if admits(edit.result) { return .accept }
    guard edit.kind.isBulkInsertion, pastePolicy == .keepWhatFits else { return .reject(reason) }
    let text = edit.text
    let lower = text.index(text.startIndex, offsetBy: edit.range.lowerBound)
    let upper = text.index(lower, offsetBy: edit.range.count)
    let insertedCount = edit.replacement.count
    var limit = insertedCount
    // The search joins the Characters of the text and of the paste as they are; in the edit's
    // result an inserted Character can merge with its neighbour (`e` + U+0301), so its answer
    // is checked on the real result, and a few shorter ones tried if that fails.
    for _ in 0..<3 {
      guard
        let keep = regex.longestViableInsertion(
          prefix: text[..<lower],
          inserted: limit == insertedCount
            ? edit.replacement[...] : edit.replacement.prefix(limit),
          suffix: text[upper...])
      else { break }
      let candidate = ProposedEdit(
        kind: edit.kind, text: text, range: edit.range,
        replacement: String(edit.replacement.prefix(keep)))
      if admits(candidate.result) {
        let notice = EditNotice(droppedCount: insertedCount - keep, reason: reason)
        return .rewrite(text: candidate.result, caret: candidate.caret, notice: notice)
      }
      guard keep > 0 else { break }
      limit = keep - 1
    }
    return .reject(reason)
  }
}

/// Compiles `pattern`, turning its ``RegexSyntaxError`` into a ``FilterConfigurationError``.
func compileRegex(_ pattern: String) throws(FilterConfigurationError) -> LinearRegex {
  do {
    return try LinearRegex(pattern)
  } catch {
    throw .invalidRegex(pattern: pattern, message: error.message)
  }
}
