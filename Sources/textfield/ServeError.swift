/// A request `textfield serve` cannot serve: a code for programs and a message for people.
struct ServeError: Error, Equatable {
  /// What kind of problem it is; the protocol's `code` strings.
  enum Code: String, CaseIterable {
    /// The line is not JSON (or not UTF-8).
    case notJSON = "not_json"
    /// The line is longer than ``Serve/longestLine``.
    case lineTooLong = "line_too_long"
    /// Well-formed JSON that is not a request: not an object, a member missing, unknown or of
    /// the wrong type.
    case invalidRequest = "invalid_request"
    /// A `type` the protocol does not have.
    case unknownType = "unknown_type"
    /// A request before `hello`, or a `hello` of a version this server does not speak.
    case version = "version"
    /// Input, `render` or `close` with no form open, or `open` while one is.
    case state = "state"
    /// A spec `textfield form --spec` would refuse.
    case badSpec = "bad_spec"
    /// A key name that is not one.
    case unknownKey = "unknown_key"
    /// A field key (`set-value`, `focus`) the open form does not have.
    case unknownField = "unknown_field"
  }

  var code: Code
  var message: String

  /// `{"type": "error", "id": …, "code": …, "message": …}`; `id` is JSON text, `nil` for none.
  func json(id: String?) -> String {
    ServeReply.object(
      "error", id: id,
      [
        ("code", ShellOutput.jsonString(code.rawValue)),
        ("message", ShellOutput.jsonString(message)),
      ])
  }
}
