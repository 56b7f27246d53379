import Foundation

/// Runs the built `textfield` executable and captures what it prints.
struct CLIRunner {
  /// What a run left behind.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    var lines: [String] {
      stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
  }

  /// The `textfield` binary next to the test bundle (the build's products folder).
  static let executable: URL? = {
    var candidates: [URL] = []
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    candidates.append(testBinary.deletingLastPathComponent())
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    let fileManager = FileManager.default
    return candidates.map { $0.appendingPathComponent("textfield") }
      .first { fileManager.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs `textfield` with `arguments`, feeding `stdin`; files avoid pipe deadlocks on big data.
  static func run(_ arguments: [String], stdin: String = "") throws -> Output {
    guard let executable else { throw CocoaError(.fileNoSuchFile) }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("textfield-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("stdin")
    let output = folder.appendingPathComponent("stdout")
    let errors = folder.appendingPathComponent("stderr")
    try Data(stdin.utf8).write(to: input)
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = try FileHandle(forReadingFrom: input)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      stdout: try String(contentsOf: output, encoding: .utf8),
      stderr: try String(contentsOf: errors, encoding: .utf8))
  }
}
