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
/// kept, written to a temporary file renamed over it). A file that is corrupt (a line that is
/// not UTF-8, a bad escape) is read up to that line, and one larger than 64 MiB from its
/// newest lines: ``load()`` says so, and never fails.
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
  /// was not read, if anything was not: "history file ~/.h: line 12 is not valid UTF-8; the 11
  /// values before it were read".
  public func load() -> (history: History, notice: String?) {
    let empty = History(maximumCount: maximumCount)
    let descriptor = HistoryFile.openFile(path, flags: O_RDONLY)
    guard descriptor >= 0 else {
      if errno == ENOENT { return (empty, nil) }
      return (empty, "history file \(path): \(HistoryFile.reason(errno)); no history was read")
    }
    defer { close(descriptor) }
    HistoryFile.lock(descriptor, LOCK_SH)
    let contents: (bytes: [UInt8], cut: Bool, partial: Bool)
    do {
      // The newest lines are enough: a history keeps the newest `maximumCount` records.
      contents = try HistoryFile.readTail(
        descriptor, limit: byteLimit, lines: maximumCount == .max ? .max : maximumCount + 1)
    } catch {
      return (empty, "history file \(path): \(error.description); no history was read")
    }
    let records = HistoryRecords(contents.bytes, partial: contents.partial)
    let history = History(utf8: records.utf8, ends: records.ends, maximumCount: maximumCount)
    var notes: [String] = []
    if contents.cut {
      notes.append("it is larger than \(byteLimit) bytes: only its newest lines were read")
    }
    if let problem = records.problem {
      let count = records.ends.count
      let kept =
        switch count {
        case 0: "no value was read"
        case 1: "the 1 value before it was read"
        default: "the \(count) values before it were read"
        }
      notes.append("\(problem); \(kept)")
    }
    guard !notes.isEmpty else { return (history, nil) }
    return (history, "history file \(path): " + notes.joined(separator: "; "))
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
