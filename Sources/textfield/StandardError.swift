import TextFieldUI

/// Writes `message` and a newline to standard error (file descriptor 2, unbuffered).
///
/// Messages echo what the user gave (a mask, a field key, a regular expression), so controls in
/// them are written as escapes (`\u{1B}`): a message cannot drive the terminal.
func printError(_ message: String) {
  StandardError.writeLine(escapingControls(message))
}

/// `text` with C0 and C1 controls (but line feed and tab), DEL and the bidirectional controls
/// written as `\u{…}` escapes.
func escapingControls(_ text: String) -> String {
  var output = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x0A, 0x09: output.append(scalar)
    case 0..<0x20, 0x7F...0x9F, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069:
      output.append(
        contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
    default: output.append(scalar)
    }
  }
  return String(output)
}
