/// Text that breaks naive code: combining marks, joiners, emoji sequences, right-to-left letters,
/// Arabic-Indic digits, CJK, and controls (C0, DEL, C1), next to plain ASCII.
public enum HostileText {
  /// The pieces random text is made of; some merge with their neighbours into one Character.
  public static let pieces: [String] = [
    // ASCII
    "a", "b", "e", "x", "A", "1", "2", "5", "0", " ", "-", "(", ")", ".",
    // Combining and joining scalars on their own, and what they build
    "\u{301}", "\u{200D}", "\u{FE0F}", "e\u{301}", "é", "\u{0600}",
    // Emoji (a ZWJ family, a flag half, a heart that takes VS16)
    "👩‍👩‍👧", "😀", "❤", "🇦", "🇧",
    // CJK, Hebrew, Arabic, Arabic-Indic digits
    "日", "本", "א", "ב", "ب", "٣",
    // Controls: ESC, NUL, DEL, C1 (NEL, CSI), tab and line ends
    "\u{1B}", "\u{0}", "\u{7F}", "\u{85}", "\u{9B}", "\t", "\n", "\r", "\r\n",
  ]

  /// Up to `maxPieces` pieces, joined.
  public static func string<Source: ChoiceSource>(
    _ source: inout Source, maxPieces: Int
  ) -> String {
    let count = source.choice(below: maxPieces + 1)
    var text = ""
    for _ in 0..<count { text += source.pick(pieces, or: "a") }
    return text
  }

  /// Whether `character` has a control scalar (general category Cc: C0, DEL, C1).
  public static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// `text` as a Swift string literal, every scalar outside printable ASCII escaped (`\u{301}`).
  public static func literal(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case " "..."~": output.unicodeScalars.append(scalar)
      default: output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return output + "\""
  }
}
