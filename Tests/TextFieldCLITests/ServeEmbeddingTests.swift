import Foundation
import TestSupport
import Testing

@testable import textfield

/// What `textfield serve` adds for a host embedding a form in its own screen: rows ready to
/// print (SGR), `set-value`, `focus` and `close` (docs/serve-protocol.md).
@Suite("textfield serve: embedding")
struct ServeEmbeddingTests {
  let protocolTests = ServeProtocolTests()

  static let openTwo =
    #"{"type": "open", "id": 1, "spec": {"fields": [{"key": "phone", "label": "Phone", "#
    + #""mask": "+1 ([000]) [000]-[0000]"}, {"key": "code", "label": "Code", "max-length": 2}]}}"#

  /// `"rows": "sgr"` writes each row as a string with the escapes the inline terminal writes
  /// for the standard theme's looks (accent bold label, dim underlined mask rest, red error,
  /// dim hint); `draw-caret` reverses the caret's cell, a wide character's two cells at once.
  @Test func sgrRowsAreReadyToPrintWithTheCaretDrawn() throws {
    let run = try protocolTests.serve([
      ServeProtocolTests.hello, ServeProtocolTests.openPhone,
      #"{"type": "text", "id": 2, "text": "555a"}"#,
      #"{"type": "render", "id": 3, "width": 30, "height": 3, "rows": "sgr", "draw-caret": true}"#,
      #"{"type": "render", "id": 4, "width": 30, "height": 3, "rows": "sgr"}"#,
      #"{"type": "text", "id": 5, "text": "1234567"}"#,
      #"{"type": "render", "id": 6, "width": 30, "height": 3, "rows": "sgr", "draw-caret": true}"#,
      #"{"type": "close", "id": 7}"#,
      #"{"type": "open", "id": 8, "spec": {"fields": [{"key": "name", "label": "Name"}]}}"#,
      #"{"type": "text", "id": 9, "text": "表x"}"#, #"{"type": "key", "id": 10, "key": "Home"}"#,
      #"{"type": "render", "id": 11, "width": 12, "height": 1, "rows": "sgr", "draw-caret": true}"#,
    ])
    #expect(run.status == 0)
    let frames = run.lines.filter { $0.hasPrefix(#"{"type": "frame""#) }
    #expect(
      frames == [
        #"{"type": "frame", "id": 3, "width": 30, "height": 3, "rows": ["\u001b[1m\u001b[36mPhone:\u001b[m +1 (555) \u001b[2m\u001b[4m\u001b[7m_\u001b[m\u001b[2m\u001b[4m__-____\u001b[m\u001b[4m      \u001b[m", "                              ", "\u001b[31m\"a\": only digits here\u001b[m         "], "caret": [16, 0]}"#,
        #"{"type": "frame", "id": 4, "width": 30, "height": 3, "rows": ["\u001b[1m\u001b[36mPhone:\u001b[m +1 (555) \u001b[2m\u001b[4m___-____\u001b[m\u001b[4m      \u001b[m", "                              ", "\u001b[31m\"a\": only digits here\u001b[m         "], "caret": [16, 0]}"#,
        #"{"type": "frame", "id": 6, "width": 30, "height": 3, "rows": ["\u001b[1m\u001b[36mPhone:\u001b[m +1 (555) 123-4567\u001b[4m\u001b[7m \u001b[m\u001b[4m     \u001b[m", "                              ", "\u001b[2mTab/↑↓ move · Enter next/subm…\u001b[m"], "caret": [24, 0]}"#,
        #"{"type": "frame", "id": 11, "width": 12, "height": 1, "rows": ["\u001b[1m\u001b[36mName:\u001b[m \u001b[7m表\u001b[mx\u001b[4m   \u001b[m"], "caret": [6, 0]}"#,
      ])
  }

  /// `set-value` sets any field's text through its filters, focused or not, with the events a
  /// paste would cause; `focus` moves as Tab does; unknown keys are errors and the session goes
  /// on.
  @Test func setValueAndFocusDriveFieldsByKey() throws {
    let run = try protocolTests.serve([
      ServeProtocolTests.hello, Self.openTwo,
      #"{"type": "set-value", "id": 2, "field": "phone", "text": "(555) 123-4567"}"#,
      #"{"type": "set-value", "id": 3, "field": "code", "text": "abc"}"#,
      #"{"type": "set-value", "id": 4, "field": "phone", "text": "5551234567890"}"#,
      #"{"type": "set-value", "id": 5, "field": "nope", "text": "x"}"#,
      #"{"type": "focus", "id": 6, "field": "code"}"#,
      #"{"type": "focus", "id": 7, "field": "code"}"#,
      #"{"type": "key", "id": 8, "key": "Backspace"}"#,
      #"{"type": "focus", "id": 9, "field": "phone\u0000"}"#,
      #"{"type": "key", "id": 10, "key": "Enter"}"#,
    ])
    #expect(run.status == 0)
    #expect(
      Array(run.lines.dropFirst(2)) == [
        #"{"type": "changed", "id": 2, "field": "phone", "formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}"#,
        #"{"type": "ok", "id": 2, "used": true}"#,
        #"{"type": "trimmed", "id": 3, "field": "code", "message": "1 character dropped: at most 2 characters"}"#,
        #"{"type": "changed", "id": 3, "field": "code", "formatted": "ab", "value": "ab", "complete": true}"#,
        #"{"type": "ok", "id": 3, "used": true}"#,
        #"{"type": "trimmed", "id": 4, "field": "phone", "message": "3 characters dropped: more than +1 ([000]) [000]-[0000] holds"}"#,
        #"{"type": "ok", "id": 4, "used": true}"#,
        #"{"type": "error", "id": 5, "code": "unknown_field", "message": "no field \"nope\" in the open form (its fields: \"phone\", \"code\")"}"#,
        #"{"type": "ok", "id": 6, "used": true}"#,
        #"{"type": "ok", "id": 7, "used": true}"#,
        #"{"type": "changed", "id": 8, "field": "code", "formatted": "a", "value": "a", "complete": true}"#,
        #"{"type": "ok", "id": 8, "used": true}"#,
        #"{"type": "error", "id": 9, "code": "unknown_field", "message": "no field \"phone\\u0000\" in the open form (its fields: \"phone\", \"code\")"}"#,
        #"{"type": "submitted", "id": 10, "values": {"phone": {"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}, "code": {"formatted": "a", "value": "a", "complete": true}}}"#,
        #"{"type": "ok", "id": 10, "used": true}"#,
      ])
  }

