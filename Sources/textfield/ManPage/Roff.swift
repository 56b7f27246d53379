/// Lines of roff (man(7)) being written: requests, text lines and literal blocks.
struct Roff {
  private var lines: [String] = []

  /// The page, one line each.
  var text: String { lines.joined(separator: "\n") + "\n" }

  /// A `.\"` comment.
  mutating func comment(_ text: String) { lines.append(".\\\" " + text) }

  /// A request: `.TH "A" "B"`; arguments with spaces are quoted.
  mutating func request(_ name: String, _ arguments: String...) {
    let quoted = arguments.map {
      $0.contains(" ") ? "\"" + Self.escaped($0) + "\"" : Self.escaped($0)
    }
    lines.append(([("." + name)] + quoted).joined(separator: " "))
  }

  mutating func section(_ title: String) { request("SH", title) }

  mutating func subsection(_ title: String) { request("SS", title) }

  mutating func paragraph() { request("PP") }

  /// A line of text, escaped.
  mutating func text(_ text: String) { raw(Self.escaped(text)) }

  /// A line already in roff (with font escapes), cut at spaces into lines of at most 80 bytes
  /// (a longer word stays whole), as text is filled anyway.
  mutating func raw(_ line: String) {
    var current = ""
    for word in line.split(separator: " ") {
      if !current.isEmpty, current.utf8.count + 1 + word.utf8.count > Self.lineLength {
        append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    append(current)
  }

  /// The longest text line mandoc's style check takes.
  private static let lineLength = 80

  /// A line of text as it is; a leading `.` or `'` is made text.
  private mutating func append(_ line: String) {
    lines.append(line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line)
  }

  /// Lines shown as they are, in a fixed-width block.
  mutating func literal(_ block: [String]) {
    request("PP")
    request("RS", "4")
    request("nf")
    // Leading blanks are kept by .nf.
    for line in block { append(Self.escaped(line)) }
    request("fi")
    request("RE")
  }

  /// An option's spelling in bold, every dash a minus sign: `\fB\-\-no\-bell\fR`.
  static func option(_ spelling: String) -> String {
    "\\fB" + escaped(spelling).replacing("\\-", with: "-").replacing("-", with: "\\-") + "\\fR"
  }

  /// `text` with roff's special characters escaped: `\` as `\e`, a dash starting a word as
  /// `\-` (options are minus signs, not hyphens), anything outside ASCII as `\[uXXXX]`.
  static func escaped(_ text: String) -> String {
    var result = ""
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\e"
      case "-" where previous == " " || previous == "-" || previous == "(" || previous == "[":
        result += "\\-"
      case _ where scalar.value > 0x7E:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: result.unicodeScalars.append(scalar)
      }
      previous = scalar
    }
    return result
  }
}
