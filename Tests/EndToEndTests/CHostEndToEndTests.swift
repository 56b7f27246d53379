import Foundation
import Testing

import struct TestSupport.BuiltProgram

/// `Demos/c-host`: a plain C ncurses program built with `cc` and `pkg-config textfieldkit`
/// against the debug build of the C library, run in tmux.
///
/// The test installs the debug library as the install step would (a prefix with
/// `include/textfieldkit.h`, `lib/libtextfieldkit.so` and `lib/pkgconfig/textfieldkit.pc` made
/// from `textfieldkit.pc.in`) and builds the demo with its own Makefile.
@Suite(.serialized) struct CHostEndToEndTests {
  /// The package's folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Builds the demo into `folder` (made afresh); returns the executable's path.
  static func build(into folder: URL) throws -> String {
    let prefix = folder.appendingPathComponent("prefix")
    let manager = FileManager.default
    for sub in ["include", "lib/pkgconfig"] {
      try manager.createDirectory(
        at: prefix.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    try manager.createSymbolicLink(
      atPath: prefix.path + "/include/textfieldkit.h",
      withDestinationPath: packageRoot.path + "/Sources/CTextFieldKit/include/textfieldkit.h")
    try manager.createSymbolicLink(
      atPath: prefix.path + "/lib/libtextfieldkit.so",
      withDestinationPath: Products.directory.path + "/libtextfieldkit.so")
    let template = try String(
      contentsOfFile: packageRoot.path + "/Sources/TextFieldKitC/textfieldkit.pc.in",
      encoding: .utf8)
    try template.replacingOccurrences(of: "@PREFIX@", with: prefix.path)
      .replacingOccurrences(of: "@VERSION@", with: "0.0.0")
      .write(
        toFile: prefix.path + "/lib/pkgconfig/textfieldkit.pc", atomically: true, encoding: .utf8)
    var environment = ProcessInfo.processInfo.environment
    environment["PKG_CONFIG_PATH"] = prefix.path + "/lib/pkgconfig"
    let executable = folder.path + "/c-host"
    let make = try BuiltProgram(url: URL(fileURLWithPath: "/usr/bin/env")).run(
      ["make", "-s", "-C", packageRoot.path + "/Demos/c-host", "OUT=" + executable],
      environment: environment)
    guard make.status == 0 else {
      throw EndToEndError(description: "make failed:\n\(make.stdout)\(make.stderr)")
    }
    return executable
  }

  static let title = " New contact · TextFieldKit from C"
  static let status = " Tab next field · F2 log/keys · F10 quit"

  /// Rows 2–11: the contact window (`form`, 8 rows inside) and the side panel (`side`, its
  /// title and 8 rows inside, the app's text one column in).
  static func windows(form: [String], side: String, panel: [String]) -> [String] {
    func inside(_ rows: [String], _ width: Int) -> [String] {
      (0..<8).map { row in
        (row < rows.count ? rows[row] : "").padding(toLength: width, withPad: " ", startingAt: 0)
      }
    }
    let sideTitle = "─ \(side) ".padding(toLength: 27, withPad: "─", startingAt: 0)
    let top = "┌─ Contact " + String(repeating: "─", count: 38) + "┐ ┌" + sideTitle + "┐"
    let bottom =
      "└" + String(repeating: "─", count: 48) + "┘ └" + String(repeating: "─", count: 27) + "┘"
    let rows = zip(inside(form, 48), inside(panel.map { $0.isEmpty ? "" : " " + $0 }, 27)).map {
      "│\($0)│ │\($1)│"
    }
    return [top] + rows + [bottom]
  }

  /// The contact window's rows with `phone` and `birthday` (each its field row and message
  /// row), the focus mark on `focus` (0 or 1).
  static func form(phone: [String], birthday: [String], focus: Int) -> [String] {
    let marks = focus == 0 ? [">", " "] : [" ", ">"]
    return [
      "", marks[0] + " " + phone[0], "  " + phone[1], "", marks[1] + " " + birthday[0],
      "  " + birthday[1],
    ]
  }

  static let hint = "Enter submit · Esc cancel"

  /// A folder for the build, removed when the test ends.
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("c-host-\(UUID().uuidString)")

  func start() throws -> TmuxSession {
    let session = try TmuxSession(program: try Self.build(into: folder))
    try session.waitFor("Tab next field")
    return session
  }

  @Test func typingARefusedKeyAppKeysTabAndEnterGiveExactScreensAndValues() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try start()
    let windows = Self.windows(
      form: Self.form(
        phone: ["Phone: +1 (___) ___-____", Self.hint],
        birthday: ["Birthday: yyyy-MM-dd", Self.hint], focus: 0),
      side: "Log", panel: ["", "focus: Tab, S-Tab"])
    let first = try session.waitForScreen("the first screen") {
      Array($0[2...11]) == windows && $0[23] == Self.status
    }
    #expect(first[0] == Self.title)
    #expect(first[1] == "")
    #expect(Array(first[12...22]) == Array(repeating: "", count: 11))
    try session.waitForDisplay("#{cursor_x},#{cursor_y}", "10,4")

    // Digits, then a letter the mask refuses: the field says why, the app's callback logs it.
    try session.send("555x")
    let refused = Self.windows(
      form: Self.form(
        phone: ["Phone: +1 (555) ___-____", #""x": only digits here"#],
        birthday: ["Birthday: yyyy-MM-dd", Self.hint], focus: 0),
      side: "Log", panel: ["", "focus: Tab, S-Tab", "phone: maskRefused"])
    try session.waitForScreen("the refusal and its log line") { Array($0[2...11]) == refused }
    try session.waitForDisplay("#{cursor_x},#{cursor_y}", "19,4")

    // Keys the field does not use are the app's: Tab moves the focus, F2 shows the keys,
    // Ctrl-L redraws (the field, which saw it first, cleared its message), F5 is logged as a
    // key the app has no use for.
    try session.send("F5", "C-l", "Tab", "19900115", "F2")
    let keys = Self.windows(
      form: Self.form(
        phone: ["Phone: +1 (555) ___-____", Self.hint],
        birthday: ["Birthday: 1990-01-15", Self.hint], focus: 1),
      side: "Keys",
      panel: [
        "", "Tab    next field", "S-Tab  previous field", "F2     log / keys",
        "Ctrl-L redraw", "Esc    cancel", "F10    quit",
      ])
    try session.waitForScreen("the date typed, the keys panel") { Array($0[2...11]) == keys }
    try session.waitForDisplay("#{cursor_x},#{cursor_y}", "23,7")

    // Enter submits the date; the focus comes back to the phone.
    try session.send("F2", "Enter")
    let submitted = Self.windows(
      form: Self.form(
        phone: ["Phone: +1 (555) ___-____", Self.hint],
        birthday: ["Birthday: 1990-01-15", Self.hint], focus: 0),
      side: "Log",
      panel: [
        "", "focus: Tab, S-Tab", "phone: maskRefused", "app: KEY_F(5)", "app: redraw",
        "birthday: submitted",
      ])
    try session.waitForScreen("the date submitted, the phone focused") {
      Array($0[2...11]) == submitted
    }
    try session.waitForDisplay("#{cursor_x},#{cursor_y}", "19,4")

    try session.send("1234567", "Enter")
    #expect(try session.waitForExit() == 0)
    #expect(
      try session.contents("out") == """
        phone {"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}
        birthday {"formatted": "1990-01-15", "value": "1990-01-15", "complete": true}

        """)
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
  }

  @Test func escCancelsAndTheValuesSoFarArePrinted() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try start()
    try session.send("41")
    try session.waitFor("Phone: +1 (41_) ___-____")
    try session.send("Escape")
    #expect(try session.waitForExit() == 1)
    #expect(
      try session.contents("out") == """
        phone {"formatted": "+1 (41", "value": "41", "complete": false}
        birthday {"formatted": "", "value": "", "complete": false}

        """)
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
  }

  @Test func aPasteIsOneEditAndEnterThenMovesTheFocus() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try start()
    try session.paste("(212) 555-0123")
    try session.waitFor("Phone: +1 (212) 555-0123")
    try session.send("Enter")
    let expected = Self.windows(
      form: Self.form(
        phone: ["Phone: +1 (212) 555-0123", Self.hint],
        birthday: ["Birthday: yyyy-MM-dd", Self.hint], focus: 1),
      side: "Log", panel: ["", "focus: Tab, S-Tab", "phone: submitted"])
    try session.waitForScreen("the phone submitted, the date focused") {
      Array($0[2...11]) == expected
    }
    try session.waitForDisplay("#{cursor_x},#{cursor_y}", "13,7")
    try session.send("F10")
    #expect(try session.waitForExit() == 1)
    #expect(
      try session.contents("out") == """
        phone {"formatted": "+1 (212) 555-0123", "value": "2125550123", "complete": true}
        birthday {"formatted": "", "value": "", "complete": false}

        """)
  }
}