  /// `close` ends the open form without an outcome (no event); input then needs a new form.
  @Test func closeEndsTheFormWithoutAnOutcome() throws {
    let run = try protocolTests.serve([
      ServeProtocolTests.hello, ServeProtocolTests.openPhone,
      #"{"type": "text", "id": 2, "text": "5"}"#, #"{"type": "close", "id": 3}"#,
      #"{"type": "key", "id": 4, "key": "5"}"#, #"{"type": "close", "id": 5}"#,
      ServeProtocolTests.openPhone,
    ])
    #expect(run.status == 0)
    #expect(
      Array(run.lines.dropFirst(2)) == [
        #"{"type": "changed", "id": 2, "field": "phone", "formatted": "+1 (5", "value": "5", "complete": false}"#,
        #"{"type": "ok", "id": 2, "used": true}"#,
        #"{"type": "ok", "id": 3, "used": true}"#,
        #"{"type": "error", "id": 4, "code": "state", "message": "no form is open: send open before input"}"#,
        #"{"type": "error", "id": 5, "code": "state", "message": "no form is open: send open before close"}"#,
        #"{"type": "opened", "id": 1, "fields": ["phone"]}"#,
      ])
  }

  /// Bad members of the new requests and options get exact errors; the session goes on.
  @Test func badMembersGetExactErrors() throws {
    let run = try protocolTests.serve([
      ServeProtocolTests.hello,
      #"{"type": "focus", "field": "phone"}"#,
      ServeProtocolTests.openPhone,
      #"{"type": "render", "width": 30, "height": 3, "rows": 3}"#,
      #"{"type": "render", "width": 30, "height": 3, "rows": "html"}"#,
      #"{"type": "render", "width": 30, "height": 3, "draw-caret": true}"#,
      #"{"type": "render", "width": 30, "height": 3, "rows": "sgr", "draw-caret": "yes"}"#,
      #"{"type": "set-value", "field": "phone"}"#,
      #"{"type": "set-value", "field": 1, "text": ""}"#,
      #"{"type": "focus", "id": "f"}"#,
      #"{"type": "close", "now": true}"#,
      #"{"type": "render", "width": 5, "height": 1, "rows": "cells", "draw-caret": false}"#,
    ])
    #expect(run.status == 0)
    #expect(
      Array(run.lines.dropFirst()) == [
        #"{"type": "error", "code": "state", "message": "no form is open: send open before focus"}"#,
        #"{"type": "opened", "id": 1, "fields": ["phone"]}"#,
        #"{"type": "error", "code": "invalid_request", "message": "rows must be \"cells\" or \"sgr\", not the number 3"}"#,
        #"{"type": "error", "code": "invalid_request", "message": "rows must be \"cells\" or \"sgr\", not \"html\""}"#,
        #"{"type": "error", "code": "invalid_request", "message": "draw-caret draws the caret into sgr rows: ask for \"rows\": \"sgr\" too (with cells rows, the host draws the caret at the frame's caret)"}"#,
        #"{"type": "error", "code": "invalid_request", "message": "draw-caret must be true or false, not a string"}"#,
        #"{"type": "error", "code": "invalid_request", "message": "missing member \"text\" in a set-value request"}"#,
        #"{"type": "error", "code": "invalid_request", "message": "field must be a string, not the number 1"}"#,
        #"{"type": "error", "id": "f", "code": "invalid_request", "message": "missing member \"field\" in a focus request"}"#,
        #"{"type": "error", "code": "invalid_request", "message": "unknown member \"now\" in a close request (known: type, id)"}"#,
        #"{"type": "frame", "width": 5, "height": 1, "rows": [[{"text": ":", "role": "focusedLabel", "cells": 1}, {"text": " ", "role": null, "cells": 1}, {"text": "+1 ", "role": "placeholder", "cells": 3}]], "caret": [2, 0]}"#,
      ])
  }
}
