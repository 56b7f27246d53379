#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LineModeTerminal {
  /// How the terminal's modes are changed: the real terminal's (``terminal(_:)``), or a test's
  /// record of each change.
  package struct Modes {
    /// Changes the terminal's attributes and returns the original ones.
    ///
    /// The closure changes the original attributes (those before the first change since the
    /// last ``restore``); they are set now (`TCSANOW`: keys typed ahead stay queued). `nil`
    /// when they cannot be read (nothing is changed).
    package var change: ((inout termios) -> Void) -> termios?
    /// Puts the original attributes back exactly; `false` when nothing was changed.
    package var restore: () -> Bool

    package init(
      change: @escaping ((inout termios) -> Void) -> termios?, restore: @escaping () -> Bool
    ) {
      self.change = change
      self.restore = restore
    }

    /// The modes of the terminal on `descriptor`, through ``HiddenEcho`` (a signal that ends
    /// the process puts the original back first).
    static func terminal(_ descriptor: Int32) -> Modes {
      Modes(change: { HiddenEcho.change(descriptor, $0) }, restore: { HiddenEcho.restore() })
    }
  }

  /// Echo off: a secure field's line in the cooked mode.
  static func hidingEcho(_ attributes: inout termios) {
    attributes.c_lflag &= ~tcflag_t(ECHO)
  }

  /// The guarded input: echo, the canonical mode and the extended keys off.
  ///
  /// A read returns each byte as it comes. Signals (Ctrl-C) and the input's own translations
  /// (`\r` to `\n`) stay.
  static func guarding(_ attributes: inout termios) {
    attributes.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | IEXTEN)
    withUnsafeMutableBytes(of: &attributes.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
  }

  /// Guards the input of a form with a secure field (`true`, before the form writes anything) or
  /// ends that (`false`, after it, the user's modes back exactly).
  ///
  /// A terminal in its cooked mode echoes each key when it arrives: keys typed ahead for a secure
  /// field while the field before it is asked would be shown. Guarded, the terminal echoes
  /// nothing and gives each byte as it comes; ``readLine()`` edits the line with the terminal's
  /// own keys (``LineEditor``) and echoes each key when it reads it, unless the line is a
  /// secure field's. Bytes are read one at a time, so what is typed past the form's last line
  /// stays queued in the terminal for whoever reads next.
  package func guardInput(_ guarded: Bool) {
    if guarded {
      guard guardedKeys == nil, let original = modes.change(Self.guarding) else { return }
      guardedKeys = LineEditor.Keys(original)
    } else if guardedKeys != nil {
      guardedKeys = nil
      hidden = false
      _ = modes.restore()
    }
  }

  /// The next line, edited with `keys` and echoed here unless ``hidden``; `nil` at the end of
  /// input (the end-of-file key on an empty line) or when ``deadline`` passed.
  func readEditedLine(keys: LineEditor.Keys) throws(InvalidUTF8) -> String? {
    var editor = LineEditor(keys: keys)
    while let byte = nextByte() {
      let (step, echo) = editor.take(byte)
      if !hidden, !echo.isEmpty { write(echo) }
      switch step {
      case .editing: continue
      case .ended: return nil
      case .line(let bytes):
        guard let text = String(validating: bytes, as: UTF8.self) else { throw InvalidUTF8() }
        return text
      }
    }
    return nil
  }

  /// The next byte of input, waiting until ``deadline``; `nil` at the end of input, on an error,
  /// or when the deadline passed (``timedOut``).
  private func nextByte() -> UInt8? {
    while true {
      if let deadline {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else {
          guardedTimedOut = true
          return nil
        }
        var input = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&input, 1, DescriptorInput.milliseconds(remaining))
        if ready < 0, errno == EINTR { continue }
        if ready == 0 { continue }
      }
      var byte: UInt8 = 0
      let count = read(descriptor, &byte, 1)
      if count == 1 { return byte }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }
}
