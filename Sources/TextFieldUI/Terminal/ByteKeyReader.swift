/// Decodes raw terminal bytes into ``RawInput``s with a table of escape sequences: the keys a
/// terminal library knows, given back as bytes (those read past the end of a bulk-read paste).
///
/// UTF-8 is decoded here too: an invalid or cut-short sequence is one U+FFFD. Each step looks at
/// no more than the longest sequence in the table (or 32 bytes of a mouse report).
package struct ByteKeyReader {
  /// What the bytes at the front decode to.
  package enum Step: Equatable {
    /// An input, and how many bytes it took.
    case input(RawInput, length: Int)
    /// The bytes could be the start of a longer sequence: more input decides.
    case incomplete
  }

  private static let escape: UInt8 = 0x1B
  /// The longest SGR mouse report taken as one (`ESC[<` button `;` column `;` row `M`).
  private static let longestMouseReport = 32

  private let sequences: [[UInt8]: RawInput]
  private let longest: Int
  private let mouseIntroducer: [UInt8]?
  private let decodesClicks: Bool

  /// A reader for `sequences`, byte strings of keys and markers.
  ///
  /// `mouse` is the terminal's mouse report introducer (`ESC[M`, three bytes follow; or `ESC[<`, up to `M` or `m`). Reports are
  /// skipped, except, with `clicks`, an SGR press of the primary button without modifiers
  /// (`ESC[<0;x;yM`), which is a ``RawInput/click(x:y:)`` at screen cell x-1, y-1.
  package init(sequences: [[UInt8]: RawInput], mouse: [UInt8]? = nil, clicks: Bool = false) {
    decodesClicks = clicks
    let usable = sequences.filter { $0.key.count > 1 && $0.key.first == Self.escape }
    self.sequences = usable
    longest = usable.keys.map(\.count).max() ?? 0
    mouseIntroducer = mouse.flatMap { $0.count > 1 && $0.first == Self.escape ? $0 : nil }
  }

  /// Decodes the front of `bytes` (not empty).
  package func next(in bytes: ArraySlice<UInt8>) -> Step {
    guard let first = bytes.first else { return .incomplete }
    if first == Self.escape { return escapeSequence(in: bytes) }
    if first < 0x80 { return .input(.scalar(Unicode.Scalar(first)), length: 1) }
    let expected = Self.sequenceLength(lead: first)
    var length = 1
    while length < expected, length < bytes.count,
      Self.isContinuation(bytes[bytes.startIndex + length])
    {
      length += 1
    }
    if length < expected, length == bytes.count { return .incomplete }
    let scalar = Self.scalar(decoding: bytes.prefix(length))
    return .input(.scalar(scalar), length: length)
  }

  private func escapeSequence(in bytes: ArraySlice<UInt8>) -> Step {
    for length in stride(from: min(longest, bytes.count), through: 2, by: -1) {
      if let input = sequences[Array(bytes.prefix(length))] {
        return .input(input, length: length)
      }
    }
    if let mouseIntroducer, let step = mouseReport(in: bytes, introducer: mouseIntroducer) {
      return step
    }
    // Rare (a sequence cut between reads): a scan, not a set of every prefix built at start.
    if bytes.count < longest, sequences.keys.contains(where: { $0.starts(with: bytes) }) {
      return .incomplete
    }
    return .input(.scalar("\u{1B}"), length: 1)
  }

  private func mouseReport(in bytes: ArraySlice<UInt8>, introducer: [UInt8]) -> Step? {
    let head = Array(bytes.prefix(introducer.count))
    guard head == introducer else {
      return introducer.starts(with: head) ? .incomplete : nil
    }
    if introducer.last == UInt8(ascii: "<") {
      let report = bytes.prefix(Self.longestMouseReport)
      if let end = report.firstIndex(where: { $0 == UInt8(ascii: "M") || $0 == UInt8(ascii: "m") })
      {
        let length = end - bytes.startIndex + 1
        let press = bytes[end] == UInt8(ascii: "M")
        let fields = report[(bytes.startIndex + introducer.count)..<end]
        if decodesClicks, press, let click = Self.click(fields) {
          return .input(click, length: length)
        }
        return .input(.ignored, length: length)
      }
      return report.count < Self.longestMouseReport ? .incomplete : nil
    }
    let length = introducer.count + 3
    return bytes.count >= length ? .input(.ignored, length: length) : .incomplete
  }

  /// The click an SGR report's `button;x;y` describes, when it is button 0 at a plausible cell.
  private static func click(_ fields: ArraySlice<UInt8>) -> RawInput? {
    let numbers = fields.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .map { field -> Int? in
        guard (1...5).contains(field.count),
          field.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return Int(String(decoding: field, as: UTF8.self))
      }
    guard numbers.count == 3, numbers[0] == 0, let x = numbers[1], let y = numbers[2], x > 0, y > 0
    else { return nil }
    return .click(x: x - 1, y: y - 1)
  }

  /// How many bytes a UTF-8 sequence starting with `lead` has (1 for a byte no sequence starts
  /// with): the package's one UTF-8 lead-byte table.
  ///
  /// Strictly, only the lead bytes of well-formed UTF-8 start a sequence (C2–DF, E0–EF, F0–F4),
  /// so a key reader takes any other byte alone. `lenient` goes by the high bits alone (C0–DF: 2,
  /// E0–EF: 3, F0–FF: 4), as the paste collector and the character counter always have: they
  /// only size what they cut or replace with U+FFFD.
  package static func sequenceLength(lead: UInt8, lenient: Bool = false) -> Int {
    switch lead {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    case 0xC0...0xC1 where lenient: 2
    case 0xF5...0xFF where lenient: 4
    default: 1
    }
  }

  /// Whether `byte` continues a UTF-8 sequence.
  package static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// The scalar `bytes` encode, or U+FFFD when they are not exactly one valid scalar.
  package static func scalar(decoding bytes: some Collection<UInt8>) -> Unicode.Scalar {
    let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return "\u{FFFD}" }
    return scalar
  }
}
