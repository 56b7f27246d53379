/// Limits the text to a number of Characters, like .NET's `MaxLength` (seed: `MaxLengthTextField`).
///
/// * Typing at the limit is rejected (``RefusalReason/tooLong(limit:)``: "at most 10
///   characters").
/// * A paste, yank or programmatic text is trimmed to what fits and the decision reports how many
///   characters were dropped (or, with ``PastePolicy/rejectWhole``, the paste is refused).
/// * Deletions are always allowed, even when the text is over the limit.
public final class MaxLengthFilter: TextFieldFilter {
  /// The most Characters the text may hold.
  package let limit: Int
  /// What happens to a paste that does not fit.
  package let pastePolicy: PastePolicy

  /// A filter allowing at most `limit` Characters (0 or more).
  /// - Throws: ``FilterConfigurationError/negativeLimit(_:)`` for a limit below zero.
  public init(
    _ limit: Int, pastePolicy: PastePolicy = .keepWhatFits
  )
    throws(FilterConfigurationError)
  {
    guard limit >= 0 else { throw .negativeLimit(limit) }
    self.limit = limit
    self.pastePolicy = pastePolicy
  }

  /// The reason given when input does not fit.
  package var reason: RefusalReason { .tooLong(limit: limit) }

  /// Accepts an edit within the limit; shortens a paste that would pass it (or refuses it, by
  /// ``PastePolicy``), and refuses typing past it.
  public func evaluate(_ edit: ProposedEdit) -> EditDecision {
    // The resulting text is counted, not the inserted scalars: U+0301 typed after `abc` makes
    // `abć`, still 3 Characters.
    if edit.replacement.isEmpty { return .accept }
    let resultCount = edit.resultCount
    if resultCount <= limit { return .accept }
    guard edit.kind.isBulkInsertion, pastePolicy == .keepWhatFits else {
      return .reject(reason)
    }
    if edit.kind == .programmatic {
      let kept = String(edit.result.prefix(limit))
      let notice = EditNotice(droppedCount: resultCount - limit, reason: reason)
      return .rewrite(text: kept, caret: limit, notice: notice)
    }
    var keep = max(0, limit - (edit.text.count - edit.range.count))
    var trimmed = ProposedEdit(
      kind: edit.kind, text: edit.text, range: edit.range,
      replacement: String(edit.replacement.prefix(keep)))
    // A kept part can split a neighbouring pair (regional indicators): keep one fewer until the
    // result fits.
    while keep > 0, trimmed.result.characterCount > limit {
      keep -= 1
      trimmed = ProposedEdit(
        kind: edit.kind, text: edit.text, range: edit.range,
        replacement: String(edit.replacement.prefix(keep)))
    }
    guard keep > 0 else { return .reject(reason) }
    let notice = EditNotice(droppedCount: edit.replacement.characterCount - keep, reason: reason)
    return .rewrite(text: trimmed.result, caret: trimmed.caret, notice: notice)
  }
}
