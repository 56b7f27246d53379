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
