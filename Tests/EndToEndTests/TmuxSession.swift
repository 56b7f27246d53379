import Foundation

/// Why an end-to-end step failed.
struct EndToEndError: Error, CustomStringConvertible {
  var description: String
}

/// A program running in a fresh tmux server (one per session), driven with `send-keys` and read
/// with `capture-pane`.
///
/// The program runs through a wrapper shell that records `stty -g` before and after it, its
/// standard output and error, its pid and its exit status in a temporary directory, then keeps
/// the pane alive (a dead pane's cursor state is not the program's). Every wait polls with a
/// bounded deadline.
final class TmuxSession {
  private static let counter = Counter()
  let socket: String
  let directory: URL
  private let config: URL

  /// Starts `program` with `arguments` in an 80 × 24 session (`LANG=C.UTF-8`).
  ///
  /// `environment` is set for the program only (tmux sets `TERM` for the pane itself).
  /// `captureCommand` runs the program as `x=$(program)` and records `$x` as the output.
  convenience init(
    program: String, arguments: [String] = [], width: Int = 80, height: Int = 24,
    environment: [String: String] = [:], captureCommand: Bool = false
  ) throws {
    try self.init(width: width, height: height) { directory in
      try TmuxSession.wrapper(
        program: program, arguments: arguments, environment: environment,
        captureCommand: captureCommand, directory: directory)
    }
  }

  /// Starts an interactive shell with job control (`sh -i`, prompt `$ `, no startup file) in an
  /// 80 × 24 session; ``directory`` is `$DIR` in its environment.
  static func interactiveShell() throws -> TmuxSession {
    try TmuxSession(width: 80, height: 24) { directory in
      "env PS1='$ ' ENV= DIR=\(directory.path) /bin/sh -i"
    }
  }

  /// Starts a server in a fresh directory; `command` gives the pane's shell command.
  private init(width: Int, height: Int, command: (URL) throws -> String) throws {
    socket = "tfk-e2e-\(getpid())-\(TmuxSession.counter.next())"
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    config = directory.appendingPathComponent("tmux.conf")
    try "set -g remain-on-exit on\nset -g default-terminal tmux-256color\nset -g status off\n"
      .write(to: config, atomically: true, encoding: .utf8)
    let session = [
      "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-e", "LANG=C.UTF-8",
      try command(directory),
    ]
    try tmux(session, capturingOutput: false)
  }

