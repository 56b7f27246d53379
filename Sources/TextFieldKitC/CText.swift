import CTextFieldKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The host's strings read (UTF-8, checked), and ours written into its buffers (the strings it
/// keeps a pointer to are `CStringStorage`s).
enum CText {
  /// The NUL-terminated UTF-8 at `pointer`, argument `name`.
  /// - Throws: ``CallError`` for NULL or invalid UTF-8.
  static func string(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(CallError) -> String {
    guard let pointer else { throw .null(name) }
    let length = strlen(pointer)
    return try pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      bytes throws(CallError) in
      try string(UnsafeBufferPointer(start: bytes, count: length), name)
    }
  }

  /// `bytes` as text.
  ///
  /// The standard library decodes (replacing what is not UTF-8) and the result is compared with
  /// the bytes in one `memcmp`: linear, and fast even in a debug build (a 16 MiB paste); the
  /// first bad byte is looked for only when they differ.
  /// - Throws: ``CallError`` (`TFK_ERR_INVALID_UTF8`) naming the first bad byte's offset.
  static func string(
    _ bytes: UnsafeBufferPointer<UInt8>, _ name: String
  ) throws(CallError)
    -> String
  {
    var text = String(decoding: bytes, as: UTF8.self)
    let same = text.withUTF8 { decoded in
      guard decoded.count == bytes.count else { return false }
      guard let left = decoded.baseAddress, let right = bytes.baseAddress else { return true }
      return memcmp(left, right, bytes.count) == 0
    }
    if !same, let offset = firstInvalidOffset(bytes) {
      throw CallError(TFK_ERR_INVALID_UTF8, "\(name) is not valid UTF-8 (at byte \(offset))")
    }
    return text
  }

  /// The offset of the first byte of `bytes` that is not part of well-formed UTF-8, or `nil`.
  static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Copies `text` and a NUL into the caller's `buffer` of `capacity` bytes.
  ///
  /// The size with the NUL goes to `needed`: a NULL `buffer` with a capacity of 0 asks the size
  /// only; a smaller buffer is `TFK_ERR_BUFFER_TOO_SMALL` (and holds "" when it has room for the
  /// NUL). `what` names the text in the message.
  static func copy(
    _ text: String, into buffer: UnsafeMutablePointer<CChar>?, capacity bufferSize: UInt,
    needed: UnsafeMutablePointer<Int>?, _ what: String
  ) throws(CallError) -> tfk_status {
    let capacity = try Call.size(bufferSize, "capacity")
    let size = text.utf8.count + 1
    needed?.pointee = size
    guard let buffer else {
      guard capacity == 0 else { throw .null("buffer (with a capacity of \(capacity))") }
      return tfk_status(TFK_OK)
    }
    guard capacity >= size else {
      if capacity > 0 { buffer.pointee = 0 }
      throw CallError(
        TFK_ERR_BUFFER_TOO_SMALL, "buffer holds \(capacity) bytes; the \(what) takes \(size)")
    }
    var offset = 0
    for byte in text.utf8 {
      buffer[offset] = CChar(bitPattern: byte)
      offset += 1
    }
    buffer[offset] = 0
    return tfk_status(TFK_OK)
  }
}
