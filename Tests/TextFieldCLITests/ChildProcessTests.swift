import Testing

@testable import textfield

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--suggest-command`'s runner: the program sees standard input from /dev/null, our pipes as
/// standard output and error, and no other descriptor of ours.
@Suite struct ChildProcessTests {
  @Test func theProgramHoldsOnlyItsThreeStandardDescriptors() throws {
    // The shell's own descriptors (`/proc/self` is the shell's when `cd` resolves it): 0, 1, 2.
    let run = try ChildProcess.run(
      ["/bin/sh", "-c", "cd /proc/self/fd && ls"], milliseconds: 5_000, outputLimit: 4096)
    #expect(run.status == 0)
    #expect(!run.timedOut)
    let descriptors = String(decoding: run.output, as: UTF8.self).split(separator: "\n")
    #expect(descriptors == ["0", "1", "2"])
  }

  @Test func aSlowProgramIsStoppedAtItsLimit() throws {
    let run = try ChildProcess.run(["/bin/sleep", "5"], milliseconds: 100, outputLimit: 64)
    #expect(run.timedOut)
    #expect(run.status == nil)
  }
}

extension ChildProcessTests {
  @Test func anArgumentOverWhatTheSystemPassesIsE2BIG() {
    // 4 MiB: over Linux's 128 KiB for one argument and macOS's 1 MiB for all of them.
    let error = #expect(throws: ChildProcess.Failure.self) {
      try ChildProcess.run(
        ["/bin/echo", String(repeating: "x", count: 4 << 20)], milliseconds: 5_000,
        outputLimit: 64)
    }
    #expect(error?.code == E2BIG)
    #expect(error?.description == "cannot run /bin/echo: Argument list too long")
  }
}
