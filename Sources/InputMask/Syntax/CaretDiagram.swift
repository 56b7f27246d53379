/// An error message with the text at fault under it and carets under the fault: the one
/// layout of the package's syntax errors (masks, notation specs, regular expressions, date
/// patterns).
///
/// ```
/// message
///  --> place        (only when `place` is given)
///   shown text
///      ^
/// ```
///
/// `line` is the text as the caller shows it (each caller decides how controls are drawn, so
/// that they can neither drive the terminal nor move the carets); `column` is the width of what
/// comes before the fault, in terminal columns; `carets` is how many to draw.
package func caretDiagram(
  _ message: String, line: String, column: Int, carets: Int = 1, place: String? = nil
) -> String {
  let header = place.map { "\n --> \($0)" } ?? ""
  let marks = String(repeating: "^", count: carets)
  return "\(message)\(header)\n  \(line)\n  \(String(repeating: " ", count: column))\(marks)"
}
