import TextFieldCore

/// `--suggest-file`: a file of candidates, one per line.
enum SuggestionFile {
  /// The most bytes read (8 MiB).
  static let sizeLimit = 8 << 20

  /// The candidates in the file at `path`: its lines, without their line ends (`\n`, `\r\n`),
  /// blank lines left out.
  /// - Throws: a usage error saying why the file cannot be used: it cannot be read, it is
  ///   larger than ``sizeLimit``, or a line is not UTF-8 (with the line's number).
  static func read(_ path: String) throws(UsageError) -> [String] {
    let bytes: [UInt8]
    do {
      bytes = try FileContents.read(path, limit: sizeLimit)
    } catch {
      throw UsageError("--suggest-file \(path): \(error.description)")
    }
    var lines: [String] = []
    for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
      .enumerated()
    {
      guard let text = String(validating: trimmed(line), as: UTF8.self) else {
        throw UsageError("--suggest-file \(path): line \(index + 1) is not UTF-8 text")
      }
      if !text.allSatisfy(\.isWhitespace) { lines.append(text) }
    }
    return lines
  }

  /// The lines of a program's output (invalid UTF-8 repaired, blank lines left out).
  static func lines(of bytes: [UInt8]) -> [String] {
    bytes.split(separator: 0x0A).map { String(decoding: trimmed($0), as: UTF8.self) }
      .filter { !$0.allSatisfy(\.isWhitespace) }
  }

  private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    line.last == 0x0D ? line.dropLast() : line
  }
}
