import TextFieldCore

extension TextFieldModel {
  /// A field editing `text` (taken as is, not filtered) with the caret at `caret` (default: the
  /// end), running `filters`, with `delegate` (held weakly: keep it alive).
  public static func editing(
    _ text: String = "", caret: Int? = nil, filters: [any TextFieldFilter] = [],
    delegate: (any TextFieldDelegate)? = nil
  ) -> TextFieldModel {
    let field = TextFieldModel(text: text)
    field.filters = filters
    field.delegate = delegate
    field.beginEditing()
    if let caret { field.setCaret(caret) }
    return field
  }

  /// Types `string` one Character per keystroke.
  public func type(_ string: String) {
    for character in string { perform(.insert(String(character))) }
  }
}

/// A small deterministic random number generator (SplitMix64) for reproducible property tests.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
