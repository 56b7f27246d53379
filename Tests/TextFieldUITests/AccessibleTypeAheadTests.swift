import Testing
import TextFieldCore

@testable import TextFieldUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The test's end of a terminal for the accessible mode (a socket pair), and each change of the
/// terminal's modes recorded in order with what the terminal wrote before it.
final class RecordingTerminal {
  /// Each run of output and each change of the terminal's modes, in order.
  private(set) var log: [String] = []
  /// The test's end: the user's keys are written to it, the terminal's output read from it.
  let peer: Int32
  /// The terminal's end.
  let descriptor: Int32
  private var changed = false

  /// The attributes the user left: cooked mode with echo, the usual keys.
  static let original: termios = {
    var attributes = termios()
    attributes.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    withUnsafeMutableBytes(of: &attributes.c_cc) { characters in
      characters[Int(VERASE)] = 0x7F
      characters[Int(VKILL)] = 0x15
      characters[Int(VEOF)] = 0x04
    }
    return attributes
  }()

  init() throws {
    var ends: [Int32] = [0, 0]
    #if canImport(Glibc)
      let stream = Int32(SOCK_STREAM.rawValue)
    #else
      let stream = SOCK_STREAM
    #endif
    guard socketpair(AF_UNIX, stream, 0, &ends) == 0 else { throw RecordingError() }
    descriptor = ends[0]
    peer = ends[1]
    _ = fcntl(peer, F_SETFL, fcntl(peer, F_GETFL) | O_NONBLOCK)
  }

  /// A terminal on ``descriptor`` whose mode changes are recorded (it closes the descriptor).
  func terminal() -> LineModeTerminal {
    LineModeTerminal(
      descriptor: descriptor,
      modes: LineModeTerminal.Modes(
        change: { change in
          self.drain()
          var attributes = Self.original
          change(&attributes)
          self.log.append("set " + Self.describe(attributes))
          self.changed = true
          return Self.original
        },
        restore: {
          self.drain()
          guard self.changed else { return false }
          self.changed = false
          self.log.append("restored")
          return true
        }))
  }

  /// Types `text` ahead: it is queued before anything reads it.
  func type(_ text: String) { type(bytes: Array(text.utf8)) }

  /// Ends the input after what was typed (the terminal then reads the end of input).
  func endInput() { _ = shutdown(peer, Int32(SHUT_WR)) }

  /// Types `bytes` ahead.
  func type(bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(peer, $0.baseAddress, $0.count) }
  }

  /// Moves what the terminal wrote since the last entry into ``log``.
  func drain() {
    let output = Self.readAll(peer)
    if !output.isEmpty { log.append("wrote " + output) }
  }

  /// Everything readable now from `descriptor`.
  private static func readAll(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The flags a change sets, as `stty` names them.
  private static func describe(_ attributes: termios) -> String {
    let flags = [(ECHO, "echo"), (ICANON, "icanon"), (ISIG, "isig"), (IEXTEN, "iexten")]
    let minimum = withUnsafeBytes(of: attributes.c_cc) { $0[Int(VMIN)] }
    return flags.map { (attributes.c_lflag & tcflag_t($0.0) == 0 ? "-" : "") + $0.1 }
      .joined(separator: " ") + " min \(minimum)"
  }

  deinit { close(peer) }
}

private struct RecordingError: Error {}

/// Keys typed ahead for a secure field are never echoed: a form with one turns the terminal's
/// echo and canonical mode off before it writes anything and edits and echoes each line itself
/// as it reads it; the user's modes come back after the form, however it ends.
@Suite struct AccessibleTypeAheadTests {
  static let setGuarded = "set -echo -icanon isig -iexten min 1"

  /// A form of text fields, those named in `secret` secure.
  static func form(_ labels: [String], secret: Set<String>) -> Form {
    Form(
      fields: labels.map {
        FormField(
          label: $0, model: TextFieldModel(echoMode: secret.contains($0) ? .secure : .normal))
      })
  }

