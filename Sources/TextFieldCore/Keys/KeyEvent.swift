/// A key the user pressed, with its modifiers: what a terminal's input decodes to and what a
/// ``KeyMap`` binds.
///
/// Control letters are the letter with ``Modifiers/control`` (`C-a` is
/// `KeyEvent(.character("a"), .control)`); Alt (Meta) arrives as an Esc prefix and is
/// ``Modifiers/alt``. Byte 8 decodes to `C-h` and byte 127 to ``Key/backspace``.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
  /// The key itself.
  public enum Key: Hashable, Sendable {
    /// A printable Character (a letter for a control key).
    case character(Character)
    /// Enter (Return).
    case enter
    /// Tab (Shift-Tab is Tab with ``KeyEvent/Modifiers/shift``).
    case tab
    /// Esc.
    case escape
    /// Backspace.
    case backspace
    /// Delete (forward).
    case delete
    /// Insert.
    case insert
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// A function key, `F1` is 1.
    case function(Int)
  }

  /// Shift, Alt and Control.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The modifiers' bits.
    public let rawValue: UInt8
    /// The modifiers whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift held.
    public static let shift = Modifiers(rawValue: 1)
    /// Alt (Meta) held, or Esc before the key.
    public static let alt = Modifiers(rawValue: 2)
    /// Control held.
    public static let control = Modifiers(rawValue: 4)
  }

  /// The key.
  public var key: Key
  /// The modifiers held.
  public var modifiers: Modifiers

  /// `key` with `modifiers` held.
  public init(_ key: Key, _ modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// A Control key: `KeyEvent.control("a")` is `C-a`.
  package static func control(_ character: Character) -> KeyEvent {
    KeyEvent(.character(character), .control)
  }

  /// An Alt (Meta) key: `KeyEvent.alt("b")` is `M-b`.
  package static func alt(_ character: Character) -> KeyEvent {
    KeyEvent(.character(character), .alt)
  }

  /// The key with `modifiers` added.
  package func adding(_ modifiers: Modifiers) -> KeyEvent {
    KeyEvent(key, self.modifiers.union(modifiers))
  }

  /// The Character this key types, or `nil` for a named key or a key with Control or Alt.
  package var typedCharacter: Character? {
    guard case .character(let character) = key, modifiers.isDisjoint(with: [.control, .alt])
    else { return nil }
    return character
  }

  /// Emacs notation: `C-a`, `M-b`, `S-Left`, `C-M-Right`, `Enter`, `F5`, `x`.
  public var description: String {
    var prefix = ""
    if modifiers.contains(.control) { prefix += "C-" }
    if modifiers.contains(.alt) { prefix += "M-" }
    if modifiers.contains(.shift) { prefix += "S-" }
    return prefix + KeyEvent.name(of: key)
  }

  static func name(of key: Key) -> String {
    switch key {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .function(let number): "F\(number)"
    default: namedKeys.first { $0.key == key }?.name ?? "?"
    }
  }

  static let namedKeys: [(name: String, key: Key)] = [
    ("Enter", .enter), ("Tab", .tab), ("Esc", .escape), ("Backspace", .backspace),
    ("Delete", .delete), ("Insert", .insert), ("Up", .up), ("Down", .down), ("Left", .left),
    ("Right", .right), ("Home", .home), ("End", .end), ("PageUp", .pageUp),
    ("PageDown", .pageDown),
  ]
}
