import CTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The number of times the one-shot handler ran (in the exit test's own process).
nonisolated(unsafe) private var oneShotCalls = 0

/// While a command runs (`textfield --suggest-command`), CTerminal's child.c holds the
/// terminating signals: it kills the command's group, then does what was there before.
@Suite struct ChildSignalTests {
  #if canImport(Glibc)
    /// A one-shot handler (`SA_RESETHAND`) that raises its signal again to die by it does die
    /// by it: the handler runs as the kernel would run it, the default action back first (it
    /// was called again and again, each raise caught by the wrapper).
    @Test func aOneShotHandlerThatRaisesAgainEndsTheProcess() async {
      await #expect(processExitsWith: .signal(SIGUSR1)) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
          oneShotCalls += 1
          if oneShotCalls > 100 { _exit(42) }
          raise(number)
        }
        action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
        sigemptyset(&action.sa_mask)
        sigaction(SIGUSR1, &action, nil)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGUSR1)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        cterm_child_group_begin()
        cterm_child_group_set(0)
        raise(SIGUSR1)
        _exit(0)
      }
    }
  #endif
}
