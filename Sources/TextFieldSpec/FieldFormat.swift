import InputMask
import TextFieldCore

/// A field's format (a mask or a `#`-pattern) as a value: what an empty field shows.
package enum FieldFormat: Sendable {
  case mask(MaskSet)
  case pattern(String)

  /// The format with `_` for each Character to type (`+1 (___) ___-____`): the placeholder of an
  /// empty field when none is given.
  package var blank: String {
    switch self {
    case .mask(let masks): masks.primary.placeholder(blank: "_")
    case .pattern(let pattern): String(pattern.map { $0 == PatternFilter.slot ? "_" : $0 })
    }
  }
}
