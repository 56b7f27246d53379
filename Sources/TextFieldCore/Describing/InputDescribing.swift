import InputMask

/// Says in words what a filter lets into a field, for a person who cannot see the field: the
/// accessible line mode introduces each field with it (`Phone: 10 digits, shown as +1 (555)
/// 123-4567.`).
///
/// Every filter of this module describes itself, and so does each field type (phone, number,
/// currency, date); a filter of your own may too. A field's description joins those of its
/// filters with `; `.
public protocol InputDescribing {
  /// What the filter takes, as a phrase in English without a final full stop: `10 digits, shown
  /// as +1 (555) 123-4567`, `at most 5 characters`.
  var inputDescription: String { get }
}

/// Words shared by the descriptions: counts with their noun, lists, separators by name.
package enum InputWords {
  /// `1 digit`, `10 digits`: `count` and the noun, plural unless the count is 1.
  package static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }

  /// `a`, `a and b`, `a, b and c`.
  package static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// A separator as a screen reader should hear it, its name and the Character: `comma (,)`,
  /// `space`; a Character without a name is quoted.
  package static func separator(_ text: String) -> String {
    let names: [String: String] = [
      ".": "period (.)", ",": "comma (,)", " ": "space", "\u{A0}": "space",
      "\u{202F}": "narrow space", "'": "apostrophe (')", "\u{2019}": "apostrophe (\u{2019})",
      "\u{66B}": "Arabic decimal separator (\u{66B})",
      "\u{66C}": "Arabic thousands separator (\u{66C})",
    ]
    return names[text] ?? "\"\(text)\""
  }

  /// `text` with its controls written as `\u{…}`, so a description cannot drive a terminal.
  package static func escaped(_ text: String) -> String {
    escapingControls(text)
  }

  /// Text shown quoted, its controls written as `\u{…}` so a description cannot drive a terminal.
  package static func quoted(_ text: String) -> String {
    "\"\(escapingControls(text))\""
  }
}
