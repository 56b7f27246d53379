/// How many terminal cells text takes: the display-width measure of layout and rendering.
///
/// A Character's width is the sum of `max(0, w)` over its scalars, where `w` is the injected
/// per-scalar width (`wcwidth` in a terminal): `日` 2, `é` 1, `😀` 2, a combining mark 0. ZWJ
/// sequences count as their parts, as tmux 3.3a draws them. Inject the terminal's own function in
/// production and use ``unicode`` (locale-independent) in tests.
public struct CellWidth: Sendable {
  private let scalarWidth: @Sendable (Unicode.Scalar) -> Int
  /// A name that stands for the measure (`unicode`, `wcwidth`), so that what was measured with
  /// it can be kept and reused; `nil` for a measure without one (nothing is kept).
  package let name: String?

  /// A measure using `scalarWidth` (negative results, for non-printables, count as 0); give a
  /// `name` only to a measure that always answers the same for the same scalar.
  public init(name: String? = nil, scalarWidth: @escaping @Sendable (Unicode.Scalar) -> Int) {
    self.name = name
    self.scalarWidth = scalarWidth
  }

  /// The cells `character` takes.
  ///
  /// Printable ASCII is 1 cell in every locale, without asking `scalarWidth`.
  package func width(of character: Character) -> Int {
    if Self.isPrintableASCII(character) { return 1 }
    return character.unicodeScalars.reduce(0) { $0 + max(0, scalarWidth($1)) }
  }

  /// The cells `text` takes.
  ///
  /// The `String` overload is what renders call: the generic one is not specialised across
  /// modules.
  public func width(of text: String) -> Int {
    if text.utf8.allSatisfy(Self.isPrintableASCII) { return text.utf8.count }
    return text.reduce(0) { $0 + width(of: $1) }
  }

  /// The cells `text` takes.
  package func width(of text: some StringProtocol) -> Int { width(of: String(text)) }

  /// Whether `byte` is printable ASCII (space to `~`): one cell, shown as it is.
  @inline(__always)
  static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

  /// Whether `character` is one printable ASCII scalar (its UTF-8 alone decides: no comparison
  /// with `"\r\n"` as `asciiValue` makes).
  @inline(__always)
  static func isPrintableASCII(_ character: Character) -> Bool {
    let utf8 = character.utf8
    guard utf8.count == 1, let byte = utf8.first else { return false }
    return isPrintableASCII(byte)
  }

  /// A built-in estimate close to glibc's `wcwidth` in a UTF-8 locale: East Asian wide and
  /// emoji-presentation scalars 2, marks and format characters 0, controls -1, the rest 1.
  public static let unicode = CellWidth(name: "unicode", scalarWidth: estimate)

  static func estimate(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 { return 0 }
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return -1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
  ]
}
