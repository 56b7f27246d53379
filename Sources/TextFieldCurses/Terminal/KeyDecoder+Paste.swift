import TextFieldCore

extension KeyDecoder {
  /// How long a paste waits for more input: a paste whose end marker never comes (a stray
  /// `ESC[200~`) ends after this much silence, and keys are keys again.
  ///
  /// 300 ms: a terminal sends a paste in one burst and a pty delivers it without pauses of that
  /// length, while a paste over a slow link (ssh, where Linux's shortest TCP retransmission
  /// timeout is 200 ms) still arrives whole; to a person the prompt is back at once.
  public static let pasteSilence: Duration = .milliseconds(300)

  /// The most bytes of one paste delivered: 16 MiB.
  ///
  /// More than any paste a one-line field is meant for (a key, a token, a data URL) and more than
  /// the 10 MB paste the front end is measured with, so such a paste is trimmed and counted by the
  /// field's own filters; it bounds the memory one paste takes. The rest of a longer paste is
  /// read up to its end (marker, Ctrl-C, silence) and dropped, not typed as keys: millions of keys
  /// would each be an edit and a redraw, and its line ends would press Enter.
  public static let pasteByteLimit = 16 << 20

  /// Reads the rest of a paste after its start marker; see ``pasteSilence`` and
  /// ``pasteByteLimit``.
  ///
  /// Line ends become `\n`; keys the terminal library decoded inside the paste are dropped,
  /// except Enter and Tab. Ctrl-C (0x03) ends the paste and is then a key, so it always
  /// interrupts; what follows it is keys. Linear in the bytes of the paste.
  mutating func readPaste(from source: some RawInputSource) -> String {
    var collector = PasteCollector(limit: Self.pasteByteLimit)
    var stop: PasteCollector.Stop?
    while stop == nil, let raw = takePaste(from: source) {
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
    collector.finish()
    if stop == .interrupt { putBack(.scalar("\u{03}")) }
    return collector.text
  }

  private mutating func takePaste(from source: some RawInputSource) -> RawInput? {
    if !pending.isEmpty { return pending.removeFirst() }
    return source.readAvailable(waitingAtMost: Self.pasteSilence)
  }
}
