import TextFieldCore

/// Turns raw terminal input into ``InputEvent``s: control bytes into Control keys, an Esc
/// followed at once by a key into Alt+key (a lone Esc is Esc), scalars of one grapheme into one
/// Character, and a bracketed paste into one ``InputEvent/paste(_:)``.
///
/// Time and memory per event are bounded by what arrived for it, and each raw input is handled in
/// O(1) amortised: a grapheme of many scalars is joined in linear time and holds at most
/// ``graphemeScalarLimit`` scalars; an unknown CSI sequence (`ESC [` parameters, final byte) is
/// skipped without being stored; consecutive resizes become one; a paste ends on its end marker,
/// on Ctrl-C, on Esc pressed alone or at the end of input (a pause of ``pasteSilence`` gives
/// control back with the paste still open), and keeps at most ``pasteByteLimit`` bytes (see
/// `KeyDecoder+Paste.swift`).
package struct KeyDecoder: Sendable {
  /// The most scalars joined into one key's Character (16,384: 64 KiB); the rest of a longer
  /// grapheme arrives as further keys.
  ///
  /// Only a bound on the memory of one key: real graphemes have a handful of scalars (Unicode's
  /// stream-safe format allows 30 non-starters in a row), and the model bounds what a Character
  /// may hold in the text.
  package static let graphemeScalarLimit = 16_384

  /// How long the rest of an escape sequence already begun may take to arrive (a terminal sends
  /// one in a single write; only a pty's chunking splits it).
  package static let sequenceGap: Duration = .milliseconds(50)

  var pending: [RawInput] = []
  /// A bracketed paste whose end marker has not come yet: input goes on into it.
  var openPaste: PasteCollector?

  package init() {}

  /// The next event, or `nil` when input has ended.
  package mutating func next(from source: some RawInputSource) -> InputEvent? {
    while let raw = take(from: source, waiting: true) {
      if let event = decode(raw, from: source) { return event }
    }
    // Input ended (or the deadline passed) with a paste open: it ends here.
    guard source.inputEnded, var collector = openPaste else { return nil }
    openPaste = nil
    return Self.event(for: &collector)
  }

  /// Whether a bracketed paste is open: its start marker came and its end marker has not.
  package var isPasting: Bool { openPaste != nil }

  mutating func take(from source: some RawInputSource, waiting: Bool) -> RawInput? {
    if !pending.isEmpty { return pending.removeFirst() }
    return source.read(waiting: waiting)
  }

  /// Input read ahead, else what the source has already read (no system call).
  private mutating func takeBuffered(from source: some RawInputSource) -> RawInput? {
    if !pending.isEmpty { return pending.removeFirst() }
    return source.readBuffered()
  }

  /// Forgets the input read ahead and not used yet; returns how much there was (a host's
  /// embedding gives that much back to ncurses).
  package mutating func takePending() -> Int {
    defer { pending.removeAll() }
    return pending.count
  }

  /// Puts `raw` back: the next ``take(from:waiting:)`` returns it.
  mutating func putBack(_ raw: RawInput) { pending.insert(raw, at: 0) }

  private mutating func decode(_ raw: RawInput, from source: some RawInputSource) -> InputEvent? {
    if openPaste != nil {
      switch raw {
      case .scalar, .key, .bytes, .pasteEnd: return readPaste(from: source, resumingWith: raw)
      case .pasteStart, .click, .ignored: return nil
      case .resize, .tick: break
      }
    }
    switch raw {
    case .scalar("\u{1B}"):
      return decodeEscape(from: source)
    case .scalar(let scalar):
      return .key(decodeScalar(scalar, from: source))
    case .key(let key):
      return .key(key)
    case .pasteStart:
      return readPaste(from: source)
    case .resize(let size):
      return .resize(latestSize(after: size, from: source))
    case .click(let x, let y):
      return .click(x: x, y: y)
    case .tick:
      return .tick
    case .bytes(let bytes):
      // Bulk bytes outside a paste: a source should not send them; decode them as keys.
      source.unread(bytes)
      return nil
    case .pasteEnd, .ignored:
      return nil
    }
  }

  /// After an Esc: Alt+key when a key follows at once, an unknown CSI sequence skipped, else Esc.
  private mutating func decodeEscape(from source: some RawInputSource) -> InputEvent? {
    guard let following = take(from: source, waiting: false) else {
      return .key(KeyEvent(.escape))
    }
    switch following {
    case .scalar("["):
      if skipControlSequence(from: source) { return nil }
      return .key(KeyEvent(.character("[")).adding(.alt))
    case .scalar(let scalar) where scalar != "\u{1B}":
      return .key(decodeScalar(scalar, from: source).adding(.alt))
    case .key(let key):
      return .key(key.adding(.alt))
    default:
      putBack(following)
      return .key(KeyEvent(.escape))
    }
  }

  /// After `ESC [`: when a parameter, intermediate or final byte follows at once, skips the whole
  /// sequence (one the terminal library did not know, such as a report with a huge parameter
  /// list) up to its final byte, or up to input that is not part of it (Ctrl-C stays a key);
  /// `false` when nothing follows (then it was Alt-[).
  ///
  /// Once a sequence has begun, its rest is read in bulk, waiting at most ``sequenceGap`` for it:
  /// a long sequence does not leak out as typed text when the terminal delivers it in pieces.
  /// Nothing is stored, so a sequence of any length costs O(1) memory and time linear in it.
  private mutating func skipControlSequence(from source: some RawInputSource) -> Bool {
    var skipped = false
    while true {
      let next =
        take(from: source, waiting: false)
        ?? (skipped ? source.readAvailable(waitingAtMost: Self.sequenceGap) : nil)
      guard let next else { return skipped }
      switch next {
      case .scalar(let scalar) where (0x20...0x7E).contains(scalar.value):
        skipped = true
        if (0x40...0x7E).contains(scalar.value) { return true }  // the final byte
      case .bytes(let bytes):
        skipped = true
        guard let end = bytes.firstIndex(where: { !(0x20...0x3F).contains($0) }) else { continue }
        let rest = (0x40...0x7E).contains(bytes[end]) ? bytes[(end + 1)...] : bytes[end...]
        if !rest.isEmpty { source.unread(Array(rest)) }
        return true
      default:
        putBack(next)
        return skipped
      }
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

  /// Joins the scalars that arrive together and extend one grapheme (`e` + U+0301, ZWJ emoji),
  /// at most ``graphemeScalarLimit`` of them.
  ///
  /// Linear in the scalars: the standard library's incremental grapheme breaker looks at each new
  /// scalar once, with the state of the cluster so far (not the whole text again).
  private mutating func readGrapheme(
    startingWith first: Unicode.Scalar, from source: some RawInputSource
  )
    -> String
  {
    var text = String.UnicodeScalarView()
    text.append(first)
    var breaker = Unicode._CharacterRecognizer()
    _ = breaker.hasBreak(before: first)
    var count = 1
    while count < Self.graphemeScalarLimit, let next = takeBuffered(from: source) {
      guard case .scalar(let scalar) = next, scalar.value >= 0x20, scalar.value != 0x7F,
        !breaker.hasBreak(before: scalar)
      else {
        putBack(next)
        break
      }
      text.append(scalar)
      count += 1
    }
    return String(text)
  }

  /// The size of the last of consecutive resizes already waiting (a flood of resizes is one
  /// redraw).
  private mutating func latestSize(
    after size: TerminalSize, from source: some RawInputSource
  ) -> TerminalSize {
    var latest = size
    while let next = take(from: source, waiting: false) {
      guard case .resize(let newer) = next else {
        putBack(next)
        break
      }
      latest = newer
    }
    return latest
  }
}