  /// Runs `form` accessibly on `recording`'s terminal.
  static func run(_ form: Form, on recording: RecordingTerminal) throws -> [String]? {
    var mode = LineMode(terminal: recording.terminal())
    mode.isAccessible = true
    defer { recording.drain() }
    guard case .submitted(let values) = try mode.run(form) else { return nil }
    return values.map(\.text)
  }

  /// The answer and the password typed in one burst, before the form asks anything: the
  /// password (edited with Backspace) is taken and never echoed.
  @Test func aPasswordTypedAheadWithTheAnswerBeforeItIsNotEchoed() throws {
    let recording = try RecordingTerminal()
    recording.type("Ann\nhunter3\u{7F}2\n")
    let form = Self.form(["Name", "Password"], secret: ["Password"])
    #expect(try Self.run(form, on: recording) == ["Ann", "hunter2"])
    #expect(
      recording.log == [
        Self.setGuarded,
        "wrote Name: any text.\nName: Ann\nSaved: Ann\nPassword: not shown as you type.\n"
          + "Password: \nSaved: not shown\n",
        "restored",
      ])
  }

  /// A secure first field: the modes change before the form writes anything; the answer typed
  /// ahead after the password is echoed when its own field reads it.
  @Test func aSecureFirstFieldGuardsBeforeTheFirstLine() throws {
    let recording = try RecordingTerminal()
    recording.type("hunter2\nAnn\n")
    let form = Self.form(["PIN", "Name"], secret: ["PIN"])
    #expect(try Self.run(form, on: recording) == ["hunter2", "Ann"])
    #expect(
      recording.log == [
        Self.setGuarded,
        "wrote PIN: not shown as you type.\nPIN: \nSaved: not shown\nName: any text.\n"
          + "Name: Ann\nSaved: Ann\n",
        "restored",
      ])
  }

  @Test func endOfInputAtTheSecretPutsTheModesBack() throws {
    let recording = try RecordingTerminal()
    recording.type("Ann\nhun\u{4}")
    recording.type("\u{15}\u{4}")
    recording.endInput()
    let form = Self.form(["Name", "Password"], secret: ["Password"])
    #expect(try Self.run(form, on: recording) == nil)
    #expect(
      recording.log == [
        Self.setGuarded,
        "wrote Name: any text.\nName: Ann\nSaved: Ann\nPassword: not shown as you type.\n"
          + "Password: \n\nPassword: input ended, cancelled\n",
        "restored",
      ])
  }

  @Test func inputThatIsNotUTF8PutsTheModesBack() throws {
    let recording = try RecordingTerminal()
    recording.type(bytes: [0xFF, 0x0A])
    let form = Self.form(["PIN"], secret: ["PIN"])
    #expect(throws: LineModeTerminal.InvalidUTF8.self) { try Self.run(form, on: recording) }
    #expect(
      recording.log == [
        Self.setGuarded, "wrote PIN: not shown as you type.\nPIN: \n", "restored",
      ])
  }

  /// A form without a secret keeps the terminal's own cooked mode: no mode is changed.
  @Test func aFormWithoutASecretChangesNoMode() throws {
    let recording = try RecordingTerminal()
    recording.type("Ann\n")
    #expect(try Self.run(Self.form(["Name"], secret: []), on: recording) == ["Ann"])
    #expect(recording.log == ["wrote Name: any text.\nName: Saved: Ann\n"])
  }

  /// Not accessible, the line mode does not guard (it is the script's mode).
  @Test func thePlainLineModeDoesNotGuard() throws {
    let recording = try RecordingTerminal()
    recording.type("hunter2\n")
    var mode = LineMode(terminal: recording.terminal())
    mode.isAccessible = false
    _ = try mode.run(Self.form(["PIN"], secret: ["PIN"]))
    recording.drain()
    #expect(recording.log == ["wrote PIN: "])
  }
}
