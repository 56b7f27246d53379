/// A ``FieldRefusal`` of any type, compared and hashed by its type and its value.
public struct AnyFieldRefusal: Hashable, Sendable {
  /// The reason, boxed: a ``RefusalReason`` stays as small as its largest built-in case, so an
  /// edit's decision costs no more to pass around.
  private final class Box: Sendable {
    let base: any FieldRefusal
    init(_ base: any FieldRefusal) { self.base = base }
  }

  private let box: Box

  /// The reason itself; cast it to its type (`base as? OddDigit`) to read its data.
  public var base: any FieldRefusal { box.base }

  /// `base`, wrapped.
  package init(_ base: some FieldRefusal) {
    box = Box(base)
  }

  /// Whether both are the same reason: of one type, and equal.
  public static func == (lhs: AnyFieldRefusal, rhs: AnyFieldRefusal) -> Bool {
    lhs.box === rhs.box || lhs.base.isEqual(to: rhs.base)
  }

  /// Hashes the reason's type and value.
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
