extension FieldSpec {
  /// Refuses `suggest-file` and `suggest-command` where no `textfield` command runs (the C
  /// library, `textfield serve`): a library never reads files or starts programs a spec names.
  package func rejectCommandSources() throws(FieldSpecError) {
    let given = [("suggest-file", suggestFile), ("suggest-command", suggestCommand)]
    guard let name = given.first(where: { $0.1 != nil })?.0 else { return }
    throw FieldSpecError(
      description: errorPrefix
        + "\(name) is read by the textfield command only: give the entries with suggest")
  }
}
