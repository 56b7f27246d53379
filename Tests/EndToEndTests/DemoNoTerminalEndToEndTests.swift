import Foundation
import Testing

/// The demos that only make sense on a screen say so, and exit 2, when there is no terminal.
@Suite struct DemoNoTerminalEndToEndTests {
  @Test(arguments: ["mask-playground", "embedded-prompt"])
  func needsATerminal(program: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tfk-no-tty-\(program)-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // setsid: no controlling terminal, so /dev/tty cannot be opened; stderr goes to the file.
    let (output, status) = try Subprocess.execute(
      ["setsid", "-w", "sh", "-c", "exec \"$0\" 2>&1", Products.path(program)],
      outputFile: directory.appendingPathComponent("out"))
    #expect(status == 2)
    #expect(output.hasPrefix("\(program) needs a terminal: "))
    #expect(!output.contains("\u{1B}"))
  }
}
