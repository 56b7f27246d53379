import InputMask
import Testing

/// The code samples of the doc comments, so they keep compiling and stay true.
@Suite("Documentation samples")
struct DocumentationSampleTests {
  /// `Mask`'s sample.
  @Test func maskSample() throws {
    let phone = try Mask(format: "+1 ([000]) [000]-[0000]")
    let result = phone.apply("5551234567", caret: 10)
    #expect(result.text == "+1 (555) 123-4567")
    #expect(result.caret == 17)
    #expect(result.complete)
  }

  /// `Notation`'s sample: an optional decimal separator, `.` or `,`.
  @Test func notationSample() throws {
    let decimal = Notation(
      character: ".", characterSet: MaskCharacterSet(charactersIn: ".,"), isOptional: true)
    let mask = try Mask(format: "[999][.][99]", customNotations: [decimal])
    #expect(mask.apply("12,5").text == "12,5")
    #expect(mask.apply("123").text == "123")
    #expect(mask.apply("123.456").text == "123.45")
    #expect(mask.placeholder == "000.00")
  }

  /// `MaskSet`'s typical use: a number typed with or without the country code.
  @Test func maskSetSample() throws {
    let masks = try MaskSet(
      primaryFormat: "+1 ([000]) [000]-[0000]", affineFormats: ["[000]-[0000]"])
    #expect(masks.apply("+1 (555) 123-4567", caret: 17).affineIndex == nil)
    let local = masks.apply("123-4567", caret: 8)
    #expect(local.affineIndex == 0)
    #expect(local.result.text == "123-4567")
  }

  /// Right-to-left masks group from the end, with custom notations and escapes too.
  @Test func rightToLeftSample() throws {
    let grouped = try Mask(format: "[000] [000] [000]", isRightToLeft: true)
    #expect(grouped.apply("1234567").text == "1 234 567")
    let sign = Notation(character: "s", characterSet: MaskCharacterSet(charactersIn: "+-"))
    let signed = try Mask(format: "[s][000]\\[", customNotations: [sign], isRightToLeft: true)
    #expect(signed.placeholder == "s000[")
    #expect(signed.apply("-12").text == "12[")
  }
}
