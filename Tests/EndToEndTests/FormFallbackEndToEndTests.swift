import Foundation
import Testing

/// `demo-form` without a usable terminal: line mode on standard input and output.
@Suite(.serialized) struct FormFallbackEndToEndTests {
  @Test func dumbTerminalFallsBackToLineMode() throws {
    let session = try TmuxSession(
      program: Products.path("demo-form"), environment: ["TERM": "dumb"])
    try session.send("Ann", "Enter")
    // One line for each of the other 12 fields, left empty.
    for _ in 0..<12 { try session.send("Enter") }
    #expect(try session.waitForExit() == 0)
    #expect(
      try session.contents("err").hasPrefix(
        "demo-form: TERM=dumb cannot move the cursor; using line mode"))
    #expect(try session.contents("out").hasPrefix("Name: Ann\nVowels: \n"))
  }

  @Test func noTerminalAtAllFallsBackToLineMode() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tfk-no-tty-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in")
    let lines = [
      "Ann", "aeiouxa", "xyz", "123abc", "+7 912 345 67 89", "4111-1111-1111-1111", "12/27",
      "a@b.co", "pw", "1234", "+44 20 7946 0958", "12345,5", "29/02/2024",
    ]
    try lines.map { $0 + "\n" }.joined().write(to: input, atomically: true, encoding: .utf8)
    let (output, status) = try Subprocess.execute(
      ["setsid", "-w", Products.path("demo-form")], inputFile: input,
      outputFile: directory.appendingPathComponent("out"))
    #expect(status == 0)
    #expect(
      output == """
        Name: Ann
        Vowels: aeiou
        No vowels: xyz
        No digits: abc
        Phone: +7 (912) 345-67-89 [9123456789]
        Card: 4111 1111 1111 1111 [4111111111111111]
        Expiry: 12/27
        Email: a@b.co
        Password: (2 characters)
        PIN: 1234
        Tel: +44 20 7946 0958 [+442079460958]
        Amount: 12.345,5\u{A0}€ [12345.50]
        Date: 29/02/2024 [2024-02-29]

        """)
  }
}
