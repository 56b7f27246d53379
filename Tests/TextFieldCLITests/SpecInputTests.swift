import Foundation
import TestSupport
import Testing

/// `form --spec` reads its file once.
///
/// What is checked is what runs, and inputs that can be read only once (a FIFO, `/dev/stdin`,
/// `<(…)`) work. A file too large for a spec is refused.
@Suite struct SpecInputTests {
  let textfield = BuiltProgram("textfield")
  let shell = BuiltProgram(url: URL(fileURLWithPath: "/bin/sh"))

  /// A spec whose one key is a shell name.
  static let checked = #"{"fields": [{"key": "a", "label": "A"}]}"#
  /// A spec whose key would run a command under `eval`, had it not been checked.
  static let unchecked = #"{"fields": [{"key": "a;touch /tmp/tfk-pwned;b", "label": "A"}]}"#

  /// A FIFO whose writer gives a checked spec to its first reader and, a second later (so the
  /// first reader has seen its end), another to its second: the command reads it once, so the
  /// second is never read (the writer is killed, blocked).
  @Test func aFIFOIsReadOnceAndWhatWasCheckedRuns() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tfk-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("spec").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/bin/sh")
    writer.arguments = [
      "-c", #"printf %s "$1" > "$0"; sleep 1; printf %s "$2" > "$0""#, fifo, Self.checked,
      Self.unchecked,
    ]
    try writer.run()
    defer {
      if writer.isRunning { writer.terminate() }
      writer.waitUntilExit()
    }
    let run = try textfield.runLineMode(
      ["form", "--spec", fifo, "--output", "env"], input: "hello\n")
    #expect(run.stdout == "a='hello'\n")
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  /// `--spec /dev/stdin` with the spec piped in is read once.
  ///
  /// A second read would find the pipe at its end. The field's value is kept when the input has no line for it.
  @Test func standardInputIsASpec() throws {
    let spec = #"{"fields": [{"key": "a", "label": "A", "value": "hi"}]}"#
    let run = try shell.run(
      [
        "-c", #"printf %s "$1" | "$0" form --spec /dev/stdin --output env"#, textfield.url.path,
        spec,
      ],
      environment: BuiltProgram.lineModeEnvironment)
    #expect(run.stdout == "a='hi'\n")
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  /// `--spec <(…)` (bash's process substitution, a pipe read through `/dev/fd`).
  @Test func processSubstitutionIsASpec() throws {
    let run = try BuiltProgram(url: URL(fileURLWithPath: "/bin/bash")).run(
      [
        "-c", #""$0" form --spec <(printf %s "$1") --output env"#, textfield.url.path, Self.checked,
      ],
      input: "hello\n", environment: BuiltProgram.lineModeEnvironment)
    #expect(run.stdout == "a='hello'\n")
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  /// More than 1 MiB is refused once that much is read: `/dev/zero` never ends, and a file of
  /// 1 MiB and one byte (a valid spec after its blanks) is refused too.
  @Test func aSpecLargerThanOneMebibyteIsRefused() throws {
    let zero = try textfield.runLineMode(["form", "--spec", "/dev/zero"], input: "x\n")
    #expect(zero.status == 2)
    #expect(zero.stdout == "")
    #expect(
      zero.stderr.hasPrefix(
        "Error: --spec /dev/zero: cannot read the file (larger than 1 MiB, the most taken)\n"))
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tfk-large-spec-\(UUID().uuidString).json")
    let padding = String(repeating: " ", count: (1 << 20) + 1 - Self.checked.utf8.count)
    try (padding + Self.checked).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let large = try textfield.runLineMode(["form", "--spec", file.path], input: "x\n")
    #expect(large.status == 2)
    #expect(
      large.stderr.hasPrefix(
        "Error: --spec \(file.path): cannot read the file (larger than 1 MiB, the most taken)\n"))
    // One byte less is a spec.
    try (String(padding.dropFirst()) + Self.checked).write(
      to: file, atomically: true, encoding: .utf8)
    let fits = try textfield.runLineMode(["form", "--spec", file.path], input: "x\n")
    #expect(fits.stdout == #"{"a": {"formatted": "x", "value": "x", "complete": true}}"# + "\n")
    #expect(fits.status == 0)
  }
}
