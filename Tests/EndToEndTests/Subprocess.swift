import Foundation

/// Runs a command to completion with `posix_spawn` and `waitpid`.
///
/// No run loop and no pipes a forked daemon could inherit: standard input from a file
/// (default /dev/null), standard output to a file, standard error discarded.
enum Subprocess {
  /// Runs `arguments` (looked up in `PATH`); returns its standard output, or "" without an
  /// output file.
  @discardableResult
  static func run(_ arguments: [String], outputFile: URL? = nil) throws -> String {
    try execute(arguments, outputFile: outputFile).output
  }

  /// Runs `arguments` with standard input from `inputFile`; returns the output and exit status.
  static func execute(
    _ arguments: [String], inputFile: URL? = nil, outputFile: URL? = nil
  )
    throws -> (output: String, status: Int32)
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputFile?.path ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, outputFile?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    // The test runner's threads block most signals; a tmux server inheriting that mask never
    // sees SIGCHLD and outlives kill-server. Start every child with an empty mask and default
    // handlers.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
    guard spawned == 0 else {
      throw EndToEndError(description: "cannot run \(arguments[0]): error \(spawned)")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let output = outputFile.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
    return (output, exitStatus)
  }
}
