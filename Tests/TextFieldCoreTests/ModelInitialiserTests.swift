import InputMask
import TestSupport
import Testing
import TextFieldCore

/// The one-line fields: `TextFieldModel(mask:)`, `(maxLength:)`, `(pattern:)`, `(regex:)` and
/// `(filters:)`, each running its initial text through its filter.
@Suite struct ModelInitialiserTests {
  /// The samples of `TextFieldModel`'s documentation.
  @Test func theDocumentedSamplesWork() throws {
    let phone = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]")
    let name = try TextFieldModel(maxLength: 20, placeholder: "your name")
    let code = try TextFieldModel(filters: [CharacterFilter(.allowed, characters: "0123456789")])
    for field in [phone, name, code] { field.beginEditing() }
    phone.type("5551234567")
    name.type(String(repeating: "n", count: 25))
    code.type("1a2")
    #expect(phone.text == "+1 (555) 123-4567")
    #expect(phone.value == "5551234567")
    #expect(phone.isComplete)
    #expect(name.text.count == 20)
    #expect(name.placeholder == "your name")
    #expect(code.text == "12")
  }

  @Test func aMaskFormatsItsInitialText() throws {
    let field = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]", text: "555123")
    #expect(field.state == TextFieldState(notation: "+1 (555) 123|"))
    #expect(field.value == "555123")
    #expect(!field.isComplete)
    #expect(field.tailPlaceholder == "-____")
  }

  @Test func affineMasksChooseAsTheUserTypes() throws {
    let field = try TextFieldModel(
      mask: "+1 ([000]) [000]-[0000]", affine: ["+44 [0000] [000000]"], strategy: .prefix)
    #expect(field.text == "")
    field.setText("+447911123456")
    #expect(field.text == "+44 7911 123456")
    #expect(field.value == "7911123456")
    field.setText("5551234567")
    #expect(field.text == "+1 (555) 123-4567")
  }

  @Test func aMalformedMaskThrowsAndSaysWhere() {
    #expect(throws: MaskFormatError.self) { try TextFieldModel(mask: "[00]-[0x0]") }
    do {
      _ = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]", affine: ["[00]-[0x0]"])
      Issue.record("no error")
    } catch {
      #expect(error.offset == 7)
      #expect(
        error.description == """
          unknown symbol "x" in a [] block at character 8
            [00]-[0x0]
                   ^
          """)
    }
  }

  @Test func maxLengthTruncatesItsInitialText() throws {
    let field = try TextFieldModel(maxLength: 3, text: "abcdef")
    #expect(field.state == TextFieldState(notation: "abc|"))
    #expect(throws: FilterConfigurationError.negativeLimit(-1)) {
      try TextFieldModel(maxLength: -1)
    }
    #expect(
      FilterConfigurationError.negativeLimit(-1).description
        == "a maximum length must be 0 or more, not -1")
  }

  @Test func aPatternFormatsItsInitialText() throws {
    let field = try TextFieldModel(pattern: "(###) ###-####", text: "5551234567")
    #expect(field.text == "(555) 123-4567")
    #expect(field.value == "5551234567")
    #expect(field.isComplete)
    #expect(throws: FilterConfigurationError.patternWithoutSlots("abc")) {
      try TextFieldModel(pattern: "abc")
    }
  }

  @Test func aRegexKeepsTheLongestLeadingPartOfItsInitialText() throws {
    let field = try TextFieldModel(regex: "[0-9]{0,3}(\\.[0-9]{0,2})?", text: "12.345")
    #expect(field.state == TextFieldState(notation: "12.34|"))
    field.beginEditing()
    #expect(field.perform(.insert("9")) == .rejected(reason: .regexMismatch))
    do {
      _ = try TextFieldModel(regex: "[0-9")
      Issue.record("no error")
    } catch {
      #expect(
        error.description
          == "invalid regular expression \"[0-9\": \"[\" is never closed, at character 1")
    }
  }

  @Test func theFiltersParameterRunsTheInitialTextThroughEveryFilter() throws {
    let field = TextFieldModel(
      text: "a1b2c3d4", placeholder: "letters",
      filters: [
        try CharacterFilter(.banned, where: \.isNumber, description: "digits"),
        try MaxLengthFilter(3),
      ])
    #expect(field.text == "abc")
    #expect(field.placeholder == "letters")
  }
}
