internal import CTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program without a shell, its output read through pipes, within a time limit.
///
/// The program runs in a process group of its own, and nothing in that group outlives the run:
/// the group is killed once the program has exited (what it left running in the background),
/// when the time is up, and when this process is ended by a signal meanwhile (CTerminal's
/// child.c holds the group for the signal handlers).
enum ChildProcess {
  /// How a run ended.
  struct Result {
    /// The exit status, or `nil` when a signal ended it (the time limit's included).
    var status: Int32?
    /// Whether the time limit passed (the process group was then killed).
    var timedOut: Bool
    /// Whether, when the time limit passed, the program itself had exited and something it
    /// started still held its output open.
    var outputHeldOpen = false
    /// Standard output, at most the limit's bytes of it.
    var output: [UInt8]
    /// Whether the program wrote more than the limit (the rest was read and dropped).
    var outputCut = false
    /// Standard error, at most 4 KiB of it.
    var errorOutput: [UInt8]
  }

  /// The program could not be started.
  struct Failure: Error, CustomStringConvertible {
    var description: String
    /// The error number (`E2BIG`: the arguments and the environment are more than the system
    /// passes to a program); 0 when there is none.
    var code: Int32 = 0
  }

  /// Runs `arguments` (the first looked up in `PATH`) with standard input from /dev/null, in a
  /// session and process group of its own, and kills the group once `milliseconds` have passed.
  ///
  /// Output beyond `outputLimit` bytes is read and dropped (the program is not blocked on a
  /// full pipe). Signals start at their defaults, unmasked. However the run ends, its process
  /// group is killed before this returns.
  static func run(
    _ arguments: [String], milliseconds: Int, outputLimit: Int
  ) throws(Failure) -> Result {
    guard let program = arguments.first else { throw Failure(description: "no program") }
    // From here to the end of the run, one run at a time (CTerminal's record holds one group;
    // and another thread's pipes cannot appear between the listing of our descriptors and the
    // spawn). Every end is close-on-exec: the spawn's dup2 gives the program its own copies.
    cterm_child_group_begin()
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
      let reason = String(cString: strerror(errno))
      for descriptor in outPipe + errPipe where descriptor >= 0 { close(descriptor) }
      cterm_child_group_set(0)
      cterm_child_group_end()
      throw Failure(description: reason)
    }
    for descriptor in outPipe + errPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    let spawned = spawn(arguments, output: outPipe[1], errors: errPipe[1])
    cterm_child_group_set((try? spawned.get()) ?? 0)
    close(outPipe[1])
    close(errPipe[1])
    defer {
      close(outPipe[0])
      close(errPipe[0])
    }
    let pid: pid_t
    switch spawned {
    case .success(let started):
      pid = started
    case .failure(let error):
      cterm_child_group_end()
      throw Failure(
        description: "cannot run \(program): \(String(cString: strerror(error.code)))",
        code: error.code)
    }
    let deadline = ContinuousClock.now + .milliseconds(milliseconds)
    var result = Result(status: nil, timedOut: false, output: [], errorOutput: [])
    let outputOpen = drain(
      output: outPipe[0], errors: errPipe[0], limit: outputLimit, until: deadline, into: &result)
    while cterm_child_has_exited(pid) == 0, remaining(until: deadline) != nil { usleep(2000) }
    let exited = cterm_child_has_exited(pid) != 0
    // The program's group: what it left running, or everything once the time is up. Its leader
    // is not reaped yet, so the group's number cannot name another group.
    kill(-pid, SIGKILL)
    // Nothing recorded from here (the reap frees the number); SIGCHLD stays at its default
    // until the reap (cterm_child_group_end puts it back).
    cterm_child_group_set(0)
    var status: Int32 = 0
    var reaped: pid_t
    repeat { reaped = waitpid(pid, &status, 0) } while reaped == -1 && errno == EINTR
    let reapError = errno
    cterm_child_group_end()
    guard reaped == pid else {
      throw Failure(
        description:
          "cannot tell how \(program) ended: \(String(cString: strerror(reapError)))")
    }
    if !exited || outputOpen {
      // Killed at the limit, or ended while something it started still held the pipe.
      result.timedOut = true
      result.outputHeldOpen = exited
      return result
    }
    result.status = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil
    return result
  }

  /// Reads the program's standard output and error until both are closed or `deadline` passes;
  /// returns whether a pipe was still open then.
  private static func drain(
    output: Int32, errors: Int32, limit outputLimit: Int, until deadline: ContinuousClock.Instant,
    into result: inout Result
  ) -> Bool {
    var open = [output, errors]
    var chunk = [UInt8](repeating: 0, count: 1 << 14)
    while !open.isEmpty, let left = remaining(until: deadline) {
      var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&polled, nfds_t(polled.count), Int32(left))
      if ready < 0, errno != EINTR { break }
      for entry in polled where entry.revents != 0 {
        let count = chunk.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
        if count <= 0 {
          if count < 0, errno == EINTR { continue }
          open.removeAll { $0 == entry.fd }
          continue
        }
        if entry.fd == output {
          let room = max(0, outputLimit - result.output.count)
          result.output += chunk[..<min(count, room)]
          if count > room { result.outputCut = true }
        } else {
          result.errorOutput += chunk[..<min(count, max(0, 4096 - result.errorOutput.count))]
        }
      }
    }
    return !open.isEmpty
  }

  /// The milliseconds left before `deadline` (at least 1), or `nil` once it passed.
  private static func remaining(until deadline: ContinuousClock.Instant) -> Int? {
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero else { return nil }
    let (seconds, attoseconds) = left.components
    return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
  }
}
