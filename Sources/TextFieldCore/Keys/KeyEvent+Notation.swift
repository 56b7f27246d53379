extension KeyEvent {
  /// Parses emacs notation as ``description`` writes it.
  ///
  /// Accepts `C-a`, `M-b`, `S-Left`, `C-M-Right`, `Enter`, `Esc`, `Space`, `F5` or a single
  /// Character; returns `nil` for anything else.
  package init?(notation: String) {
    var rest = Substring(notation)
    var modifiers: Modifiers = []
    while rest.count > 2, rest.dropFirst().first == "-" {
      switch rest.first {
      case "C": modifiers.insert(.control)
      case "M", "A": modifiers.insert(.alt)
      case "S": modifiers.insert(.shift)
      default: return nil
      }
      rest = rest.dropFirst(2)
    }
    guard let key = KeyEvent.key(named: String(rest)) else { return nil }
    self.init(key, modifiers)
  }

  private static func key(named name: String) -> Key? {
    if name.count == 1, let character = name.first { return .character(character) }
    if name == "Space" { return .character(" ") }
    if let named = namedKeys.first(where: { $0.name == name }) { return named.key }
    if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...63).contains(number) {
      return .function(number)
    }
    return nil
  }
}
