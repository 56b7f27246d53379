#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `textfield serve`: a form driven over JSON lines on standard input and output, for a host
/// written in any language (docs/serve-protocol.md).
///
/// Each line of standard input is one request; each gets zero or more event lines and then one
/// reply line. A bad line gets an `error` reply and the session goes on. No terminal is opened.
enum Serve {
  static let abstract = "Drive a form over JSON lines on standard input and output."

  /// The help's paragraphs (made only for `--help`).
  static var discussion: String {
    """
    For a program in any language that draws its own screen: it starts `textfield serve`, \
    writes one JSON request per line and reads JSON lines back. It sends \
    {"type": "hello", "version": 1}, then {"type": "open", "spec": {"fields": [...]}} (the \
    spec `textfield form --spec` reads), then input ({"type": "key", "key": "Left"}, \
    {"type": "text", "text": "555"}, {"type": "paste", "text": …}, or the bytes the \
    host's terminal sent: {"type": "bytes", "base64": …}) and \
    {"type": "render", "width": 40, "height": 3} (add "rows": "sgr" for rows ready to \
    print, and "draw-caret": true to draw the caret into them). A host embedding the form \
    also sends {"type": "set-value", "field": …, "text": …}, {"type": "focus", "field": …} \
    and {"type": "close"}. Each request is answered by the events it \
    caused (changed, refused, submitted, cancelled) and one reply (hello, opened, ok, frame, \
    error); an "id" member of a request is echoed in all of them. The protocol, version 1, \
    and a JSON Schema for each message are in docs/serve-protocol.md.

    A line that is not a request (not JSON, not UTF-8, longer than 1 MiB, an unknown type, a \
    missing or mistyped member) gets {"type": "error", "code": …, "message": …} and the \
    session goes on. The end of standard input ends the session (exit 0); standard output \
    that cannot be written exits 74.

    \(Status.helpText)
    """
  }

  static let command = CommandSpec(
    name: "serve", abstract: abstract, discussion: { discussion }, usage: "< requests",
    options: [])

  /// The longest request line, in bytes (1 MiB, as a spec file): a longer one is refused whole
  /// and memory stays bounded.
  static let longestLine = 1 << 20

  /// Serves standard input until it ends.
  /// - Throws: ``ExitStatus`` 74 when standard output cannot be written.
  static func run() throws {
    var session = ServeSession()
    var reader = ServeLineReader(limit: longestLine)
    var lineNumber = 0
    while let line = reader.next() {
      lineNumber += 1
      let replies: [String]
      switch line {
      case .tooLong(let length):
        replies = [
          ServeError(
            code: .lineTooLong,
            message:
              "line \(lineNumber) holds \(length) bytes, more than the \(longestLine) a request "
              + "may: it was skipped whole"
          ).json(id: nil)
        ]
      case .line(let bytes):
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
        replies = session.handle(bytes, lineNumber: lineNumber)
      }
      do {
        for reply in replies { try StandardOutput.writeLine(reply) }
      } catch {
        printError("textfield serve: \(error.description)")
        throw ExitStatus(Status.inputOutput)
      }
    }
  }
}
