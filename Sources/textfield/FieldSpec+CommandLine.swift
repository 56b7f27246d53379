import TextFieldSpec

extension FieldSpec {
  /// Sets the mask, its affine formats and the mask options as the command line gave them.
  mutating func setMask(_ mask: String?, affine: [String], options: MaskOptions) {
    self.mask = mask
    self.affine = affine
    strategy = options.strategy
    autocomplete = options.autocomplete
    autoskip = options.autoskip
    notations = options.notations
    rtl = options.rtl
  }

  /// ``check()`` and what only the command reads (`suggest-timeout`), its error a usage error
  /// (the command exits 2).
  func checkUsage() throws(UsageError) {
    do {
      try check()
      try checkSuggestTimeout()
    } catch {
      throw UsageError(error.description)
    }
  }
}
