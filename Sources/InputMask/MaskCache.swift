/// An explicit cache of compiled masks, keyed by format, notations and direction.
///
/// A value you own (no global state): keep one where you compile masks repeatedly, such as a
/// command that reads formats line by line. Unlike the reference's global cache, which is keyed by
/// the format alone, two masks with the same format but different notations never collide.
package struct MaskCache: Sendable {
  private var masks: [Key: Mask] = [:]

  /// Creates an empty cache.
  package init() {}

  /// How many masks the cache holds.
  package var count: Int { masks.count }

  /// The cached mask for the key, compiling and caching it on first use.
  ///
  /// O(1) on a hit (plus hashing the format and notations), O(format length) on a miss.
  ///
  /// - Throws: ``MaskFormatError`` when the format is malformed (errors are not cached).
  package mutating func mask(
    format: String, customNotations: [Notation] = [], isRightToLeft: Bool = false
  ) throws(MaskFormatError) -> Mask {
    let key = Key(format: format, customNotations: customNotations, isRightToLeft: isRightToLeft)
    if let mask = masks[key] { return mask }
    let mask = try Mask(
      format: format, customNotations: customNotations, isRightToLeft: isRightToLeft)
    masks[key] = mask
    return mask
  }

  /// Empties the cache.
  package mutating func removeAll() {
    masks.removeAll()
  }

  /// Formats are keyed by their scalars: `é[0]` and `e\u{301}[0]` are equal Swift strings but
  /// different masks.
  private struct Key: Hashable {
    var format: String
    var customNotations: [Notation]
    var isRightToLeft: Bool

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.format.hasSameScalars(as: rhs.format) && lhs.customNotations == rhs.customNotations
        && lhs.isRightToLeft == rhs.isRightToLeft
    }

    func hash(into hasher: inout Hasher) {
      format.hashScalars(into: &hasher)
      hasher.combine(customNotations)
      hasher.combine(isRightToLeft)
    }
  }
}
