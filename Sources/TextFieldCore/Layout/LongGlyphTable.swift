#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The glyphs too long to sit inline in ``GlyphBytes`` (over 15 bytes of UTF-8), each kept
/// once under a number for the life of the process.
///
/// Such glyphs are rare (emoji sequences, a letter under many combining marks), so the table
/// stays small; it holds at most ``sharedCapacity`` of them, and a cell asked to show one more shows
/// U+FFFD instead (hostile input cannot grow it without bound). Safe from any thread.
package final class LongGlyphTable: @unchecked Sendable {
  /// The one table of the process.
  package static let shared = LongGlyphTable()
  /// The most glyphs the shared table keeps.
  static let sharedCapacity = 65_536
  /// The number of the replacement character, shown once the table is full.
  private static let replacement: UInt32 = 0

  private var numbers: [String: UInt32] = [:]
  private var texts: [String] = ["\u{FFFD}"]
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// The most glyphs kept, U+FFFD included.
  let capacity: Int

  /// A table keeping at most `capacity` glyphs (tests use a small one).
  package init(capacity: Int = LongGlyphTable.sharedCapacity) {
    self.capacity = capacity
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// The number of `text`, added if new (U+FFFD's once the table is full).
  package func number(for text: String) -> UInt32 {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    if let number = numbers[text] { return number }
    guard texts.count < capacity else { return Self.replacement }
    let number = UInt32(texts.count)
    texts.append(text)
    numbers[text] = number
    return number
  }

  /// The glyph numbered `number` (U+FFFD for a number never given).
  package func text(_ number: UInt32) -> String {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    let index = Int(number)
    return texts.indices.contains(index) ? texts[index] : texts[Int(Self.replacement)]
  }
}
