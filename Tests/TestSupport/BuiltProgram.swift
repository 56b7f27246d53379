import Foundation

/// A program built by this package, run as a child process.
public struct BuiltProgram: Sendable {
  /// What a run left behind.
  public struct Run: Sendable {
    public var stdout: String
    public var stderr: String
    public var status: Int32

    /// Standard output's lines, without their line ends (a last line without one included).
    public var lines: [String] {
      var lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.last == "" { lines.removeLast() }
      return lines
    }
  }

  /// The program's path.
  public let url: URL

  /// The executable `name` in the build products folder (next to the test bundle), or for
  /// `textfield` the binary `TEXTFIELD_BINARY` names when it is set (`.ci/run` runs these tests
  /// again against the lean build of `Scripts/build-lean.sh`).
  public init(_ name: String) {
    url = URL(fileURLWithPath: Self.path(of: name, in: Self.productsDirectory.path))
  }

  /// The binary `TEXTFIELD_BINARY` names, when it is set.
  public static var textfieldOverride: String? {
    ProcessInfo.processInfo.environment["TEXTFIELD_BINARY"]
  }

  /// The path of the product `name` in the folder `products`, or for `textfield` the binary
  /// `TEXTFIELD_BINARY` names when it is set.
  public static func path(of name: String, in products: String) -> String {
    if name == "textfield", let binary = textfieldOverride { return binary }
    return URL(fileURLWithPath: products).appendingPathComponent(name).path
  }

  /// The folders to put first in `PATH` to run the products of `products` by name: the folder
  /// of `TEXTFIELD_BINARY` (a binary named `textfield`) when it is set, then `products`.
  public static func searchPath(products: String) -> String {
    guard let binary = textfieldOverride else { return products }
    return URL(fileURLWithPath: binary).deletingLastPathComponent().path + ":" + products
  }

  /// The folders to put first in `PATH` to run the products by name (see
  /// ``searchPath(products:)``).
  public static var searchPath: String { searchPath(products: productsDirectory.path) }

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
  ///
  /// Standard input, output and error are files, so big inputs and outputs cannot deadlock on a
  /// full pipe.
  public func run(
    _ arguments: [String], input: String = "", environment: [String: String]? = nil
  )
    throws -> Run
  {
    try run(arguments, inputBytes: Array(input.utf8), environment: environment)
  }

  /// Runs the program with `arguments`, feeding the bytes `inputBytes` (which need not be
  /// UTF-8) on standard input.
  public func run(
    _ arguments: [String], inputBytes: [UInt8], environment: [String: String]? = nil
  )
    throws -> Run
  {
    let fileManager = FileManager.default
    let folder = fileManager.temporaryDirectory
      .appendingPathComponent("built-program-\(UUID().uuidString)")
    try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: folder) }
    let stdin = folder.appendingPathComponent("stdin")
    let stdout = folder.appendingPathComponent("stdout")
    let stderr = folder.appendingPathComponent("stderr")
    try Data(inputBytes).write(to: stdin)
    try Data().write(to: stdout)
    try Data().write(to: stderr)

    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.standardInput = try FileHandle(forReadingFrom: stdin)
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)
    try process.run()
    process.waitUntilExit()
    return Run(
      stdout: String(decoding: try Data(contentsOf: stdout), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: stderr), as: UTF8.self),
      status: process.terminationStatus)
  }

  /// Whether the program has been built.
  public var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

  /// The current environment with `TERM=dumb`: no terminal the program can draw on, so it runs
  /// in line mode even when the tests run in a terminal.
  public static var lineModeEnvironment: [String: String] {
    ProcessInfo.processInfo.environment.merging(["TERM": "dumb"]) { $1 }
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
