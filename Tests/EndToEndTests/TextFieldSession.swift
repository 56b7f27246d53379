import Foundation
import Testing

/// Starting the `textfield` command in tmux and checking how it ended.
enum TextFieldSession {
  /// The hint a prompt shows on its message line.
  static let promptHint = "Enter submit · Esc cancel"
  /// The hint a form shows on its message line.
  static let formHint = "Tab/↑↓ move · Enter next/submit · Esc cancel"

  /// Starts `textfield` with `arguments`; when `ready` is given, waits until the screen shows it.
  static func start(
    _ arguments: [String], ready: String? = promptHint, captureCommand: Bool = false,
    environment: [String: String] = [:]
  ) throws -> TmuxSession {
    let session = try TmuxSession(
      program: Products.path("textfield"), arguments: arguments, environment: environment,
      captureCommand: captureCommand)
    if let ready { try session.waitFor(ready) }
    return session
  }

  /// Starts `script` in `sh -c` with the `textfield` binary as `$0` (for pipes into it).
  static func startShell(_ script: String, ready: String = promptHint) throws -> TmuxSession {
    let session = try TmuxSession(
      program: "/bin/sh", arguments: ["-c", script, Products.path("textfield")])
    try session.waitFor(ready)
    return session
  }
}

extension TmuxSession {
  /// Waits for the program to end; expects `status`, exactly `output` on standard output,
  /// `errors` on standard error, and the terminal's modes and caret as they were before.
  func expectEnd(
    status: Int32, output: String, errors: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(try waitForExit() == status, sourceLocation: sourceLocation)
    #expect(try contents("out") == output, sourceLocation: sourceLocation)
    #expect(try contents("err") == errors, sourceLocation: sourceLocation)
    #expect(
      try contents("stty-before") == contents("stty-after"), sourceLocation: sourceLocation)
    try waitForDisplay("#{cursor_flag}", "1")
  }

  /// Waits until the screen's first rows are exactly `rows` (trailing blanks trimmed).
  func expectRows(_ rows: [String]) throws {
    try waitForScreen("rows \(rows)") { Array($0.prefix(rows.count)) == rows }
  }
}
