import TextFieldCore
import TextFieldUI

/// A terminal that shows the seconds left before `--timeout` in the form's hint, as gum does:
/// the real terminal ticks every second, and each event updates the hint before the next draw.
final class Countdown: Terminal {
  let base: any Terminal
  private let form: Form
  private let countdownEnd: ContinuousClock.Instant
  private let hint: String

  /// Counts down to `deadline` in `form`'s hint while `base` runs it.
  init(_ base: any Terminal, form: Form, deadline: ContinuousClock.Instant) {
    self.base = base
    self.form = form
    countdownEnd = deadline
    hint = form.hint
    update()
  }

  private func update() {
    form.hint = countdownHint(hint, remaining: ContinuousClock.now.duration(to: countdownEnd))
  }

  var size: TerminalSize { base.size }
  var cellWidth: CellWidth { base.cellWidth }
  var interruptIsWaiting: Bool { base.interruptIsWaiting }
  var deadline: ContinuousClock.Instant? {
    get { base.deadline }
    set { base.deadline = newValue }
  }
  var deadlinePassed: Bool { base.deadlinePassed }

  func nextEvent() -> InputEvent? {
    let event = base.nextEvent()
    update()
    return event
  }

  func draw(_ frame: Frame) { base.draw(frame) }
  func alert(_ style: AlertStyle) { base.alert(style) }
  func invalidate() { base.invalidate() }
  func suspend() { base.suspend() }
  func close(leaving lines: [String]?) { base.close(leaving: lines) }
}

/// `hint` with the whole seconds left, rounded up: `Enter submit · Esc cancel · 9s`.
func countdownHint(_ hint: String, remaining: Duration) -> String {
  let (seconds, attoseconds) = max(remaining, .zero).components
  return "\(hint) · \(seconds + (attoseconds > 0 ? 1 : 0))s"
}
