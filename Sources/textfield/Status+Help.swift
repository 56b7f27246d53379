extension Status {
  /// One row of the exit-status table: the status and what it means.
  struct Meaning: Sendable {
    var status: Int32
    var meaning: String
  }

  /// What each status means, for every subcommand.
  ///
  /// The one table that each `--help` text shows and the README copies (a test checks the copy).
  /// Each row fits an 80-column help screen.
  static let table: [Meaning] = [
    Meaning(status: submitted, meaning: "submitted (format: every input formatted)"),
    Meaning(status: cancelled, meaning: "cancelled: Esc, or Ctrl-D at a line-mode prompt"),
    Meaning(status: usage, meaning: "usage error: a bad flag, option, spec or mask (says where)"),
    Meaning(status: unsatisfied, meaning: "input that does not satisfy the field, or is not UTF-8"),
    Meaning(
      status: inputOutput, meaning: "a read or write failed (output full, closed, a closed pipe)"),
    Meaning(status: timedOut, meaning: "timed out (--timeout)"),
    Meaning(status: interrupted, meaning: "interrupted (Ctrl-C)"),
  ]

  /// The table for a command's `--help` discussion: a heading, then one `  NNN  meaning` line per
  /// status.
  static var helpText: String {
    let rows = table.map { row in
      let number = String(row.status)
      return "  " + String(repeating: " ", count: 3 - number.count) + number + "  " + row.meaning
    }
    return (["Exit status (the same for every textfield command):"] + rows).joined(separator: "\n")
  }
}
