import InputMask

extension MaskFilter: InputDescribing {
  /// What the primary mask takes, counted by kind, and the mask filled in:
  /// `10 digits, shown as +1 (555) 123-4567`; other formats the field also takes are counted.
  public var inputDescription: String {
    let slots = masks.primary.slots
    var words = slots.phrase
    if !slots.counts.isEmpty { words += ", shown as " + escapingControls(slots.example) }
    if !masks.affine.isEmpty {
      words += " (or " + InputWords.count(masks.affine.count, "other format", "other formats") + ")"
    }
    return words
  }
}

extension MaskSlots {
  /// The counts in words: `10 digits`, `2 letters and 3 to 4 digits`, `1 or more digits`,
  /// `nothing to fill`.
  package var phrase: String {
    guard !counts.isEmpty else { return "nothing to fill" }
    return InputWords.list(counts.map(\.phrase))
  }
}

extension MaskSlots.Count {
  /// `10 digits`, `3 to 4 digits`, `up to 2 letters`, `1 or more digits`.
  var phrase: String {
    let (singular, plural) =
      switch content {
      case .digit: ("digit", "digits")
      case .letter: ("letter", "letters")
      case .letterOrDigit: ("letter or digit", "letters or digits")
      case .character: ("character", "characters")
      }
    if endless {
      return mandatory == 0 ? "any number of \(plural)" : "\(mandatory) or more \(plural)"
    }
    if optional == 0 { return InputWords.count(mandatory, singular, plural) }
    if mandatory == 0 { return "up to " + InputWords.count(optional, singular, plural) }
    return "\(mandatory) to \(mandatory + optional) \(plural)"
  }
}
