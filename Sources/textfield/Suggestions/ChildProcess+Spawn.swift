internal import CTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ChildProcess {
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

  /// Starts `arguments` (the first looked up in `PATH`) with standard input from /dev/null,
  /// `output` and `errors` as standard output and error and no other descriptor of ours, in a
  /// session (and process group) of its own without a terminal, its signals at their defaults
  /// and unmasked.
  ///
  /// Returns the child's pid, or the error number `posix_spawnp` gave (`E2BIG`: the arguments
  /// and the environment are more than the system passes).
  static func spawn(
    _ arguments: [String], output: Int32, errors: Int32
  ) -> Swift.Result<pid_t, SpawnError> {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, errors, 2)
    // The child holds its three standard descriptors and nothing else of ours: not the pipes'
    // own ends (a grandchild holding a write end would keep the pipe open past the program's
    // exit), not the terminal, not a history file. macOS closes every descriptor no action
    // names itself (it has no /proc to list them from, and 1,024 need not be all).
    #if canImport(Darwin)
      let closeTheRest = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      let closeTheRest: Int32 = 0
      for descriptor in openDescriptors() where descriptor > 2 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    #endif
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    // A session of its own (so a group of its own, numbered by its pid): no controlling
    // terminal, so neither it nor what it starts can open /dev/tty to write over the screen or
    // change the terminal's modes. Without the flag (an old C library), a group of its own.
    let session = cterm_spawn_session_flag()
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes,
      Int16(
        POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | closeTheRest
          | (session != 0 ? session : POSIX_SPAWN_SETPGROUP)))
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments.first ?? "", &actions, &attributes, argv, environ)
    return spawned == 0 ? .success(pid) : .failure(SpawnError(code: spawned))
  }

  /// The error number of a spawn that failed.
  struct SpawnError: Error {
    var code: Int32
  }
}
