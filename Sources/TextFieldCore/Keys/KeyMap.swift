/// Key bindings as data: which ``KeyAction`` each ``KeyEvent`` triggers.
///
/// ``readline`` holds the emacs/readline defaults. Rebind with the subscript
/// (`map[KeyEvent(.character("k"), .control)] = .edit(.killToEnd)`) or with ``bind(_:to:)`` in emacs
/// notation (`map.bind("C-k", to: .edit(.killToEnd))`); ``unbind(_:)`` removes a binding. A key with
/// no binding that types a printable Character inserts it.
///
/// Two-key sequences bind with the notation `"C-x C-u"`: their first key becomes a prefix, which
/// does nothing alone and waits for the second.
public struct KeyMap: Hashable, Sendable {
  /// The bindings.
  package private(set) var bindings: [KeyEvent: KeyAction]
  /// The two-key sequences: for each prefix key, the action of each key after it.
  package private(set) var sequences: [KeyEvent: [KeyEvent: KeyAction]] = [:] {
    didSet { prefixes = Array(sequences.keys) }
  }
  /// The bindings that apply first while suggestions show (see ``KeyMap/Context``).
  package var contextBindings: [Context: [KeyEvent: KeyAction]] = [:]
  /// The keys of ``sequences``: a key is compared with the one or two prefixes a map has rather
  /// than hashed (hashing a Character normalises it), on every key.
  private var prefixes: [KeyEvent] = []
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
  package mutating func bind(_ key: KeyEvent, to action: KeyAction) {
    set(key, action)
  }

  /// Binds the key or two-key sequence written in emacs notation (`"C-a"`, `"M-Left"`,
  /// `"C-x C-u"`); returns `false` and binds nothing when the notation does not parse.
  @discardableResult
  public mutating func bind(_ notation: String, to action: KeyAction) -> Bool {
    let keys = notation.split(separator: " ", omittingEmptySubsequences: false)
      .map { KeyEvent(notation: String($0)) }
    switch keys.count {
    case 1:
      guard let key = keys[0] else { return false }
      set(key, action)
    case 2:
      guard let prefix = keys[0], let key = keys[1] else { return false }
      bind(prefix, then: key, to: action)
    default:
      return false
    }
    return true
  }

  /// Binds the sequence `prefix` then `key` to `action`; `prefix` becomes a prefix key (its own
  /// binding, if any, no longer applies).
  package mutating func bind(_ prefix: KeyEvent, then key: KeyEvent, to action: KeyAction) {
    sequences[prefix, default: [:]][key] = action
  }

  /// Removes the binding of `key`, and every sequence it is the prefix of.
  public mutating func unbind(_ key: KeyEvent) {
    set(key, nil)
    sequences[key] = nil
  }

  /// Removes the binding of the sequence `prefix` then `key`.
  package mutating func unbind(_ prefix: KeyEvent, then key: KeyEvent) {
    sequences[prefix]?[key] = nil
    if sequences[prefix]?.isEmpty == true { sequences[prefix] = nil }
  }

  /// What a key means when it may be part of a sequence.
  package enum Resolution: Hashable, Sendable {
    /// The key (or the sequence it ends) does `action`.
    case action(KeyAction)
    /// The key starts a sequence: wait for the next key and resolve it after this one.
    case prefix
    /// Nothing: the key is not bound, or it ends a sequence that is not (readline rings the
    /// bell and drops both keys).
    case unbound
  }

  /// What `key` means after `prefix` (the prefix key pressed just before it, or `nil`).
  ///
  /// After a prefix, only the sequences it starts count: another key is ``Resolution/unbound``,
  /// as readline drops `C-x a`. Otherwise a prefix key is ``Resolution/prefix`` and any other
  /// key resolves as ``action(for:)`` says.
  package func resolve(_ key: KeyEvent, after prefix: KeyEvent?) -> Resolution {
    if let prefix {
      guard let action = sequences[prefix]?[key] else { return .unbound }
      return .action(action)
    }
    // Modifiers first: most keys are typed Characters, and comparing Characters normalises them.
    for candidate in prefixes where candidate.modifiers == key.modifiers && candidate == key {
      return .prefix
    }
    guard let action = action(for: key) else { return .unbound }
    return .action(action)
  }

  /// What `key` does: its binding, else inserting the printable Character it types, else `nil`.
  package func action(for key: KeyEvent) -> KeyAction? {
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
