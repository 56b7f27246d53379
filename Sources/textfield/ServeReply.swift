import TextFieldCore
import TextFieldSpec
import TextFieldUI

/// The lines `textfield serve` writes: one JSON object each, in the CLI's spacing
/// (`{"type": "frame", …}`).
enum ServeReply {
  /// The protocol versions this server speaks.
  static let versions = [1]

  /// `{"type": type, "id": id, …members}`; `id` is JSON text, left out when `nil`.
  static func object(_ type: String, id: String?, _ members: [(String, String)] = []) -> String {
    ShellOutput.jsonObject(
      [("type", ShellOutput.jsonString(type))] + (id.map { [("id", $0)] } ?? []) + members)
  }

  /// The answer to `hello`: the version spoken and what this server can do.
  static func hello(id: String?) -> String {
    let capabilities = ShellOutput.jsonObject([
      ("versions", "[" + versions.map(String.init).joined(separator: ", ") + "]"),
      ("requests", strings(ServeRequest.members.map(\.type))),
      ("frames", strings(ServeRequest.Render.Rows.allCases.map(\.rawValue))),
    ])
    return object(
      "hello", id: id,
      [
        ("version", "1"), ("server", ShellOutput.jsonString("textfield \(TextField.version)")),
        ("capabilities", capabilities),
      ])
  }

  /// A JSON array of strings.
  static func strings(_ texts: [String]) -> String {
    "[" + texts.map(ShellOutput.jsonString).joined(separator: ", ") + "]"
  }

  /// The members a field's state adds to `changed`: its key, then the CLI's result shape.
  static func fieldState(key: String, _ field: TextFieldModel) -> [(String, String)] {
    let result = FieldResult(field)
    return [
      ("field", ShellOutput.jsonString(key)),
      ("formatted", ShellOutput.jsonString(result.formatted)),
      ("value", ShellOutput.jsonString(result.value)),
      ("complete", result.complete ? "true" : "false"),
    ] + (result.region.map { [("region", ShellOutput.jsonString($0))] } ?? [])
  }

  /// A refusal's reason as a name for programs: the case of ``RefusalReason`` (`maskRefused`,
  /// `tooLong`), or for a field type's reason its own case (`beyondMonthEnd`); the first part of
  /// several.
  static func reasonCode(_ reason: RefusalReason?) -> String { RefusalReason.code(of: reason) }

  /// A theme that draws each ``StyleRole`` in a style of its own (colour `custom(n)`, the role's
  /// place in `StyleRole.allCases`), so a frame's cells tell their roles.
  static let roleTheme = Theme(
    Dictionary(
      uniqueKeysWithValues: StyleRole.allCases.enumerated().map {
        ($1, CellStyle(color: .custom(UInt8(truncatingIfNeeded: $0))))
      }))

  /// The role of a cell drawn with ``roleTheme``, `nil` for a cell no role drew.
  static func role(of style: CellStyle) -> StyleRole? {
    guard case .custom(let number) = style.color, Int(number) < roles.count else { return nil }
    return roles[Int(number)]
  }

  /// Every role, in the order of their numbers in ``roleTheme`` (`allCases` builds its array on
  /// every call: this is read for every cell of a frame).
  private static let roles = StyleRole.allCases

  /// Each role's name as a JSON string (`"focusedLabel"`), by role.
  private static let roleNames: [StyleRole: String] = Dictionary(
    uniqueKeysWithValues: roles.map { ($0, JSONText.quoted(String(describing: $0))) })

  /// `{"type": "frame", …}`: each row as `render` asks (runs of cells of one role,
  /// `{"text": "Phone: ", "role": "label", "cells": 7}`, or a string with SGR escapes), and the
  /// caret's cell or `null`.
  static func frame(_ frame: Frame, id: String?, as render: ServeRequest.Render) -> String {
    let rows: [String]
    switch render.rows {
    case .cells: rows = runs(of: frame)
    case .sgr:
      let caret = render.drawsCaret ? frame.cursor : nil
      rows = (0..<frame.height).map {
        ShellOutput.jsonString(ServeSGR.row($0, of: frame, caret: caret))
      }
    }
    let caret = frame.cursor.map { "[\($0.x), \($0.y)]" } ?? "null"
    return object(
      "frame", id: id,
      [
        ("width", String(frame.width)), ("height", String(frame.height)),
        ("rows", "[" + rows.joined(separator: ", ") + "]"), ("caret", caret),
      ])
  }

  /// Each row of `frame` as a JSON array of runs of cells of one role.
  ///
  /// A run's cells are gathered as UTF-8 bytes and made a string once (a frame is drawn after
  /// every key a host sends: this is the serve's hottest output).
  private static func runs(of frame: Frame) -> [String] {
    var rows: [String] = []
    var text: [UInt8] = []
    text.reserveCapacity(4 * frame.width)
    for y in 0..<frame.height {
      var row = "["
      text.removeAll(keepingCapacity: true)
      var cells = 0
      var role: StyleRole?
      func close() {
        guard cells > 0 else { return }
        let name = role.flatMap { roleNames[$0] } ?? "null"
        if row.utf8.count > 1 { row += ", " }
        row += "{\"text\": " + JSONText.quoted(String(decoding: text, as: UTF8.self))
        row += ", \"role\": " + name + ", \"cells\": " + String(cells) + "}"
      }
      for x in 0..<frame.width {
        let cell = frame[x, y]
        let cellRole = Self.role(of: cell.style)
        if cellRole != role {
          close()
          text.removeAll(keepingCapacity: true)
          cells = 0
          role = cellRole
        }
        cell.bytes.appendUTF8(to: &text)
        cells += 1
      }
      close()
      rows.append(row + "]")
    }
    return rows
  }
}
