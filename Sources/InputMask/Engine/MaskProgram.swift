/// One step of a compiled mask: a flat, trivially copyable value (no references).
struct MaskNode: Sendable, Hashable {
  /// What the node does with an input character.
  enum Kind: UInt8, Sendable {
    /// A mandatory `[]` symbol (`0`, `A`, `_`, a custom notation): takes a matching character.
    case value
    /// An optional `[]` symbol (`9`, `a`, `-`, an optional notation): takes a matching
    /// character or is skipped.
    case optionalValue
    /// The ellipsis: takes any number of matching characters; the end of the mask.
    case ellipsis
    /// A `{}` character: shown and extracted; inserted when the input lacks it.
    case fixed
    /// A literal outside brackets: shown, not extracted; inserted when the input lacks it.
    case free
  }

  /// What the node does.
  var kind: Kind
  /// The ASCII bytes the node takes: a value node's accepted characters, or a literal node's
  /// own character when that is a single ASCII scalar.
  var ascii: ASCIISet
  /// Where a literal node's UTF-8 bytes start in `MaskProgram.literalUTF8`.
  var utf8Start: Int32
  /// How many UTF-8 bytes a literal node's character has (0 for value nodes).
  var utf8Count: Int32

  /// Whether this is a `{}` or plain literal.
  var isLiteral: Bool { kind == .fixed || kind == .free }
}

/// A compiled mask: parallel flat arrays indexed by node, plus tables computed once.
///
/// For a right-to-left mask the nodes are those of the reversed format ("apply space"); the
/// placeholder tables are in apply space too, and are reversed when shown.
struct MaskProgram: Sendable {
  /// The steps, in apply order; node `nodes.count` is the end of the mask.
  var nodes: [MaskNode] = []
  /// Per node: a literal's own character, or a value symbol's placeholder character.
  var characters: [Character] = []
  /// Per node: the characters a value node accepts (empty for literals).
  var sets: [MaskCharacterSet] = []
  /// The UTF-8 bytes of every literal, back to back; each literal's bytes are reversed in a
  /// right-to-left program (see `reverseBytes`).
  var literalUTF8: [UInt8] = []
  /// The placeholder in apply space, as UTF-8.
  var placeholderUTF8: [UInt8] = []
  /// Per node (and the end): where the placeholder of the rest of the mask starts, in bytes.
  var placeholderOffsets: [Int] = []
  /// Per node (and the end): whether no mandatory symbol is left from that node on.
  var completeFrom: [Bool] = []
  /// The union of every value node's set, and its ASCII members.
  var valueSet = MaskCharacterSet()
  var valueASCII = ASCIISet()
  /// Whether the nodes are those of the reversed format (a right-to-left mask).
  var isRightToLeft = false
  /// Per node (and the end), when the mask has at most `maxPrecomputedTails` nodes: the tail
  /// placeholder as shown (reversed back for a right-to-left mask), so `apply` only copies it.
  var tails: [String] = []
  /// Whether some literal is not a plain ASCII scalar (then the engine recounts the output).
  var hasComplexLiterals = false
  /// Every literal's character (`Mask.canTake` asks it for each character it is given).
  var literalCharacters: Set<Character> = []
  /// The one-scalar ASCII Characters `Mask.canTake` takes, worked out once by its own rule
  /// (a key is usually one of them: its answer is then one bit, not a hashed set's look-up).
  var takenASCII = ASCIISet()

  /// Counts nodes of the given kinds.
  func count(of kinds: Set<MaskNode.Kind>) -> Int {
    nodes.reduce(0) { $0 + (kinds.contains($1.kind) ? 1 : 0) }
  }

