extension TextFieldModel {
  /// The most Characters a field holds unless told otherwise (``maximumLength``): 131,072
  /// (128 Ki).
  ///
  /// Far more than a one-line value needs (a key, a token, a long URL), as Qt's `QLineEdit`
  /// (32,767) and GTK's `GtkEntry` (65,535) bound theirs, and above the 100,000 Characters the
  /// per-key benchmarks type into; few enough that a filter reading the whole text on every key
  /// (a number field re-reads its digits) decides each key in a few hundredths of a second, so a
  /// huge paste cannot make every later key, Ctrl-C included, wait.
  package static let defaultMaximumLength = 131_072

  /// `edit` (an insertion whose result holds more than `limit` Characters) held to `limit`:
  /// a bulk insertion's leading part that fits, with a notice of what it dropped merged into
  /// `notice`; `nil` when nothing fits or the edit is a keystroke.
  ///
  /// O(inserted text).
  func held(_ edit: ProposedEdit, to limit: Int, notice: inout EditNotice?) -> ProposedEdit? {
    guard edit.kind.isBulkInsertion else { return nil }
    let insertedCount = edit.replacement.characterCount
    var keep = max(0, limit - (state.count - edit.range.count))
    while keep > 0 || edit.kind == .programmatic {
      let trimmed = ProposedEdit(
        kind: edit.kind, state: state, range: edit.range,
        replacement: String(edit.replacement.prefix(keep)))
      // A kept part can join its neighbour differently (regional indicators): one fewer until
      // the result fits.
      if trimmed.resultCount <= limit || keep == 0 {
        let dropped = EditNotice(
          droppedCount: insertedCount - keep, reason: .tooLong(limit: limit))
        notice = dropped.merged(with: notice)
        return trimmed
      }
      keep -= 1
    }
    return nil
  }
}
