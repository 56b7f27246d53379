import TextFieldCore

/// A date or time pattern (`dd/MM/yyyy`, `HH:mm`, `yyyy-MM-dd HH:mm`) parsed into fields and
/// literals.
///
/// Letters: `yyyy` (year, 0001 to 9999), `MM` (month), `dd` (day), `HH` (hour, 00 to 23), `mm`
/// (minute), `ss` (second), each exactly that wide. Everything else is a literal shown as it is;
/// letters are shown quoted (`'T'`), `''` is a quote. Every field has a fixed number of digits,
/// so each position of the text is either a digit of one field or a literal: `yy`, `M`, `d` and
/// the other variable-width forms are refused (``DatePatternError``).
///
/// A pattern holds a date (a year; a year and month; or a year, month and day), a time (an
/// hour; an hour and minute; or all three), or both, in any order. Its value is written in ISO
/// 8601: `2024-02-29`, `14:30:05`, `2024-02-29T14:30`.
package struct DatePattern: Hashable, Sendable, CustomStringConvertible {
  /// A field or a literal of the pattern.
  package enum Element: Hashable, Sendable {
    /// The digits of a date or time component.
    case field(DateTimeComponent)
    /// Characters shown as they are (`/`, `-`, ` `, `T`).
    case literal(String)
  }

  /// A component's digits in the text: where they start (Characters) and how many there are.
  struct Segment: Hashable, Sendable {
    /// The component the digits write.
    let component: DateTimeComponent
    /// The offset of its first digit in a text of the pattern, in Characters.
    let start: Int
    /// The index of its first digit among all the pattern's digits.
    let firstDigit: Int
    /// The offset just after its last digit, in Characters.
    var end: Int { start + component.width }
  }

  /// The pattern as given.
  package let source: String
  /// The fields and literals, in order.
  package let elements: [Element]
  /// The components the pattern holds, year first.
  package let components: [DateTimeComponent]
  /// A complete text's shape: the letters of each field, the literals as shown
  /// (`yyyy-MM-dd'T'HH:mm` → `yyyy-MM-ddTHH:mm`).
  package let shape: String

  /// The fields' digits, in the pattern's order.
  let segments: [Segment]
  /// The literal at each offset of a complete text, `nil` where a digit goes (Characters).
  let literals: [Character?]
  /// The text offset of each digit, in Characters.
  let digitOffsets: [Int]
  /// The index in ``segments`` of each digit's field.
  let digitSegments: [Int]

  /// The pattern `source`.
  /// - Throws: ``DatePatternError`` pointing at the Characters at fault.
  package init(_ source: String) throws(DatePatternError) {
    let elements = try DatePatternParser(source).parse()
    self.source = source
    self.elements = elements
    var segments: [Segment] = []
    var literals: [Character?] = []
    var digitOffsets: [Int] = []
    var digitSegments: [Int] = []
    var shape = ""
    for element in elements {
      switch element {
      case .field(let component):
        segments.append(
          Segment(component: component, start: literals.count, firstDigit: digitOffsets.count))
        for _ in 0..<component.width {
          digitOffsets.append(literals.count)
          digitSegments.append(segments.count - 1)
          literals.append(nil)
        }
        shape += component.letters
      case .literal(let text):
        literals += text.map { $0 }
        shape += text
      }
    }
    self.segments = segments
    self.literals = literals
    self.digitOffsets = digitOffsets
    self.digitSegments = digitSegments
    self.shape = shape
    self.components = segments.map(\.component).sorted()
  }

  /// How many digits a complete text has.
  package var digitCount: Int { digitOffsets.count }

  /// Whether the pattern holds a year (and so a date).
  package var hasDate: Bool { components.contains(.year) }

  /// Whether the pattern holds an hour (and so a time).
  package var hasTime: Bool { components.contains(.hour) }

  /// The form of the pattern's ISO 8601 value: `YYYY-MM-DD`, `hh:mm`, `YYYY-MM-DDThh:mm:ss`.
  package var isoForm: String {
    let date = ["YYYY", "MM", "DD"].prefix(components.filter { $0 < .hour }.count)
    let time = ["hh", "mm", "ss"].prefix(components.filter { $0 >= .hour }.count)
    return [date.joined(separator: "-"), time.joined(separator: ":")].filter { !$0.isEmpty }
      .joined(separator: "T")
  }

  /// The pattern as written.
  package var description: String { source }
}
