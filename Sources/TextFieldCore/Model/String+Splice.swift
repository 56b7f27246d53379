extension String {
  /// The string with its UTF-8 bytes from `lower` to `upper` (offsets on scalar boundaries)
  /// replaced by those of `replacement`, built in one buffer.
  ///
  /// O(n) in bytes, copied three times over with no walk of Characters: `replaceSubrange` and
  /// appends of substrings cost several times more on a short text (a key's whole edit).
  func splicingUTF8(_ lower: Int, _ upper: Int, with replacement: String) -> String {
    var text = self
    var replacement = replacement
    return text.withUTF8 { bytes in
      replacement.withUTF8 { inserted in
        let size = bytes.count - (upper - lower) + inserted.count
        return String(unsafeUninitializedCapacity: size) { buffer in
          var end = buffer.initialize(fromContentsOf: bytes[..<lower])
          end = buffer[end...].initialize(fromContentsOf: inserted)
          end = buffer[end...].initialize(fromContentsOf: bytes[upper...])
          return end
        }
      }
    }
  }
}
