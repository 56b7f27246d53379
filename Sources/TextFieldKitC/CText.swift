import CTextFieldKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading the host's strings (UTF-8, checked) and keeping ours for it (NUL-terminated, owned by
/// a field until replaced).
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
}

/// A NUL-terminated copy of a string, kept for the host to read through a `const char *`.
///
/// Memory of its own (not an array's buffer, whose address is only valid inside a closure):
/// the address stays valid until the next ``set(_:)`` or until the storage goes. Set only by the
/// call that holds its field (or, for the status names, once), so it needs no lock.
final class CStringStorage: @unchecked Sendable {
  private var storage: UnsafeMutablePointer<CChar>

  init() {
    storage = .allocate(capacity: 1)
    storage.initialize(to: 0)
  }

  deinit { storage.deallocate() }

  /// Keeps `text` (a NUL inside it ends what C sees).
  func set(_ text: String) {
    let bytes = text.utf8CString
    let replacement = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    bytes.withUnsafeBufferPointer { buffer in
      if let base = buffer.baseAddress { replacement.initialize(from: base, count: buffer.count) }
    }
    storage.deallocate()
    storage = replacement
  }

  /// The kept text's address.
  var pointer: UnsafePointer<CChar> { UnsafePointer(storage) }
}
