/// `--suggest-command`'s words: the command split as a shell would split a plain command line,
/// with none of a shell's other powers.
///
/// Blanks separate words; `'…'` keeps everything inside as it is; `"…"` too, except that `\"`
/// and `\\` stand for `"` and `\`; outside quotes a backslash keeps the next character. No
/// variables, globs, pipes or redirections: `$HOME`, `*` and `|` are plain characters.
enum CommandWords {
  /// A command that cannot be split.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The words of `command`.
  static func split(_ command: String) throws(Failure) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in command {
      if escaped {
        // Inside double quotes only `\"` and `\\` are escapes: `"\d"` keeps its backslash.
        if quote == "\"", character != "\"", character != "\\" { word.append("\\") }
        word.append(character)
        escaped = false
        continue
      }
      switch (quote, character) {
      case ("'", "'"), ("\"", "\""):
        quote = nil
      case ("'", _):
        word.append(character)
      case ("\"", "\\"), (nil, "\\"):
        escaped = true
        inWord = true
      case ("\"", _):
        word.append(character)
      case (nil, "'"), (nil, "\""):
        quote = character
        inWord = true
      case (nil, _) where character.isWhitespace:
        if inWord { words.append(word) }
        word = ""
        inWord = false
      default:
        word.append(character)
        inWord = true
      }
    }
    if let quote { throw Failure(description: "a \(quote) is not closed") }
    if escaped { throw Failure(description: "it ends with a lone backslash") }
    if inWord { words.append(word) }
    guard !words.isEmpty else { throw Failure(description: "it names no program") }
    return words
  }
}
