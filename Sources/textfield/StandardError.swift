#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `message` and a newline to standard error (file descriptor 2, unbuffered).
func printError(_ message: String) {
  let bytes = Array((message + "\n").utf8)
  var written = 0
  while written < bytes.count {
    let result = bytes[written...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    if result <= 0 { return }
    written += result
  }
}
