import Foundation

/// A program built by this package, run as a child process.
public struct BuiltProgram: Sendable {
  /// What a run left behind.
  public struct Run: Sendable {
    public var stdout: String
    public var stderr: String
    public var status: Int32
  }

  /// The program's path.
  public let url: URL

  /// The executable `name` in the build products folder (next to the test bundle).
  public init(_ name: String) {
    url = Self.productsDirectory.appendingPathComponent(name)
  }

  /// The folder holding the built products.
  public static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return executable.deletingLastPathComponent()
  }

  /// Runs the program with `arguments`, feeding `input` on standard input (or an empty one).
  public func run(
    _ arguments: [String], input: String = "", environment: [String: String]? = nil
  )
    throws -> Run
  {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let environment { process.environment = environment }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
      status: process.terminationStatus)
  }
}

extension BuiltProgram {
  /// `/bin/sh`, for checking what a shell makes of a program's output.
  public struct Shell: Sendable {
    public init() {}

    /// Runs `script` with `argument` as `$1`; returns its standard output.
    public func run(_ script: String, _ argument: String) throws -> String {
      let shell = BuiltProgram(url: URL(fileURLWithPath: "/bin/sh"))
      return try shell.run(["-c", script, "sh", argument]).stdout
    }
  }

  /// The program at `url`.
  public init(url: URL) {
    self.url = url
  }
}
