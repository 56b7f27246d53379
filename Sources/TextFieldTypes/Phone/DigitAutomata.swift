/// Deterministic automata over the ten ASCII digits, all in one transition table.
///
/// State 0 is dead in every automaton; an automaton is named by its start state. Built from
/// the generated table by ``PhoneMetadata``; each step is one array read.
struct DigitAutomata: Sendable {
  /// Ten targets per state.
  var transitions: [UInt32] = Array(repeating: 0, count: 10)
  /// Whether each state accepts.
  var accepting: [Bool] = [false]

  /// The state after reading `digits` from `state`.
  ///
  /// 0 once no match is possible. O(n).
  func run(_ state: UInt32, _ digits: some Sequence<UInt8>) -> UInt32 {
    var state = state
    for byte in digits {
      let digit = byte &- 48
      guard state != 0, digit < 10 else { return 0 }
      state = transitions[Int(state) * 10 + Int(digit)]
    }
    return state
  }

  /// Whether `digits` is in the language of the automaton starting at `start`.
  ///
  /// For a prefix-match automaton (accepting states absorb), whether some prefix matches, as
  /// `re.match` does.
  func matches(_ start: UInt32, _ digits: some Sequence<UInt8>) -> Bool {
    accepting[Int(run(start, digits))]
  }

  /// Whether `digits` can still be extended to a match.
  func isViable(_ start: UInt32, _ digits: some Sequence<UInt8>) -> Bool {
    run(start, digits) != 0
  }
}
