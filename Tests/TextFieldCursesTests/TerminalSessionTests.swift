import Testing
import TextFieldCore

@testable import TextFieldCurses

/// The deadline and tick arithmetic both terminals share, at fixed instants (no clock).
@Suite struct TerminalSessionTests {
  /// The end state of one call: what it answered, and the session after it.
  struct State<Answer: Equatable>: Equatable {
    var answer: Answer
    var deadline: ContinuousClock.Instant?
    var tick: Duration?
    var deadlinePassed: Bool
  }

  static let now = ContinuousClock.now

  /// `deadline` is an offset from ``now``.
  static func waitingRead(deadline: Duration?, tick: Duration?) -> State<TerminalSession.Wait> {
    var session = TerminalSession(deadline: deadline.map { now + $0 }, tick: tick)
    let answer = session.waitingRead(now: now)
    return State(
      answer: answer, deadline: session.deadline, tick: session.tick,
      deadlinePassed: session.deadlinePassed)
  }

  static func afterSilence(deadline: Duration?, tick: Duration?) -> State<TerminalSession.Silence> {
    var session = TerminalSession(deadline: deadline.map { now + $0 }, tick: tick)
    let answer = session.afterSilence(now: now)
    return State(
      answer: answer, deadline: session.deadline, tick: session.tick,
      deadlinePassed: session.deadlinePassed)
  }

  @Test(
    arguments: [
      (nil, nil, TerminalSession.Wait.forever, false),
      (nil, .seconds(1), .atMost(.seconds(1)), false),
      (.seconds(3), nil, .atMost(.seconds(3)), false),
      (.seconds(3), .seconds(1), .atMost(.seconds(1)), false),
      // The tick is cut short so the read ends at the deadline.
      (.milliseconds(400), .seconds(1), .atMost(.milliseconds(400)), false),
      (.zero, .seconds(1), .deadlinePassed, true),
      (.seconds(-2), nil, .deadlinePassed, true),
    ] as [(Duration?, Duration?, TerminalSession.Wait, Bool)])
  func aWaitingReadWaitsForTheTickOrWhatIsLeftOfTheDeadline(
    deadline: Duration?, tick: Duration?, wait: TerminalSession.Wait, passed: Bool
  ) {
    #expect(
      Self.waitingRead(deadline: deadline, tick: tick)
        == State(
          answer: wait, deadline: deadline.map { Self.now + $0 }, tick: tick,
          deadlinePassed: passed))
  }

  @Test(
    arguments: [
      (nil, nil, TerminalSession.Silence.readAgain, false),
      (nil, .seconds(1), .tick, false),
      (.seconds(3), nil, .readAgain, false),
      (.seconds(3), .seconds(1), .tick, false),
      // At or past the deadline input ends, ticking or not.
      (.zero, .seconds(1), .deadlinePassed, true),
      (.seconds(-1), nil, .deadlinePassed, true),
    ] as [(Duration?, Duration?, TerminalSession.Silence, Bool)])
  func anEmptyReadEndsInputAtTheDeadlineElseTicks(
    deadline: Duration?, tick: Duration?, silence: TerminalSession.Silence, passed: Bool
  ) {
    #expect(
      Self.afterSilence(deadline: deadline, tick: tick)
        == State(
          answer: silence, deadline: deadline.map { Self.now + $0 }, tick: tick,
          deadlinePassed: passed))
  }

  @Test func aNewSessionHasNoDeadlineNoTickAndHasNotTimedOut() {
    let session = TerminalSession()
    #expect(session.deadline == nil)
    #expect(session.tick == nil)
    #expect(session.deadlinePassed == false)
  }

  @Test(
    arguments: [
      ([:], 25), (["ESCDELAY": "10"], 10), (["ESCDELAY": "0"], 0), (["ESCDELAY": ""], 25),
      (["ESCDELAY": "soon"], 25), (["ESCDELAY": "-5"], -5), (["ESCDELAY": "99999999999"], 25),
    ] as [([String: String], Int32)])
  func theEscDelayIsEscdelayOr25Milliseconds(environment: [String: String], delay: Int32) {
    #expect(TerminalSession.escapeDelay(environment: environment) == delay)
  }

  @Test func bothTerminalsUseTheSessionsPasteMarkers() {
    #expect(TerminalSession.pasteStartMarker == Array("\u{1B}[200~".utf8))
    #expect(TerminalSession.pasteEndMarker == Array("\u{1B}[201~".utf8))
    // The full-screen terminal defines them as ncurses keys; the inline one decodes them.
    #expect(Array(Curses.pasteStartSequence.utf8) == TerminalSession.pasteStartMarker)
    #expect(Array(Curses.pasteEndSequence.utf8) == TerminalSession.pasteEndMarker)
    #expect(InlineKeyTable.xterm[TerminalSession.pasteStartMarker] == .pasteStart)
    #expect(InlineKeyTable.xterm[TerminalSession.pasteEndMarker] == .pasteEnd)
  }
}
