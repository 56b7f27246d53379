import Testing

@testable import InputMask

/// Formats of 100,000 symbols compile and apply: a review found compiling a long `[]` block
/// quadratic (each symbol copied the block's characters; `canTake` scanned every node for each
/// of 128 characters), so a 1 MiB spec stalled `serve` and the C library's constructors.
struct LongFormatTests {
  static let count = 100_000

  @Test func aLongValueBlockCompilesAndApplies() throws {
    let mask = try Mask(format: "+1 [" + String(repeating: "0", count: Self.count) + "]")
    #expect(mask.symbolCount == Self.count)
    let result = mask.apply("45a6", caret: 4, gravity: .forward(autocomplete: false))
    #expect(result.text == "+1 456")
    #expect(result.extractedValue == "456")
    #expect(!result.complete)
    #expect(mask.canTake("7") && mask.canTake("+") && !mask.canTake("x"))
  }

  @Test func aLongFixedBlockAndLongLiteralsCompile() throws {
    let mask = try Mask(
      format: "{" + String(repeating: "a", count: Self.count) + "}"
        + String(repeating: "-", count: Self.count) + "[0]")
    #expect(mask.symbolCount == 1)
    #expect(mask.canTake("-") && mask.canTake("a") && !mask.canTake("b"))
  }
}
