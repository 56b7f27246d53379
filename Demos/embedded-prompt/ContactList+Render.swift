import TextFieldCore
import TextFieldUI

extension ContactList {
  static let title = "Contacts — a add · q quit and print · Ctrl-C abort"

  /// The top-left cell of the prompt region inside the window, on a screen of `size`.
  static func promptOrigin(size: TerminalSize) -> Frame.Point {
    Frame.Point(x: 4, y: windowTop(size: size) + 1)
  }

  /// The window's top border row: near the bottom of the screen, below the list's first rows.
  private static func windowTop(size: TerminalSize) -> Int {
    max(4, size.height - 5)
  }

  /// The whole screen: title, status, the list, and the prompt window while adding.
  func render(size: TerminalSize, cellWidth: CellWidth) -> Frame {
    var frame = Frame(width: size.width, height: size.height)
    frame.write(Self.title, x: 0, y: 0, style: CellStyle(.bold), cellWidth: cellWidth)
    frame.write(status, x: 0, y: 1, style: CellStyle(.dim), cellWidth: cellWidth)
    let top = Self.windowTop(size: size)
    if !contacts.isEmpty {
      frame.write("  #  Name                  Phone", x: 0, y: 3, style: CellStyle(.dim))
    }
    let rows = max(0, (adding == nil ? size.height : top) - 4)
    let shown = contacts.enumerated().suffix(rows)
    for (row, (index, contact)) in shown.enumerated() {
      let number = String(index + 1)
      let line = String(repeating: " ", count: max(0, 3 - number.count)) + number + "  "
      frame.write(line, x: 0, y: 4 + row, cellWidth: cellWidth)
      frame.write(contact.name, x: 5, y: 4 + row, limit: 20, cellWidth: cellWidth)
      frame.write(contact.phone, x: 27, y: 4 + row, cellWidth: cellWidth)
    }
    if let adding { drawWindow(adding, into: &frame, top: top, cellWidth: cellWidth) }
    return frame
  }

  /// A box with the prompt's title in its top border and the prompt's frame inside.
  private func drawWindow(
    _ adding: NewContact, into frame: inout Frame, top: Int, cellWidth: CellWidth
  ) {
    let width = min(60, frame.width - 4)
    guard width > 6 else { return }
    let horizontal = String(repeating: "─", count: width - 2)
    frame.write("┌" + horizontal + "┐", x: 2, y: top)
    frame.write(" \(adding.title) ", x: 4, y: top, limit: width - 4, cellWidth: cellWidth)
    for row in top + 1...top + 2 {
      frame.write("│", x: 2, y: row)
      frame.write("│", x: width + 1, y: row)
    }
    frame.write("└" + horizontal + "┘", x: 2, y: top + 3)
    let region = adding.prompt.form.render(width: width - 4, height: 2, cellWidth: cellWidth)
    frame.blit(region, at: Frame.Point(x: 4, y: top + 1))
  }
}
