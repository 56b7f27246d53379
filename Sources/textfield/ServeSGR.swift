import TextFieldUI

/// A frame's rows as ready-to-print strings with SGR escapes, for a `render` with
/// `"rows": "sgr"`.
///
/// Each role is drawn in ``Theme/standard``'s style, with the escapes our own inline terminal
/// writes for it on an ECMA-48 terminal (``InlineControls/ansi``: bold `ESC[1m`, dim `ESC[2m`,
/// underline `ESC[4m`, reverse `ESC[7m`, the error colour red `ESC[31m`, the accent cyan
/// `ESC[36m`), so a row printed as it is looks as `textfield` draws it. A row starts plain and
/// ends plain: attributes are reset (`ESC[m`) before a change of style and at the row's end.
enum ServeSGR {
  /// The theme whose looks the rows take.
  static let theme = Theme.standard

  /// The control strings the escapes are taken from.
  static let controls = InlineControls.ansi

  /// Row `y` of `frame` (drawn with ``ServeReply/roleTheme``) as a string; `caret`, when given,
  /// is drawn in reverse video (reverse toggled on its cell).
  static func row(_ y: Int, of frame: Frame, caret: Frame.Point?) -> String {
    var out: [UInt8] = []
    var current = CellStyle.plain
    for x in 0..<frame.width {
      let cell = frame[x, y]
      if cell.text.isEmpty { continue }  // the second cell of a wide character
      var style = ServeReply.role(of: cell.style).map { theme[$0] } ?? .plain
      if let caret, caret.x == x, caret.y == y {
        style.attributes.formSymmetricDifference(.reverse)
      }
      if style != current {
        if current != .plain { out += controls.resetAttributes }
        out += escapes(for: style)
        current = style
      }
      out += Array(cell.text.utf8)
    }
    if current != .plain { out += controls.resetAttributes }
    return String(decoding: out, as: UTF8.self)
  }

  /// The escapes setting `style` from plain, as the inline terminal writes them.
  static func escapes(for style: CellStyle) -> [UInt8] {
    var out: [UInt8] = []
    if style.attributes.contains(.bold) { out += controls.bold }
    if style.attributes.contains(.dim) { out += controls.dim }
    if style.attributes.contains(.underline) { out += controls.underline }
    if style.attributes.contains(.reverse) { out += controls.reverse }
    switch (style.color, controls.foreground) {
    case (.error, let foreground?): out += foreground(1)
    case (.accent, let foreground?): out += foreground(6)
    case (.standard, _), (.custom, _), (_, nil): break
    }
    return out
  }
}
