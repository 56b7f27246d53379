import CTextFieldKit
import TextFieldCore

/// The C API's key codes (`TFK_KEY_*`, or a Unicode scalar value for a character) and the
/// package's keys.
enum KeyCodes {
  /// The named keys, in `TFK_KEY_*` order from `TFK_KEY_ENTER`.
  private static let named: [KeyEvent.Key] = [
    .enter, .tab, .escape, .backspace, .delete, .insert, .up, .down, .left, .right, .home, .end,
    .pageUp, .pageDown,
  ]
  /// The highest function key number (`TFK_KEY_F0 + 63`).
  static let lastFunctionKey = 63

  /// The code of `key`: its scalar for a one-scalar character, 0 for a longer Character.
  static func code(of key: KeyEvent.Key) -> Int32 {
    switch key {
    case .character(let character):
      let scalars = character.unicodeScalars
      return scalars.count == 1 ? Int32(bitPattern: scalars.first?.value ?? 0) : 0
    case .function(let number):
      return Int32(TFK_KEY_F0) + Int32(clamping: number)
    default:
      let index = named.firstIndex(of: key) ?? 0
      return Int32(TFK_KEY_ENTER) + Int32(index)
    }
  }

  /// The key `code` with `modifiers` (`TFK_MOD_*` bits).
  /// - Throws: ``CallError`` for a code that is no key, a control character or unknown bits.
  static func event(code: Int32, modifiers: UInt32) throws(CallError) -> KeyEvent {
    let known = UInt32(TFK_MOD_SHIFT | TFK_MOD_ALT | TFK_MOD_CONTROL)
    guard modifiers & ~known == 0 else {
      throw .bad("modifiers 0x\(String(modifiers, radix: 16)) has bits that are not TFK_MOD_*")
    }
    let held = KeyEvent.Modifiers(rawValue: UInt8(modifiers))
    let base = Int32(TFK_KEY_BASE)
    if code >= 0, code < base {
      guard let scalar = Unicode.Scalar(UInt32(code)) else {
        throw .bad("key 0x\(String(code, radix: 16)) is a surrogate, not a Unicode scalar value")
      }
      guard code >= 0x20, !(0x7F...0x9F).contains(code) else {
        throw .bad(
          "key 0x\(String(code, radix: 16)) is a control character: give its letter with "
            + "TFK_MOD_CONTROL (Control-A is 'a'), a TFK_KEY_* code, or feed the byte")
      }
      return KeyEvent(.character(Character(scalar)), held)
    }
    let enter = Int32(TFK_KEY_ENTER)
    if code >= enter, code < enter + Int32(named.count) {
      return KeyEvent(named[Int(code - enter)], held)
    }
    let functionKey = Int(code) - Int(TFK_KEY_F0)
    if (1...lastFunctionKey).contains(functionKey) {
      return KeyEvent(.function(functionKey), held)
    }
    throw .bad(
      "key \(code) is neither a Unicode scalar value nor a TFK_KEY_* code (TFK_KEY_ENTER to "
        + "TFK_KEY_PAGE_DOWN, TFK_KEY_F0 + 1 to TFK_KEY_F0 + \(lastFunctionKey))")
  }
}
