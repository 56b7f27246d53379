extension Character {
  /// The Character's only scalar, or nil when it has several.
  var singleScalar: Unicode.Scalar? {
    let scalars = unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return nil }
    return first
  }

  /// Whether this Character, or one of its scalars taken as a Character on its own, satisfies
  /// `predicate`.
  ///
  /// What a denylist asks: a banned `'` stays banned inside `'` + U+0301, U+0600 + `'` or
  /// `'` + ZWJ, which are single Characters that are not `'`. O(scalars) calls of `predicate`.
  func hasPart(where predicate: (Character) -> Bool) -> Bool {
    if predicate(self) { return true }
    guard singleScalar == nil else { return false }
    return unicodeScalars.contains { predicate(Character($0)) }
  }

  /// Whether this Character holds `other`: it is `other` (as Swift compares Characters), one of
  /// its scalars on its own is `other` (so U+037E GREEK QUESTION MARK holds `;`), or `other`
  /// has several scalars and they stand in a row among this Character's scalars (so a flag
  /// followed by ZWJ holds the flag).
  ///
  /// O(scalars × scalars of `other`).
  func holds(_ other: Character) -> Bool {
    if let wanted = other.singleScalar {
      guard wanted.isASCII else { return hasPart { $0 == other } }
      // Several scalars never equal one ASCII scalar (a decomposition never shortens), and a
      // scalar other than it equals it only by a singleton decomposition (U+037E is `;`),
      // which excludes it from composition: ASCII text never calls `==`.
      return unicodeScalars.contains { scalar in
        scalar == wanted
          || (!scalar.isASCII && scalar.properties.isFullCompositionExclusion
            && Character(scalar) == other)
      }
    }
    if self == other { return true }
    let wanted = Array(other.unicodeScalars)
    let scalars = Array(unicodeScalars)
    guard scalars.count > wanted.count else { return false }
    return (0...(scalars.count - wanted.count)).contains { start in
      scalars[start..<(start + wanted.count)].elementsEqual(wanted)
    }
  }
}
