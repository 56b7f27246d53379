import Synchronization
import TestSupport
import Testing

@testable import TextFieldCore

/// An edit a field proposes builds its result only when something reads it; one accepted as
/// proposed that nobody read lands by changing the field's text in place.
@Suite struct InPlaceCommitTests {
  /// Where the field's text keeps its bytes (the copy read here is gone before the next key).
  static func storage(of field: TextFieldModel) -> UInt {
    var text = field.text
    return text.withUTF8 { UInt(bitPattern: $0.baseAddress) }
  }

  /// A field of `length` Characters of words under a length limit no key reaches.
  static func longField(
    length: Int, caret: Int, delegate: (any TextFieldDelegate)? = nil
  ) throws -> TextFieldModel {
    let words = String(repeating: "lorem ipsum dolor sit amet ", count: length / 27 + 1)
    let field = TextFieldModel.editing(
      String(words.prefix(length)), caret: caret, filters: [try MaxLengthFilter(10 * length)],
      delegate: delegate)
    return field
  }

  /// The keys measured: typing, Backspace, Delete and a word kill, each undone after.
  static let keys: [EditingCommand] = [
    .insert("x"), .insert("é"), .deleteBackward, .deleteForward, .deleteWordBackward,
  ]

  @Test(arguments: [("end", 1.0), ("middle", 0.5)])
  func keysChangeTheTextWhereItIs(place: String, at fraction: Double) throws {
    let field = try Self.longField(length: 20_000, caret: Int(20_000 * fraction))
    // The first key may move the text into a buffer with room to grow; after it, none does.
    field.perform(.insert("a"))
    let address = Self.storage(of: field)
    // Delete has nothing to delete at the end.
    let keys = Self.keys.filter { fraction < 1 || $0 != .deleteForward }
    for key in keys + keys {
      // Only the length is kept: a copy of the text kept here would make the key copy it.
      let before = field.text.utf8.count
      field.perform(key)
      // Where a result cannot be built late (macOS before 15), every edit makes one.
      #expect((Self.storage(of: field) == address) == LateText.buildsLate, "\(key) at the \(place)")
      #expect(field.text.utf8.count != before, "\(key) at the \(place)")
      IncrementalStateTests.expectConsistent(field.state, "\(key) at the \(place)")
    }
  }

