extension Character {
  /// Whether this Character stays one Character next to any other: it does not begin with a
  /// scalar that joins the Character before it (a combining mark, ZWJ, an emoji modifier, a
  /// Hangul vowel or final jamo) and does not end with one that joins the Character after it (a
  /// prepended mark such as U+0600, a Hangul initial jamo), and it is not a lone regional
  /// indicator (which pairs with a neighbouring one), and it is not a CR a LF could follow or a
  /// LF a CR could precede.
  ///
  /// A mask or a pattern writes the Characters it takes one after another; one that does not
  /// stand alone would merge with its neighbour, and the text would no longer be what the mask
  /// describes (nor the caret where it says). O(1): ASCII and Latin-1 answer at once.
  package var standsAlone: Bool {
    guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return false }
    if first.value < 0x300, last.value < 0x300 { return first != "\n" && last != "\r" }
    return !first.joinsPreviousCharacter && !joinsNextCharacter
  }

  /// Whether this Character can join the Character written after it: its last scalar does (see
  /// ``Unicode/Scalar/joinsNextCharacter``), it ends in an odd run of regional indicators (a
  /// flag half), or it ends in a virama followed only by combining marks or ZWJ (an Indic
  /// conjunct goes on with the next consonant).
  package var joinsNextCharacter: Bool {
    // Below U+0300 only CR joins what follows (a LF), and no indicator or virama ends the
    // Character: ASCII and Latin-1 answer at once.
    if let last = unicodeScalars.last, last.value < 0x300 { return last == "\r" }
    // An odd run of regional indicators at the end pairs with one that follows.
    let trailingIndicators = unicodeScalars.reversed().prefix {
      (0x1F1E6...0x1F1FF).contains($0.value)
    }
    if trailingIndicators.count % 2 == 1 { return true }
    for scalar in unicodeScalars.reversed() {
      if scalar.joinsNextCharacter { return true }
      guard scalar.value >= 0x300, scalar.properties.isGraphemeExtend || scalar == "\u{200D}" else {
        return false
      }
    }
    return false
  }
}

extension Unicode.Scalar {
  /// Whether this scalar, written after a Character, can become part of it.
  ///
  /// True for a combining mark, ZWJ/ZWNJ, an emoji modifier or tag, a Hangul vowel or final
  /// jamo, and LF (after CR). O(1).
  package var joinsPreviousCharacter: Bool {
    let scalar = self
    guard scalar.value >= 0x300 else { return scalar == "\n" }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: break
    }
    switch scalar.value {
    // ZWNJ, ZWJ, Hangul vowels and finals, tags, and Thai and Lao AM (SpacingMark, yet letters).
    case 0x200C, 0x200D, 0x1160...0x11FF, 0xD7B0...0xD7FF, 0xE0020...0xE007F, 0xE33, 0xEB3:
      return true
    default: return properties.isGraphemeExtend || properties.isEmojiModifier
    }
  }

  /// Whether this scalar, ending a Character, can join the Character written after it.
  ///
  /// True for a prepended mark (Grapheme_Cluster_Break=Prepend, such as U+0600), a Hangul
  /// initial jamo, ZWJ (an emoji after it joins), an Indic virama (a consonant after it
  /// joins) and CR (before LF). O(1).
  package var joinsNextCharacter: Bool {
    switch value {
    // Grapheme_Cluster_Break=Prepend (Unicode 15.1), Hangul initial jamo, ZWJ, InCB=Linker.
    case 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0xD4E, 0x110BD, 0x110CD,
      0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02,
      0x1100...0x115F, 0xA960...0xA97F, 0x200D, 0x94D, 0x9CD, 0xACD, 0xB4D, 0xC4D, 0xD4D, 0x0D:
      true
    default: false
    }
  }
}
