import TextFieldCore
import TextFieldUI

/// The raw input of one key a host read with `wget_wch`, and whatever arrived with it.
///
/// The host's key is read first; the rest of what the decoder needs to finish it (the key after
/// an Esc, the rest of a grapheme, the body of a paste) is read from the host's window without
/// waiting, or briefly during a paste, with the window's own delay restored after each read. It
/// never blocks as the host's loop would: a waiting read after the first ends the batch.
/// ``giveBack(_:)`` returns what the decoder read but did not use to ncurses' input queue, so the
/// host's next `wget_wch` gets it.
final class HostKeySource: RawInputSource {
  private let window: CursesWindow
  private let table: HostKeyTable
  private var first: (status: Int32, value: UInt32)?
  /// What was read after the first key, in order (for giving back).
  private var followers: [(status: Int32, value: UInt32)] = []
  /// What the host's key was when it is not the form's: a resize, or a key code the library
  /// does not know (`nil` event).
  private(set) var hostsOwn: InputEvent??

  init(window: CursesWindow, table: HostKeyTable, status: Int32, value: UInt32) {
    self.window = window
    self.table = table
    first = (status, value)
  }

  func read(waiting: Bool) -> RawInput? {
    if let key = first {
      first = nil
      let raw = table.rawInput(status: key.status, value: key.value)
      switch raw {
      case .hostResize: hostsOwn = .some(.resize(window.screenSize))
      case .unknown: hostsOwn = .some(nil)
      case .input(let input): return input
      }
      return nil
    }
    // The host waits for its next key itself.
    guard !waiting else { return nil }
    return follow(waitingAtMost: 0)
  }

  func readAvailable(waitingAtMost silence: Duration) -> RawInput? {
    let milliseconds = DescriptorInput.milliseconds(silence)
    return follow(waitingAtMost: milliseconds)
  }

  /// `false`: the host reads its next key itself, and a paste still open goes on with it.
  var inputEnded: Bool { false }

  func unread(_ bytes: [UInt8]) {
    // A host's window delivers characters and key codes, never raw bytes: the decoder gives
    // back bytes only after reading bytes in bulk.
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars.reversed() {
      Curses.unget(status: Curses.ok, value: scalar.value)
    }
  }

  /// Gives the last `count` inputs read after the first back to ncurses, oldest first out.
  func giveBack(_ count: Int) {
    for key in followers.suffix(count).reversed() {
      Curses.unget(status: key.status, value: key.value)
    }
  }

  private func follow(waitingAtMost milliseconds: Int32) -> RawInput? {
    let key = window.read(waitingAtMost: milliseconds)
    guard key.status != Curses.error else { return nil }
    followers.append(key)
    guard case .input(let input) = table.rawInput(status: key.status, value: key.value) else {
      return .ignored
    }
    return input
  }
}

/// What the host's key codes mean on its screen: ncurses' keys, the paste markers and mouse
/// clicks (in screen cells).
struct HostKeyTable {
  /// What a key code or character is.
  enum Meaning {
    /// Input for the decoder.
    case input(RawInput)
    /// The terminal was resized.
    case hostResize
    /// A key code the library does not know.
    case unknown
  }

  var codes: [Int32: KeyEvent]
  var pasteStart: Int32?
  var pasteEnd: Int32?

  func rawInput(status: Int32, value: UInt32) -> Meaning {
    guard status == Curses.keyCodeStatus else {
      return .input(Unicode.Scalar(value).map(RawInput.scalar) ?? .ignored)
    }
    let code = Int32(bitPattern: value)
    switch code {
    case pasteStart: return .input(.pasteStart)
    case pasteEnd: return .input(.pasteEnd)
    case Curses.mouseKey:
      guard let (x, y) = Curses.takeClick() else { return .input(.ignored) }
      return .input(.click(x: x, y: y))
    case Curses.resizeKey: return .hostResize
    default: return codes[code].map { .input(.key($0)) } ?? .unknown
    }
  }
}
