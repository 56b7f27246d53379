import CTextFieldKit
import TextFieldCore
import TextFieldUI

/// The field's picture as C cells: each cell's role (what it shows), the standard theme's look
/// for it, and its text in a buffer of NUL-terminated UTF-8.
///
/// The prompt draws with ``roleTheme``, a theme that gives each ``StyleRole`` a colour of its
/// own and nothing else, so a drawn cell says which role it has; ``Theme/standard`` then says
/// how the library would draw that role.
enum Picture {
  /// The most cells a side of the picture takes.
  static let sideLimit = 4096
  /// The most cells of a picture.
  static let cellLimit = 1 << 20

  /// The roles in `TFK_ROLE_*` order (from 1).
  static let roles: [StyleRole] = [
    .title, .label, .focusedLabel, .invalidLabel, .text, .selection, .fieldBlank, .placeholder,
    .message, .error, .hint, .suggestion,
  ]

  /// Each role drawn in `custom(n)`, n its `TFK_ROLE_*` number.
  static let roleTheme: Theme = {
    var styles: [StyleRole: CellStyle] = [:]
    for (index, role) in roles.enumerated() {
      styles[role] = CellStyle(color: .custom(UInt8(index + 1)))
    }
    return Theme(styles)
  }()

  /// The `TFK_ROLE_*` of a cell drawn with ``roleTheme``.
  static func role(of style: CellStyle) -> Int {
    guard case .custom(let number) = style.color, Int(number) <= roles.count else { return 0 }
    return Int(number)
  }

  /// The C cell for `role`, its text at `offset`, `length` bytes long.
  static func cell(role: Int, offset: Int, length: Int) -> tfk_cell {
    let look = role == 0 ? CellStyle.plain : Theme.standard[roles[role - 1]]
    let color: Int32 =
      switch look.color {
      case .error: Int32(TFK_COLOR_ERROR)
      case .accent: Int32(TFK_COLOR_ACCENT)
      case .standard, .custom: Int32(TFK_COLOR_STANDARD)
      }
    return tfk_cell(
      text_offset: UInt32(truncatingIfNeeded: offset),
      text_length: UInt32(truncatingIfNeeded: length),
      role: UInt8(role), attributes: look.attributes.rawValue, color: UInt8(color), reserved: 0)
  }

  /// The bytes `frame`'s text takes: each cell's UTF-8 and its NUL.
  static func textSize(of frame: Frame) -> Int {
    var size = 0
    for y in 0..<frame.height {
      for x in 0..<frame.width { size += frame[x, y].text.utf8.count + 1 }
    }
    return size
  }

  /// Writes `frame` into `cells` (width × height of them) and `text` (at least
  /// ``textSize(of:)`` bytes).
  static func write(
    _ frame: Frame, cells: UnsafeMutablePointer<tfk_cell>, text: UnsafeMutablePointer<CChar>
  ) {
    var offset = 0
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let cell = frame[x, y]
        var length = 0
        for byte in cell.text.utf8 {
          text[offset + length] = CChar(bitPattern: byte)
          length += 1
        }
        text[offset + length] = 0
        cells[y * frame.width + x] = Self.cell(
          role: role(of: cell.style), offset: offset, length: length)
        offset += length + 1
      }
    }
  }
}
