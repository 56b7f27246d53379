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

  /// `flock(2)` without waiting (`LOCK_NB`), tried again for about a second, and retried when a
  /// signal cuts it short: `nil` once locked, otherwise why not ("it stayed locked by another
  /// process for a second"), so a process that keeps the lock cannot hang the prompt.
  ///
  /// The waits start at 1 ms and double up to 10 ms: a writer among others that each hold the
  /// lock for a moment tries often enough to get its turn, where a fixed 10 ms let the others
  /// take it again and again in between.
  static func lockWithin(
    _ descriptor: Int32, _ operation: Int32, milliseconds budget: Int = 1000
  ) -> String? {
    var waited = 0
    var pause = 1
    while flock(descriptor, operation | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK || code == EAGAIN else { return "cannot lock it: \(reason(code))" }
      guard waited < budget else {
        return "it stayed locked by another process for a second"
      }
      usleep(useconds_t(pause * 1000))
      waited += pause
      pause = min(pause * 2, 10)
    }
    return nil
  }

  /// `nil` when `descriptor` is a regular file (its `O_NONBLOCK` then cleared), otherwise what
  /// to say right after the file's path: " is not a regular file".
  static func checkRegular(_ descriptor: Int32) -> String? {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return ": cannot read it: \(reason(errno))" }
    guard status.st_mode & S_IFMT == S_IFREG else { return " is not a regular file" }
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    return nil
  }

  /// The system's words for `code`.
  static func reason(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
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
  ///
  /// A path that is not a regular file (a FIFO, a terminal) is refused, as is a lock another
  /// process keeps for about a second: nothing is appended.
  func lockedForAppending() throws(HistoryFileError) -> Int32 {
    for _ in 0..<100 {
      let descriptor = HistoryFile.openFile(
        path, flags: O_RDWR | O_APPEND | O_CREAT | O_NONBLOCK)
      guard descriptor >= 0 else {
        throw HistoryFileError("cannot open history file \(path): \(HistoryFile.reason(errno))")
      }
      if let problem = HistoryFile.checkRegular(descriptor) {
        close(descriptor)
        throw HistoryFileError("history file \(path)\(problem); nothing was appended")
      }
      if let problem = HistoryFile.lockWithin(descriptor, LOCK_EX) {
        close(descriptor)
        throw HistoryFileError("history file \(path): \(problem); nothing was appended")
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

  /// Compacts the file, its lock held, once it is an eighth over `maximumCount` lines.
  ///
  /// Its newest `maximumCount` values (each once) go to a temporary file renamed over it (over
  /// the file a symbolic link at ``path`` names); lines that are not valid are dropped. A file
  /// larger than ``byteLimit`` is left as it is (nothing is lost).
  func compactIfNeeded(_ descriptor: Int32) throws(HistoryFileError) {
    var status = stat()
    let threshold = maximumCount + maximumCount / 8
    // Each line takes at least 2 bytes: a smaller file cannot be over the threshold.
    guard fstat(descriptor, &status) == 0, Int(status.st_size) > 2 * threshold else { return }
    let contents = try HistoryFile.readTail(descriptor, limit: byteLimit, lines: .max)
    let records = HistoryRecords(contents.bytes, plainEnds: contents.ends)
    // Lines that are not valid were skipped: the compacted file is written without them.
    guard records.ends.count > threshold, !contents.cut else { return }
    let history = History(
      utf8: records.utf8, ends: records.ends, maximumCount: records.ends.count)
    var bytes: [UInt8] = []
    for value in history.entries.prefix(maximumCount).reversed() {
      bytes += HistoryRecords.line(for: value)
    }
    // Through a symbolic link, the file it names is compacted: the temporary file is written
    // beside it and renamed over it, and the link stays.
    let target = HistoryFile.resolved(path)
    let temporary = "\(target).\(getpid()).tmp"
    // A new file, never one that is there (a leftover of a crash is removed first; a link
    // planted at that name is not followed).
    unlink(temporary)
    let output = HistoryFile.openFile(temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW)
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
    guard rename(temporary, target) == 0 else {
      let code = errno
      unlink(temporary)
      throw HistoryFileError("cannot compact history file \(path): \(HistoryFile.reason(code))")
    }
  }

  /// `path` with its symbolic links resolved (`realpath(3)`), or `path` itself when it cannot be.
  static func resolved(_ path: String) -> String {
    guard let pointer = realpath(path, nil) else { return path }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
