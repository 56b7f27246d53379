import TestSupport
import Testing

@testable import TextFieldCore

/// A filter that records what it was asked and answers as scripted.
private final class ScriptedFilter: TextFieldFilter {
  let name: String
  let answer: (ProposedEdit) -> EditDecision
  var log: [String]

  init(_ name: String, log: [String] = [], answer: @escaping (ProposedEdit) -> EditDecision) {
    self.name = name
    self.answer = answer
    self.log = log
  }

  func evaluate(_ edit: ProposedEdit) -> EditDecision {
    log.append("\(name): \(edit)")
    return answer(edit)
  }
}

@Suite struct ProxyTests {
  @Test func forwardsEveryCallExactlyOnce() {
    let user = DelegateRecorder()
    let proxy = TextFieldProxy(filters: [], delegate: user)
    let field = TextFieldModel(text: "ab")
    field.retainDelegate(proxy)
    field.beginEditing()
    field.perform(.insert("c"))
    field.perform(.move(.start, extending: false))
    field.pressReturn()
    field.clear()
    field.endEditing()
    #expect(
      user.calls == [
        "shouldBegin", "didBegin", "shouldChange 2..<2 \"c\"", "didChangeSelection abc|",
        "didChangeSelection |abc", "shouldReturn", "shouldClear", "shouldEnd", "didEnd committed",
      ])
  }

  @Test func userVetoesFirstThenFiltersRunInOrder() {
    let user = DelegateRecorder()
    var log: [String] = []
    let upper = ScriptedFilter("upper") { edit in
      log.append("upper sees \"\(edit.replacement)\"")
      return .rewrite(text: edit.result.uppercased(), caret: edit.caret)
    }
    let second = ScriptedFilter("second") { edit in
      log.append("second sees \"\(edit.result)\"")
      return .accept
    }
    let field = TextFieldModel.editing(filters: [upper, second], delegate: user)
    user.shouldChange = { _, string in string != "x" }
    field.perform(.insert("a"))
    #expect(field.text == "A")
    #expect(log == ["upper sees \"a\"", "second sees \"A\""])
    log.removeAll()
    #expect(field.perform(.insert("x")) == .rejected(reason: nil))
    #expect(log == [])
  }

  @Test func theFirstRejectionWins() {
    var log: [String] = []
    let first = ScriptedFilter("first") { _ in
      log.append("first")
      return .reject("first says no")
    }
    let second = ScriptedFilter("second") { _ in
      log.append("second")
      return .reject("second says no")
    }
    let field = TextFieldModel.editing(filters: [first, second])
    #expect(field.perform(.insert("a")) == .rejected(reason: .custom("first says no")))
    #expect(log == ["first"])
  }

  @Test func noticesOfAChainAreMerged() throws {
    let field = TextFieldModel.editing(filters: [
      try CharacterFilter(.banned, where: \.isNumber, description: "digits"),
      try MaxLengthFilter(3),
    ])
    let outcome = field.perform(.paste("a1b2c3d4"))
    #expect(
      outcome
        == .rewritten(
          EditNotice(
            droppedCount: 5, reason: .several([.banned(described: "digits"), .tooLong(limit: 3)]))))
    #expect(field.text == "abc")
  }

  @Test func theUserDelegateCanBeReplacedAtAnyTimeAndTheFiltersStay() throws {
    let proxy = TextFieldProxy(filters: [try MaxLengthFilter(2)])
    let field = TextFieldModel()
    field.retainDelegate(proxy)
    let first = DelegateRecorder()
    proxy.delegate = first
    field.beginEditing()
    field.perform(.insert("a"))
    let second = DelegateRecorder()
    second.shouldChange = { _, string in string != "b" }
    proxy.delegate = second
    #expect(field.perform(.insert("b")) == .rejected(reason: nil))
    field.type("cd")
    #expect(field.text == "ac")
    #expect(
      first.calls == [
        "shouldBegin", "didBegin", "shouldChange 0..<0 \"a\"", "didChangeSelection a|",
      ])
    #expect(second.calls.filter { $0.hasPrefix("shouldChange") }.count == 3)
  }

  @Test func aUserDelegateThatGoesAwayLeavesTheFilters() throws {
    let proxy = TextFieldProxy(filters: [try MaxLengthFilter(1)])
    do {
      let user = DelegateRecorder()
      user.shouldChange = { _, _ in false }
      proxy.delegate = user
    }
    #expect(proxy.delegate == nil)
    let field = TextFieldModel.editing(filters: [])
    field.retainDelegate(proxy)
    field.type("ab")
    #expect(field.text == "a")
  }

  @Test func valueComesFromTheFilterThatExtractsOne() throws {
    let field = TextFieldModel.editing(filters: [
      try MaxLengthFilter(20), try PatternFilter(pattern: "(###) ###"),
    ])
    field.type("123456")
    #expect(field.text == "(123) 456")
    #expect(field.value == "123456")
  }

  @Test func programmaticTextDoesNotAskTheUserButRunsTheFilters() throws {
    let user = DelegateRecorder()
    let field = TextFieldModel.editing(filters: [try MaxLengthFilter(3)], delegate: user)
    user.reset()
    field.setText("abcdef")
    #expect(field.text == "abc")
    #expect(user.calls == ["didChangeSelection abc|"])
  }
}

@Suite struct FilterChainTests {
  @Test func aChainDecidesWithoutAField() throws {
    let edit = ProposedEdit(kind: .paste, text: "ab", range: 2..<2, replacement: "c1d2e")
    let filters: [any TextFieldFilter] = [
      try CharacterFilter(.banned, where: \.isNumber, description: "digits"),
      try MaxLengthFilter(4),
    ]
    #expect(
      FilterChain.decide(edit, with: filters)
        == .rewrite(
          text: "abcd", caret: 4,
          notice: EditNotice(
            droppedCount: 3, reason: .several([.banned(described: "digits"), .tooLong(limit: 4)]))))
    #expect(FilterChain.decide(edit, with: []) == .accept)
  }
}
