import TextFieldUI

/// A terminal whose clock is a ``TerminalSession``.
///
/// The full screen and the inline terminal: their deadline, whether it passed and their tick are
/// the session's, written once here.
package protocol SessionTerminal: Terminal, AnyObject {
  /// The session holding the deadline, the tick and the Esc and paste constants.
  var session: TerminalSession { get set }
}

extension SessionTerminal {
  /// When to stop waiting for input, or `nil` (the default) to wait for ever.
  ///
  /// A read still waiting at the deadline ends input: `nextEvent()` returns `nil`, as at the end
  /// of input, and ``deadlinePassed`` becomes `true` (a prompt's `--timeout`).
  package var deadline: ContinuousClock.Instant? {
    get { session.deadline }
    set { session.deadline = newValue }
  }

  /// Whether input ended because ``deadline`` passed.
  package var deadlinePassed: Bool { session.deadlinePassed }

  /// How long a read waits before it returns `InputEvent/tick` (a countdown redraws), or `nil`
  /// (the default) to wait for input only.
  package var tick: Duration? {
    get { session.tick }
    set { session.tick = newValue }
  }
}
