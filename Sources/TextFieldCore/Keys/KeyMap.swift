/// Key bindings as data: which ``KeyAction`` each ``KeyEvent`` triggers.
///
/// ``readline`` holds the emacs/readline defaults. Rebind with ``bind(_:to:)-(KeyEvent,_)`` or a subscript;
/// ``unbind(_:)`` removes a binding. A key with no binding that types a printable Character
/// inserts it.
public struct KeyMap: Hashable, Sendable {
  /// The bindings.
  public private(set) var bindings: [KeyEvent: KeyAction]
  /// Whether a binding is for a key that types a Character: when none is, a typed Character is
  /// not looked up (hashing a Character normalises it).
  private var bindsTypedCharacters: Bool

  /// A map with exactly `bindings`.
  public init(bindings: [KeyEvent: KeyAction] = [:]) {
    self.bindings = bindings
    self.bindsTypedCharacters = Self.bindsTypedCharacters(bindings)
  }

  private static func bindsTypedCharacters(_ bindings: [KeyEvent: KeyAction]) -> Bool {
    bindings.keys.contains { $0.typedCharacter != nil }
  }

  /// Sets the binding of `key` (`nil` removes it).
  private mutating func set(_ key: KeyEvent, _ action: KeyAction?) {
    bindings[key] = action
    if key.typedCharacter != nil { bindsTypedCharacters = Self.bindsTypedCharacters(bindings) }
  }

  /// The action bound to `key`.
  public subscript(key: KeyEvent) -> KeyAction? {
    get { bindings[key] }
    set { set(key, newValue) }
  }

  /// Binds `key` to `action`, replacing any earlier binding.
  public mutating func bind(_ key: KeyEvent, to action: KeyAction) {
    set(key, action)
  }

  /// Binds the key written in emacs notation (`"C-a"`, `"M-Left"`); returns `false` and binds
  /// nothing when the notation does not parse.
  @discardableResult
  public mutating func bind(_ notation: String, to action: KeyAction) -> Bool {
    guard let key = KeyEvent(notation: notation) else { return false }
    set(key, action)
    return true
  }

  /// Removes the binding of `key`.
  public mutating func unbind(_ key: KeyEvent) {
    set(key, nil)
  }

  /// What `key` does: its binding, else inserting the printable Character it types, else `nil`.
  public func action(for key: KeyEvent) -> KeyAction? {
    let character = key.typedCharacter
    if character == nil || bindsTypedCharacters, let bound = bindings[key] { return bound }
    guard let character else { return nil }
    if character.utf8.count == 1, let byte = character.utf8.first {
      guard byte >= 0x20, byte != 0x7F else { return nil }  // an ASCII control
    } else if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }
    ) {
      return nil
    }
    return .edit(.insert(String(character)))
  }
}