  @Test(arguments: [("end", 1.0), ("middle", 0.5)])
  func undoAndRedoChangeTheTextWhereItIs(place: String, at fraction: Double) throws {
    let field = try Self.longField(length: 20_000, caret: Int(20_000 * fraction))
    for key in ["a", "b", " ", "c"] { field.perform(.insert(key)) }
    field.perform(.deleteWordBackward)
    let address = Self.storage(of: field)
    let lengths = [field.text.utf8.count]
    var seen: [Int] = []
    for key in [EditingCommand.undo, .undo, .redo, .redo, .undo, .redo] {
      #expect(field.perform(key) == .applied, "\(key) at the \(place)")
      #expect((Self.storage(of: field) == address) == LateText.buildsLate, "\(key) at the \(place)")
      IncrementalStateTests.expectConsistent(field.state, "\(key) at the \(place)")
      seen.append(field.text.utf8.count)
    }
    // Undone to before the typing, redone to the end, and each step's length on the way.
    #expect(
      seen == [lengths[0] + 1, 20_000, lengths[0] + 1, lengths[0], lengths[0] + 1, lengths[0]])
  }

  /// An observer setting the text while a redo lands (in place): undo returns to the state
  /// before the redo, as it does after an undo (`FlatKeyTests`).
  @Test func aTextSetDuringRedoLeavesUndoToTheStateBeforeIt() {
    let field = TextFieldModel.editing("abc")
    field.type("d")
    field.perform(.undo)
    var armed = true
    field.addObserver { event, field in
      guard armed, event == .valueChanged, field.text == "abcd" else { return }
      armed = false
      field.setText("xyz")
    }
    #expect(field.perform(.redo) == .applied)
    #expect(field.state.description == "xyz|")
    #expect(field.perform(.undo) == .applied)
    #expect(field.state.description == "abc|")
    #expect(field.perform(.redo) == .applied)
    #expect(field.state.description == "xyz|")
    #expect(field.perform(.redo) == .ignored)
  }

  @Test func aDelegateThatReadsTheResultGetsItAndTheTextIsCopied() throws {
    let reader = ResultReader()
    let field = try Self.longField(length: 20_000, caret: 20_000, delegate: reader)
    field.perform(.insert("a"))
    for key in Self.keys where key != .deleteForward {
      let address = Self.storage(of: field)
      let before = field.text.utf8.count
      field.perform(key)
      // The delegate saw the text the key made, and the field holds a new copy of it.
      #expect(reader.results.last.map { $0 == field.text } == true, "\(key)")
      #expect(field.text.utf8.count != before, "\(key)")
      #expect(Self.storage(of: field) != address, "\(key)")
    }
  }

  @Test func editsADelegateKeepsStayTheEditsItSaw() {
    let keeper = EditKeeper()
    let field = TextFieldModel.editing("héllo wörld", caret: 5, delegate: keeper)
    let steps: [(EditingCommand, String)] = [
      (.insert("!"), "héllo! wörld"), (.deleteBackward, "héllo wörld"),
      (.insert("e\u{301}"), "hélloé wörld"), (.deleteWordBackward, " wörld"),
      (.undo, "hélloé wörld"),
    ]
    var texts = [field.text]
    for (key, text) in steps {
      field.perform(key)
      #expect(field.text == text, "\(key)")
      texts.append(text)
    }
    // Read only now, after every key landed: each kept edit still holds its own two texts.
    #expect(keeper.edits.map(\.text) == Array(texts.dropLast()))
    #expect(keeper.edits.map(\.result) == Array(texts.dropFirst()))
    #expect(keeper.edits.map(\.resultCount) == texts.dropFirst().map(\.count))
  }

  @Test func undoAndRedoAfterKeysThatLandedInPlace() throws {
    let field = try Self.longField(length: 5_000, caret: 2_500)
    let start = field.state
    for key in ["a", "b", " ", "ç"] { field.perform(.insert(key)) }
    field.perform(.deleteBackward)
    field.perform(.deleteWordBackward)
    let end = field.state
    var states = [end]
    while field.perform(.undo).landed { states.append(field.state) }
    #expect(field.text == start.text)
    #expect(field.caret == start.caret)
    while field.perform(.redo).landed {}
    #expect(field.state == end)
    #expect(states.count == 4)
  }

  @Test func aResultIsBuiltOnceAndKeptWhenEditsAreReadFromManyTasks() async {
    let text = String(repeating: "ab", count: 5_000)
    let state = TextFieldState(text: text, caret: 10)
    let edit = ProposedEdit(kind: .typing, state: state, range: 10..<12, replacement: "XYZ")
    #expect(edit.resultIsUnbuilt == LateText.buildsLate)
    // A copy made before the first read shares what that read builds.
    let copy = edit
    let expected = String(text.prefix(10)) + "XYZ" + String(text.dropFirst(12))
    let results = await withTaskGroup(of: String.self) { group in
      for _ in 0..<8 { group.addTask { edit.result } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results == Array(repeating: expected, count: 8))
    #expect(!edit.resultIsUnbuilt)
    #expect(!copy.resultIsUnbuilt)
    #expect(copy.result == expected)
  }

  @Test func aLateTextIsBuiltOnceWhateverTheReaders() async {
    guard LateText.buildsLate else { return }
    let late = LateText.pending()
    let builds = BuildCount()
    let texts = await withTaskGroup(of: String.self) { group in
      for _ in 0..<16 {
        group.addTask {
          late.text {
            builds.count.withLock { $0 += 1 }
            return "built"
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(texts == Array(repeating: "built", count: 16))
    #expect(builds.count.withLock { $0 } == 1)
    #expect(late.isBuilt)
  }

  @Test func changingAFieldOfAnEditKeepsTheResultItHad() {
    let state = TextFieldState(text: "abc", caret: 1)
    var edit = ProposedEdit(kind: .typing, state: state, range: 1..<2, replacement: "Z")
    let copy = edit
    edit.text = "something else"
    #expect(edit.result == "aZc")
    #expect(edit.known == nil)
    // The copy is another value: it still knows its windows and has the same result.
    #expect(copy.known != nil)
    #expect(copy.text == "abc")
    #expect(copy.result == "aZc")
    var moved = ProposedEdit(kind: .typing, state: state, range: 1..<2, replacement: "Z")
    moved.caret = 0
    moved.replacement = "Q"
    #expect(moved.result == "aZc")
    var ranged = ProposedEdit(kind: .typing, state: state, range: 1..<2, replacement: "Z")
    ranged.range = 0..<3
    #expect(ranged.result == "aZc")
    #expect(ranged.known == nil)
    var rewritten = ProposedEdit(kind: .typing, state: state, range: 1..<2, replacement: "Z")
    rewritten.result = "zz"
    #expect(rewritten.result == "zz")
    #expect(rewritten.resultCount == 2)
  }

  /// A delegate that sets the text while it decides: the field lands in the edit's result, as
  /// it did before edits landed in place, not in the windows applied to the other text.
  @Test(arguments: ["", "HELLO WORLD", "hi"])
  func aDelegateThatSetsTheTextWhileDeciding(text: String) {
    let setter = TextSetter(text: text)
    let field = TextFieldModel.editing("hello world", delegate: setter)
    #expect(field.perform(.insert("!")) == .applied)
    #expect(field.state.description == "hello world!|")
    // Undo returns to the text the edit was proposed on (the caret where the delegate's text
    // had it, as before edits landed in place).
    #expect(field.perform(.undo) == .applied)
    #expect(field.text == "hello world")
  }

  /// An observer typing while a redo lands in place: the history it sees leads back to the start.
  @Test func anObserverThatTypesWhileARedoLands() {
    let field = TextFieldModel.editing("abc")
    field.perform(.insert("x"))
    field.perform(.move(.start, extending: false))
    field.perform(.insert("y"))
    field.perform(.undo)
    var armed = true
    field.addObserver { event, field in
      guard armed, event == .valueChanged, field.text == "yabcx" else { return }
      armed = false
      field.perform(.insert("!"))
    }
    #expect(field.perform(.redo) == .applied)
    #expect(field.text == "y!abcx")
    var texts: [String] = []
    while field.perform(.undo).landed { texts.append(field.text) }
    #expect(texts.last == "abc")
  }

  /// An undo step's range may start past its change when the change repeats what follows it;
  /// the changed Characters are those the whole texts give.
  @Test func anUndoStepsChangedCharactersAreTheWholeTextsOnes() {
    let keeper = EditKeeper()
    let field = TextFieldModel.editing("ac", caret: 0, delegate: keeper)
    field.perform(.paste("ab"))
    field.perform(.undo)
    field.perform(.redo)
    #expect(field.text == "abac")
    let redo = keeper.edits[2]
    #expect(redo.kind == .redo)
    #expect(redo.range == 1..<1)
    #expect(redo.replacement == "ba")
    #expect(redo.changedRange == 1..<3)
    #expect(redo.changedCharacters == "ba")
    #expect(keeper.edits[1].changedRange == 1..<1)
  }

  /// Runs of flags pair up from their start, and marks join what they follow: an edit at their
  /// start changes Characters far past the range, beyond the few the edit's windows look at first.
  @Test(arguments: [
    (String(repeating: "🇺", count: 41), 0, 0, "🇸"),
    (String(repeating: "🇺", count: 41), 1, 2, ""),
    (String(repeating: "🇺", count: 40), 3, 3, "🇸"),
    ("a" + String(repeating: "\u{301}", count: 60) + "b", 1, 1, "e"),
    ("x" + String(repeating: "\u{301}", count: 60), 0, 1, ""),
    (String(repeating: "👩\u{200D}", count: 30) + "👧", 0, 0, "👩"),
  ])
  func windowsReachAsFarAsTheChange(text: String, lower: Int, upper: Int, replacement: String) {
    let state = TextFieldState(text: text, caret: 0)
    let known = ProposedEdit(
      kind: .typing, state: state, range: lower..<upper, replacement: replacement)
    let counted = ProposedEdit(
      kind: .typing, text: text, range: lower..<upper, replacement: replacement)
    #expect(known.resultCount == counted.result.count)
    #expect(known.caret == counted.caret)
    #expect(known.resultState == TextFieldState(text: counted.result, caret: counted.caret))
    #expect(known == counted)
    IncrementalStateTests.expectConsistent(known.resultState, "\(text.unicodeScalars.count)")
  }

  @Test func aFlagRunShiftsItsPairsToItsEnd() throws {
    let text = String(repeating: "🇺", count: 40)
    let edit = ProposedEdit(
      kind: .typing, state: TextFieldState(text: text, caret: 0), range: 0..<0, replacement: "🇸")
    let known = try #require(edit.known)
    // 20 pairs became a pair shifted all along: 20 Characters old, 21 new (the last one alone).
    #expect(known.oldWindowCount == 20)
    #expect(known.newWindowCount == 21)
    #expect(edit.resultCount == 21)
  }
}

/// A delegate that reads every edit's result.
private final class ResultReader: TextFieldDelegate {
  private(set) var results: [String] = []

  func textField(_ textField: TextFieldModel, decisionFor edit: ProposedEdit) -> EditDecision {
    results.append(edit.result)
    return .accept
  }
}

/// How many times a text was built, from any task.
private final class BuildCount: Sendable {
  let count = Mutex(0)
}

/// A delegate that sets the field's text to `text` when it decides a typed edit.
private final class TextSetter: TextFieldDelegate {
  let text: String

  init(text: String) { self.text = text }

  func textField(_ textField: TextFieldModel, decisionFor edit: ProposedEdit) -> EditDecision {
    if edit.kind == .typing { textField.setText(text) }
    return .accept
  }
}

/// A delegate that keeps every edit and reads nothing of it.
private final class EditKeeper: TextFieldDelegate {
  private(set) var edits: [ProposedEdit] = []

  func textField(_ textField: TextFieldModel, decisionFor edit: ProposedEdit) -> EditDecision {
    edits.append(edit)
    return .accept
  }
}
