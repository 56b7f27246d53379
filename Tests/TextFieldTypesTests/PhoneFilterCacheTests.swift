import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// A filter that decides with a shared ``PhoneFilter`` (whose caches carry over from call to
/// call) and checks every answer against a fresh filter's, which has no cache.
final class FreshComparingFilter: TextFieldFilter {
  let shared: PhoneFilter
  let region: String?
  private(set) var differences: [String] = []
  private(set) var decisions = 0

  init(shared: PhoneFilter) {
    self.shared = shared
    region = shared.region
  }

  private func fresh() -> PhoneFilter? { try? PhoneFilter(region: region) }

  private func note(_ difference: String) {
    if differences.count < 10 { differences.append(difference) }
  }

  func evaluate(_ edit: ProposedEdit) -> EditDecision {
    let decision = shared.evaluate(edit)
    let expected = fresh()?.evaluate(edit)
    decisions += 1
    if decision != expected { note("\(edit): \(decision) ≠ fresh \(String(describing: expected))") }
    return decision
  }

  func formatStatus(of text: String) -> FormatStatus? {
    let status = shared.formatStatus(of: text)
    let expected = fresh()?.formatStatus(of: text)
    if status != expected {
      note("status of \"\(text)\": \(String(describing: status)) ≠ \(String(describing: expected))")
    }
    if shared.status(of: text) != fresh()?.status(of: text) { note("PhoneNumberStatus of \(text)") }
    return status
  }
}

/// The filter's caches (the formatter after the last keys, the last status) never change an
/// answer: through random edits, every decision and status equals a fresh filter's.
@Suite struct PhoneFilterCacheTests {
  static let regions: [String?] = [nil, "US", "GB", "DE", "FR", "BR", "RU", "KZ", "IN", "JP", "AU"]

  /// Pieces a user types or pastes: mostly digits, and separators, letters, a `+`, digits of
  /// other scripts, a no-break space, CR LF and a combining mark.
  static let typed = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "1", "2", "4", "5", "7", "9", "+", " ",
    "-", "(", ")", ".", "/", "x", "１", "٣", "\u{A0}", "\r\n", "\u{301}",
  ]
  static let pasted = [
    "+44 20 7946 0958", "650 253 0000", "(650) 253-0000", "+1 416 555 0123", "00 49 30 123456",
    "8 (727) 123-45-67", "+7 727 123 4567", "0011 61 2 9876 5432",
    "12345678901234567890123456789012345",
    "abc", "+", "０９０ １２３４ ５６７８", "1 2", "",
  ]

  static func command(
    _ generator: inout SeededGenerator, in field: TextFieldModel
  )
    -> EditingCommand?
  {
    let count = field.text.count
    switch generator.next() % 40 {
    case 0..<22: return .insert(typed[Int(generator.next() % UInt64(typed.count))])
    case 22..<26: return .deleteBackward
    case 26: return .deleteForward
    case 27: return .paste(pasted[Int(generator.next() % UInt64(pasted.count))])
    case 28: return .undo
    case 29: return .redo
    case 30: return .deleteWordBackward
    case 31: return .killToEnd
    case 32: return .yank
    case 33: return .transpose
    case 34: return .cut
    case 35:
      field.setText(pasted[Int(generator.next() % UInt64(pasted.count))])
      return nil
    case 36:
      field.setCaret(Int(generator.next() % UInt64(count + 1)))
      return nil
    case 37:
      let lower = Int(generator.next() % UInt64(count + 1))
      field.select(lower..<(lower + Int(generator.next() % UInt64(count - lower + 1))))
      return nil
    case 38: return .clear
    default: return .move(.end, extending: false)
    }
  }

  @Test(arguments: 0..<22)
  func randomEditsDecideAsAFreshFilter(seed: Int) throws {
    var generator = SeededGenerator(seed: 0x9_4E0E + UInt64(seed))
    let region = Self.regions[seed % Self.regions.count]
    let shared = try PhoneFilter(region: region)
    let comparing = FreshComparingFilter(shared: shared)
    let field = TextFieldModel.editing(filters: [comparing])
    for _ in 0..<400 {
      if let command = Self.command(&generator, in: field) { field.perform(command) }
      _ = field.formatStatus
      // Others may use the filter between edits (another field, a formatted copy).
      if generator.next() % 16 == 0 {
        _ = shared.formatted(Self.pasted[Int(generator.next() % UInt64(Self.pasted.count))])
      }
    }
    #expect(comparing.decisions > 200)
    #expect(comparing.differences.isEmpty, "\(region ?? "intl"): \(comparing.differences)")
  }

  /// Two fields sharing one filter end in the states of two fields with a filter each.
  @Test(arguments: 0..<6)
  func fieldsSharingAFilterAreIndependent(seed: Int) throws {
    var generator = SeededGenerator(seed: 0x5_4A2E + UInt64(seed))
    let region = Self.regions[(seed * 3 + 1) % Self.regions.count]
    let shared = try PhoneFilter(region: region)
    let fields = [
      TextFieldModel.editing(filters: [shared]), TextFieldModel.editing(filters: [shared]),
    ]
    let references = [
      TextFieldModel.editing(filters: [try PhoneFilter(region: region)]),
      TextFieldModel.editing(filters: [try PhoneFilter(region: region)]),
    ]
    for step in 0..<600 {
      let which = Int(generator.next() % 2)
      var copy = generator
      let command = Self.command(&generator, in: fields[which])
      let referenceCommand = Self.command(&copy, in: references[which])
      #expect(command == referenceCommand)
      if let command { fields[which].perform(command) }
      if let referenceCommand { references[which].perform(referenceCommand) }
      for index in 0..<2 {
        #expect(
          fields[index].state.description == references[index].state.description,
          "step \(step), field \(index)")
        #expect(fields[index].formatStatus == references[index].formatStatus)
      }
    }
  }

  /// Typing past the most keys formatted, then deleting back under it, formats as a fresh filter.
  @Test func typingAcrossTheFormattedKeyLimit() throws {
    let shared = try PhoneFilter(region: "US")
    let comparing = FreshComparingFilter(shared: shared)
    let field = TextFieldModel.editing(filters: [comparing])
    field.type(String(repeating: "6502530000", count: 4))
    for _ in 0..<15 {
      field.perform(.deleteBackward)
      _ = field.formatStatus
    }
    field.type("12")
    #expect(comparing.differences.isEmpty, "\(comparing.differences)")
    #expect(field.text.filter(\.isNumber).count == 27)
  }
}
