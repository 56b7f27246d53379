import TextFieldCore
import TextFieldUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal, through ncursesw (its calls go through `Curses`, the module's one file
/// that calls the library).
///
/// ``TerminalChoice/open(_:environment:deadline:tick:)`` opens it as the inline terminal does
/// (`/dev/tty`, else standard input and output when both are terminals, so `x=$(prog)` captures
/// only what the program prints), in a UTF-8 locale, raw mode (Ctrl-C is a key), keypad on, a
/// 25 ms Esc delay (`ESCDELAY` honoured), bracketed paste and mouse clicks on, colours unless
/// `NO_COLOR`. Signal handlers are installed before `newterm`, plus an `atexit`
/// hook: every signal that ends the process (INT, TERM, HUP, QUIT, PIPE, the fault signals…)
/// turns bracketed paste and mouse reporting off and ends curses mode, then the process dies by
/// that signal; a stop (TSTP) restores the terminal the same way, and once continued the next
/// read re-enters every mode and repaints (see CTerminal's `signals.c`). Only one terminal may be
/// open at a time.
package final class NcursesTerminal: SessionTerminal {
  static let pasteStartCode = Curses.pasteStartCode
  static let pasteEndCode = Curses.pasteStartCode + 1

  private let screen: CursesScreen
  let window: CursesWindow
  private let ttyFile: UnsafeMutablePointer<FILE>?
  private let descriptor: Int32
  /// Where keys and pastes are read from: standard input, or `/dev/tty` (not the output, which
  /// may be another file or write-only).
  let inputDescriptor: Int32
  /// The deadline and tick, shared with the inline terminal.
  package var session = TerminalSession()
  private let colors: Bool
  var keyCodes: [Int32: KeyEvent] = NcursesKeyTable.codes
  private var decoder = KeyDecoder()
  var lastFrame: Frame?
  private var cursorVisible: Bool?
  private var pasteModeOn = false
  var failedReads = 0
  /// A `wgetch` result read ahead (after a UTF-8 lead byte) and not used yet.
  var heldCode: Int32?
  /// Bytes read past the end of a paste, decoded as keys before anything newer.
  var pushback: [UInt8] = []
  var pushbackStart = 0
  /// Where a paste's `read(2)`s land (see `DescriptorInput.fill`).
  var readScratch: [UInt8] = []
  /// The key sequences ncurses knows, for decoding ``pushback``.
  var byteKeys = ByteKeyReader(sequences: [:])
  private var isOpen = true

  /// Display widths as the terminal's ncurses measures them.
  package let cellWidth = Curses.cellWidth

  private init(
    screen: CursesScreen, window: CursesWindow,
    ttyFile: UnsafeMutablePointer<FILE>?, descriptor: Int32, inputDescriptor: Int32, colors: Bool
  ) {
    self.screen = screen
    self.window = window
    self.ttyFile = ttyFile
    self.descriptor = descriptor
    self.inputDescriptor = inputDescriptor
    self.colors = colors
  }

  /// Opens the terminal, or says why there is none to use (then use line mode).
  package static func open(
    environment: [String: String]
  ) throws(TerminalOpenError)
    -> NcursesTerminal
  {
    let term = environment["TERM"] ?? ""
    guard !term.isEmpty, term != "dumb" else { throw .noCursorAddressing(term: term) }
    setlocale(LC_ALL, "")
    if !Curses.localeIsUTF8 { setlocale(LC_ALL, "C.UTF-8") }

    var ttyFile: UnsafeMutablePointer<FILE>?
    let input: UnsafeMutablePointer<FILE>
    let output: UnsafeMutablePointer<FILE>
    let device = try TerminalDevice.open()
    switch device.source {
    case .standardStreams:
      input = Curses.standardInput
      output = Curses.standardOutput
    case .controllingTerminal:
      // The FILE owns the descriptor from here: `fclose` closes it.
      guard let file = fdopen(device.output, "r+") else {
        device.close()
        throw .noTerminal
      }
      ttyFile = file
      input = file
      output = file
    }
    TerminalRestore.installHandlers()
    TerminalRestore.setDescriptor(fileno(output))
    // A signal that arrives while ncurses sets up waits for the end of this function.
    TerminalRestore.beginOutput()
    defer { TerminalRestore.endOutput() }
    guard let screen = CursesScreen(term: term, output: output, input: input) else {
      if let ttyFile { fclose(ttyFile) }
      throw .unknownTerminal(term: term)
    }
    TerminalRestore.markActive()
    guard Curses.hasStringCapability("cup"), let window = CursesWindow.standardScreen else {
      TerminalRestore.restoreNow()
      screen.delete()
      if let ttyFile { fclose(ttyFile) }
      throw .noCursorAddressing(term: term)
    }
    let wantsColor = (environment["NO_COLOR"] ?? "").isEmpty && Curses.hasColors
    let terminal = NcursesTerminal(
      screen: screen, window: window, ttyFile: ttyFile, descriptor: fileno(output),
      inputDescriptor: fileno(input), colors: wantsColor)
    terminal.configure(escapeDelay: TerminalSession.escapeDelay(environment: environment))
    return terminal
  }

  private func configure(escapeDelay: Int32) {
    Curses.enterRawMode()
    window.enableKeypad()
    window.disableInterruptFlush()
    Curses.setEscapeDelay(escapeDelay)
    Curses.defineKey(Curses.pasteStartSequence, code: Self.pasteStartCode)
    Curses.defineKey(Curses.pasteEndSequence, code: Self.pasteEndCode)
    keyCodes = Curses.keyCodes()
    byteKeys = ByteKeyReader(
      sequences: keySequences(), mouse: Curses.keySequence(boundTo: Curses.mouseKey))
    Curses.reportClicks()
    Curses.setMouseInterval(0)
    if colors {
      Curses.startColors()
      Curses.defineColorPair(1, foreground: Curses.Color.red)
      Curses.defineColorPair(2, foreground: Curses.Color.cyan)
    }
  }

  /// The byte strings ncurses decodes into the keys of ``keyCodes`` and the paste markers.
  private func keySequences() -> [[UInt8]: RawInput] {
    var sequences: [[UInt8]: RawInput] = [:]
    for code in Array(keyCodes.keys) + [Self.pasteStartCode, Self.pasteEndCode] {
      var index: Int32 = 0
      while let sequence = Curses.keySequence(boundTo: code, index: index) {
        sequences[sequence] = rawInput(forKeyCode: code)
        index += 1
      }
    }
    return sequences
  }

  /// Turns bracketed paste and mouse reporting off, ends curses mode and frees the screen.
  ///
  /// `lines` are not shown: the alternate screen goes away with everything drawn on it (the
  /// inline terminal leaves them). Idempotent. A signal that arrives meanwhile is acted on once
  /// the terminal is restored.
  package func close(leaving lines: [String]? = nil) {
    guard isOpen else { return }
    isOpen = false
    TerminalRestore.beginOutput()
    TerminalRestore.restoreNow()
    screen.delete()
    if let ttyFile { fclose(ttyFile) }
    TerminalRestore.endOutput()
  }

  deinit { close() }

  // MARK: - Terminal

  /// The screen's size in cells.
  package var size: TerminalSize {
    let (width, height) = window.size
    return TerminalSize(width: width, height: height)
  }

  /// The next key, paste, click or resize; `nil` when input ends or the terminal is closed.
  package func nextEvent() -> InputEvent? {
    guard isOpen else { return nil }
    return decoder.next(from: self)
  }

  /// Writes what changed since the last frame and places the caret.
  package func draw(_ frame: Frame) {
    guard isOpen else { return }
    TerminalRestore.beginOutput()
    defer { TerminalRestore.endOutput() }
    for run in FrameDiff.runs(from: lastFrame, to: frame) {
      for (offset, cell) in run.cells.enumerated() where !cell.text.isEmpty {
        window.put(
          cell.text, x: run.x + offset, y: run.y, attributes: attributes(for: cell.style),
          pair: pair(for: cell.style))
      }
    }
    window.resetAttributes()
    let visible = frame.cursor != nil
    if cursorVisible != visible {
      Curses.setCursorVisible(visible)
      cursorVisible = visible
    }
    if let cursor = frame.cursor { window.move(x: cursor.x, y: cursor.y) }
    window.refresh()
    lastFrame = frame
    if !pasteModeOn {
      pasteModeOn = true
      TerminalRestore.markModesOn()
      Curses.setBracketedPaste(true, descriptor: descriptor)
    }
  }

  /// Rings the bell or flashes the screen.
  package func alert(_ style: AlertStyle) {
    TerminalRestore.beginOutput()
    defer { TerminalRestore.endOutput() }
    Curses.alert(style)
  }

  /// Forgets what is on the screen: the next frame is written whole.
  package func invalidate() {
    TerminalRestore.beginOutput()
    defer { TerminalRestore.endOutput() }
    lastFrame = nil
    window.clearOnNextRefresh()
    window.erase()
  }

  private func attributes(for style: CellStyle) -> UInt32 {
    Curses.attributes(
      style.attributes, bold: !colors && (style.color == .error || style.color == .accent))
  }

  private func pair(for style: CellStyle) -> Int16 {
    guard colors else { return 0 }
    switch style.color {
    case .standard, .custom: return 0
    case .error: return 1
    case .accent: return 2
    }
  }

  /// Stops the program's process group as the suspend character (`C-z`) does in a cooked
  /// terminal: the terminal is restored while stopped, and the next read after `fg` re-enters
  /// every mode and repaints.
  package func suspend() {
    guard isOpen else { return }
    TerminalRestore.suspend()
  }

  /// Re-enters curses mode after the process was continued: the tty's modes first (in the
  /// background that stops on SIGTTOU before anything is written), then the screen, keypad,
  /// mouse and, at the next draw, bracketed paste; the next draw repaints everything.
  func resume() -> RawInput {
    TerminalRestore.beginOutput()
    defer { TerminalRestore.endOutput() }
    Curses.resetProgramMode()
    TerminalRestore.markActive()
    lastFrame = nil
    pasteModeOn = false
    failedReads = 0
    window.clearOnNextRefresh()
    window.erase()
    window.refresh()
    window.enableKeypad()
    Curses.reportClicks()
    return .resize(size)
  }
}
