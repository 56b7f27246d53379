#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard error (file descriptor 2), written unbuffered: the one writer of the package's
/// messages, warnings and usage errors.
package enum StandardError {
  /// Writes `text` and a newline to file descriptor 2, all of it: a short write goes on with
  /// the rest and an interrupted one (`EINTR`) is retried; any other failure drops the rest
  /// (there is nowhere left to report it).
  package static func writeLine(_ text: String) {
    write(Array((text + "\n").utf8))
  }

  /// Writes all of `bytes` to file descriptor 2 (see ``writeLine(_:)``).
  package static func write(_ bytes: [UInt8]) {
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { systemWrite(2, $0.baseAddress, $0.count) }
      if result < 0, errno == EINTR { continue }
      if result <= 0 { return }
      written += result
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
