/// A `--field` argument split once into its key, its label and its options.
///
/// `:` ends the key and the label, `;` each option; `\:`, `\;` and `\\` stand for the character
/// itself wherever they are, and any other backslash is kept with the character after it.
package struct FieldArgument {
  /// The key and the label (fewer when the argument has fewer parts).
  package var head: [String] = []
  /// The options, as written between the `;`s.
  package var options: [String] = []

  /// What an unknown option's message adds when a separator seems to be misplaced.
  package static let escapeHint =
    "; a ';' inside a value is written \\;, a ':' inside the key or label \\:"

  package init(_ text: String) {
    var current = ""
    var escaping = false
    for character in text {
      if escaping {
        if character != ":" && character != ";" && character != "\\" { current.append("\\") }
        current.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == ":", head.count < 2 {
        head.append(current)
        current = ""
      } else if character == ";", head.count == 2 {
        options.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if escaping { current.append("\\") }
    if head.count < 2 { head.append(current) } else { options.append(current) }
  }
}
