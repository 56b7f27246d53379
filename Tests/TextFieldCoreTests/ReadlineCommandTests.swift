import TestSupport
import Testing

@testable import TextFieldCore

/// readline's commands as readline 8.2 does them (each row checked against bash 5.2's
/// `read -e`): case changes, `M-t`, `C-x C-u`, undo steps and where undo puts the caret, and
/// the kill ring's order.
@Suite struct ReadlineCommandTests {
  /// Each row: the state before, the case change, the state after (`|` caret).
  @Test(arguments: [
    ("|a", CaseChange.upper, "A|"),
    ("|hello world", .upper, "HELLO| world"),
    ("hel|lo world", .upper, "helLO| world"),
    ("|  foo-bar", .upper, "  FOO|-bar"),
    ("|ABC def", .lower, "abc| def"),
    ("|hELLO wORLD", .capitalized, "Hello| wORLD"),
    ("hello| world", .capitalized, "hello World|"),
    ("|1abC", .capitalized, "1abc|"),
    ("|e\u{301}t\u{E9}", .upper, "E\u{301}T\u{C9}|"),
    ("|\u{1C6}emal", .capitalized, "\u{1C5}emal|"),
    ("|stra\u{DF}e", .upper, "STRASSE|"),
  ])
  func changeCase(before: String, change: CaseChange, after: String) {
    let field = TextFieldModel.editing(notation: before)
    #expect(field.perform(.changeCase(change)) == .applied)
    #expect(field.state.description == after)
  }

  @Test func aCaseChangeAtTheEndDoesNothing() {
    let field = TextFieldModel.editing(notation: "abc |")
    #expect(field.perform(.changeCase(.upper)) == .ignored)
    #expect(field.state.description == "abc |")
  }

  @Test func aCaseChangeIsOneProposedEditTheFiltersDecide() throws {
    let recorder = DelegateRecorder()
    let field = TextFieldModel.editing("one two", caret: 0, delegate: recorder)
    recorder.reset()
    field.perform(.changeCase(.upper))
    #expect(
      recorder.calls.filter { $0.hasPrefix("shouldChange") } == ["shouldChange 0..<3 \"ONE\""])
    let lower = TextFieldModel.editing(
      "one", caret: 0,
      filters: [try CharacterFilter(.allowed, where: \.isLowercase, description: "lower case")])
    #expect(
      lower.perform(.changeCase(.upper)) == .rejected(reason: .onlyAllowed(described: "lower case"))
    )
    #expect(lower.state.description == "|one")
  }

  /// Each row: the state before `M-t` and after it.
  @Test(arguments: [
    ("ab| cd", "cd ab|"),
    ("ab cd|", "cd ab|"),
    ("ab c|d", "cd ab|"),
    ("b cd|a", "cda b|"),
    ("a, b|", "b, a|"),
    ("a|b cd", "a|b cd"),
    ("abc|", "abc|"),
  ])
  func transposeWords(before: String, after: String) {
    let field = TextFieldModel.editing(notation: before)
    field.perform(.transposeWords)
    #expect(field.state.description == after)
  }

  /// Each row: keys typed into an empty field (emacs notation), and the state after them, as
  /// readline leaves the line.
  @Test(arguments: [
    // `M-u`, `M-l`, `M-c` and `C-x C-u` through the key map.
    ("a C-a M-u", "A|"),
    ("h e l l o Space w o r l d C-a M-c M-c", "Hello World|"),
    ("a b c Space d e f M-b C-x C-u", "|"),
    // Typing after a key that changed nothing continues the undo step.
    ("a C-e a C-_", "|"),
    ("a Right a C-_", "|"),
    ("a M-f a C-_", "|"),
    ("a C-d a C-_", "|"),
    ("a M-y a C-_", "|"),
    ("a Left b Right c C-_", "ba|"),
    // A step holds 20 typed Characters at most.
    ("a b c d e f g h i j k l m n o p q r s t u v w x y C-_", "abcdefghijklmnopqrst|"),
    // Undo puts the caret after the text it brings back; between the two Characters of C-t.
    ("a Home C-k C-_", "a|"),
    ("a b Home C-d C-_", "a|b"),
    ("a b c C-t C-_", "ab|c"),
    ("a b Space c d M-b M-t C-_", "ab cd|"),
    ("A B C M-b M-u C-_", "ABC|"),
    // A command that replaced text by the same text is still a step of its own.
    ("a b C-a M-l C-_", "ab|"),
    ("a b C-a M-l C-_ C-_", "|"),
    ("Space C-a M-u x y C-_", " |"),
    ("a a C-t b C-_", "aa|"),
    // An undo right after `M-y` removes what it yanked; the next brings back what it replaced.
    ("a b C-u c d C-u C-y M-y C-_", "|"),
    ("a b C-u c d C-u C-y M-y C-_ C-_", "cd|"),
    ("a b a b C-a C-k C-y M-y C-_ C-_ C-_", "|"),
    ("b c C-u a C-u C-y M-y C-_", "|"),
    ("b c C-u a C-u C-y M-y C-_ C-_", "a|"),
    ("b c C-u a C-u x C-y M-y C-_ C-_", "xa|"),
    // A Character typed after a yank joins its undo step.
    ("a b C-u x C-y c C-_", "x|"),
    // `M-y` moves through the ring without reordering it.
    ("a C-u b C-u c C-u C-y M-y C-u C-y M-y M-y M-y", "a|"),
    // A kill of nothing ends a run of kills: the next kill is an entry of its own.
    ("a b Left C-k C-k C-u C-y", "a|"),
    // Deliberately not readline's: `C-d` on an empty line ends readline's input.
    ("C-d a", "a|"),
    // A sequence `C-x` does not start drops both keys.
    ("a b C-x a", "ab|"),
  ])
  func keys(_ keys: String, after: String) throws {
    let field = TextFieldModel.editing()
    try field.press(keys)
    #expect(field.state.description == after)
  }

  @Test func theKillRingKeepsReadlinesTenKills() {
    var ring = KillRing()
    #expect(ring.capacity == 10)
    for kill in 1...11 { ring.kill("\(kill)", joiningTop: false, backward: false) }
    #expect(ring.entries == ["11", "10", "9", "8", "7", "6", "5", "4", "3", "2"])
    #expect(ring.top == "11")
    ring.rotate()
    ring.rotate()
    #expect(ring.top == "9")
    #expect(ring.entries.first == "11")
    ring.kill("new", joiningTop: false, backward: false)
    #expect(ring.top == "new")
    #expect(ring.index == 0)
  }
}
