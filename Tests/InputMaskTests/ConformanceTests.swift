import InputMask
import Testing

/// The reference library's own test cases, as data: every line must pass.
@Suite("Conformance with input-mask 7.3.2")
struct ConformanceTests {
  static let vectors = (try? loadJSONLines("inputmask-vectors", as: VectorCase.self)) ?? []
  static let properties =
    (try? loadJSONLines("inputmask-format-props", as: FormatPropertiesCase.self)) ?? []

  @Test func allLinesLoaded() {
    #expect(Self.vectors.count == 206)
    #expect(Self.properties.count == 15)
  }

  @Test(arguments: vectors)
  func vector(_ vector: VectorCase) throws {
    let mask = try Mask(
      format: vector.format, customNotations: vector.customNotations?.map(\.notation) ?? [],
      isRightToLeft: vector.rtl)
    let result = mask.apply(vector.input, caret: vector.caret, gravity: vector.gravity)
    #expect(result.text == vector.expectedText)
    #expect(result.caret == vector.expectedCaret)
    if let value = vector.expectedValue {
      #expect(result.extractedValue == value)
    }
    #expect(result.complete == vector.expectedComplete)
    if let affinity = vector.expectedAffinity {
      #expect(result.affinity == affinity)
    }
  }

  @Test(arguments: properties)
  func formatProperties(_ expected: FormatPropertiesCase) throws {
    let mask = try Mask(
      format: expected.format, customNotations: expected.customNotations?.map(\.notation) ?? [])
    #expect(mask.placeholder == expected.placeholder)
    #expect(mask.acceptableTextLength == expected.acceptableTextLength)
    #expect(mask.totalTextLength == expected.totalTextLength)
    #expect(mask.acceptableValueLength == expected.acceptableValueLength)
    #expect(mask.totalValueLength == expected.totalValueLength)
  }
}
