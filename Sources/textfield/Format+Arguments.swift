#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Format {
  /// Refuses an argument that is not valid UTF-8, as standard input is refused, before anything
  /// is printed: a TEXT exits 3 naming it (`TEXT 2 is not valid UTF-8: byte 2 (0xFF)`), any
  /// other argument (a mask, an option's value) is a usage error naming its position (exit 2).
  ///
  /// The command line reaches Swift already repaired (a bad byte is U+FFFD), so the raw
  /// arguments are read again from `argv`: one that is not UTF-8 and whose repaired text is a
  /// TEXT is that TEXT. `arguments` is the raw command line (without the program's name).
  func checkArgumentsAreUTF8(_ arguments: [[UInt8]] = Self.rawArguments) throws {
    for (position, bytes) in arguments.enumerated()
    where String(validating: bytes, as: UTF8.self) == nil {
      let repaired = String(decoding: bytes, as: UTF8.self)
      var detail = ""
      do {
        _ = try StandardInput.decode(bytes, line: position + 1)
      } catch {
        let hex = String(error.byte, radix: 16, uppercase: true)
        detail = ": byte \(error.byteOffset) (0x\(hex.count == 1 ? "0" : "")\(hex))"
      }
      guard let index = texts.firstIndex(of: repaired) else {
        printError(
          "textfield format: argument \(position + 1) (\(ShellOutput.jsonString(repaired))) is "
            + "not valid UTF-8\(detail)")
        throw ExitStatus(Status.usage)
      }
      printError("textfield format: TEXT \(index + 1) is not valid UTF-8\(detail)")
      throw ExitStatus(Status.unsatisfied)
    }
  }

  /// The command line's arguments as the bytes the program was given (without its name).
  static var rawArguments: [[UInt8]] {
    // A program may be started with no argv at all (argc 0).
    guard CommandLine.argc > 1 else { return [] }
    return (1..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { pointer in
        Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map {
          UInt8(bitPattern: $0)
        }
      }
    }
  }
}
