extension StandardOutput {
  /// Writes a generated document (a completion script, the man page) that ends with a newline;
  /// a failed write (a full disk under `make install`) says why and exits 74.
  static func writeDocument(_ text: String) throws(ExitStatus) {
    do {
      try writeLine(String(text.hasSuffix("\n") ? text.dropLast() : text[...]))
    } catch {
      printError("textfield: \(error)")
      throw ExitStatus(Status.inputOutput)
    }
  }
}
