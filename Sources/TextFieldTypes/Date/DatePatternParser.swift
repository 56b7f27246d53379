import TextFieldCore

/// Reads a date pattern's letters and literals, and checks that its components make a date, a
/// time or both.
struct DatePatternParser {
  private let source: String
  private let characters: [Character]

  init(_ source: String) {
    self.source = source
    self.characters = Array(source)
  }

  /// The pattern's elements, adjacent literals joined.
  func parse() throws(DatePatternError) -> [DatePattern.Element] {
    guard !characters.isEmpty else { throw error(.emptyPattern, at: 0) }
    var elements: [DatePattern.Element] = []
    var offsets: [DateTimeComponent: Int] = [:]
    var literal = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "'" {
        let (text, next) = try quoted(from: index)
        literal += text
        index = next
      } else if character.isASCII, character.isLetter {
        var end = index
        while end < characters.count, characters[end] == character { end += 1 }
        let component = try self.component(character, count: end - index, at: index)
        if offsets[component] != nil {
          throw error(.repeatedComponent(component), at: index, length: end - index)
        }
        offsets[component] = index
        if !literal.isEmpty { elements.append(.literal(literal)) }
        literal = ""
        elements.append(.field(component))
        index = end
      } else {
        try check(literal: character, at: index)
        literal.append(character)
        index += 1
      }
    }
    if !literal.isEmpty { elements.append(.literal(literal)) }
    try checkComponents(offsets)
    return elements
  }

  /// The quoted literal opening at `start`, and the offset after its closing quote; `''` is a
  /// quote, inside quotes or out.
  private func quoted(from start: Int) throws(DatePatternError) -> (String, Int) {
    if start + 1 < characters.count, characters[start + 1] == "'" { return ("'", start + 2) }
    var text = ""
    var index = start + 1
    while index < characters.count {
      let character = characters[index]
      if character == "'" {
        guard index + 1 < characters.count, characters[index + 1] == "'" else {
          return (text, index + 1)
        }
        text.append("'")
        index += 2
        continue
      }
      try check(literal: character, at: index)
      text.append(character)
      index += 1
    }
    throw error(.unterminatedQuote, at: start)
  }

  /// The component `count` letters `letter` stand for.
  private func component(
    _ letter: Character, count: Int, at offset: Int
  ) throws(DatePatternError) -> DateTimeComponent {
    let component: DateTimeComponent
    switch letter {
    case "y": component = .year
    case "M": component = .month
    case "d": component = .day
    case "H": component = .hour
    case "m": component = .minute
    case "s": component = .second
    default: throw error(.unknownLetter(letter), at: offset)
    }
    guard count == component.width else {
      let letters = String(repeating: letter, count: count)
      throw error(
        .unsupportedLetters(letters: letters, replacement: component.letters), at: offset,
        length: count)
    }
    return component
  }

  /// Refuses a literal the text could not show as one Character of its own, or would read as
  /// typed.
  private func check(literal character: Character, at offset: Int) throws(DatePatternError) {
    if character.isASCII, character.isNumber { throw error(.digitLiteral(character), at: offset) }
    let first = character.unicodeScalars.first?.properties.generalCategory
    let joins: Bool =
      switch first {
      case .nonspacingMark, .spacingMark, .enclosingMark: true
      default: character.unicodeScalars.last == "\u{200D}"
      }
    if joins || isControl(character) {
      throw error(.unusableLiteral(character), at: offset)
    }
  }

  /// Refuses a pattern without components, or with one lacking the larger one it needs.
  private func checkComponents(
    _ offsets: [DateTimeComponent: Int]
  ) throws(DatePatternError) {
    guard !offsets.isEmpty else { throw error(.noComponent, at: 0, length: characters.count) }
    let needs: [(DateTimeComponent, DateTimeComponent)] = [
      (.month, .year), (.day, .month), (.minute, .hour), (.second, .minute),
    ]
    // The smallest component first: a lone `dd` is told it needs a month, not a year.
    for (component, needed) in needs.reversed() {
      if let offset = offsets[component], offsets[needed] == nil {
        throw error(
          .missingComponent(component, needs: needed), at: offset, length: component.width)
      }
    }
  }

  private func error(
    _ reason: DatePatternError.Reason, at offset: Int, length: Int = 1
  ) -> DatePatternError {
    DatePatternError(reason, pattern: source, offset: offset, length: length)
  }
}
