/// What the full-screen and inline terminals share while they run: when input ends (the
/// deadline), how often a waiting read ticks, and the constants of Esc and bracketed paste.
///
/// A value the terminal holds; its arithmetic takes the time as an argument, so it is tested
/// without a clock. The device is opened by ``TerminalDevice``.
package struct TerminalSession: Hashable, Sendable {
  /// How long a waiting read may block.
  package enum Wait: Hashable, Sendable {
    /// No deadline and no tick: until input comes.
    case forever
    /// Until input comes or this much time passes (the tick, or what is left before the
    /// deadline, whichever is shorter).
    case atMost(Duration)
    /// The deadline has passed: do not read; input has ended.
    case deadlinePassed
  }

  /// What a waiting read that timed out with nothing read answers.
  package enum Silence: Hashable, Sendable {
    /// The deadline passed: input has ended.
    case deadlinePassed
    /// A tick passed: `InputEvent.tick`.
    case tick
    /// Neither: read again.
    case readAgain
  }

  /// The Esc delay when `ESCDELAY` is unset or not a number, in milliseconds: a lone Esc is a
  /// key after this long without the rest of a sequence.
  package static let defaultEscapeDelay: Int32 = 25
  /// What a terminal sends before a bracketed paste: `ESC [ 2 0 0 ~`.
  package static let pasteStartMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]
  /// What a terminal sends after a bracketed paste: `ESC [ 2 0 1 ~`.
  package static let pasteEndMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// When to stop waiting for input, or `nil` to wait for ever.
  package var deadline: ContinuousClock.Instant?
  /// How long a waiting read waits before it answers a tick, or `nil` for input only.
  package var tick: Duration?
  /// Whether input ended because ``deadline`` passed (set by ``waitingRead(now:)`` and
  /// ``afterSilence(now:)``).
  package private(set) var deadlinePassed = false

  /// A session with no deadline and no tick.
  package init(deadline: ContinuousClock.Instant? = nil, tick: Duration? = nil) {
    self.deadline = deadline
    self.tick = tick
  }

  /// The Esc delay in milliseconds: `ESCDELAY` when it is a number, else
  /// ``defaultEscapeDelay``.
  package static func escapeDelay(environment: [String: String]) -> Int32 {
    environment["ESCDELAY"].flatMap { Int32($0) } ?? defaultEscapeDelay
  }

  /// How long a waiting read at `now` may block: the tick, capped by what is left before the
  /// deadline; ``Wait/deadlinePassed`` (and ``deadlinePassed`` set) when none is left.
  ///
  /// `now` is read only when there is a deadline: a key read without one asks no clock.
  package mutating func waitingRead(now: @autoclosure () -> ContinuousClock.Instant) -> Wait {
    var wait = tick
    if let deadline {
      let remaining = now().duration(to: deadline)
      guard remaining > .zero else {
        deadlinePassed = true
        return .deadlinePassed
      }
      wait = min(wait ?? remaining, remaining)
    }
    return wait.map(Wait.atMost) ?? .forever
  }

  /// What a waiting read that came back empty at `now` answers: the end of input once the
  /// deadline has passed (and ``deadlinePassed`` set), else a tick when ticking, else read again.
  package mutating func afterSilence(now: @autoclosure () -> ContinuousClock.Instant) -> Silence {
    if let deadline, now() >= deadline {
      deadlinePassed = true
      return .deadlinePassed
    }
    return tick == nil ? .readAgain : .tick
  }
}
