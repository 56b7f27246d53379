#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's modes changed by the line mode, and the user's put back exactly after.
///
/// Echo is off while a secret is typed (echo and the canonical mode while a form with a secret
/// is asked); the user's attributes come back after it, or by a signal that ends the process
/// meanwhile (Ctrl-C is SIGINT). A stop (Ctrl-Z) puts them back too, and the changed ones are
/// set again when the process continues (a shell's `fg` sets the terminal to its own modes).
///
/// One terminal at a time: the saved attributes are process-wide, as the terminal is.
enum HiddenEcho {
  /// The terminal and its attributes before echo went off; read by the signal handler.
  nonisolated(unsafe) fileprivate static var saved: (descriptor: Int32, attributes: termios)?
  /// The attributes the last change set, set again after a stop; read by the signal handler.
  nonisolated(unsafe) fileprivate static var changed: termios?
  /// The handlers in place before ours, put back by ``restore()``.
  nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
  /// The signals that end the process and would leave the modes changed: caught unless
  /// ignored.
  private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// The other signals that end the process by default: caught only while at their default.
  ///
  /// All of them but the faults (whose backtrace is the runtime's). A program that handles one
  /// (a SIGALRM timer, a profiler's SIGPROF, SIGUSR1 to reopen a log) keeps its handler, as the
  /// full-screen mode leaves it (CTerminal's signals.c).
  private static let quietSignals: [Int32] = [
    SIGALRM, SIGUSR1, SIGUSR2, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
  ]

  /// Sets `descriptor`'s attributes to its original ones changed by `change`, now (`TCSANOW`,
  /// so keys typed ahead stay queued); returns the original ones, `nil` when they cannot be
  /// read.
  ///
  /// The original attributes are read and the ending signals caught at the first change; a
  /// later change starts again from the original ones, and ``restore()`` puts them back.
  static func change(_ descriptor: Int32, _ change: (inout termios) -> Void) -> termios? {
    let original: termios
    if let saved, saved.descriptor == descriptor {
      original = saved.attributes
    } else {
      guard saved == nil else { return nil }
      var attributes = termios()
      guard tcgetattr(descriptor, &attributes) == 0 else { return nil }
      original = attributes
      saved = (descriptor, attributes)
      catchSignals()
    }
    var attributes = original
    change(&attributes)
    changed = attributes
    tcsetattr(descriptor, TCSANOW, &attributes)
    return original
  }

  /// Catches the ending signals and the stop (those not ignored) to put the original attributes
  /// back.
  private static func catchSignals() {
    for number in signals + quietSignals + [SIGTSTP] {
      // A signal the user chose to ignore (`nohup`, `trap '' INT`) stays ignored.
      var current = sigaction()
      guard sigaction(number, nil, &current) == 0, !ignores(current) else { continue }
      if quietSignals.contains(number), !isDefault(current) { continue }
      var action = sigaction()
      let handler: @convention(c) (Int32) -> Void =
        number == SIGTSTP ? restoreAndStop : restoreAndDie
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
      #else
        action.__sigaction_u.__sa_handler = handler
      #endif
      sigemptyset(&action.sa_mask)
      var old = sigaction()
      if sigaction(number, &action, &old) == 0 { previous[number] = old }
    }
  }

  /// Whether `action` is its signal's default (`SIG_DFL`, 0 on Linux and macOS).
  private static func isDefault(_ action: sigaction) -> Bool { plainHandler(action) == 0 }

  /// Whether `action` ignores its signal (`SIG_IGN`, 1 on Linux and macOS).
  private static func ignores(_ action: sigaction) -> Bool { plainHandler(action) == 1 }

  /// The address of `action`'s handler (0 for `SIG_DFL`, 1 for `SIG_IGN`), `nil` for one that
  /// takes the signal's information (`SA_SIGINFO`).
  private static func plainHandler(_ action: sigaction) -> Int? {
    guard action.sa_flags & SA_SIGINFO == 0 else { return nil }
    #if canImport(Glibc)
      let handler = action.__sigaction_handler.sa_handler
    #else
      let handler = action.__sigaction_u.__sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self)
  }

  /// Turns echo back on and puts the previous handlers back; `false` when it was not off.
  @discardableResult
  static func restore() -> Bool {
    guard let (descriptor, attributes) = saved else { return false }
    var restored = attributes
    tcsetattr(descriptor, TCSANOW, &restored)
    saved = nil
    changed = nil
    for (number, old) in previous {
      var action = old
      sigaction(number, &action, nil)
    }
    previous = [:]
    return true
  }
}

/// The signal handler: echo back on, a newline (the line was not ended), then the default
/// action of the signal (the process ends by it, as the shell expects).
private func restoreAndDie(_ number: Int32) {
  if let (descriptor, attributes) = HiddenEcho.saved {
    var restored = attributes
    tcsetattr(descriptor, TCSANOW, &restored)
    var newline = UInt8(ascii: "\n")
    _ = write(descriptor, &newline, 1)
  }
  signal(number, SIG_DFL)
  raise(number)
}

/// The stop's handler (Ctrl-Z): the original attributes back, the process stopped by the default
/// action; once continued, the handler and the changed attributes back.
private func restoreAndStop(_ number: Int32) {
  // Caught while `restore()` runs (the modes back, our handler not yet gone): still a stop.
  let saved = HiddenEcho.saved
  if let (descriptor, attributes) = saved {
    var restored = attributes
    tcsetattr(descriptor, TCSANOW, &restored)
  }
  var ours = sigaction()
  sigaction(number, nil, &ours)
  signal(number, SIG_DFL)
  // The signal is blocked while its handler runs: unblock it so that the raise stops now.
  var unblocked = sigset_t()
  var mask = sigset_t()
  sigemptyset(&unblocked)
  sigaddset(&unblocked, number)
  sigprocmask(SIG_UNBLOCK, &unblocked, &mask)
  raise(number)
  sigprocmask(SIG_SETMASK, &mask, nil)
  sigaction(number, &ours, nil)
  if let descriptor = saved?.descriptor, var changed = HiddenEcho.changed {
    tcsetattr(descriptor, TCSANOW, &changed)
  }
}
