/// `text` with its control characters written as `\u{…}` escapes (uppercase hexadecimal), so
/// that text a user gave can be shown in a terminal without driving or reordering it.
///
/// The one control-character escaper of the package. Escaped always: C0 controls, DEL and C1
/// controls. The options exist because the callers differ on purpose:
/// - `keepingLineFeedAndTab`: the `textfield` command's messages span lines (a caret under a
///   quoted pattern), so line feed and tab stay; one-line messages escape them.
/// - `bidirectional`: also escape the bidirectional controls (U+061C, U+200E, U+200F,
///   U+202A–U+202E, U+2066–U+2069), which reorder what follows them. Notation spec errors
///   quote only a few characters of the spec and have never escaped them.
/// - `quotationMark`: also escape `"`, for text shown between quotation marks.
package func escapingControls(
  _ text: some StringProtocol, keepingLineFeedAndTab: Bool = false, bidirectional: Bool = true,
  quotationMark: Bool = false
) -> String {
  var output = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    let escaped: Bool
    switch scalar.value {
    case 0x0A, 0x09: escaped = !keepingLineFeedAndTab
    case 0..<0x20, 0x7F...0x9F: escaped = true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: escaped = bidirectional
    case 0x22: escaped = quotationMark
    default: escaped = false
    }
    if escaped {
      output.append(
        contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
    } else {
      output.append(scalar)
    }
  }
  return String(output)
}
