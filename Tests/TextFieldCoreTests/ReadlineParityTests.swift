import Testing

@testable import TextFieldCore

/// Key sequences recorded from GNU readline (bash 5.2's `read -e`, readline 8.2) by
/// Fuzz/readline-differential/differential.py, replayed through ``KeyMap/readline`` and the
/// model: the line and the caret (a `|` typed last) must be readline's, but for the deliberate
/// differences listed in DECISIONS.md ("Readline parity").
@Suite struct ReadlineParityTests {
  /// One recorded sequence: the keys in emacs notation and the line readline returned.
  struct Recording: CustomTestStringConvertible, Sendable {
    var keys: [String]
    var readline: String

    var testDescription: String { keys.joined(separator: " ") }
  }

  static let recordings: [Recording] = readlineParityTable.split(separator: "\n").map { line in
    let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
    return Recording(
      keys: fields[0].split(separator: " ").map(String.init),
      readline: fields.count > 1 ? String(fields[1]) : "")
  }

  /// Sequences of the table where the field deliberately differs from readline: what the field
  /// makes of them (the reasons are in DECISIONS.md).
  static let deliberateDifferences: [String: String] = [:]

  @Test func theTableHoldsTheSample() {
    #expect(Self.recordings.count >= 400)
    #expect(Self.recordings.allSatisfy { $0.readline.contains("|") })
  }

  @Test(arguments: recordings)
  func replaysAsReadlineDid(_ recording: Recording) throws {
    let field = TextFieldModel()
    field.beginEditing()
    try field.press(recording.keys + ["|"])
    let expected = Self.deliberateDifferences[recording.testDescription] ?? recording.readline
    #expect(field.text == expected)
  }
}

/// A key written in emacs notation that ``KeyEvent/init(notation:)`` does not read.
struct UnreadableKey: Error, CustomStringConvertible {
  var notation: String
  var description: String { "cannot read the key \(notation)" }
}

extension TextFieldModel {
  /// Presses the keys written in emacs notation and separated by spaces (`"a b C-a M-u"`).
  func press(_ keys: String, with map: KeyMap = .readline) throws {
    try press(keys.split(separator: " ").map(String.init), with: map)
  }

  /// Presses `keys` (emacs notation) one at a time through `map`, as a form does: two-key
  /// sequences wait for their second key, and form actions do nothing.
  func press(_ keys: [String], with map: KeyMap = .readline) throws {
    var prefix: KeyEvent?
    for notation in keys {
      guard let key = KeyEvent(notation: notation) else { throw UnreadableKey(notation: notation) }
      let resolution = map.resolve(key, after: prefix)
      prefix = nil
      switch resolution {
      case .prefix: prefix = key
      case .action(.edit(let command)): perform(command)
      case .action(.form), .unbound: break
      }
    }
  }
}
