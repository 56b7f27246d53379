import InputMask

/// A compiled `#`-pattern: which positions are slots and which are literals.
struct PatternLayout: Hashable, Sendable {
  /// What a Character of a formatted text is.
  enum Role: Hashable, Sendable {
    /// A Character of the raw value.
    case raw(Character)
    /// A literal of the pattern.
    case literal
  }

  let characters: [Character]
  let slotPositions: [Int]

  init(_ pattern: String) throws(FilterConfigurationError) {
    guard !pattern.isEmpty else { throw .emptyPattern }
    let characters = Array(pattern)
    // A literal that joins its neighbour (a prepended mark, a trailing ZWJ) would merge with the
    // raw Character next to it, and the text would no longer fit the pattern.
    // A `#` merged into a Character with a neighbouring scalar is no longer a slot either.
    if let offset = characters.firstIndex(where: {
      !$0.standsAlone || ($0 != PatternFilter.slot && $0.unicodeScalars.contains("#"))
    }) {
      throw .joiningCharacter(pattern: pattern, offset: offset)
    }
    self.characters = characters
    slotPositions = characters.indices.filter { characters[$0] == PatternFilter.slot }
    guard !slotPositions.isEmpty else { throw .patternWithoutSlots(pattern) }
  }

  private func isSlot(_ position: Int) -> Bool { characters[position] == PatternFilter.slot }

  /// The text for `raw`: literals appear as the raw Characters reach them.
  ///
  /// Raw Characters beyond the slots are dropped. O(n).
  func format(_ raw: [Character]) -> String {
    var output = ""
    var next = 0
    for position in characters.indices {
      guard next < raw.count else { break }
      if isSlot(position) {
        output.append(raw[next])
        next += 1
      } else {
        output.append(characters[position])
      }
    }
    return output
  }

  /// Reads a text against the pattern from its start; see ``align(_:from:)``.
  func extract(_ text: [Character]) -> (raw: [Character], roles: [Role]) {
    align(text, from: 0)
  }

  /// Aligns `text` with the pattern starting at pattern position `start`.
  ///
  /// A Character equal to the literal at (or after) the current position is that literal; a Character that differs from the
  /// literals skips them and fills the next slot; past the pattern's end every Character is raw.
  /// Text formatted with the pattern is read back exactly. O(n + pattern length).
  func align(_ text: [Character], from start: Int) -> (raw: [Character], roles: [Role]) {
    var raw: [Character] = []
    var roles: [Role] = []
    roles.reserveCapacity(text.count)
    var position = start
    for character in text {
      var probe = position
      while probe < characters.count, !isSlot(probe), characters[probe] != character { probe += 1 }
      if probe < characters.count, !isSlot(probe) {
        roles.append(.literal)
        position = probe + 1
      } else {
        raw.append(character)
        roles.append(.raw(character))
        position = probe < characters.count ? probe + 1 : characters.count
      }
    }
    return (raw, roles)
  }

  /// The pattern position where the literals leading up to slot number `slot` begin: where pasted
  /// text for that slot is aligned from.
  func groupStart(ofSlot slot: Int) -> Int {
    guard slot < slotPositions.count else { return characters.count }
    var position = slotPositions[slot]
    while position > 0, !isSlot(position - 1) { position -= 1 }
    return position
  }

  /// The rest of the pattern after `rawCount` raw Characters, with `_` for each slot.
  func tail(afterRaw rawCount: Int) -> String {
    guard rawCount < slotPositions.count else { return "" }
    let start = rawCount == 0 ? 0 : slotPositions[rawCount - 1] + 1
    return String(characters[start...].map { $0 == PatternFilter.slot ? "_" : $0 })
  }

  /// The caret offset in the formatted text right after raw Character number `afterRaw`
  /// (at the first slot when `afterRaw` is 0 and there is raw text, else at 0).
  func caret(afterRaw: Int, rawCount: Int) -> Int {
    guard rawCount > 0 else { return 0 }
    guard afterRaw > 0 else { return slotPositions[0] }
    return slotPositions[min(afterRaw, slotPositions.count) - 1] + 1
  }
}
