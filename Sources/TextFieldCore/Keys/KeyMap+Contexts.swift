extension KeyMap {
  /// When a key's binding in a context applies before its usual one.
  ///
  /// While the list of suggestions shows, ``suggestionList``'s bindings come first, then
  /// ``suggestion``'s, then the map's own; while only a ghost (or a candidate) shows,
  /// ``suggestion``'s come first. A context's action that has nothing to act on (Right with no
  /// ghost, Tab with no candidate) leaves the key to the next: so Right still moves the caret and
  /// Tab still moves focus when no suggestion shows.
  public enum Context: Hashable, Sendable {
    /// While the field has a candidate: a ghost after the caret, or one Tab can list.
    case suggestion
    /// While the list of suggestions shows under the field.
    case suggestionList
  }

  /// The action bound to `key` in `context` (`nil` removes it).
  public subscript(key: KeyEvent, context: Context) -> KeyAction? {
    get { contextBindings[context]?[key] }
    set { contextBindings[context, default: [:]][key] = newValue }
  }
}
