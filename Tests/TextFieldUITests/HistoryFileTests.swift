import Foundation
import Testing
import TextFieldCore

@testable import TextFieldUI

/// `HistoryFile`: escaped lines, 0600, appends that never tear under two writers, compaction,
/// and a corrupt or oversized file read as far as it is valid.
@Suite struct HistoryFileTests {
  /// A fresh path in a new temporary directory.
  private func temporaryPath() throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("history").path
  }

  private func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  @Test func aValueHoldingALineBreakOrABackslashSurvivesAndTheFileIs0600() throws {
    let path = try temporaryPath()
    let file = HistoryFile(path: path)
    let values = ["plain", "two\nlines", "back\\slash\\n", "cr\r", "日本語 👩‍👩‍👧", "\\"]
    for value in values { try file.append(value) }
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "plain\ntwo\\nlines\nback\\\\slash\\\\n\ncr\\r\n日本語 👩‍👩‍👧\n\\\\\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let (history, notice) = file.load()
    #expect(notice == nil)
    #expect(history.entries == values.reversed())
  }

  /// Without a backslash or an empty line the file's bytes are the storage (the fast path).
  @Test func aFileOfPlainLinesReadsAsItsLines() throws {
    let path = try temporaryPath()
    try write(Array("Zürich 1\n日本\nhost-1\n".utf8), to: path)
    let (history, notice) = HistoryFile(path: path).load()
    #expect(notice == nil)
    #expect(history.entries == ["host-1", "日本", "Zürich 1"])
  }

  /// A file much longer than the history keeps is read from its end: its newest lines only.
  @Test func aLongFileIsReadFromItsEnd() throws {
    let path = try temporaryPath()
    let lines = (0..<30_000).map { "value-\($0)\n" }.joined()
    try write(Array(lines.utf8), to: path)
    let (history, notice) = HistoryFile(path: path, maximumCount: 1000).load()
    #expect(notice == nil)
    #expect(history.entries == (29_000..<30_000).reversed().map { "value-\($0)" })
    try write(Array(lines.utf8) + [0xFF] + Array("\nlast\n".utf8), to: path)
    let (cut, problem) = HistoryFile(path: path, maximumCount: 1000).load()
    #expect(cut.entries.first == "value-29999")
    #expect(cut.recordCount == 1000)
    // Lines are counted in the blocks read from the end (64 KiB each).
    let words = (problem ?? "").split(separator: " ")
    #expect(words.prefix(4) == ["history", "file", "\(path):", "line"])
    #expect(
      words.dropFirst(5).joined(separator: " ")
        == "of its newest lines is not valid UTF-8; the \((Int(words[4]) ?? 0) - 1) values before it"
        + " were read")
    #expect((Int(words[4]) ?? 0) > 1000)
  }

  @Test func noFileIsAnEmptyHistoryWithoutANotice() throws {
    let (history, notice) = HistoryFile(path: try temporaryPath()).load()
    #expect(history.isEmpty)
    #expect(notice == nil)
  }

  @Test(arguments: [
    (Array("a\nb\n".utf8) + [0xFF] + Array("\nc\n".utf8), "line 3 is not valid UTF-8", 2),
    (Array("a\nb\\q\nc\n".utf8), "line 2 has a \\ that is not \\\\, \\n or \\r", 1),
    (Array("a\nb\nc".utf8), "line 3 is not ended by a line feed", 2),
    (Array("a\n\\".utf8), "line 2 is not ended by a line feed", 1),
    (Array("a\n\n".utf8) + [0xED, 0xA0, 0x80, 0x0A], "line 3 is not valid UTF-8", 1),
  ])
  func aCorruptFileIsReadUpToItsFirstBadLineWithANotice(
    bytes: [UInt8], problem: String, kept: Int
  ) throws {
    let path = try temporaryPath()
    try write(bytes, to: path)
    let (history, notice) = HistoryFile(path: path).load()
    #expect(history.entries.count == kept)
    let read =
      kept == 1 ? "the 1 value before it was read" : "the \(kept) values before it were read"
    #expect(notice == "history file \(path): \(problem); \(read)")
  }

  @Test func anOversizedFileIsReadFromItsNewestLines() throws {
    let path = try temporaryPath()
    try write(Array("first\nsecond\nthird\nfourth\n".utf8), to: path)
    var file = HistoryFile(path: path)
    file.byteLimit = 16
    let (history, notice) = file.load()
    #expect(history.entries == ["fourth", "third"])
    #expect(
      notice == "history file \(path): it is larger than 16 bytes: only its newest lines were read")
  }

  @Test func aFileOverItsMaximumIsCompactedToTheNewestDistinctValues() throws {
    let path = try temporaryPath()
    let file = HistoryFile(path: path, maximumCount: 8)
    for index in 0..<9 { try file.append("v\(index % 3 == 0 ? 0 : index)") }
    // 9 lines ≤ 8 + 8/8: not yet.
    #expect(HistoryFile(path: path, maximumCount: 100).load().history.recordCount == 9)
    try file.append("v9")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == "v1\nv2\nv4\nv5\nv0\nv7\nv8\nv9\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  /// Compaction writes a new temporary file: a link planted at its name is replaced, never
  /// followed (its target stays as it was).
  @Test func compactionNeverWritesThroughALinkAtItsTemporaryName() throws {
    let path = try temporaryPath()
    let target = path + ".target"
    try write(Array("keep me\n".utf8), to: target)
    try FileManager.default.createSymbolicLink(
      atPath: "\(path).\(getpid()).tmp", withDestinationPath: target)
    let file = HistoryFile(path: path, maximumCount: 2)
    for value in ["a", "b", "c", "d"] { try file.append(value) }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "c\nd\n")
  }

  /// Writers that append at once, with compactions among them: every line stays whole.
  @Test(arguments: [10_000, 40])
  func concurrentAppendsKeepEveryRecordIntact(maximumCount: Int) throws {
    let path = try temporaryPath()
    let writers = 4
    let perWriter = 150
    let value = { @Sendable (writer: Int, index: Int) in
      "writer \(writer) value \(index) \\ with\na break " + String(repeating: "x", count: index)
    }
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      let file = HistoryFile(path: path, maximumCount: maximumCount)
      for index in 0..<perWriter { try? file.append(value(writer, index)) }
    }
    let (history, notice) = HistoryFile(path: path, maximumCount: 100_000).load()
    #expect(notice == nil)
    let expected = Set(
      (0..<writers).flatMap { writer in (0..<perWriter).map { value(writer, $0) } })
    let entries = history.entries
    #expect(entries.allSatisfy(expected.contains))
    if maximumCount >= writers * perWriter {
      #expect(Set(entries) == expected)
      #expect(history.recordCount == writers * perWriter)
    } else {
      #expect(history.recordCount <= maximumCount + maximumCount / 8)
      #expect(history.recordCount == entries.count)
    }
  }
}
