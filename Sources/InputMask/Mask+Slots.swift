/// What a user fills in a mask, counted by kind, and a worked example: what a field says of its
/// mask to a person who cannot see it (`10 digits, shown as +1 (555) 123-4567`).
package struct MaskSlots: Hashable, Sendable {
  /// What one symbol takes.
  package enum Content: Hashable, Sendable {
    /// A decimal digit (`0`, `9`).
    case digit
    /// A letter (`A`, `a`).
    case letter
    /// A letter or a digit (`_`, `-`).
    case letterOrDigit
    /// A custom notation's characters.
    case character
  }

  /// The symbols of one content, in the mask: how many must be filled and how many may be.
  package struct Count: Hashable, Sendable {
    /// What the symbols take.
    package var content: Content
    /// The mandatory symbols.
    package var mandatory = 0
    /// The optional symbols.
    package var optional = 0
    /// Whether an ellipsis repeats the content without end.
    package var endless = false
  }

  /// The counts, one per content, in the order each content first appears.
  package var counts: [Count] = []
  /// The mask's text with every symbol filled (optional ones too, an ellipsis once): digits from
  /// `5551234567`, letters from `abcdef…`.
  package var example = ""
}

extension Mask {
  /// The mask's symbols counted by content, and a worked example (see ``MaskSlots``).
  ///
  /// O(mask length).
  package var slots: MaskSlots {
    var slots = MaskSlots()
    var used: [MaskSlots.Content: Int] = [:]
    var example: [Character] = []
    let order =
      program.isRightToLeft ? Array(program.nodes.indices.reversed()) : Array(program.nodes.indices)
    for index in order {
      let node = program.nodes[index]
      guard !node.isLiteral else {
        example.append(program.characters[index])
        continue
      }
      let content = Self.content(of: program.sets[index])
      let position = slots.counts.firstIndex { $0.content == content } ?? slots.counts.count
      if position == slots.counts.count { slots.counts.append(MaskSlots.Count(content: content)) }
      switch node.kind {
      case .value: slots.counts[position].mandatory += 1
      case .optionalValue: slots.counts[position].optional += 1
      default: slots.counts[position].endless = true
      }
      let count = used[content, default: 0]
      used[content] = count + 1
      example.append(Self.sample(content, number: count, set: program.sets[index]))
    }
    slots.example = String(example)
    return slots
  }

  /// What a symbol's set takes, in the words a person knows.
  private static func content(of set: MaskCharacterSet) -> MaskSlots.Content {
    guard set.characters.isEmpty else { return .character }
    switch set.classes {
    case .decimalDigits: return .digit
    case .letters: return .letter
    case .alphanumerics: return .letterOrDigit
    default: return .character
    }
  }

  /// The `number`th sample Character of `content`.
  private static func sample(
    _ content: MaskSlots.Content, number: Int, set: MaskCharacterSet
  ) -> Character {
    let digits = Array("5551234567")
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    switch content {
    case .digit: return digits[number % digits.count]
    case .letter: return letters[number % letters.count]
    case .letterOrDigit:
      let pair = number / 2
      return number.isMultiple(of: 2) ? letters[pair % letters.count] : digits[pair % digits.count]
    case .character:
      if let first = set.characters.min() { return first }
      if set.classes.contains(.decimalDigits) { return digits[number % digits.count] }
      if set.classes.contains(.uppercaseLetters) { return "A" }
      return set.classes.isDisjoint(with: [.letters, .lowercaseLetters, .alphanumerics]) ? "?" : "a"
    }
  }
}
