#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program without a shell, its output read through pipes, within a time limit.
enum ChildProcess {
  /// How a run ended.
  struct Result {
    /// The exit status, or `nil` when a signal ended it (the time limit's included).
    var status: Int32?
    /// Whether the time limit passed (the process group was then killed).
    var timedOut: Bool
    /// Standard output, at most the limit's bytes of it.
    var output: [UInt8]
    /// Standard error, at most 4 KiB of it.
    var errorOutput: [UInt8]
  }

  /// The program could not be started.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The descriptors open in this process now: those `/proc/self/fd` lists, else each of the
  /// first 1,024 that is open.
  static func openDescriptors() -> [Int32] {
    if let directory = opendir("/proc/self/fd") {
      defer { closedir(directory) }
      let own = dirfd(directory)
      var descriptors: [Int32] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        if let descriptor = Int32(name), descriptor != own { descriptors.append(descriptor) }
      }
      return descriptors
    }
    return (0..<1024).filter { fcntl($0, F_GETFD) != -1 }
  }

  /// Runs `arguments` (the first looked up in `PATH`) with standard input from /dev/null, in a
  /// process group of its own, and kills the group once `milliseconds` have passed.
  ///
  /// Output beyond `outputLimit` bytes is read and dropped (the program is not blocked on a
  /// full pipe). Signals start at their defaults, unmasked.
  static func run(
    _ arguments: [String], milliseconds: Int, outputLimit: Int
  ) throws(Failure) -> Result {
    guard let program = arguments.first else { throw Failure(description: "no program") }
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    guard pipe(&outPipe) == 0 else { throw Failure(description: String(cString: strerror(errno))) }
    guard pipe(&errPipe) == 0 else {
      close(outPipe[0])
      close(outPipe[1])
      throw Failure(description: String(cString: strerror(errno)))
    }
    for descriptor in [outPipe[0], errPipe[0]] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    // The child holds its three standard descriptors and nothing else of ours: not the pipes'
    // own ends (a grandchild holding a write end would keep the pipe open past the program's
    // exit), not the terminal, not a history file.
    for descriptor in openDescriptors() where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
    close(outPipe[1])
    close(errPipe[1])
    defer {
      close(outPipe[0])
      close(errPipe[0])
    }
    guard spawned == 0 else {
      throw Failure(description: "cannot run \(program): \(String(cString: strerror(spawned)))")
    }
    let deadline = ContinuousClock.now + .milliseconds(milliseconds)
    var result = Result(status: nil, timedOut: false, output: [], errorOutput: [])
    var open = [outPipe[0], errPipe[0]]
    while !open.isEmpty, let left = remaining(until: deadline) {
      var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&polled, nfds_t(polled.count), Int32(left))
      if ready < 0, errno != EINTR { break }
      for entry in polled where entry.revents != 0 {
        let isOutput = entry.fd == outPipe[0]
        let limit = isOutput ? outputLimit : 4096
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        let count = chunk.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
        if count <= 0 {
          if count < 0, errno == EINTR { continue }
          open.removeAll { $0 == entry.fd }
          continue
        }
        if isOutput {
          result.output += chunk[..<min(count, max(0, limit - result.output.count))]
        } else {
          result.errorOutput += chunk[..<min(count, max(0, limit - result.errorOutput.count))]
        }
      }
    }
    var status: Int32 = 0
    while true {
      let waited = waitpid(pid, &status, WNOHANG)
      if waited == pid { break }
      if waited < 0, errno != EINTR { return result }
      guard remaining(until: deadline) != nil else {
        kill(-pid, SIGKILL)
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        result.timedOut = true
        return result
      }
      usleep(2000)
    }
    result.status = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil
    if !open.isEmpty {
      // The program ended, but something it started still holds the pipe: the time is up.
      kill(-pid, SIGKILL)
      result.timedOut = true
    }
    return result
  }

  /// The milliseconds left before `deadline` (at least 1), or `nil` once it passed.
  private static func remaining(until deadline: ContinuousClock.Instant) -> Int? {
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero else { return nil }
    let (seconds, attoseconds) = left.components
    return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
  }
}
