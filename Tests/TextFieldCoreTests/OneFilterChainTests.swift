import TestSupport
import Testing

@testable import TextFieldCore

/// The field's own filters and a `TextFieldProxy`'s run one `FilterChain`: where the two paths
/// differed before (issue 23), they now agree.
@Suite struct OneFilterChainTests {
  /// A mask or `#`-pattern in a proxy makes a form refuse an incomplete value.
  ///
  /// As one in the field's `filters` does. Before, only the field's own filters (or a filter that
  /// was itself the delegate) counted, and the proxied mask submitted half a phone number.
  @Test func aFormatInAProxyMustBeCompleteToSubmit() throws {
    let direct = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]", text: "555")
    let proxied = TextFieldModel()
    proxied.retainDelegate(
      TextFieldProxy(filters: [try MaskFilter(format: "+1 ([000]) [000]-[0000]")]))
    proxied.setText("555")
    #expect(proxied.text == "+1 (555")
    #expect(direct.requiresCompleteFormat)
    #expect(proxied.requiresCompleteFormat)
    let failure = try #require(direct.validate(.submit))
    #expect(proxied.validate(.submit) == failure)
    let pattern = TextFieldModel()
    pattern.retainDelegate(TextFieldProxy(filters: [try PatternFilter(pattern: "##/##")]))
    #expect(pattern.requiresCompleteFormat)
    let limited = TextFieldModel()
    limited.retainDelegate(TextFieldProxy(filters: [try MaxLengthFilter(3)]))
    #expect(!limited.requiresCompleteFormat)
  }

  /// A proxy with no filters passes its delegate's decision on as it is, as a field with no
  /// filters does; before, the proxy rebuilt a rewrite as an edit and clamped its caret.
  @Test func aLoneDelegatesDecisionPassesThroughAProxyUnchanged() throws {
    let user = UpperCaser()
    let field = TextFieldModel(text: "ab")
    field.delegate = user
    let edit = ProposedEdit(kind: .typing, text: "ab", range: 2..<2, replacement: "c")
    let expected = EditDecision.rewrite(text: "ABC", caret: 99, notice: nil)
    #expect(field.decide(edit) == expected)
    let proxy = TextFieldProxy(delegate: user)
    #expect(proxy.textField(field, decisionFor: edit) == expected)
    field.retainDelegate(proxy)
    #expect(field.decide(edit) == expected)
    // With a filter after it, both hand on the edit the filter saw, its caret within the text.
    let clamped = EditDecision.rewrite(text: "ABC", caret: 3, notice: nil)
    proxy.filters = [try MaxLengthFilter(5)]
    #expect(field.decide(edit) == clamped)
    field.delegate = user
    field.filters = [try MaxLengthFilter(5)]
    #expect(field.decide(edit) == clamped)
  }

  /// In `filters` and in a proxy alike a filter is told did-begin and decides edits, nothing else.
  ///
  /// UIKit's questions and the other notices reach the delegate alone. Installed as the delegate
  /// itself, the same filter is asked everything.
  @Test func aFilterInAChainIsToldDidBeginOnlyWhereverTheChainIs() {
    func session(_ install: (TextFieldModel, TracingFilter, DelegateRecorder) -> Void) -> [String] {
      let trace = Trace()
      let user = DelegateRecorder()
      user.trace = trace
      let filter = TracingFilter("filter", trace: trace)
      let field = TextFieldModel()
      install(field, filter, user)
      field.beginEditing()
      field.perform(.insert("a"))
      field.pressReturn()
      field.clear()
      field.endEditing()
      return trace.lines
    }
    let inChain = [
      "shouldBegin", "didBegin", "filter didBegin", "shouldChange 0..<0 \"a\"",
      "filter: typing 0..<0 \"a\" → \"a\" caret 1", "didChangeSelection a|", "shouldReturn",
      "shouldClear", "filter: clear 0..<1 \"\" → \"\" caret 0", "didChangeSelection |",
      "shouldEnd", "didEnd committed",
    ]
    #expect(
      session { field, filter, user in
        field.filters = [filter]
        field.delegate = user
      } == inChain)
    #expect(
      session { field, filter, user in
        field.retainDelegate(TextFieldProxy(filters: [filter], delegate: user))
      } == inChain)
    #expect(
      session { field, filter, _ in field.retainDelegate(filter) } == [
        "filter shouldBegin", "filter didBegin", "filter: typing 0..<0 \"a\" → \"a\" caret 1",
        "filter didChangeSelection", "filter shouldReturn", "filter shouldClear",
        "filter: clear 0..<1 \"\" → \"\" caret 0", "filter didChangeSelection",
        "filter shouldEnd", "filter didEnd",
      ])
  }
}

/// A delegate that upper-cases every result and puts the caret far past its end.
private final class UpperCaser: TextFieldDelegate {
  func textField(_ textField: TextFieldModel, decisionFor edit: ProposedEdit) -> EditDecision {
    .rewrite(text: edit.result.uppercased(), caret: 99)
  }
}
