import TextFieldCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `History` kept in a file, one value per line: what `textfield --history FILE` reads at
/// start and appends to on submit.
///
/// ```swift
/// let file = HistoryFile(path: "/home/me/.phone-history")
/// let (history, notice) = file.load()   // notice: why part of the file was not read, if so
/// field.history = history
/// // … on submit:
/// if let recorded = history.record(model.text, for: model) { try file.append(recorded) }
/// ```
///
/// The file is created readable by its owner only (0600). Each value is appended as one
/// `write(2)` of its whole line, with `O_APPEND`, under an exclusive `flock(2)`: two prompts
/// writing at once never tear or mix lines. When it holds more than an eighth over
/// `maximumCount` lines it is compacted under the same lock (duplicates folded, the newest
/// kept, written to a temporary file beside the file a symbolic link names, renamed over it,
/// so a link stays a link). The lines of a file that are not valid (not UTF-8, a bad escape)
/// are skipped, and a compaction drops them; one larger than 64 MiB is read from its newest
/// lines: ``load()`` says so, and never fails.
///
/// Only a regular file is used: a FIFO, a terminal or a socket at `path` is refused with a
/// notice ("… is not a regular file"), as is a file whose lock another process holds for about
/// a second, so that neither can hang the prompt.
public struct HistoryFile: Sendable {
  /// The most bytes read from a history file (64 MiB); a larger one is read from its end.
  package static let defaultByteLimit = 64 << 20

  /// The file's path.
  public let path: String
  /// The most values kept (see `History.maximumCount`).
  package let maximumCount: Int
  /// The most bytes read (``defaultByteLimit``; tests make it small).
  package var byteLimit = HistoryFile.defaultByteLimit

  /// The history file at `path`, keeping at most `maximumCount` values.
  public init(path: String, maximumCount: Int = History.defaultMaximumCount) {
    self.path = path
    self.maximumCount = max(1, maximumCount)
  }

  /// The history the file holds (empty when there is no file yet), and a sentence saying what
  /// was not read, if anything was not: "history file ~/.h: 2 lines were not valid and were
  /// skipped".
  public func load() -> (history: History, notice: String?) {
    let (history, notice, _) = loadChecked()
    return (history, notice)
  }

  /// ``load()``'s history and notice, and whether the file can be used at all.
  ///
  /// `usable` is `false` when it is not a regular file (a FIFO, a terminal, a socket), cannot be
  /// opened or read, or its lock stays held by another process for about a second. A caller then
  /// runs without a history and appends nothing.
  package func loadChecked() -> (history: History, notice: String?, usable: Bool) {
    let empty = History(maximumCount: maximumCount)
    // Non-blocking: opening a FIFO for reading would otherwise wait for a writer.
    let descriptor = HistoryFile.openFile(path, flags: O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return (empty, nil, true) }
      return (
        empty, "history file \(path): \(HistoryFile.reason(code)); no history was read", false
      )
    }
    defer { close(descriptor) }
    if let problem = HistoryFile.checkRegular(descriptor) {
      return (empty, "history file \(path)\(problem); no history was read", false)
    }
    if let problem = HistoryFile.lockWithin(descriptor, LOCK_SH) {
      return (empty, "history file \(path): \(problem); no history was read", false)
    }
    let contents: (bytes: [UInt8], cut: Bool, partial: Bool, ends: [HistoryRecordEnd]?)
    do {
      // The newest lines are enough: a history keeps the newest `maximumCount` records.
      contents = try HistoryFile.readTail(
        descriptor, limit: byteLimit, lines: maximumCount == .max ? .max : maximumCount + 1)
    } catch {
      return (empty, "history file \(path): \(error.description); no history was read", false)
    }
    let records = HistoryRecords(
      contents.bytes, partial: contents.partial, plainEnds: contents.ends)
    let history = History(utf8: records.utf8, ends: records.ends, maximumCount: maximumCount)
    // The first key that asks for suggestions finds the index built.
    history.buildIndexInBackground()
    var notes: [String] = []
    if contents.cut {
      notes.append("it is larger than \(byteLimit) bytes: only its newest lines were read")
    }
    if let problem = records.problem { notes.append(problem) }
    guard !notes.isEmpty else { return (history, nil, true) }
    return (history, "history file \(path): " + notes.joined(separator: "; "), true)
  }

  /// Appends `value` as the newest line (nothing for an empty value), creating the file (0600)
  /// if needed, and compacts the file when it has grown past `maximumCount`.
  ///
  /// Record what a `History` took (`History.record(_:for:)` answers it), so a secure field
  /// or a value the field refuses never reaches the file.
  /// - Throws: ``HistoryFileError`` naming the file and the failing call.
  public func append(_ value: String) throws(HistoryFileError) {
    guard !value.isEmpty else { return }
    let descriptor = try lockedForAppending()
    defer { close(descriptor) }
    try HistoryFile.writeAll(descriptor, HistoryRecords.line(for: value), path: path)
    try compactIfNeeded(descriptor)
  }
}
