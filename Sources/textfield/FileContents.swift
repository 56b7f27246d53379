#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole files read with `open(2)` and `read(2)` (no Foundation).
enum FileContents {
  /// A file that cannot be read, with the system's reason (`No such file or directory`).
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The bytes of the file at `path`, read once from its start to its end (a FIFO or
  /// `/dev/stdin` gives what it gives once).
  ///
  /// Linear in the file's size. A file of more than `limit` bytes is refused once `limit + 1`
  /// bytes are read (`/dev/zero` never ends).
  static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(description: reason()) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { readChunk(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(description: reason())
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
      if bytes.count > limit {
        throw Failure(description: "larger than \(byteCount(limit)), the most taken")
      }
    }
  }

  /// `bytes` in words: `1 MiB`, `512 KiB`, `100 bytes`.
  static func byteCount(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }

  private static func reason() -> String {
    String(cString: strerror(errno))
  }
}

/// `read(2)` (a free function: `FileContents` has its own `read`).
private func readChunk(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}
