import InputMask
import TextFieldUI

/// Writes `message` and a newline to standard error (file descriptor 2, unbuffered).
///
/// Messages echo what the user gave (a mask, a field key, a regular expression), so controls in
/// them are written as escapes (`\u{1B}`): a message cannot drive the terminal.
func printError(_ message: String) {
  StandardError.writeLine(escapingControls(message, keepingLineFeedAndTab: true))
}
