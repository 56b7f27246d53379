import Testing

@testable import TextFieldUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the program's own SIGUSR1 handler ran (in the exit test's own process).
nonisolated(unsafe) private var handled: Int32 = 0

/// The line mode's changed terminal modes and the signals that would end the process with them.
@Suite struct HiddenEchoSignalTests {
  #if os(Linux)
    /// A program that handles a signal which ends a process only by default (SIGUSR1 to reopen
    /// a log, a SIGALRM timer) keeps its handler while the modes are changed: the signal does
    /// not end it.
    @Test func aProgramsOwnHandlerOfAQuietSignalIsKept() async {
      await #expect(processExitsWith: .success) {
        signal(SIGUSR1) { _ in handled = 1 }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGUSR1)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        // A pseudo-terminal: /dev/ptmx unlocked (TIOCSPTLCK), its number (TIOCGPTN).
        let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard primary >= 0, ioctl(primary, UInt(0x4004_5431), &unlock) == 0,
          ioctl(primary, UInt(0x8004_5430), &number) == 0
        else { _exit(3) }
        let secondary = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard secondary >= 0,
          HiddenEcho.change(secondary, { $0.c_lflag &= ~tcflag_t(ECHO) }) != nil
        else { _exit(4) }
        raise(SIGUSR1)
        HiddenEcho.restore()
        _exit(handled == 1 ? 0 : 5)
      }
    }
  #endif
}
