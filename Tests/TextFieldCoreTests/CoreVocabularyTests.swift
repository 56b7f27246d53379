import Foundation
import Testing

/// TextFieldCore knows no field types.
///
/// The phone, number and date fields' reasons, their words and the calendar live in
/// TextFieldTypes. The core's code (not its comments, which may name a phone field as an
/// example) holds no word of theirs, in an identifier or in a string.
@Suite struct CoreVocabularyTests {
  static let core = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/TextFieldCore")

  /// Words of the field types: a core that names one knows about them. (`maximum`, `decimal`,
  /// `negative` are not here: a regular expression's repetition and `\d` use them too.)
  static let fieldTypeWords: Set<String> = [
    "phone", "date", "dates", "calendar", "gregorian", "leap", "year", "month", "day", "hour",
    "minute", "january", "february", "april", "fraction",
  ]

  /// `source` without its comments (`//` to the end of the line, `/* … */`).
  static func code(_ source: String) -> String {
    var kept = ""
    var characters = source[...]
    var inString = false
    while let next = characters.first {
      if inString {
        if next == "\\", characters.count > 1 {
          kept += characters.prefix(2)
          characters = characters.dropFirst(2)
          continue
        }
        if next == "\"" || next == "\n" { inString = false }
      } else if characters.hasPrefix("//") {
        characters = characters.drop { $0 != "\n" }
        continue
      } else if characters.hasPrefix("/*") {
        let end = characters.range(of: "*/")?.upperBound ?? characters.endIndex
        characters = characters[end...]
        continue
      } else if next == "\"" {
        inString = true
      }
      kept.append(next)
      characters = characters.dropFirst()
    }
    return kept
  }

  /// The lowercased words of `text`'s identifiers and strings, camel case split
  /// (`dateBeyondMonthEnd` → date, beyond, month, end).
  static func words(_ text: String) -> Set<String> {
    var words: Set<String> = []
    var word = ""
    var previous: Character = " "
    for character in text + " " {
      let isLetter = character.isLetter && character.isASCII
      if !isLetter || (character.isUppercase && previous.isLowercase) {
        if !word.isEmpty { words.insert(word.lowercased()) }
        word = ""
      }
      if isLetter { word.append(character) }
      previous = character
    }
    return words
  }

  @Test func theSplitterSeesTheWordsItLooksFor() {
    let sample = """
      case dateBeyondMonthEnd(month: Int) // a phone
      let leap = "a phone number" /* the year */
      """
    #expect(
      Self.words(Self.code(sample))
        == ["case", "date", "beyond", "month", "end", "int", "let", "leap", "a", "phone", "number"])
  }

  @Test func noSourceOfTextFieldCoreNamesAFieldType() throws {
    let files = try #require(FileManager.default.enumerator(atPath: Self.core.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count > 50)
    var found: [String: Set<String>] = [:]
    for file in files {
      let source = try String(contentsOf: Self.core.appendingPathComponent(file), encoding: .utf8)
      let named = Self.words(Self.code(source)).intersection(Self.fieldTypeWords)
      if !named.isEmpty { found[file] = named }
    }
    #expect(found == [:])
  }
}
