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

  /// The bytes of the file at `path`.
  ///
  /// Linear in the file's size.
  static func read(_ path: String) throws(Failure) -> [UInt8] {
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
    }
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
