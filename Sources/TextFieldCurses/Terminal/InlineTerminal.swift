import TextFieldCore
import TextFieldUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal that draws in the rows under the cursor and leaves the rest of the screen alone:
/// no alternate screen, the lines above stay visible and in the scrollback.
///
/// Built on ncurses' terminfo layer (`Terminfo`) and termios raw mode, not on a curses screen
/// (whose `newterm` always enters the alternate screen). `InlineRenderer` turns frames into
/// relative cursor motion; keys are bytes read from the terminal and decoded by the same
/// `ByteKeyReader`, `KeyDecoder` and paste collector as the full-screen terminal's bulk
/// input. ``size`` is the region: the terminal's width and `rows` rows (at most the screen's
/// height). After text on the cursor's line the region starts on the next line (found without a
/// question to the terminal where it can be; see `startOnANewLine`). Bracketed paste is on
/// while it runs; mouse tracking only when asked for: clicks are then reported in the region's
/// rows, whose place on the screen comes from that report (asked again after a resize; no
/// report: clicks are ignored).
///
/// Restoring shares the full-screen terminal's machinery (`signals.c`, `inline.c`): on a signal
/// that ends the process, at `exit`, and on a stop (`C-z`, `kill -TSTP`) the region is cleared,
/// bracketed paste turned off, the cursor shown and the tty attributes saved at open put back;
/// after a stop the next read re-enters raw mode and draws the region again under the cursor.
/// Only one terminal (inline or full screen) may be open at a time.
package final class InlineTerminal: SessionTerminal {
  /// How long a resize must be quiet before the region is measured again.
  private static let resizeSettle: Duration = .milliseconds(60)

  /// Where frames are written, and whose modes and size are the terminal's.
  let descriptor: Int32
  /// Where keys are read from: the same `/dev/tty` descriptor, or standard input.
  let inputDescriptor: Int32
  private let device: TerminalDevice
  /// The deadline and tick, shared with the full-screen terminal.
  package var session = TerminalSession()
  private var renderer: InlineRenderer
  private var decoder = KeyDecoder()
  let byteKeys: ByteKeyReader
  let escapeDelay: Duration
  var buffer: [UInt8] = []
  var bufferStart = 0
  /// How far into ``buffer`` (from ``bufferStart``) is known to hold no Ctrl-C: each byte is
  /// looked at once by ``interruptIsWaiting``; 0 whenever the buffer is rearranged.
  var interruptScanned = 0
  /// Where each `read(2)` lands (see `DescriptorInput.fill`).
  var readScratch: [UInt8] = []
  private var screen: TerminalSize
  private var pasteModeOn = false
  /// What the restore bytes last set were made from (`InlineRenderer.clearBytes(ifChangedSince:)`).
  private var restoreKey: InlineRenderer.ClearKey?
  private var isOpen = true
  /// The row of blanks that starts the region on a line of its own, not yet written: it goes out
  /// with the first paint, in the same write (``startOnANewLine()``).
  private var blanksPending = false
  private let mouse: Bool
  /// The screen row of the region's first row, when known (mouse only).
  var regionTop: Int?

  /// How many rows the region takes (capped at the screen's height); set it before drawing.
  package var rows: Int
  /// Display widths as the terminal's ncurses measures them.
  package let cellWidth = Curses.cellWidth

  private init(
    device: TerminalDevice, controls: InlineControls, keys: ByteKeyReader,
    escapeDelay: Duration, rows: Int, mouse: Bool
  ) {
    self.mouse = mouse
    self.device = device
    self.descriptor = device.output
    self.inputDescriptor = device.input
    self.renderer = InlineRenderer(controls: controls)
    self.byteKeys = keys
    self.escapeDelay = escapeDelay
    self.rows = rows
    self.screen = Terminfo.size(of: device.output)
  }

  /// Opens the controlling terminal for a region of `rows` rows, or says why there is none (then
  /// use line mode).
  ///
  /// `/dev/tty`, else standard input and output when both are terminals (the full-screen
  /// terminal's policy, `TerminalDevice`). With `mouse`, primary-button clicks are reported
  /// (mouse tracking is on while it runs).
  package static func open(
    environment: [String: String], rows: Int, mouse: Bool = false
  ) throws(TerminalOpenError) -> InlineTerminal {
    let term = environment["TERM"] ?? ""
    guard !term.isEmpty, term != "dumb" else { throw .noCursorAddressing(term: term) }
    setlocale(LC_ALL, "")
    if !Curses.localeIsUTF8 { setlocale(LC_ALL, "C.UTF-8") }
    let device = try TerminalDevice.open()
    do {
      try Terminfo.load(term: term, descriptor: device.output)
    } catch {
      device.close()
      throw error
    }
    TerminalRestore.installHandlers()
    TerminalRestore.installResizeHandler()
    guard TerminalRestore.enterInline(device.output) >= 0 else {
      device.close()
      throw .noTerminal
    }
    let colors = (environment["NO_COLOR"] ?? "").isEmpty && Curses.terminfoNumber("colors") >= 8
    let delay = TerminalSession.escapeDelay(environment: environment)
    let terminal = InlineTerminal(
      device: device, controls: Terminfo.controls(colors: colors),
      keys: ByteKeyReader(
        sequences: Terminfo.keySequences(), mouse: mouse ? mouseIntroducer : nil, clicks: mouse),
      escapeDelay: .milliseconds(max(0, Int(delay))), rows: rows, mouse: mouse)
    terminal.startOnANewLine()
    return terminal
  }

  /// `ESC[<`: SGR mouse reports.
  private static let mouseIntroducer: [UInt8] = [0x1B, 0x5B, 0x3C]
  private static let mouseOn = InlineControls.csi("?1000h") + InlineControls.csi("?1006h")
  private static let mouseOff = InlineControls.csi("?1006l") + InlineControls.csi("?1000l")
  /// How long to wait for the answer to a cursor position request.
  private static let positionReplyWait: Duration = .milliseconds(300)

  /// Starts the region on a line of its own.
  ///
  /// When the cursor is after text (`printf 'Phone? '; textfield`), on the next line, so that
  /// text stays. Without mouse tracking no question is asked (a terminal that does not answer
  /// would hold up the first paint): on a terminal that wraps late (`am` and `xenl`, as xterm,
  /// tmux, VTE and kitty do) a row of blanks ends on the cursor's own row when it was at the start
  /// of it and on the next row otherwise, and `cr` goes to the start of that row, the way zsh's
  /// PROMPT_SP finds a line without a newline. Elsewhere, and with the mouse (clicks need the
  /// region's row), the terminal is asked (`ESC[6n`); no report: the region starts at the
  /// cursor's row.
  private func startOnANewLine() {
    if !mouse, Curses.terminfoFlag("am"), Curses.terminfoFlag("xenl"), screen.width > 1 {
      // Written with the first paint: the paint is one write, as readline's prompt is, and a
      // reader waiting for it wakes once. A signal before it writes them alone, as before.
      blanksPending = true
      TerminalRestore.setInlineRestoreBytes(blankRow(width: screen.width))
      return
    }
    guard let position = locateCursor() else { return }
    regionTop = position.row
    guard position.column > 0 else { return }
    writeAll(renderer.controls.carriageReturn + renderer.controls.lineFeed)
    regionTop = min(position.row + 1, screen.height - 1)
  }

  /// Asks where the cursor is (it is at the region's top-left).
  ///
  /// Waits a little for the answer; keys typed meanwhile stay in the input. No answer: clicks are
  /// ignored.
  private func locateRegion() {
    regionTop = locateCursor()?.row
  }

  /// Where the cursor is, as the terminal reports it, or `nil` when it does not answer within
  /// ``positionReplyWait``; the report is taken out of the input.
  private func locateCursor() -> CursorPositionReport? {
    writeAll(InlineControls.csi("6n"))
    let limit = ContinuousClock.now + Self.positionReplyWait
    while true {
      if let (report, range) = CursorPositionReport.first(in: buffer[bufferStart...]) {
        buffer.removeSubrange(range)
        interruptScanned = 0
        return report
      }
      let remaining = ContinuousClock.now.duration(to: limit)
      guard remaining > .zero, fill(waitingAtMost: remaining) != .ended else { return nil }
    }
  }

  /// Ends the region and restores the terminal.
  ///
  /// Replaces the region with `lines` (the answer, as if printed) or, when `nil`, clears it;
  /// turns bracketed paste off, shows the cursor and puts the tty's attributes back. Idempotent. A signal that arrives meanwhile is acted on once the terminal is restored.
  package func close(leaving lines: [String]? = nil) {
    guard isOpen else { return }
    isOpen = false
    TerminalRestore.beginOutput()
    var bytes = lines.map { renderer.finish(leaving: $0) } ?? renderer.clear()
    bytes += InlineControls.pasteOff + (mouse ? Self.mouseOff : [])
    bytes += renderer.controls.resetAttributes
    bytes += renderer.controls.showCursor
    writeAll(bytes)
    TerminalRestore.clearInlineRestoreBytes()
    TerminalRestore.restoreNow()
    TerminalRestore.leaveInline()
    device.close()
    TerminalRestore.endOutput()
  }

  deinit { close() }

  // MARK: - Terminal

  /// The region's size: the screen's width, `rows` rows (at most the screen's height).
  package var size: TerminalSize {
    TerminalSize(width: screen.width, height: max(1, min(rows, screen.height)))
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
    var bytes = renderer.draw(frame)
    if !pasteModeOn {
      pasteModeOn = true
      bytes += InlineControls.pasteOn + (mouse ? Self.mouseOn : [])
    }
    writeAll(bytes)
    updateRestoreBytes()
    // Line feeds at the bottom scrolled the region up.
    if let top = regionTop {
      regionTop = max(0, min(top, screen.height - renderer.reservedRows))
    }
  }

  /// Rings the bell or flashes the screen.
  package func alert(_ style: AlertStyle) {
    switch style {
    case .bell: writeAll(renderer.controls.bell)
    case .flash: writeAll(renderer.controls.flash)
    case .none: break
    }
  }

  /// Forgets what is drawn: the next frame is written whole.
  package func invalidate() { renderer.invalidate() }

  /// Stops the program's process group as `C-z` does in a cooked terminal; see the type's
  /// discussion.
  package func suspend() {
    guard isOpen else { return }
    TerminalRestore.suspend()
  }

  /// What a signal or `exit` writes: clear the region as it is now, modes off, cursor shown.
  private func updateRestoreBytes() {
    // Most keys leave the cursor's row and the region's height alone: the bytes stay the same.
    guard let clear = renderer.clearBytes(ifChangedSince: &restoreKey) else { return }
    TerminalRestore.setInlineRestoreBytes(
      clear + InlineControls.pasteOff + (mouse ? Self.mouseOff : [])
        + renderer.controls.resetAttributes)
  }

  private func writeAll(_ bytes: [UInt8]) {
    guard blanksPending else {
      if !bytes.isEmpty { Curses.write(bytes, to: descriptor) }
      return
    }
    // As wide as the screen is now: a resize since the start (not read yet) changes the row.
    blanksPending = false
    Curses.write(blankRow(width: Terminfo.size(of: descriptor).width) + bytes, to: descriptor)
  }

  /// A row of blanks and `cr` (``startOnANewLine()``).
  private func blankRow(width: Int) -> [UInt8] {
    [UInt8](repeating: 0x20, count: max(1, width)) + renderer.controls.carriageReturn
  }

  // MARK: - Resize and resume

  /// The screen changed size: move to the region's top as the terminal now shows it; the next
  /// draw repaints.
  func resized() -> RawInput {
    // The terminal may still be rewrapping its lines when the signal arrives (tmux sets the
    // tty's size first): let a burst of resizes settle before measuring where the region is.
    repeat {
      var none = pollfd(fd: -1, events: 0, revents: 0)
      _ = poll(&none, 1, DescriptorInput.milliseconds(Self.resizeSettle))
    } while TerminalRestore.takeResized()
    TerminalRestore.beginOutput()
    defer { TerminalRestore.endOutput() }
    screen = Terminfo.size(of: descriptor)
    writeAll(renderer.resize(toWidth: screen.width))
    restoreKey = nil
    updateRestoreBytes()
    if mouse { locateRegion() }
    return .resize(size)
  }

  /// Continued after a stop: raw mode again and, when the region was cleared for the stop, a new
  /// region under the cursor; the next draw repaints.
  func resume() -> RawInput {
    TerminalRestore.beginOutput()
    defer { TerminalRestore.endOutput() }
    restoreKey = nil
    if TerminalRestore.enterInline(descriptor) == 1 {
      renderer.invalidate()
    } else {
      renderer.restart()
      pasteModeOn = false
    }
    screen = Terminfo.size(of: descriptor)
    if mouse { locateRegion() }
    return .resize(size)
  }
}
