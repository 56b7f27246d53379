/// A NUL-terminated copy of a string, kept for the host to read through a `const char *`.
///
/// Memory of its own (not an array's buffer, whose address is only valid inside a closure):
/// the address stays valid until the next ``set(_:)`` or until the storage goes. Set only by the
/// call that holds its field (or, for the status names, once), so it needs no lock. A text that
/// fits is copied into the memory already held (an event's message is set on every
/// `tfk_field_next_event`: no allocation for it).
final class CStringStorage: @unchecked Sendable {
  /// Held memory past this many bytes is given back when a text of a quarter of it is set.
  private static let keptCapacity = 4096

  private var storage: UnsafeMutablePointer<CChar>
  private var capacity = 1

  init() {
    storage = .allocate(capacity: 1)
    storage.initialize(to: 0)
  }

  deinit { storage.deallocate() }

  /// Keeps `text` (a NUL inside it ends what C sees).
  func set(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      let size = bytes.count + 1
      if size > capacity || (capacity > Self.keptCapacity && size < capacity / 4) {
        storage.deallocate()
        storage = .allocate(capacity: size)
        capacity = size
      }
      if let base = bytes.baseAddress {
        UnsafeMutableRawPointer(storage).copyMemory(from: base, byteCount: bytes.count)
      }
      storage[bytes.count] = 0
    }
  }

  /// The kept text's address.
  var pointer: UnsafePointer<CChar> { UnsafePointer(storage) }
}
