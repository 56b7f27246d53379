/// A filter (a mask) that can tell what is still to be typed, shown dim after the text:
/// `+1 (555) ___-____`.
///
/// The front end looks for it on the field's delegate, and on the filters of a
/// ``TextFieldProxy``; a field view can also be given a closure instead.
public protocol TailPlaceholderSource {
  /// The placeholder for the part of the format after `text`, or `nil` for none.
  func tailPlaceholder(after text: String) -> String?
}

extension TextFieldModel {
  /// The tail placeholder of the first ``TailPlaceholderSource`` among the delegate and, for a
  /// ``TextFieldProxy``, its filters; `nil` when there is none.
  public var tailPlaceholder: String? {
    if let source = delegate as? any TailPlaceholderSource {
      return source.tailPlaceholder(after: text)
    }
    guard let proxy = delegate as? TextFieldProxy else { return nil }
    for case let source as any TailPlaceholderSource in proxy.filters {
      return source.tailPlaceholder(after: text)
    }
    return nil
  }
}
