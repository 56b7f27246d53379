extension FieldSpec {
  /// The milliseconds `suggest-timeout` may be: a run needs one at least, and a minute is
  /// longer than anyone waits for a suggestion.
  package static let suggestTimeouts = 1...60_000

  /// What `suggest-timeout` must be, after its name in a message.
  package static let suggestTimeoutRule =
    "must be a whole number of milliseconds, \(suggestTimeouts.lowerBound) to "
    + "\(suggestTimeouts.upperBound)"

  /// Refuses `suggest-file` and `suggest-command` where no `textfield` command runs (the C
  /// library, `textfield serve`): a library never reads files or starts programs a spec names.
  package func rejectCommandSources() throws(FieldSpecError) {
    let given = [
      ("suggest-file", suggestFile != nil), ("suggest-command", suggestCommand != nil),
      ("suggest-timeout", suggestTimeout != nil),
    ]
    guard let name = given.first(where: { $0.1 })?.0 else { return }
    throw FieldSpecError(
      description: errorPrefix
        + "\(name) is read by the textfield command only: give the entries with suggest")
  }

  /// Refuses a `suggest-timeout` out of ``suggestTimeouts``, or without `suggest-command`
  /// (it would limit nothing).
  package func checkSuggestTimeout() throws(FieldSpecError) {
    guard let suggestTimeout else { return }
    let name = optionName("suggest-timeout")
    guard Self.suggestTimeouts.contains(suggestTimeout) else {
      throw FieldSpecError(description: errorPrefix + "\(name) \(Self.suggestTimeoutRule)")
    }
    guard suggestCommand != nil else {
      let command = optionName("suggest-command")
      throw FieldSpecError(
        description: errorPrefix + "\(name) limits each run of \(command): give \(command) too")
    }
  }
}
