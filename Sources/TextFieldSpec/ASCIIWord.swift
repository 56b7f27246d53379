/// Eight bytes at a time: finding, in one test, whether a run of bytes holds one that a JSON
/// string cannot carry as it is.
///
/// The tests are the classic ones (a byte below `n`: `(w - n·0x01…) & ~w & 0x80…`; a zero byte:
/// the same with `n` = 1 after an `xor`). A borrow can flag a byte falsely, but only above a byte
/// rightly flagged, so the lowest flag, in the word read with its first byte lowest, is exact.
package enum ASCIIWord {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080
  /// Eight `A`s.
  private static let padding: UInt64 = 0x4141_4141_4141_4141

  /// The eight bytes at `pointer`, any alignment, the first in the lowest bits.
  package static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
  }

  /// The eight bytes of `buffer` from `index` (below its end), as ``load(_:)``; those past the
  /// end read as `A`, plain in any JSON string.
  ///
  /// Near the end, the buffer's last eight bytes are loaded and shifted, or (in a buffer shorter
  /// than eight bytes) its bytes are gathered one by one: nothing past the end is read.
  package static func load(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
    guard let base = buffer.baseAddress else { return padding }
    let available = buffer.count - index
    if available >= 8 { return load(base + index) }
    let fill = padding &<< UInt64(8 * available)
    if buffer.count >= 8 {
      return load(base + buffer.count - 8) &>> UInt64(8 * (8 - available)) | fill
    }
    var word = fill
    for place in 0..<available { word |= UInt64(base[index + place]) &<< UInt64(8 * place) }
    return word
  }

  /// Stores `word`'s eight bytes at `pointer`, any alignment, in the order ``load(_:)`` read them.
  package static func store(_ word: UInt64, at pointer: UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(pointer).storeBytes(of: word.littleEndian, as: UInt64.self)
  }

  /// How many bytes of `word` come before the first that is not plain in a JSON string being
  /// read (a control below 0x20, `"`, `\` or not ASCII); 8 when all are plain.
  package static func plainInputCount(_ word: UInt64) -> Int {
    let flags =
      (below(0x20, word) | zero(word ^ ones &* 0x22) | zero(word ^ ones &* 0x5C) | word) & highBits
    return flags.trailingZeroBitCount / 8
  }

  /// How many bytes of `word` come before the first that is not copied as it is into a JSON
  /// string being written: as ``plainInputCount(_:)``, and DEL (0x7F); 8 when all are plain.
  package static func plainOutputCount(_ word: UInt64) -> Int {
    let flags =
      (below(0x20, word) | zero(word ^ ones &* 0x22) | zero(word ^ ones &* 0x5C)
        | zero(word ^ ones &* 0x7F) | word) & highBits
    return flags.trailingZeroBitCount / 8
  }

  /// High bits set when a byte of `word` is below `limit` (at most 0x80): exactly in the lowest
  /// such byte, perhaps falsely in bytes above it (a borrow), never below it.
  private static func below(_ limit: UInt64, _ word: UInt64) -> UInt64 {
    (word &- ones &* limit) & ~word
  }

  /// High bits set when a byte of `word` is zero, as ``below(_:_:)`` with 1.
  private static func zero(_ word: UInt64) -> UInt64 {
    below(1, word)
  }
}
