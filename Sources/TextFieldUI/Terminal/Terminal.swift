import TextFieldCore

/// A terminal's size in cells.
public struct TerminalSize: Hashable, Sendable {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int
  /// A size of `width` columns and `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}

/// Something the user did, decoded from the terminal's input.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(KeyEvent)
  /// A bracketed paste, whole: one paste edit.
  case paste(String)
  /// A bracketed paste longer than the key decoder takes (16 MiB): the text kept, and how many
  /// Characters of the rest were dropped unread (one paste edit whose notice counts them).
  case truncatedPaste(String, droppedCount: Int)
  /// The terminal changed size.
  case resize(TerminalSize)
  /// A click of the primary button at a cell (column and row from 0).
  case click(x: Int, y: Int)
  /// A tick of the terminal's clock with no input since (a countdown redraws); only terminals
  /// given a tick interval send it.
  case tick
}

/// How to get the user's attention when an edit is refused.
public enum AlertStyle: Hashable, Sendable {
  /// Ring the bell.
  case bell
  /// Flash the screen.
  case flash
  /// Nothing (the message line still says why).
  case none
}

/// The seam between the front end and a terminal: events in, frames out.
///
/// TextFieldCurses' `NcursesTerminal` and `InlineTerminal` are the real ones; `TestTerminal` (in the
/// TextFieldTestSupport product) scripts events and records frames so the
/// same forms run in unit tests.
public protocol Terminal: AnyObject {
  /// The current size.
  var size: TerminalSize { get }
  /// The display-width measure the terminal itself uses.
  var cellWidth: CellWidth { get }
  /// Waits for the next event; `nil` when input has ended (end of file, hang-up).
  func nextEvent() -> InputEvent?
  /// Shows `frame`, writing only what changed since the last one, and places the real caret.
  func draw(_ frame: Frame)
  /// Rings the bell or flashes.
  func alert(_ style: AlertStyle)
  /// Forgets what is on the screen, so the next draw repaints everything (`C-l`).
  func invalidate()
  /// Stops the program as the suspend character (`C-z`) does in a cooked terminal, with the
  /// terminal restored while it is stopped; the next event after it continues repaints.
  func suspend()
  /// Whether a Ctrl-C (0x03) has already been read from the terminal and waits behind the
  /// events not yet delivered: a form that ends on Ctrl-C ends at once instead of deciding the
  /// keys typed before it. O(bytes read and not yet decoded), no system call.
  var interruptIsWaiting: Bool { get }
  /// When to stop waiting for input, or `nil` to wait for ever: a read still waiting then ends
  /// input (``nextEvent()`` returns `nil`) and ``deadlinePassed`` becomes `true` (a prompt's
  /// `--timeout`). Absolute: input does not move it.
  var deadline: ContinuousClock.Instant? { get set }
  /// Whether input ended because ``deadline`` passed.
  var deadlinePassed: Bool { get }
  /// Ends the session and restores the terminal as it was; nothing is drawn or read after it.
  ///
  /// A terminal drawing in rows of the screen replaces them with `lines` (the answer, as if
  /// printed), or clears them when `nil`; one that takes the whole screen gives it back and
  /// ignores `lines`. Calling it again does nothing.
  func close(leaving lines: [String]?)
}

extension Terminal {
  /// Does nothing: a terminal that cannot stop the program ignores `C-z`.
  public func suspend() {}

  /// `false`: the terminal reads nothing ahead.
  public var interruptIsWaiting: Bool { false }

  /// `nil`, and setting it does nothing: a terminal without a clock never ends input by time.
  public var deadline: ContinuousClock.Instant? {
    get { nil }
    set {}
  }

  /// `false`: see ``deadline``.
  public var deadlinePassed: Bool { false }

  /// Does nothing: a terminal with nothing to restore.
  public func close(leaving lines: [String]?) {}
}

extension InputEvent: CustomStringConvertible {
  /// A short name for people: `C-a`, `F1`, `paste of 12 characters`, `click at 3,4`, `resize to
  /// 80×24`.
  public var description: String {
    switch self {
    case .key(let key): key.description
    case .paste(let text): "paste of \(text.count) characters"
    case .truncatedPaste(let text, let dropped):
      "paste of \(text.count) characters, \(dropped) more dropped"
    case .resize(let size): "resize to \(size.width)×\(size.height)"
    case .click(let x, let y): "click at \(x),\(y)"
    case .tick: "tick"
    }
  }
}
