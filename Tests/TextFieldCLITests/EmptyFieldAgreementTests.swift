import Testing
import TextFieldCore
import TextFieldSpec
import TextFieldTypes

@testable import TextFieldUI

/// An empty field looks the same whether `textfield` built it from its flags or a program built it
/// with the library's one-line constructors: the format's blanks, dim, with and without focus.
@Suite struct EmptyFieldAgreementTests {
  /// A field's row in a one-field form, before and after it takes focus.
  static func rows(_ model: TextFieldModel) -> [String] {
    let form = Form(fields: [FormField(label: "Field", model: model)])
    let before = form.render(width: 40, height: 1, cellWidth: .unicode)
    form.start()
    let after = form.render(width: 40, height: 1, cellWidth: .unicode)
    // Each cell's text, then its attributes' bits and colour role (a short code per cell).
    return [before, after].map { frame in
      (0..<frame.width).map { frame[$0, 0].text }.joined() + "|"
        + (0..<frame.width).map {
          "\(frame[$0, 0].style.attributes.rawValue)\(frame[$0, 0].style.color)".prefix(4)
        }.joined(separator: " ")
    }
  }

  @Test(arguments: [
    ("f:Field:mask=+1 ([000]) [000]-[0000]", "+1 (___) ___-____"),
    ("f:Field:pattern=(###) ###-####", "(___) ___-____"),
    ("f:Field:mask=[0000] [0000]", "____ ____"),
  ])
  func aFormatShowsItsBlanks(argument: String, blank: String) throws {
    let command = try FieldSpec(argument: argument).makeField()
    let library =
      argument.contains("mask=")
      ? try TextFieldModel(mask: String(argument.split(separator: "=", maxSplits: 1)[1]))
      : try TextFieldModel(pattern: String(argument.split(separator: "=", maxSplits: 1)[1]))
    #expect(Self.rows(library) == Self.rows(command))
    #expect(Self.rows(library)[0].hasPrefix("Field: " + blank))
  }

  @Test func aDateShowsItsPattern() throws {
    let command = try FieldSpec(argument: "f:Field:type=date;format=dd/MM/yyyy").makeField()
    let library = TextFieldModel(filters: [try DateFilter(pattern: "dd/MM/yyyy")])
    #expect(Self.rows(library) == Self.rows(command))
    #expect(Self.rows(library)[0].hasPrefix("Field: dd/MM/yyyy"))
  }

  @Test func aPlaceholderOfItsOwnWins() throws {
    let library = try TextFieldModel(mask: "[00]", placeholder: "two digits")
    #expect(Self.rows(library)[0].hasPrefix("Field: two digits"))
  }
}
