/// A ``FieldRefusal`` of any type, compared and hashed by its type and its value.
public struct AnyFieldRefusal: Hashable, Sendable {
  /// The reason itself; cast it to its type (`base as? OddDigit`) to read its data.
  public let base: any FieldRefusal

  /// `base`, wrapped.
  public init(_ base: some FieldRefusal) {
    self.base = base
  }

  public static func == (lhs: AnyFieldRefusal, rhs: AnyFieldRefusal) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    hasher.combine(base)
  }
}

extension FieldRefusal {
  /// Whether `other` is this reason: of the same type, and equal.
  fileprivate func isEqual(to other: any FieldRefusal) -> Bool {
    (other as? Self) == self
  }
}
