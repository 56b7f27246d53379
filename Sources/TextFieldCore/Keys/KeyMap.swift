/// Key bindings as data: which ``KeyAction`` each ``KeyEvent`` triggers.
///
/// ``readline`` holds the emacs/readline defaults. Rebind with ``bind(_:to:)-(KeyEvent,_)`` or a subscript;
/// ``unbind(_:)`` removes a binding. A key with no binding that types a printable Character
/// inserts it.
public struct KeyMap: Hashable, Sendable {
  /// The bindings.
  public private(set) var bindings: [KeyEvent: KeyAction]

  /// A map with exactly `bindings`.
  public init(bindings: [KeyEvent: KeyAction] = [:]) {
    self.bindings = bindings
  }

  /// The action bound to `key`.
  public subscript(key: KeyEvent) -> KeyAction? {
    get { bindings[key] }
    set { bindings[key] = newValue }
  }

  /// Binds `key` to `action`, replacing any earlier binding.
  public mutating func bind(_ key: KeyEvent, to action: KeyAction) {
    bindings[key] = action
  }

  /// Binds the key written in emacs notation (`"C-a"`, `"M-Left"`); returns `false` and binds
  /// nothing when the notation does not parse.
  @discardableResult
  public mutating func bind(_ notation: String, to action: KeyAction) -> Bool {
    guard let key = KeyEvent(notation: notation) else { return false }
    bindings[key] = action
    return true
  }

  /// Removes the binding of `key`.
  public mutating func unbind(_ key: KeyEvent) {
    bindings[key] = nil
  }

  /// What `key` does: its binding, else inserting the printable Character it types, else `nil`.
  public func action(for key: KeyEvent) -> KeyAction? {
    if let bound = bindings[key] { return bound }
    guard let character = key.typedCharacter,
      !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return nil }
    return .edit(.insert(String(character)))
  }
}
