#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The result of a prompt or form, written to standard output with `write(2)` and checked.
///
/// `print` buffers and drops errors, so a value written to `/dev/full`, a closed descriptor or a
/// closed pipe would be lost with status 0. Here it is an error (exit 74).
enum StandardOutput {
  /// A write to standard output that failed.
  struct WriteError: Error, CustomStringConvertible {
    /// The `errno` of the failed `write(2)`.
    var code: Int32

    var description: String {
      "cannot write to standard output: " + String(cString: strerror(code))
    }
  }

  /// Writes `text` and a newline.
  ///
  /// SIGPIPE is ignored from here on, so a closed pipe is the error `EPIPE` instead of a silent
  /// death by signal.
  static func writeLine(_ text: String) throws(WriteError) {
    signal(SIGPIPE, SIG_IGN)
    let bytes = Array((text + "\n").utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { throw WriteError(code: result < 0 ? errno : EIO) }
      written += result
    }
  }
}