  /// Writes the wrapper script into `directory`; returns the command that runs it.
  private static func wrapper(
    program: String, arguments: [String], environment: [String: String],
    captureCommand: Bool, directory: URL
  ) throws -> String {
    let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let command = (variables.isEmpty ? [] : ["env"] + variables) + [program] + arguments
    let quoted = command.map(TmuxSession.shellQuote).joined(separator: " ")
    let dir = directory.path  // letters, digits, dashes and slashes only
    let run =
      captureCommand
      ? "x=$(sh -c 'echo $$ > \(dir)/pid; exec \"$0\" \"$@\"' \(quoted) 2>\(dir)/err); s=$?; printf '%s' \"$x\" > \(dir)/out"
      : "sh -c 'echo $$ > \(dir)/pid; exec \"$0\" \"$@\"' \(quoted) > \(dir)/out 2>\(dir)/err; s=$?"
    let script = """
      stty -g > \(dir)/stty-before
      \(run)
      stty -g > \(dir)/stty-after
      echo $s > \(dir)/status.tmp && mv \(dir)/status.tmp \(dir)/status
      exec cat > /dev/null
      """
    try script.write(
      to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
    return "sh \(dir)/run.sh"
  }

  deinit {
    _ = try? tmux(["kill-server"], capturingOutput: false)
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs a tmux command on this session's server; returns its standard output.
  ///
  /// Commands that start the server must not capture output: the server would inherit the pipe.
  @discardableResult
  func tmux(_ arguments: [String], capturingOutput: Bool = true) throws -> String {
    let output = capturingOutput ? directory.appendingPathComponent("tmux-output") : nil
    return try Subprocess.run(
      ["tmux", "-L", socket, "-f", config.path] + arguments, outputFile: output)
  }

  /// Sends keys in tmux notation (`Enter`, `C-a`, `M-b`), or literal text with `literal`.
  func send(_ keys: String..., literal: Bool = false) throws {
    try tmux(["send-keys", "-t", "0"] + (literal ? ["-l"] : []) + keys)
  }

  /// Pastes `text` as a bracketed paste (`paste-buffer -p`).
  func paste(_ text: String) throws {
    try tmux(["set-buffer", "--", text])
    try tmux(["paste-buffer", "-p", "-t", "0"])
  }

  /// Pastes the contents of `file` as a bracketed paste (`load-buffer`, `paste-buffer -p`).
  func paste(contentsOf file: URL) throws {
    try tmux(["load-buffer", file.path])
    try tmux(["paste-buffer", "-p", "-t", "0"])
  }

  /// Sends raw bytes to the program, as a terminal would (`send-keys -H`).
  func send(bytes: [UInt8]) throws {
    try tmux(["send-keys", "-t", "0", "-H"] + bytes.map { String($0, radix: 16) })
  }

  /// A press and release of button 1 at 0-based `x`, `y`, as the X10 mouse reports that
  /// tmux-256color's `kmous` (`ESC [ M`) announces: button, column and row as bytes offset by 32.
  func click(x: Int, y: Int) throws {
    func report(_ button: Int) -> String {
      let bytes = [32 + button, 33 + x, 33 + y].compactMap(Unicode.Scalar.init).map(Character.init)
      return "\u{1B}[M" + String(bytes)
    }
    try send(report(0) + report(3), literal: true)
  }

  /// A file in this session's directory (removed with the session).
  func temporaryFile(_ name: String) -> URL { file(name) }

  /// The screen as text, one line per row.
  func screen() throws -> String {
    try tmux(["capture-pane", "-p", "-t", "0"])
  }

  /// The screen's lines with trailing blanks trimmed.
  func lines() throws -> [String] {
    try screen().split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// A tmux format value such as `#{cursor_x}`.
  func display(_ format: String) throws -> String {
    try tmux(["display", "-p", "-t", "0", format]).trimmingCharacters(in: .newlines)
  }

  /// The caret's column and row.
  func cursor() throws -> (x: Int, y: Int) {
    let parts = try display("#{cursor_x} #{cursor_y}").split(separator: " ").compactMap { Int($0) }
    guard parts.count == 2 else { throw EndToEndError(description: "no cursor position") }
    return (parts[0], parts[1])
  }

  /// Polls the screen until `condition` holds (at most `timeout` seconds); returns its lines.
  @discardableResult
  func waitForScreen(
    _ what: String, timeout: Double = 20, _ condition: ([String]) -> Bool
  ) throws -> [String] {
    var last: [String] = []
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      last = try lines()
      if condition(last) { return last }
      usleep(20_000)
    }
    throw EndToEndError(
      description: """
        timed out waiting for \(what); caret \((try? display("#{cursor_x},#{cursor_y}")) ?? "?"); \
        screen:\n\(last.joined(separator: "\n"))
        """)
  }

  /// Waits until the screen contains `text`.
  @discardableResult
  func waitFor(_ text: String, timeout: Double = 20) throws -> [String] {
    try waitForScreen("\"\(text)\"", timeout: timeout) { $0.contains { $0.contains(text) } }
  }

  /// Waits until the tmux format `format` expands to `expected` (tmux may still be reading the
  /// program's last output when the program has exited).
  func waitForDisplay(_ format: String, _ expected: String, timeout: Double = 20) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try display(format)
      if last == expected { return }
      usleep(20_000)
    }
    throw EndToEndError(description: "\(format) is \(last), not \(expected)")
  }

  /// Waits for the program to exit; returns its exit status.
  func waitForExit(timeout: Double = 20) throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let status = try? String(contentsOf: file("status"), encoding: .utf8),
        let value = Int32(status.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return value
      }
      usleep(20_000)
    }
    throw EndToEndError(
      description: "timed out waiting for the program to exit:\n\((try? screen()) ?? "")")
  }

  /// The program's pid, once the wrapper has recorded it.
  func pid(timeout: Double = 20) throws -> pid_t {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let text = try? String(contentsOf: file("pid"), encoding: .utf8),
        let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return pid
      }
      usleep(20_000)
    }
    throw EndToEndError(description: "no pid recorded")
  }

  /// The contents of a file the wrapper wrote (`out`, `err`, `stty-before`, `stty-after`).
  func contents(_ name: String) throws -> String {
    try String(contentsOf: file(name), encoding: .utf8)
  }

  func file(_ name: String) -> URL { directory.appendingPathComponent(name) }

  static func shellQuote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// A thread-safe counter for unique socket names.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
