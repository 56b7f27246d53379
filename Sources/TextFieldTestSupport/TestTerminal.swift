import TextFieldCore
import TextFieldUI

/// An in-memory terminal for tests: scripted events in, frames out.
///
/// A scripted `InputEvent.resize(_:)` changes ``size`` when it is delivered, as a real resize
/// does. When the script runs out, ``nextEvent()`` returns `nil` (end of input). A ``deadline``
/// already past ends input at the next event, as a real terminal's does, with no waiting; after
/// ``close(leaving:)`` nothing is read or drawn.
public final class TestTerminal: Terminal {
  /// The size the forms are drawn at.
  public private(set) var size: TerminalSize
  /// The measure the forms are drawn with.
  public let cellWidth: CellWidth
  /// The events still to deliver.
  public var script: [InputEvent]
  /// Every frame drawn, in order.
  public private(set) var frames: [Frame] = []
  /// Every alert, in order.
  public private(set) var alerts: [AlertStyle] = []
  /// How many times ``invalidate()`` was called.
  package private(set) var invalidations = 0
  /// How many times ``suspend()`` was called.
  package private(set) var suspensions = 0
  /// When input ends, or `nil` to end only with the script.
  ///
  /// From then on ``nextEvent()`` returns `nil` and sets ``deadlinePassed``, whatever is still
  /// scripted. The script is not delayed: a deadline still ahead changes nothing.
  public var deadline: ContinuousClock.Instant?
  /// Whether input ended because ``deadline`` passed.
  public private(set) var deadlinePassed = false
  /// Whether ``close(leaving:)`` was called.
  public private(set) var isClosed = false
  /// The lines the first ``close(leaving:)`` was given (`nil`: none, the rows cleared).
  public private(set) var linesLeftAtClose: [String]?

  /// A terminal of `width` × `height` cells that delivers `script`, measuring with `cellWidth`.
  public init(
    width: Int = 40, height: Int = 10, script: [InputEvent] = [],
    cellWidth: CellWidth = .unicode
  ) {
    self.size = TerminalSize(width: width, height: height)
    self.script = script
    self.cellWidth = cellWidth
  }

  /// The last frame drawn.
  package var lastFrame: Frame? { frames.last }

  /// The script's next event; `nil` when it is used up (input ends), or at the deadline.
  public func nextEvent() -> InputEvent? {
    guard !isClosed else { return nil }
    if let deadline, ContinuousClock.now >= deadline {
      deadlinePassed = true
      return nil
    }
    guard !script.isEmpty else { return nil }
    let event = script.removeFirst()
    if case .resize(let newSize) = event { size = newSize }
    return event
  }

  /// Records `frame` in ``frames``.
  public func draw(_ frame: Frame) {
    if !isClosed { frames.append(frame) }
  }
  /// Records `style` in ``alerts``.
  public func alert(_ style: AlertStyle) { alerts.append(style) }
  /// Counts a repaint request.
  public func invalidate() { invalidations += 1 }
  /// Counts a suspend request.
  public func suspend() { suspensions += 1 }

  /// Records the first call (later ones do nothing, as on a real terminal).
  public func close(leaving lines: [String]?) {
    guard !isClosed else { return }
    isClosed = true
    linesLeftAtClose = lines
  }
}

extension InputEvent {
  /// Key events typing each Character of `text`.
  public static func typing(_ text: String) -> [InputEvent] {
    text.map { .key(KeyEvent(.character($0))) }
  }

  /// The key written in emacs notation (`"C-a"`, `"Enter"`); a `?` key when it does not parse.
  public static func key(_ notation: String) -> InputEvent {
    .key(KeyEvent(notation: notation) ?? KeyEvent(.character("?")))
  }
}
