import CTextFieldKit
import Dispatch
import Testing

/// Seeded random call sequences with hostile arguments (the short run of the fuzz target to
/// come), and fields used from several threads at once.
struct CallSequenceTests {
  /// SplitMix64: the same numbers on every machine for a seed.
  struct Numbers {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  /// Every status a call may return.
  static let statuses = Set((-7...1).map { tfk_status($0) })

  /// Bytes a terminal or a hostile host could send: digits, letters, controls, escape
  /// sequences (whole or cut), paste markers, invalid UTF-8.
  static let pieces: [[UInt8]] = [
    Array("5".utf8), Array("0123456789".utf8), Array("a".utf8), [0x0D], [0x1B], [0x7F], [0x03],
    [0x1B, 0x5B], [0x1B, 0x5B, 0x44], [0x1B, 0x5B, 0x31, 0x35, 0x7E], Array("\u{1B}[200~".utf8),
    Array("\u{1B}[201~".utf8), [0xFF], [0xE2, 0x82], Array("é👍🏽".utf8), [0x09], [0x00],
  ]

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomCallsNeverCrashAndAnswerKnownStatuses(seed: UInt64) {
    var numbers = Numbers(state: seed)
    var handles: [OpaquePointer?] = [nil, OpaquePointer(bitPattern: 0x20)]
    var unknown: [String] = []
    for step in 0..<1500 {
      let handle = handles[numbers.below(handles.count)]
      let status: tfk_status
      switch numbers.below(10) {
      case 0:
        var made: OpaquePointer?
        let kinds = ["phone", "date", "number", "currency", "planet"]
        status =
          numbers.below(2) == 0
          ? tfk_field_new_mask(
            ["[000]-[00]", "+1 ([000]) [000]-[0000]", "[0"][numbers.below(3)], &made)
          : tfk_field_new_type(
            kinds[numbers.below(kinds.count)], numbers.below(2) == 0 ? nil : "EUR", &made)
        if made != nil { handles.append(made) }
      case 1:
        status = tfk_field_free(handle)
      case 2, 3, 4:
        var bytes: [UInt8] = []
        for _ in 0..<numbers.below(4) + 1 { bytes += Self.pieces[numbers.below(Self.pieces.count)] }
        status = bytes.withUnsafeBytes { tfk_field_feed(handle, $0.baseAddress, $0.count) }
      case 5:
        let keys: [Int32] = [
          0x35, 0x61, 1, -1, Int32(TFK_KEY_ENTER), Int32(TFK_KEY_LEFT), Int32(TFK_KEY_F0) + 5,
          0xD800,
        ]
        status = tfk_field_key(handle, keys[numbers.below(keys.count)], UInt32(numbers.below(9)))
      case 6:
        status = numbers.below(2) == 0 ? tfk_field_flush(handle) : tfk_field_restart(handle)
      case 7:
        let width = Int32(numbers.below(12)) - 1
        let height = Int32(numbers.below(4))
        var cells = [tfk_cell](repeating: tfk_cell(), count: numbers.below(40))
        var text = [CChar](repeating: 0, count: numbers.below(120))
        status = tfk_field_render(
          handle, width, height, &cells, cells.count, &text, text.count, nil, nil, nil)
      case 8:
        var buffer = [CChar](repeating: 0, count: numbers.below(90))
        var needed = 0
        status = tfk_field_value_json(handle, &buffer, buffer.count, &needed)
      default:
        var event = tfk_event()
        status = tfk_field_next_event(handle, &event)
      }
      if !Self.statuses.contains(status) { unknown.append("step \(step): \(status)") }
    }
    #expect(unknown == [])
    // Every field still live answers, and frees once.
    for handle in handles {
      var needed = 0
      if tfk_field_value_json(handle, nil, 0, &needed) == tfk_status(TFK_OK) {
        #expect(needed > 0)
        #expect(tfk_field_free(handle) == tfk_status(TFK_OK))
      }
      #expect(tfk_field_free(handle) == tfk_status(TFK_ERR_BAD_HANDLE))
    }
  }

  @Test func fieldsOnSeveralThreadsAtOnceGiveTheirOwnValues() {
    let values = Values()
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      guard let field = CField.phone() else { return }
      field.feed("555123000\(index)")
      values.set(index, field.valueJSON)
      field.free()
    }
    #expect(
      values.all
        == (0..<8).map {
          #"{"formatted": "+1 (555) 123-000\#($0)", "value": "555123000\#($0)", "complete": true}"#
        })
  }

  /// Values written by several threads, each its own slot.
  final class Values: @unchecked Sendable {
    private var slots = [String](repeating: "", count: 8)
    private let lock = DispatchQueue(label: "values")
    func set(_ index: Int, _ value: String) { lock.sync { slots[index] = value } }
    var all: [String] { lock.sync { slots } }
  }
}
