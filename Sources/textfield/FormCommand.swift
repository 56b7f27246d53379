import ArgumentParser
import Foundation
import TextFieldCore

/// How a form's values are printed.
enum FormOutput: String, ExpressibleByArgument, CaseIterable {
  /// One JSON object `{key: value}`.
  case json
  /// One `key='value'` line per field, safe for `eval`.
  case env
}

/// `textfield form`: several fields, one result.
struct FormCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "form",
    abstract: "Ask for several values; print them as one JSON object or as shell assignments.",
    discussion: """
      Fields come from repeated --field 'key:Label:options' flags, options being ';'-separated \
      name=value pairs named like the prompt's flags (mask, affine, max-length, allowed, banned, \
      regex, pattern, validate, placeholder, value) or bare flags (required, password, \
      allow-incomplete, keep-controls); or from a JSON spec file: {"fields": [{"key": …, "label": …, …}]}.

      The form is drawn on the terminal (/dev/tty), in the rows under the cursor (scrolling \
      the terminal up when needed; --fullscreen takes the whole screen), and leaves one \
      'Label: value' line per field once submitted (--clear removes them): Tab or Enter moves to the next field, Shift-Tab back, Enter on the last field \
      submits once every field passes its checks, Esc cancels, Ctrl-C interrupts.

      Without a terminal (CI, cron, </dev/null, TERM=dumb) one line per field is read from \
      standard input; the first line a field refuses exits 3 with the reason. When standard \
      input is a terminal (TERM=dumb, a screen reader), each field's prompt and every reason \
      are plain lines on standard error, a refused line is asked again, and Ctrl-D cancels \
      (exit 1). --timeout applies to the terminal only.

      With --output env, evaluate the output only when the form was submitted: \
      out=$(textfield form --output env …) || exit; eval "$out". (eval "$(textfield …)" returns \
      0 when the form is cancelled and keeps whatever the variables held before.) Keys the shell \
      itself uses (PATH, IFS, HOME, PS1, ENV, CDPATH, LC_*, …) are refused.

      Exit codes: 0 submitted, 1 cancelled (Esc), 2 usage error, 3 input that does not satisfy \
      a field (no terminal), 124 timeout, 130 Ctrl-C.
      """)

  @Option(name: .customLong("field"), help: "A field: 'key:Label:options'. Repeat for more.")
  var fieldArguments: [String] = []

  @Option(help: "A JSON file describing the fields.")
  var spec: String?

  @Option(help: "json: one object {key: value}; env: key='value' lines for eval.")
  var output: FormOutput = .json

  @Flag(help: "Print the extracted values (without the format's literals) instead of the text.")
  var extracted = false

  @Option(help: "A title shown above the fields.")
  var header: String?

  @Option(help: "Give up after this many seconds without a submit (exit 124).")
  var timeout: Double?

  @OptionGroup var display: DisplayOptions

  func validate() throws {
    try Interactive.validate(timeout: timeout)
    let specs = try fieldSpecs()
    guard !specs.isEmpty else { throw ValidationError("a form needs --field or --spec") }
    var seen = Set<String>()
    for spec in specs {
      guard seen.insert(spec.key).inserted else {
        throw ValidationError("field key \"\(spec.key)\" is used twice")
      }
      if output == .env {
        guard ShellOutput.isShellName(spec.key) else {
          throw ValidationError(
            "field key \"\(spec.key)\" is not a shell variable name, needed by --output env")
        }
        if let reason = ShellOutput.reservedShellNameReason(spec.key) {
          throw ValidationError(
            "field key \(reason): --output env would overwrite it when evaluated; choose another key"
          )
        }
      }
      try spec.check()
    }
  }

  func fieldSpecs() throws -> [FieldSpec] {
    var specs: [FieldSpec] = []
    if let spec { specs += try Self.load(spec) }
    for argument in fieldArguments {
      do {
        specs.append(try FieldSpec(argument: argument))
      } catch {
        throw ValidationError(error.description)
      }
    }
    return specs
  }

  static func load(_ path: String) throws -> [FieldSpec] {
    struct File: Decodable { var fields: [FieldSpec] }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ValidationError("--spec \(path): cannot read the file (\(error.localizedDescription))")
    }
    do {
      return try JSONDecoder().decode(File.self, from: data).fields
    } catch DecodingError.keyNotFound(let key, let context) {
      throw ValidationError("--spec \(path): \(key.stringValue) missing at \(describe(context))")
    } catch DecodingError.typeMismatch(_, let context) {
      throw ValidationError("--spec \(path): wrong type at \(describe(context))")
    } catch {
      throw ValidationError("--spec \(path): not a form spec ({\"fields\": [...]}): \(error)")
    }
  }

  private static func describe(_ context: DecodingError.Context) -> String {
    context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
  }

  /// The output for `results`.
  /// - Throws: for `--output env`, a value holding NUL, which no shell variable can hold.
  func render(_ results: [(FieldSpec, FieldResult)]) throws(RenderError) -> String {
    let pairs = results.map { ($0.0.key, extracted ? $0.1.value : $0.1.formatted) }
    switch output {
    case .json:
      return ShellOutput.jsonObject(pairs.map { ($0.0, ShellOutput.jsonString($0.1)) })
    case .env:
      if let key = pairs.first(where: { $0.1.unicodeScalars.contains("\0") })?.0 {
        throw RenderError(
          message: "field \"\(key)\": the value holds a NUL character, which a shell variable "
            + "cannot hold; use --output json")
      }
      return pairs.map { "\($0.0)=\(ShellOutput.shellQuoted($0.1))" }.joined(separator: "\n")
    }
  }

  /// Output that cannot be written in the chosen form.
  struct RenderError: Error {
    var message: String
  }

}
