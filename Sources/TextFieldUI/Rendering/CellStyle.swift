/// How a cell is drawn: attributes and a colour role, as plain values (no ncurses constants).
public struct CellStyle: Hashable, Sendable {
  /// Text attributes.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The attributes' bits.
    public let rawValue: UInt8
    /// The attributes whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (or bright) text.
    public static let bold = Attributes(rawValue: 1)
    /// Dim text.
    public static let dim = Attributes(rawValue: 2)
    /// Underlined text.
    public static let underline = Attributes(rawValue: 4)
    /// Foreground and background swapped.
    public static let reverse = Attributes(rawValue: 8)
  }

  /// What a colour means; the terminal picks the colour (none under `NO_COLOR`).
  public enum ColorRole: Hashable, Sendable {
    /// The terminal's default colours.
    case standard
    /// Errors and rejection reasons.
    case error
    /// The focused field's label.
    case accent
    /// A colour of the app's own: a host that owns ncurses maps it to one of its colour pairs
    /// (TextFieldCurses' `HostPalette`); terminals of the library draw it in the standard colour.
    case custom(UInt8)
  }

  /// The text attributes.
  public var attributes: Attributes
  /// The colour role.
  public var color: ColorRole

  /// A style of `attributes` in the colour of `color`.
  public init(_ attributes: Attributes = [], color: ColorRole = .standard) {
    self.attributes = attributes
    self.color = color
  }

  /// The terminal's default look.
  public static let plain = CellStyle()
}

extension CellStyle {
  /// The style in one word: the attributes in bits 0–7, the colour role in bits 8–16 (0
  /// standard, 1 error, 2 accent, 0x100 + n for `custom(n)`).
  var word: UInt64 {
    let role: UInt64 =
      switch color {
      case .standard: 0
      case .error: 1
      case .accent: 2
      case .custom(let number): 0x100 | UInt64(number)
      }
    return UInt64(attributes.rawValue) | role << 8
  }

  /// The style whose ``word`` is `word`.
  init(word: UInt64) {
    let role: ColorRole =
      switch (word >> 8) & 0x1FF {
      case 0: .standard
      case 1: .error
      case 2: .accent
      case let other: .custom(UInt8(truncatingIfNeeded: other))
      }
    self.init(Attributes(rawValue: UInt8(truncatingIfNeeded: word)), color: role)
  }
}
