import TextFieldCore
import TextFieldUI

/// An in-memory terminal for tests: scripted events in, frames out.
///
/// A scripted ``InputEvent/resize(_:)`` changes ``size`` when it is delivered, as a real resize
/// does. When the script runs out, ``nextEvent()`` returns `nil` (end of input).
public final class TestTerminal: Terminal {
  public private(set) var size: TerminalSize
  public let cellWidth: CellWidth
  /// The events still to deliver.
  public var script: [InputEvent]
  /// Every frame drawn, in order.
  public private(set) var frames: [Frame] = []
  /// Every alert, in order.
  public private(set) var alerts: [AlertStyle] = []
  /// How many times ``invalidate()`` was called.
  public private(set) var invalidations = 0
  /// How many times ``suspend()`` was called.
  public private(set) var suspensions = 0

  public init(
    width: Int = 40, height: Int = 10, script: [InputEvent] = [],
    cellWidth: CellWidth = .unicode
  ) {
    self.size = TerminalSize(width: width, height: height)
    self.script = script
    self.cellWidth = cellWidth
  }

  /// The last frame drawn.
  public var lastFrame: Frame? { frames.last }

  public func nextEvent() -> InputEvent? {
    guard !script.isEmpty else { return nil }
    let event = script.removeFirst()
    if case .resize(let newSize) = event { size = newSize }
    return event
  }

  public func draw(_ frame: Frame) { frames.append(frame) }
  public func alert(_ style: AlertStyle) { alerts.append(style) }
  public func invalidate() { invalidations += 1 }
  public func suspend() { suspensions += 1 }
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
