import Foundation
import Testing

@testable import TextFieldCore
@testable import TextFieldUI

/// `HistoryFile`: escaped lines, 0600, appends that never tear under two writers, compaction,
/// a corrupt file's bad lines skipped, an oversized one read from its end, only a regular file.
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

  /// A file of 4 MiB or more is read in two halves at once and its lines in two halves at once;
  /// a history that keeps them all starts its index on a thread, and answers as a scan would.
  @Test func aLargeFileIsReadWholeInTwoHalvesAndItsIndexBuiltAside() throws {
    let path = try temporaryPath()
    var text = ""
    var count = 0
    while text.utf8.count < HistoryRecords.parallelThreshold + 4096 {
      text += count % 7 == 0 ? "Zürich \(count)\n" : "host-\(count).example.com\n"
      count += 1
    }
    try write(Array(text.utf8), to: path)
    let (history, notice) = HistoryFile(path: path, maximumCount: 1_000_000).load()
    #expect(notice == nil)
    #expect(history.recordCount == count)
    #expect(history.entry(atRecord: 0) == "Zürich 0")
    #expect(
      history.entry(atRecord: count / 2) == text.split(separator: "\n")[count / 2].description)
    #expect(history.entry(atRecord: count - 1) == "host-\(count - 1).example.com")
    #expect(history.pendingIndex != nil)
    let newest = (0..<count).reversed().lazy.map {
      $0 % 7 == 0 ? "Zürich \($0)" : "host-\($0).example.com"
    }
    let query = { (typed: String) in
      history.suggestions(for: SuggestionQuery(text: typed, caret: typed.count), limit: 3).map(
        \.text)
    }
    #expect(query("Zü") == Array(newest.filter { $0.hasPrefix("Zü") }.prefix(3)))
    #expect(query("host-12") == Array(newest.filter { $0.hasPrefix("host-12") }.prefix(3)))
    #expect(history.pendingIndex == nil && history.index?.indexedCount == count)

    // Not plain in one half: a byte that is not UTF-8 late, an escape early; the general reader
    // reads the file again and says what it skipped.
    var broken = Array(text.utf8)
    broken[broken.count - 100] = 0xFF
    broken.replaceSubrange(0..<0, with: Array("back\\\\slash\n".utf8))
    try write(broken, to: path)
    let (mixed, said) = HistoryFile(path: path, maximumCount: 1_000_000).load()
    #expect(mixed.recordCount == count)
    #expect(mixed.entry(atRecord: 0) == "back\\slash")
    #expect(said == "history file \(path): 1 line was not valid and was skipped")

    // Cut short by a line that does not end: that line is left out and said.
    try write(Array(text.utf8) + Array("torn".utf8), to: path)
    let (torn, problem) = HistoryFile(path: path, maximumCount: 1_000_000).load()
    #expect(torn.recordCount == count)
    #expect(problem == "history file \(path): 1 line was not valid and was skipped")
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
    // The bad line is skipped: what comes after it is read too.
    #expect(cut.entries.first == "last")
    #expect(cut.entries.dropFirst().first == "value-29999")
    #expect(cut.recordCount == 1000)
    #expect(
      problem == "history file \(path): 1 of its newest lines was not valid and was skipped")
  }

  @Test func noFileIsAnEmptyHistoryWithoutANotice() throws {
    let (history, notice) = HistoryFile(path: try temporaryPath()).load()
    #expect(history.isEmpty)
    #expect(notice == nil)
  }

  @Test(arguments: [
    (Array("a\nb\n".utf8) + [0xFF] + Array("\nc\n".utf8), ["c", "b", "a"], 1),
    (Array("a\nb\\q\nc\n".utf8), ["c", "a"], 1),
    (Array("a\nb\nc".utf8), ["b", "a"], 1),
    (Array("a\n\\".utf8), ["a"], 1),
    (Array("a\n\n".utf8) + [0xED, 0xA0, 0x80, 0x0A], ["a"], 1),
    (Array("a\n".utf8) + [0xFF] + Array("\nb\\q\nb\\nc\n\\\n".utf8), ["b\nc", "a"], 3),
  ])
  func aCorruptFileSkipsItsBadLinesWithANotice(
    bytes: [UInt8], entries: [String], skipped: Int
  ) throws {
    let path = try temporaryPath()
    try write(bytes, to: path)
    let (history, notice) = HistoryFile(path: path).load()
    #expect(history.entries == entries)
    let lines =
      skipped == 1
      ? "1 line was not valid and was skipped"
      : "\(skipped) lines were not valid and were skipped"
    #expect(notice == "history file \(path): \(lines)")
  }

  /// `a`, a line that is not UTF-8, `b`: both values are read, and a compaction writes the file
  /// again without the bad line.
  @Test func aBadLineIsSkippedAndACompactionDropsIt() throws {
    let path = try temporaryPath()
    try write(Array("a\n".utf8) + [0xFF] + Array("\nb\n".utf8), to: path)
    let file = HistoryFile(path: path, maximumCount: 2)
    let (history, notice) = file.load()
    #expect(history.entries == ["b", "a"])
    #expect(notice == "history file \(path): 1 line was not valid and was skipped")
    try file.append("c")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "b\nc\n")
    #expect(file.load().notice == nil)
  }

  /// A FIFO or a character device at the path: a notice naming it, no history, nothing
  /// appended, and neither blocks (a FIFO without a writer would hang a blocking open).
  @Test func aPathThatIsNotARegularFileIsRefused() throws {
    let fifo = try temporaryPath()
    #expect(mkfifo(fifo, 0o600) == 0)
    for path in [fifo, "/dev/null"] {
      let file = HistoryFile(path: path)
      let (history, notice, usable) = file.loadChecked()
      #expect(history.isEmpty)
      #expect(!usable)
      #expect(notice == "history file \(path) is not a regular file; no history was read")
      #expect(
        throws: HistoryFileError("history file \(path) is not a regular file; nothing was appended")
      ) {
        try file.append("x")
      }
    }
  }

  /// A lock another process keeps: after about a second, a notice and no history, and nothing
  /// appended (the prompt is not hung).
  @Test func aLockHeldElsewhereGivesUpWithANotice() throws {
    let path = try temporaryPath()
    try write(Array("a\n".utf8), to: path)
    // A second open file description: its lock conflicts with the file's own, as another
    // process's would.
    let holder = open(path, O_RDONLY)
    #expect(holder >= 0)
    defer { close(holder) }
    #expect(flock(holder, LOCK_EX) == 0)
    let file = HistoryFile(path: path)
    let (history, notice, usable) = file.loadChecked()
    #expect(history.isEmpty)
    #expect(!usable)
    #expect(
      notice
        == "history file \(path): it stayed locked by another process for a second; no history was read"
    )
    #expect(
      throws: HistoryFileError(
        "history file \(path): it stayed locked by another process for a second; nothing was appended"
      )
    ) {
      try file.append("x")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\n")
  }

  /// A history file that is a symbolic link: its target is compacted, and the link stays.
  @Test func compactionThroughASymbolicLinkKeepsTheLink() throws {
    let path = try temporaryPath()
    let target = path + ".real"
    try write(Array("a\nb\nc\n".utf8), to: target)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    let file = HistoryFile(path: path, maximumCount: 2)
    try file.append("d")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "c\nd\n")
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: (path as NSString).deletingLastPathComponent)
    #expect(Set(leftovers) == ["history", "history.real"])
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
    // Four writers in tight loops can keep one from the lock for a second on a loaded machine:
    // that append gives up with its notice (aLockHeldElsewhereGivesUpWithANotice) and is tried
    // again here, as this test is about whole lines; any other failure is counted.
    let failures = FailureCount()
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      let file = HistoryFile(path: path, maximumCount: maximumCount)
      for index in 0..<perWriter {
        for attempt in 1...20 {
          do {
            try file.append(value(writer, index))
            break
          } catch {
            let message = "\(error)"
            if !message.contains("it stayed locked by another process for a second")
              || attempt == 20
            {
              failures.add(message)
              break
            }
          }
        }
      }
    }
    #expect(failures.messages == [])
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

/// Failures seen by several threads at once.
private final class FailureCount: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [String] = []

  func add(_ message: String) { lock.withLock { seen.append(message) } }

  var messages: [String] { lock.withLock { seen } }
}
