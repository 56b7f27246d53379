import InputMask
import Testing

/// The four affinity strategies and how a mask set picks a mask.
@Suite("Affinity and affine masks")
struct AffinityTests {
  @Test func prefixStrategy() throws {
    let plus = try Mask(format: "+7 [000] [000]")
    let eight = try Mask(format: "8 [000] [000]")
    #expect(AffinityStrategy.prefix.affinity(of: plus, for: "+7 12 345", caret: 9) == 5)
    #expect(AffinityStrategy.prefix.affinity(of: eight, for: "+7 12 345", caret: 9) == 0)
    #expect(AffinityStrategy.prefix.affinity(of: plus, for: "8 12 345", caret: 8) == 0)
    #expect(AffinityStrategy.prefix.affinity(of: eight, for: "8 12 345", caret: 8) == 4)
  }

  /// The reference's documented table for `capacity` and `extractedValueCapacity` (the reference's
  /// code gives 0 instead of `Int.min` for a value that overflows; see DECISIONS.md).
  @Test(arguments: [
    ("1", [-3, -5, -7], [-2, -4, -6]),
    ("12", [-2, -4, -6], [-1, -3, -5]),
    ("123", [-1, -3, -5], [0, -2, -4]),
    ("12-3", [0, -2, -4], [0, -2, -4]),
    ("1234", [0, -2, -4], [Int.min, -1, -3]),
    ("12345", [Int.min, -1, -3], [Int.min, 0, -2]),
    ("123456", [Int.min, 0, -2], [Int.min, Int.min, -1]),
  ])
  func capacityStrategies(text: String, capacity: [Int], valueCapacity: [Int]) throws {
    let masks = try ["[00]-[0]", "[00]-[000]", "[00]-[00000]"].map { try Mask(format: $0) }
    let caret = text.count
    #expect(
      masks.map { AffinityStrategy.capacity.affinity(of: $0, for: text, caret: caret) } == capacity)
    #expect(
      masks.map {
        AffinityStrategy.extractedValueCapacity.affinity(of: $0, for: text, caret: caret)
      }
        == valueCapacity)
  }

  @Test func wholeStringIsTheResultsAffinity() throws {
    let mask = try Mask(format: "[00].[00]")
    for text in ["1234", "12.34", "1.234", ""] {
      let affinity = AffinityStrategy.wholeString.affinity(of: mask, for: text, caret: text.count)
      #expect(affinity == mask.apply(text, caret: text.count).affinity)
    }
    #expect(mask.apply("12.34").affinity == 5)
    #expect(mask.apply("1234").affinity == 3)
  }

  struct ChoiceRow: Sendable, CustomTestStringConvertible {
    var primary: String
    var affine: [String]
    var strategy: AffinityStrategy
    var text: String
    var chosen: Int?
    var formatted: String
    var testDescription: String { "\(strategy) \(text) → \(chosen.map(String.init) ?? "primary")" }
  }

  static let choices: [ChoiceRow] = [
    ChoiceRow(
      primary: "+7 ([000]) [000] [00] [00]", affine: ["8 ([000]) [000]-[00]-[00]"],
      strategy: .wholeString, text: "89991234567", chosen: 0, formatted: "8 (999) 123-45-67"),
    ChoiceRow(
      primary: "+7 ([000]) [000] [00] [00]", affine: ["8 ([000]) [000]-[00]-[00]"],
      strategy: .wholeString, text: "+79991234567", chosen: nil,
      formatted: "+7 (999) 123 45 67"),
    // A tie goes to the primary mask…
    ChoiceRow(
      primary: "[00]-[00]", affine: ["[00] [00]"], strategy: .wholeString, text: "", chosen: nil,
      formatted: ""),
    ChoiceRow(
      primary: "[00]-[00]", affine: ["[00] [00]"], strategy: .prefix, text: "12", chosen: nil,
      formatted: "12"),
    // …and among affine masks to the first listed.
    ChoiceRow(
      primary: "+[0]", affine: ["[0]", "[0] "], strategy: .wholeString, text: "5", chosen: 0,
      formatted: "5"),
    ChoiceRow(
      primary: "[00]-[00000]", affine: ["[00]-[0]", "[00]-[000]"], strategy: .capacity,
      text: "123", chosen: 0, formatted: "12-3"),
    ChoiceRow(
      primary: "[00]-[00000]", affine: ["[00]-[0]", "[00]-[000]"], strategy: .capacity,
      text: "12345", chosen: 1, formatted: "12-345"),
    ChoiceRow(
      primary: "[00]-[00000]", affine: ["[00]-[0]", "[00]-[000]"], strategy: .capacity,
      text: "1234567", chosen: nil, formatted: "12-34567"),
    ChoiceRow(
      primary: "[00]-[00000]", affine: ["[00]-[0]", "[00]-[000]"],
      strategy: .extractedValueCapacity, text: "1234", chosen: 1, formatted: "12-34"),
    ChoiceRow(
      primary: "[00]-[00000]", affine: ["[00]-[0]", "[00]-[000]"],
      strategy: .extractedValueCapacity, text: "12-3", chosen: 0, formatted: "12-3"),
  ]

  @Test(arguments: choices)
  func choice(_ row: ChoiceRow) throws {
    let set = try MaskSet(
      primaryFormat: row.primary, affineFormats: row.affine, strategy: row.strategy)
    let choice = set.apply(row.text, caret: row.text.count)
    #expect(choice.affineIndex == row.chosen)
    #expect(choice.format == (row.chosen.map { row.affine[$0] } ?? row.primary))
    #expect(choice.result.text == row.formatted)
    #expect(choice.result == choice.mask.apply(row.text, caret: row.text.count))
  }

  @Test func badAffineFormatNamesItself() {
    #expect(throws: MaskFormatError(.unclosedBlock(opening: "["), format: "[0", offset: 0)) {
      try MaskSet(primaryFormat: "[0]", affineFormats: ["[0"])
    }
  }
}
