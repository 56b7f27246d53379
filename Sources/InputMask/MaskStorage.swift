/// What a ``Mask`` holds, kept in one object its copies share.
///
/// A mask's program is a dozen arrays and sets: held by value, every copy of a mask (a
/// ``MaskChoice``, a ``MaskSet`` captured or returned) retained and released each of them. Held
/// here, a copy retains one reference. Immutable, so sharing it changes nothing a mask does.
final class MaskStorage: Sendable {
  /// The format, as given.
  let format: String
  /// The custom notations the format may use.
  let customNotations: [Notation]
  /// Whether the mask is applied from the end of the text.
  let isRightToLeft: Bool
  /// The compiled format.
  let program: MaskProgram

  /// Storage for a compiled mask.
  init(format: String, customNotations: [Notation], isRightToLeft: Bool, program: MaskProgram) {
    self.format = format
    self.customNotations = customNotations
    self.isRightToLeft = isRightToLeft
    self.program = program
  }
}
