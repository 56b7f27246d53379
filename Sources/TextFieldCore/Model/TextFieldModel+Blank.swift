extension TextFieldModel {
  /// What an empty field shows when it has no ``placeholder`` of its own: its format's blanks,
  /// dim (a mask's `+1 (___) ___-____`, a `#`-pattern's `(___) ___-____`, a date's
  /// `dd/MM/yyyy`), as `textfield` shows them; empty for a field without a format.
  ///
  /// The formatting filter's tail placeholder for the empty text, else a `#`-pattern's blanks.
  package var blank: String {
    if let tail = askFormatStatus(for: "")?.tailPlaceholder, !tail.isEmpty { return tail }
    for filter in filters.reversed() {
      if let pattern = filter as? PatternFilter { return pattern.blank }
    }
    return ""
  }
}