  /// Appends a literal node for `character`.
  mutating func appendLiteral(_ character: Character, fixed: Bool) {
    let start = literalUTF8.count
    // Backwards in a right-to-left program: the byte path reverses its whole output at the end,
    // which turns each literal the right way round again.
    if isRightToLeft {
      literalUTF8.append(contentsOf: character.utf8.reversed())
    } else {
      literalUTF8.append(contentsOf: character.utf8)
    }
    let length = literalUTF8.count - start
    var ascii = ASCIISet()
    let first = literalUTF8[start]
    if length == 1, first < 0x80, first != 0x0D {
      ascii.insert(first)
    } else {
      hasComplexLiterals = true
    }
    nodes.append(
      MaskNode(
        kind: fixed ? .fixed : .free, ascii: ascii, utf8Start: Int32(start),
        utf8Count: Int32(length)))
    characters.append(character)
    literalCharacters.insert(character)
    sets.append(MaskCharacterSet())
  }

  /// Appends a value node accepting `set`, shown as `placeholder` in placeholders.
  mutating func appendValue(
    _ kind: MaskNode.Kind, set: MaskCharacterSet, placeholder: Character
  ) {
    let ascii = set.asciiMembers
    nodes.append(MaskNode(kind: kind, ascii: ascii, utf8Start: 0, utf8Count: 0))
    valueASCII.formUnion(ascii)
    if valueSet != set { valueSet = valueSet.union(set) }
    characters.append(placeholder)
    sets.append(set)
  }

  /// Computes the placeholder and completeness tables once the nodes are final.
  ///
  /// O(nodes).
  mutating func finish() {
    placeholderUTF8 = []
    placeholderOffsets = []
    var reachedEllipsis = false
    for (node, character) in zip(nodes, characters) {
      placeholderOffsets.append(placeholderUTF8.count)
      if node.kind == .ellipsis { reachedEllipsis = true }
      if !reachedEllipsis { placeholderUTF8.append(contentsOf: character.utf8) }
    }
    placeholderOffsets.append(placeholderUTF8.count)

    tails = []
    if nodes.count <= Self.maxPrecomputedTails {
      tails = (0...nodes.count).map(computeTailPlaceholder)
    }

    takenASCII = ASCIISet()
    for byte in UInt8(0)..<0x80 where takesSlowly(Character(Unicode.Scalar(byte))) {
      takenASCII.insert(byte)
    }

    completeFrom = Array(repeating: true, count: nodes.count + 1)
    for index in nodes.indices.reversed() {
      switch nodes[index].kind {
      case .value, .fixed: completeFrom[index] = false
      case .ellipsis: completeFrom[index] = true
      case .optionalValue, .free: completeFrom[index] = completeFrom[index + 1]
      }
    }
  }

  /// Whether the mask can take `character` anywhere (`Mask.canTake`), asked of the sets: a
  /// value symbol accepts it, or it is one of the literals.
  ///
  /// O(nodes).
  func takesSlowly(_ character: Character) -> Bool {
    if character.standsAlone, valueSet.contains(character) { return true }
    return literalCharacters.contains(character)
  }

  /// The placeholder with `blank` for every value symbol and literals as they are, as shown.
  ///
  /// O(nodes).
  func blankPlaceholder(_ blank: Character) -> String {
    var output = ""
    for (node, character) in zip(nodes, characters) {
      if node.kind == .ellipsis { break }
      output.append(node.isLiteral ? character : blank)
    }
    return isRightToLeft ? String(output.reversed()) : output
  }

  /// Masks with at most this many nodes keep every tail placeholder ready (O(nodes²) bytes).
  static let maxPrecomputedTails = 256

  /// The placeholder of the mask from `node` on, as shown: reversed back for a right-to-left
  /// mask.
  ///
  /// O(1) for masks of up to `maxPrecomputedTails` nodes, else O(its length).
  func tailPlaceholder(from node: Int) -> String {
    let node = min(max(node, 0), nodes.count)
    return node < tails.count ? tails[node] : computeTailPlaceholder(from: node)
  }

  private func computeTailPlaceholder(from node: Int) -> String {
    let tail = String(decoding: placeholderUTF8[placeholderOffsets[node]...], as: UTF8.self)
    return isRightToLeft ? String(tail.reversed()) : tail
  }
}
