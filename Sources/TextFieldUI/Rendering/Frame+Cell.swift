import TextFieldCore

extension Frame {
  /// One cell: the glyph starting there, or `""` for the second cell of a wide glyph.
  ///
  /// A plain value: the glyph's UTF-8 is kept inline (a long glyph, such as a family emoji, by
  /// number), so frames are copied, compared and freed without touching a reference count.
  public struct Cell: Equatable, Sendable {
    /// The glyph's UTF-8.
    package var bytes: GlyphBytes
    /// ``style`` in a word (``CellStyle/word``): a cell is three words and no padding, so cells
    /// are equal exactly when their bytes are (a row is compared in one `memcmp`), and compared
    /// in three comparisons.
    var styleWord: UInt64
    /// How it is drawn.
    public var style: CellStyle {
      get { CellStyle(word: styleWord) }
      set { styleWord = newValue.word }
    }

    /// A cell showing `text` (one grapheme, or a wide character's lead) in `style`.
    public init(_ text: String, style: CellStyle = .plain) {
      self.init(bytes: GlyphBytes(text), style: style)
    }

    /// A cell showing `bytes` in `style`.
    init(bytes: GlyphBytes, style: CellStyle) {
      self.init(bytes: bytes, styleWord: style.word)
    }

    /// A cell showing `bytes` in the style whose ``CellStyle/word`` is `styleWord`.
    init(bytes: GlyphBytes, styleWord: UInt64) {
      self.bytes = bytes
      self.styleWord = styleWord
    }

    /// A cell showing the printable ASCII `byte`.
    init(ascii byte: UInt8, style: CellStyle = .plain) {
      self.init(bytes: GlyphBytes(ascii: byte), style: style)
    }

    /// The second (or later) cell of a wide glyph, in `style`.
    init(continuing style: CellStyle) {
      self.init(bytes: .continuation, style: style)
    }

    /// A plain blank.
    package static let blank = Cell(ascii: 0x20)

    /// The sanitised text shown in the cell; `""` continues the wide glyph to its left.
    public var text: String {
      get { bytes.text }
      set { bytes = GlyphBytes(newValue) }
    }

    /// Whether the cell continues the wide glyph to its left (its text is `""`).
    var isContinuation: Bool { bytes.isEmpty }

    /// Whether the cell shows one printable ASCII character (one byte, one column).
    var isPrintableASCII: Bool { bytes.isPrintableASCII }

    /// Whether two cells show the same bytes in the same style.
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
      lhs.bytes.low == rhs.bytes.low && lhs.bytes.high == rhs.bytes.high
        && lhs.styleWord == rhs.styleWord
    }

    /// Appends the cell's UTF-8 to `out`.
    func appendUTF8(to out: inout [UInt8]) { bytes.appendUTF8(to: &out) }
  }
}
