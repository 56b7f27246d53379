// Right-to-left masks, as in the reference's RTLMask: reverse the format, the text and the caret,
// apply, and reverse the result back. The engine itself only ever runs left to right; these are
// the two ends of that round trip (the input side is in `Mask+Apply.swift`: the text is read
// backwards and the caret becomes `count - caret`). Neither end walks a String backwards: the
// byte path reverses bytes in place, the Character path walks forward and copies bytes.

extension [FormatSegment] {
  /// The segments of the reversed format: blocks in reverse order, each block's characters
  /// reversed (so `[0] [000]` becomes `[000] [0]`, and `[0…]` becomes `[…0]`, which the compiler
  /// sorts back to `[0…]` as the reference's sanitizer does).
  ///
  /// O(format length).
  func reversedFormat() -> [FormatSegment] {
    reversed().map { segment in
      switch segment {
      case .free: return segment
      case .fixed(let characters): return .fixed(characters.reversed())
      case .value(let symbols): return .value(symbols.reversed())
      }
    }
  }
}

extension String {
  /// The string with its Characters in reverse order (the bytes of `String(reversed())`), and how
  /// many Characters this string has.
  ///
  /// One forward walk, each Character's bytes copied to their place from the end. O(length).
  func reversedByCharacters() -> (text: String, count: Int) {
    var count = 0
    let byteCount = utf8.count
    let text = String(unsafeUninitializedCapacity: byteCount) { buffer in
      var end = byteCount
      for character in self {
        count += 1
        for byte in character.utf8.reversed() {
          end -= 1
          buffer[end] = byte
        }
      }
      return byteCount
    }
    return (text, count)
  }
}

/// Reverses `count` bytes at `start` in place, eight at a time from both ends.
///
/// A right-to-left program stores each literal's bytes reversed, so a byte-reversed output has
/// every Character the right way round. O(count).
func reverseBytes(_ start: UnsafeMutablePointer<UInt8>, count: Int) {
  let raw = UnsafeMutableRawPointer(start)
  var low = 0
  var high = count
  while high - low >= 16 {
    let front = raw.loadUnaligned(fromByteOffset: low, as: UInt64.self)
    let back = raw.loadUnaligned(fromByteOffset: high - 8, as: UInt64.self)
    raw.storeBytes(of: back.byteSwapped, toByteOffset: low, as: UInt64.self)
    raw.storeBytes(of: front.byteSwapped, toByteOffset: high - 8, as: UInt64.self)
    low += 8
    high -= 8
  }
  high -= 1
  while low < high {
    let byte = start[low]
    start[low] = start[high]
    start[high] = byte
    low += 1
    high -= 1
  }
}
