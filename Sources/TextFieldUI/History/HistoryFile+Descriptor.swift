import TextFieldCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension HistoryFile {
  /// `open(2)` with close-on-exec, retried when a signal cuts it short; creates with 0600.
  static func openFile(_ path: String, flags: Int32) -> Int32 {
    while true {
      let descriptor = open(path, flags | O_CLOEXEC, 0o600)
      if descriptor < 0, errno == EINTR { continue }
      return descriptor
    }
  }

  /// `flock(2)`, retried when a signal cuts it short.
  @discardableResult
  static func lock(_ descriptor: Int32, _ operation: Int32) -> Bool {
    while flock(descriptor, operation) != 0 {
      if errno != EINTR { return false }
    }
    return true
  }

  /// The system's words for `code`.
  static func reason(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }

  /// The file's bytes, or its last `limit` bytes from the start of a line when it is larger
  /// (`cut` then says so).
  static func readTail(
    _ descriptor: Int32, limit: Int
  ) throws(HistoryFileError) -> (
    bytes: [UInt8], cut: Bool
  ) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw HistoryFileError("cannot read it: \(reason(errno))")
    }
    let size = Int(status.st_size)
    let cut = size > limit
    let offset = cut ? size - limit : 0
    let wanted = min(size, limit)
    var failure: Int32?
    // Not zeroed first: pread fills it, and what it did not fill is not kept.
    var bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, filled in
      filled = 0
      while filled < wanted {
        let result = pread(
          descriptor, buffer.baseAddress.map { $0 + filled }, wanted - filled,
          off_t(offset + filled))
        if result < 0, errno == EINTR { continue }
        if result < 0 { failure = errno }
        if result <= 0 { break }
        filled += result
      }
    }
    if let failure { throw HistoryFileError("cannot read it: \(reason(failure))") }
    if cut, let newline = bytes.firstIndex(of: 0x0A) { bytes.removeSubrange(...newline) }
    return (bytes, cut)
  }

  /// Writes all of `bytes`: one `write(2)` unless it is cut short.
  static func writeAll(
    _ descriptor: Int32, _ bytes: [UInt8], path: String
  )
    throws(HistoryFileError)
  {
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else {
        throw HistoryFileError("cannot write history file \(path): \(reason(errno))")
      }
      written += result
    }
  }

  /// The file opened for appending (created 0600), holding its exclusive lock, and still the
  /// file at ``path`` (a compaction by another prompt may have renamed a new one over it while
  /// this one waited for the lock: then it opens the new one).
  func lockedForAppending() throws(HistoryFileError) -> Int32 {
    for _ in 0..<100 {
      let descriptor = HistoryFile.openFile(path, flags: O_RDWR | O_APPEND | O_CREAT)
      guard descriptor >= 0 else {
        throw HistoryFileError("cannot open history file \(path): \(HistoryFile.reason(errno))")
      }
      guard HistoryFile.lock(descriptor, LOCK_EX) else {
        let code = errno
        close(descriptor)
        throw HistoryFileError("cannot lock history file \(path): \(HistoryFile.reason(code))")
      }
      var opened = stat()
      var named = stat()
      if fstat(descriptor, &opened) == 0, stat(path, &named) == 0,
        opened.st_ino == named.st_ino, opened.st_dev == named.st_dev
      {
        return descriptor
      }
      close(descriptor)
    }
    throw HistoryFileError("cannot lock history file \(path): it keeps being replaced")
  }

  /// Compacts the file, its lock held, once it is an eighth over ``maximumCount`` lines.
  ///
  /// Its newest ``maximumCount`` values (each once) go to a temporary file renamed over it. A
  /// file that does not read whole is left as it is (nothing is lost).
  func compactIfNeeded(_ descriptor: Int32) throws(HistoryFileError) {
    var status = stat()
    let threshold = maximumCount + maximumCount / 8
    // Each line takes at least 2 bytes: a smaller file cannot be over the threshold.
    guard fstat(descriptor, &status) == 0, Int(status.st_size) > 2 * threshold else { return }
    let contents = try HistoryFile.readTail(descriptor, limit: byteLimit)
    let records = HistoryRecords(contents.bytes)
    guard records.ends.count > threshold, records.problem == nil, !contents.cut else { return }
    let history = History(
      utf8: records.utf8, ends: records.ends, maximumCount: records.ends.count)
    var bytes: [UInt8] = []
    for value in history.entries.prefix(maximumCount).reversed() {
      bytes += HistoryRecords.line(for: value)
    }
    let temporary = "\(path).\(getpid()).tmp"
    let output = HistoryFile.openFile(temporary, flags: O_WRONLY | O_CREAT | O_TRUNC)
    guard output >= 0 else {
      throw HistoryFileError("cannot compact history file \(path): \(HistoryFile.reason(errno))")
    }
    do {
      try HistoryFile.writeAll(output, bytes, path: temporary)
    } catch {
      close(output)
      unlink(temporary)
      throw error
    }
    fsync(output)
    close(output)
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw HistoryFileError("cannot compact history file \(path): \(HistoryFile.reason(code))")
    }
  }
}
