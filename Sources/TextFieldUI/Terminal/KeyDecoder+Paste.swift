import TextFieldCore

extension KeyDecoder {
  /// How long a paste read waits for more input before it gives control back: the paste stays
  /// open (``isPasting``), and the next input the terminal reads as it reads keys goes on into
  /// the paste.
  ///
  /// 300 ms: a terminal sends a paste in one burst and a pty delivers it without pauses of that
  /// length, so a paste normally ends on its marker within one read loop; a pause (a slow link,
  /// an ssh retransmission) only returns control to the terminal's ordinary read, which honours
  /// the deadline, resizes and ticks.
  package static let pasteSilence: Duration = .milliseconds(300)

  /// The most bytes of one paste delivered: 16 MiB.
  ///
  /// More than any paste a one-line field is meant for (a key, a token, a data URL) and more than
  /// the 10 MB paste the front end is measured with; it bounds the memory one paste takes. The
  /// rest of a longer paste is read up to its end (marker, Ctrl-C, end of input) and dropped,
  /// not typed as keys (millions of keys would each be an edit, and its line ends would press
  /// Enter); the event says how many Characters were dropped
  /// (``InputEvent/truncatedPaste(_:droppedCount:)``), and the field's notice counts them.
  package static let pasteByteLimit = 16 << 20

  /// The most inputs read from the terminal's buffers, one at a time, when a paste resumes after
  /// a pause, before reading in bulk: more than the longest key sequence a terminal library
  /// can hold back after a partial match.
  static let pasteResumeDrain = 64

  /// Reads a paste after its start marker, or goes on with one still open, fed `first` (an input
  /// the terminal read as it reads keys); see ``pasteSilence`` and ``pasteByteLimit``.
  ///
  /// A bracketed paste ends on its end marker, on Ctrl-C (0x03, then a key, so interrupting
  /// always works; what follows it is keys), on Esc pressed alone (an Esc read on its own, with
  /// nothing after it for the escape delay or for ``pasteSilence``; then a key: the way out of a
  /// paste whose end marker was lost), or when input ends; never on a pause. After
  /// ``pasteSilence`` without input the paste stays open and this returns `nil`: its line ends
  /// stay text, whatever the pauses. Line ends become `\n`; keys the terminal library decoded
  /// inside the paste are dropped, except Enter and Tab. Linear in the bytes of the paste.
  mutating func readPaste(
    from source: some RawInputSource, resumingWith first: RawInput? = nil
  ) -> InputEvent? {
    var collector = openPaste ?? PasteCollector(limit: Self.pasteByteLimit)
    openPaste = nil
    var next = first
    if first == .scalar("\u{1B}"), pending.isEmpty {
      // Esc on its own after a pause (the terminal's read waited its escape delay, and nothing
      // came with it) is a key: the paste ends, and Esc does what it does.
      guard let following = source.readBuffered() else {
        putBack(.key(KeyEvent(.escape)))
        return Self.event(for: &collector)
      }
      putBack(following)
    }
    // After a pause the terminal's own read got `first`: take what it holds back one at a time
    // before reading its descriptor in bulk (ncurses may keep bytes of a partial key match).
    var drain = first == nil ? 0 : Self.pasteResumeDrain
    var stop: PasteCollector.Stop?
    // Whether the last input read was an Esc alone (a key pressed, not part of a burst).
    var loneEscape = false
    while stop == nil {
      let raw: RawInput
      if let given = next {
        raw = given
        next = nil
      } else if let taken = takePaste(from: source, drain: &drain) {
        raw = taken
      } else if loneEscape, collector.endsWithEscape {
        // Esc read alone, then a pause: Esc was pressed (an end marker comes in one write).
        collector.dropPartialMarker()
        putBack(.key(KeyEvent(.escape)))
        return Self.event(for: &collector)
      } else {
        // A pause, or input ended: the paste stays open (``next(from:)`` ends it with the input).
        openPaste = collector
        return nil
      }
      loneEscape = raw == .bytes([0x1B]) || raw == .scalar("\u{1B}")
      switch raw {
      case .pasteEnd: stop = .end
      case .bytes(let bytes):
        if let ending = collector.append(bytes: bytes) {
          stop = ending.stop
          if !ending.rest.isEmpty { source.unread(ending.rest) }
        }
      case .scalar(let scalar): stop = collector.append(scalar: scalar)
      case .key(KeyEvent(.enter)): stop = collector.append(scalar: "\n")
      case .key(KeyEvent(.tab)): stop = collector.append(scalar: "\t")
      default: continue
      }
    }
    if stop == .interrupt { putBack(.scalar("\u{03}")) }
    return Self.event(for: &collector)
  }

  /// The paste `collector` gathered, ended: `nil` when it holds nothing and dropped nothing.
  static func event(for collector: inout PasteCollector) -> InputEvent? {
    collector.finish()
    let text = collector.text
    let dropped = collector.droppedCharacters
    if dropped > 0 { return .truncatedPaste(text, droppedCount: dropped) }
    return text.isEmpty ? nil : .paste(text)
  }

  private mutating func takePaste(
    from source: some RawInputSource, drain: inout Int
  ) -> RawInput? {
    if !pending.isEmpty { return pending.removeFirst() }
    if drain > 0 {
      drain -= 1
      if let buffered = source.readBuffered() { return buffered }
      drain = 0
    }
    return source.readAvailable(waitingAtMost: Self.pasteSilence)
  }
}
