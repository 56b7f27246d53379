import Testing
import TextFieldTypes

/// Exact decimal arithmetic on digit strings.
@Suite struct DecimalNumberTests {
  /// Each row: two plain decimals and their sum.
  @Test(arguments: [
    ("0.1", "0.2", "0.3"),
    ("999", "1", "1000"),
    ("-5", "3", "-2"),
    ("3", "-5", "-2"),
    ("-1.5", "1.5", "0.0"),
    ("99999999999999999999999999999999", "1", "100000000000000000000000000000000"),
  ])
  func sums(a: String, b: String, sum: String) throws {
    let x = try #require(DecimalNumber(a))
    let y = try #require(DecimalNumber(b))
    #expect((x + y).description == sum)
  }

  @Test func comparisonIgnoresTrailingZerosAndSignOfZero() throws {
    #expect(DecimalNumber("1.50") == DecimalNumber("1.5"))
    #expect(DecimalNumber("-0") == DecimalNumber("0"))
    #expect(try #require(DecimalNumber("-2")) < #require(DecimalNumber("-1.5")))
    #expect(try #require(DecimalNumber("10")) > #require(DecimalNumber("9.99")))
    #expect(DecimalNumber("1,5") == nil)
    #expect(DecimalNumber("") == nil)
    #expect(DecimalNumber("1.2.3") == nil)
  }

  /// Each row: a number, fraction digits, and the number rounded half to even.
  @Test(arguments: [
    ("2.5", 0, "2"),
    ("3.5", 0, "4"),
    ("0.125", 2, "0.12"),
    ("0.135", 2, "0.14"),
    ("9.999", 2, "10.00"),
    ("1.5", 3, "1.500"),
    ("-2.51", 0, "-3"),
  ])
  func rounding(number: String, digits: Int, rounded: String) throws {
    #expect(
      try #require(DecimalNumber(number)).rounded(toFractionDigits: digits).description == rounded)
  }
}
