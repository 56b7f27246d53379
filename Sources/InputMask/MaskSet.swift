/// A primary mask and affine masks: applies whichever fits the text best.
///
/// Each mask is rated by the ``AffinityStrategy``; the highest affinity wins, a tie goes to the
/// primary mask, and among affine masks to the one listed first (as the reference's
/// `PolyMaskTextFieldDelegate`). Typical use: `+1 ([000]) [000]-[0000]` with the affine
/// `[000]-[0000]` for numbers typed without the country code.
public struct MaskSet: Sendable, Hashable {
  /// The primary mask: the one used on ties.
  package let primary: Mask
  /// The alternatives, in order of preference on ties.
  package let affine: [Mask]
  /// How the masks are rated.
  package let strategy: AffinityStrategy

  /// Creates a set from compiled masks.
  package init(primary: Mask, affine: [Mask] = [], strategy: AffinityStrategy = .wholeString) {
    self.primary = primary
    self.affine = affine
    self.strategy = strategy
  }

  /// Compiles a primary format and affine formats with the same notations and direction.
  ///
  /// - Throws: The ``MaskFormatError`` of the first malformed format (its `format` says which).
  public init(
    primaryFormat: String, affineFormats: [String] = [],
    strategy: AffinityStrategy = .wholeString, customNotations: [Notation] = [],
    isRightToLeft: Bool = false
  ) throws(MaskFormatError) {
    let primary = try Mask(
      format: primaryFormat, customNotations: customNotations, isRightToLeft: isRightToLeft)
    var affine: [Mask] = []
    for format in affineFormats {
      affine.append(
        try Mask(format: format, customNotations: customNotations, isRightToLeft: isRightToLeft))
    }
    self.init(primary: primary, affine: affine, strategy: strategy)
  }

  /// Whether some mask of the set can take `character` (see ``Mask/canTake(_:)``).
  package func canTake(_ character: Character) -> Bool {
    primary.canTake(character) || affine.contains { $0.canTake(character) }
  }

  /// Whether some mask of the set can take some Character of `text`.
  ///
  /// ASCII without a CR (a key, mostly) is read as bytes, each one Character: no Character is
  /// made. O(masks × text).
  package func canTakeSome(of text: String) -> Bool {
    let bytes = text.utf8
    if bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      for byte in bytes {
        if primary.canTake(ascii: byte) || affine.contains(where: { $0.canTake(ascii: byte) }) {
          return true
        }
      }
      return false
    }
    for character in text where canTake(character) { return true }
    return false
  }

  /// Whether some mask of the set formats `text` to itself (forward, no autocomplete): text the
  /// set produced, whichever mask produced it.
  package func isFormatted(_ text: String) -> Bool {
    keepingChoice(for: text, caret: text.count) != nil
  }

  /// The mask that describes `text` as it stands.
  ///
  /// That is the strategy's choice when it formats `text` to itself, else the first mask
  /// (primary, then affine in order) that does; the strategy's choice when none does. Forward
  /// gravity, no autocomplete.
  ///
  /// A strategy rates the text it is given: `1-23` picks `[000]-[0000]` and makes `123`, but
  /// `capacity` rates `123` itself best for `[0]-[0]`. What a field shows must be described by
  /// the mask that produced it, or its value and completeness would be another text's.
  package func choice(describing text: String, caret: Int) -> MaskChoice {
    let chosen = apply(text, caret: caret)
    if chosen.result.text.hasSameScalars(as: text) { return chosen }
    return keepingChoice(for: text, caret: caret) ?? chosen
  }

  private func keepingChoice(for text: String, caret: Int) -> MaskChoice? {
    for (index, mask) in ([primary] + affine).enumerated() {
      let result = mask.apply(text, caret: caret, gravity: .forward(autocomplete: false))
      guard result.text.hasSameScalars(as: text) else { continue }
      let affineIndex = index == 0 ? nil : index - 1
      return MaskChoice(
        result: result, mask: mask, affineIndex: affineIndex,
        affinity: strategy.evaluate(
          mask, text: text, caret: caret, gravity: .forward(autocomplete: false)
        ).affinity)
    }
    return nil
  }

  /// Picks the best mask for `text` and applies it.
  ///
  /// O((number of masks) · (text length + mask length)); a mask's result is computed once.
  ///
  /// - Parameters:
  ///   - text: The text to format.
  ///   - caret: The caret in `text`, in Characters.
  ///   - gravity: `.forward` after an insertion, `.backward` after a deletion.
  public func apply(
    _ text: String, caret: Int, gravity: CaretGravity = .forward(autocomplete: false)
  ) -> MaskChoice {
    var best = strategy.evaluate(primary, text: text, caret: caret, gravity: gravity)
    var bestIndex: Int?
    for (index, mask) in affine.enumerated() {
      let candidate = strategy.evaluate(mask, text: text, caret: caret, gravity: gravity)
      if candidate.affinity > best.affinity {
        best = candidate
        bestIndex = index
      }
    }
    let mask = bestIndex.map { affine[$0] } ?? primary
    let result = best.result ?? mask.apply(text, caret: caret, gravity: gravity)
    return MaskChoice(result: result, mask: mask, affineIndex: bestIndex, affinity: best.affinity)
  }
}

/// The mask a ``MaskSet`` chose for a text, and its result.
public struct MaskChoice: Sendable, Hashable {
  /// The result of applying the chosen mask.
  public let result: MaskResult
  /// The chosen mask.
  public let mask: Mask
  /// The index of the chosen mask among the set's affine formats, or nil when the primary mask won.
  public let affineIndex: Int?
  /// The chosen mask's affinity by the set's strategy.
  package let affinity: Int

  /// The chosen mask's format.
  package var format: String { mask.format }
}
