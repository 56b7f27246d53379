#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The words of `--help` and of usage errors, wrapped to the screen's width.
struct HelpText {
  /// Columns to fill: `COLUMNS`, else the width of the terminal on standard output, else 80.
  var width: Int

  /// Where an option's help starts.
  private static let helpColumn = 26
  /// The blanks before an option's help.
  private static let indent = String(repeating: " ", count: helpColumn)

  init(width: Int? = nil) {
    self.width = max(40, width ?? Self.screenWidth())
  }

  private static func screenWidth() -> Int {
    if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns > 0 {
      return columns
    }
    var size = winsize()
    if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return 80
  }

  /// `--help` of `command`; `usage` replaces the usage line's `textfield NAME` (the default
  /// subcommand shows `textfield [prompt]`).
  func help(for command: CommandSpec, invokedAs usage: String? = nil) -> String {
    var lines = ["OVERVIEW: " + command.abstract, ""]
    lines += command.discussion().utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
      .flatMap { wrapped(String(decoding: $0, as: UTF8.self)) }
    lines += ["", "USAGE: \(usage ?? "textfield " + command.name) \(command.usage)", ""]
    if let (name, help) = command.arguments {
      lines += ["ARGUMENTS:"] + entry("<\(name)>", help) + [""]
    }
    for group in command.groups {
      lines += [group.title + ":"] + group.options.filter { !$0.hidden }.flatMap(entry) + [""]
    }
    lines += ["OPTIONS:"] + command.options.filter { !$0.hidden }.flatMap(entry)
    lines +=
      entry("--version", "Show the version (and the commit, for a lean build).")
      + entry("-h, --help", "Show help information.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The message of a usage error, the option's help and where to read more.
  func usageError(_ error: UsageError, command: CommandSpec) -> String {
    var text = "Error: \(error.message)\n"
    if let option = error.option { text += "Help:  \(option.synopsis)  \(option.help)\n" }
    return text + "Usage: textfield \(command.name) \(command.usage)\n"
      + "  See 'textfield \(command.name) --help' for more information."
  }

  /// One option's help lines: the synopsis, then the help from ``helpColumn``.
  private func entry(_ option: OptionSpec) -> [String] {
    entry(option.synopsis, describe(option))
  }

  /// `label` and `help` as an option is shown: `help` from the 27th column.
  func entry(_ label: String, _ help: String) -> [String] {
    var body = wrapped(Self.indent + help)
    let labelColumns = label.unicodeScalars.count
    if labelColumns + 4 <= Self.helpColumn, !body.isEmpty {
      let padding = Self.indent.utf8.prefix(Self.helpColumn - 2 - labelColumns)
      let rest = body[0].utf8.dropFirst(Self.helpColumn)
      body[0] =
        "  " + label + String(decoding: padding, as: UTF8.self)
        + String(decoding: rest, as: UTF8.self)
    } else {
      body.insert("  " + label, at: 0)
    }
    return body
  }

  /// The help of `option` with its choices and default.
  private func describe(_ option: OptionSpec) -> String {
    var notes: [String] = []
    if !option.choices.isEmpty { notes.append("values: " + option.choices.joined(separator: ", ")) }
    if let value = option.defaultValue { notes.append("default: " + value) }
    return notes.isEmpty ? option.help : option.help + " (" + notes.joined(separator: "; ") + ")"
  }

  /// `line` cut at spaces into lines of at most ``width`` columns (a longer word stays whole);
  /// continuation lines keep the line's indentation, and runs of spaces inside a line stay.
  func wrapped(_ line: String) -> [String] {
    // Bytes, not Characters: help text is cut at ASCII spaces, and a column is a scalar (help
    // text has no combining marks); grapheme breaking was most of `--help`'s time.
    let bytes = Array(line.utf8)
    let columnsOf = { (part: ArraySlice<UInt8>) in
      part.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
    guard columnsOf(bytes[...]) > width else { return [line] }
    let indent = bytes.prefix { $0 == 0x20 }.count
    let words = bytes[indent...].split(separator: 0x20, omittingEmptySubsequences: false)
    var lines: [String] = []
    var current = Array(bytes[..<indent])
    var columns = indent
    for word in words {
      let length = columnsOf(word)
      if length > 0, columns > indent, columns + 1 + length > width {
        lines.append(String(decoding: current, as: UTF8.self))
        current = Array(bytes[..<indent]) + word
        columns = indent + length
      } else {
        if columns > indent || length == 0 {
          current.append(0x20)
          columns += 1
        }
        current += word
        columns += length
      }
    }
    lines.append(String(decoding: current, as: UTF8.self))
    return lines
  }
}
