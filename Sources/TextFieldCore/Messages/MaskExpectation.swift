/// What a mask expects where input was refused.
public enum MaskExpectation: Hashable, Sendable {
  /// Nothing more: the mask is full.
  case nothing
  /// A digit (`0`, `9`).
  case digit
  /// A letter (`a`, `A`).
  case letter
  /// A letter or a digit (`-`, `_`).
  case letterOrDigit
  /// Something else (a custom notation).
  case other
}
