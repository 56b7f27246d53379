/// Input that is not strict JSON (RFC 8259), or nests too deep, with the place of the bad byte.
package struct JSONError: Error, CustomStringConvertible, Equatable {
  /// A step of a JSON path: an object's key or an array's index.
  package enum PathComponent: Equatable {
    case key(String)
    case index(Int)
  }

  /// What is wrong (`expected "," or "}", found "]"`).
  package var reason: String
  /// The 0-based byte offset of the bad byte in the input.
  package var offset: Int
  /// The 1-based line of the bad byte.
  package var line: Int
  /// The 1-based column of the bad byte in its line, in Unicode scalars.
  package var column: Int
  /// Where the bad byte is, outermost first; empty at the top level.
  package var path: [PathComponent] = []
  /// Whether the JSON is well formed but a value is not what the reader of a schema wants (a
  /// string where a number goes, a missing member), rather than the input not being JSON.
  package var isSchemaError = false

  /// `reason at fields[0].label (line 3, column 12)`.
  package var description: String {
    let place = path.isEmpty ? "" : " at \(Self.describe(path))"
    return "\(reason)\(place) (line \(line), column \(column))"
  }

  /// The error with `component` put in front of its path, as it leaves a member or element.
  package func inside(_ component: PathComponent) -> JSONError {
    var error = self
    error.path.insert(component, at: 0)
    return error
  }

  /// `path` as JSON accessors: `fields[0].required`; empty for the top level.
  package static func describe(_ path: [PathComponent]) -> String {
    var text = ""
    for component in path {
      switch component {
      case .key(let key): text += (text.isEmpty ? "" : ".") + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}
