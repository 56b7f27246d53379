import TextFieldCore

/// One unit of terminal input before decoding: a character, a key the terminal library already
/// recognised, or a marker.
public enum RawInput: Hashable, Sendable {
  /// A Unicode scalar (a typed character or a control byte).
  case scalar(Unicode.Scalar)
  /// A key decoded from an escape sequence.
  case key(KeyEvent)
  /// `ESC[200~`: a bracketed paste begins.
  case pasteStart
  /// `ESC[201~`: a bracketed paste ends.
  case pasteEnd
  /// The terminal was resized to this size.
  case resize(TerminalSize)
  /// A primary-button click.
  case click(x: Int, y: Int)
  /// Something to skip (an unbound key code, another mouse event).
  case ignored
}

/// Where a ``KeyDecoder`` reads raw input from.
public protocol RawInputSource: AnyObject {
  /// The next raw input. Waiting: blocks, `nil` means input ended. Not waiting: `nil` means
  /// nothing is available right now.
  func read(waiting: Bool) -> RawInput?
}

/// Turns raw terminal input into ``InputEvent``s: control bytes into Control keys, an Esc
/// followed at once by a key into Alt+key (a lone Esc is Esc), scalars of one grapheme into one
/// Character, and a bracketed paste into one ``InputEvent/paste(_:)``.
public struct KeyDecoder: Sendable {
  private var pending: [RawInput] = []

  public init() {}

  /// The next event, or `nil` when input has ended.
  public mutating func next(from source: some RawInputSource) -> InputEvent? {
    while let raw = take(from: source, waiting: true) {
      if let event = decode(raw, from: source) { return event }
    }
    return nil
  }

  private mutating func take(from source: some RawInputSource, waiting: Bool) -> RawInput? {
    if !pending.isEmpty { return pending.removeFirst() }
    return source.read(waiting: waiting)
  }

  private mutating func decode(_ raw: RawInput, from source: some RawInputSource) -> InputEvent? {
    switch raw {
    case .scalar("\u{1B}"):
      guard let following = take(from: source, waiting: false) else {
        return .key(KeyEvent(.escape))
      }
      switch following {
      case .scalar(let scalar) where scalar != "\u{1B}":
        return .key(decodeScalar(scalar, from: source).adding(.alt))
      case .key(let key):
        return .key(key.adding(.alt))
      default:
        pending.insert(following, at: 0)
        return .key(KeyEvent(.escape))
      }
    case .scalar(let scalar):
      return .key(decodeScalar(scalar, from: source))
    case .key(let key):
      return .key(key)
    case .pasteStart:
      return .paste(readPaste(from: source))
    case .resize(let size):
      return .resize(size)
    case .click(let x, let y):
      return .click(x: x, y: y)
    case .pasteEnd, .ignored:
      return nil
    }
  }

  private mutating func decodeScalar(
    _ scalar: Unicode.Scalar, from source: some RawInputSource
  )
    -> KeyEvent
  {
    switch scalar.value {
    case 0: return .control(" ")
    case 8: return .control("h")
    case 9: return KeyEvent(.tab)
    case 10, 13: return KeyEvent(.enter)
    case 1...26: return .control(Character(Unicode.Scalar(UInt8(0x60 + scalar.value))))
    case 27: return KeyEvent(.escape)
    case 28...31: return .control(Character(Unicode.Scalar(UInt8(0x40 + scalar.value))))
    case 127: return KeyEvent(.backspace)
    default:
      return KeyEvent(.character(Character(readGrapheme(startingWith: scalar, from: source))))
    }
  }

  /// Joins the scalars that arrive together and extend one grapheme (`e` + U+0301, ZWJ emoji).
  private mutating func readGrapheme(
    startingWith first: Unicode.Scalar, from source: some RawInputSource
  )
    -> String
  {
    var text = String(first)
    while let next = take(from: source, waiting: false) {
      guard case .scalar(let scalar) = next, scalar.value >= 0x20, scalar.value != 0x7F,
        (text + String(scalar)).count == 1
      else {
        pending.insert(next, at: 0)
        break
      }
      text.unicodeScalars.append(scalar)
    }
    return text
  }

  /// Reads up to the end marker (or the end of input).
  ///
  /// Line ends become `\n`; keys the terminal
  /// library decoded inside the paste are dropped, except Enter and Tab.
  private mutating func readPaste(from source: some RawInputSource) -> String {
    var text = String.UnicodeScalarView()
    var afterCarriageReturn = false
    loop: while let raw = take(from: source, waiting: true) {
      let wasCarriageReturn = afterCarriageReturn
      afterCarriageReturn = false
      switch raw {
      case .pasteEnd: break loop
      case .scalar("\r"):
        text.append("\n")
        afterCarriageReturn = true
      case .scalar("\n") where wasCarriageReturn: continue
      case .scalar(let scalar): text.append(scalar)
      case .key(KeyEvent(.enter)): text.append("\n")
      case .key(KeyEvent(.tab)): text.append("\t")
      default: continue
      }
    }
    return String(text)
  }
}
