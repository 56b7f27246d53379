/// How a cell is drawn: attributes and a colour role, as plain values (no ncurses constants).
public struct CellStyle: Hashable, Sendable {
  /// Text attributes.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1)
    public static let dim = Attributes(rawValue: 2)
    public static let underline = Attributes(rawValue: 4)
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
    /// (``HostPalette``); terminals of the library draw it in the standard colour.
    case custom(UInt8)
  }

  public var attributes: Attributes
  public var color: ColorRole

  public init(_ attributes: Attributes = [], color: ColorRole = .standard) {
    self.attributes = attributes
    self.color = color
  }

  /// The terminal's default look.
  public static let plain = CellStyle()
}
