import Foundation
import TestSupport
import Testing

/// A refusal of the form's own checks is reported however many keys follow it in one request
/// (a bug found by DoorAgreementTests: the bell was taken once per request, after the last key).
struct ServeRefusalTests {
  let textfield = BuiltProgram("textfield")

  @Test func enterRefusedThenMoreKeysInOneRequestIsStillARefusal() throws {
    let lines = [
      ServeProtocolTests.hello, ServeProtocolTests.openPhone,
      // Enter on an empty field (refused), then Ctrl-A and Home, in one read of the terminal.
      #"{"type": "bytes", "id": 2, "base64": "\#(Data([0x0D, 0x01, 0x1B, 0x5B, 0x48]).base64EncodedString())"}"#,
      // An edit refused and then Enter refused: both are said, in order.
      #"{"type": "bytes", "id": 3, "base64": "\#(Data("a\r".utf8).base64EncodedString())"}"#,
    ]
    let run = try textfield.run(["serve"], input: lines.map { $0 + "\n" }.joined())
    #expect(run.status == 0)
    #expect(
      Array(run.lines.dropFirst(2)) == [
        #"{"type": "refused", "id": 2, "field": "phone", "reason": "invalid", "message": "Phone: incomplete: \"\" still needs \"+1 (___) ___-____\""}"#,
        #"{"type": "ok", "id": 2, "used": true}"#,
        #"{"type": "refused", "id": 3, "field": "phone", "reason": "maskRefused", "message": "\"a\": only digits here"}"#,
        #"{"type": "refused", "id": 3, "field": "phone", "reason": "invalid", "message": "Phone: incomplete: \"\" still needs \"+1 (___) ___-____\""}"#,
        #"{"type": "ok", "id": 3, "used": true}"#,
      ])
  }

  /// A control character in a `text` request is an error that says how to send it, not a key
  /// given back in silence (a review found Esc, Enter and BEL typed as text did nothing).
  @Test func controlCharactersInTextAreErrorsNamingTheWayToSendThem() throws {
    let lines = [
      ServeProtocolTests.hello, ServeProtocolTests.openPhone,
      #"{"type": "text", "id": 2, "text": "55\u001b"}"#,
      #"{"type": "text", "id": 3, "text": "5\r"}"#,
      #"{"type": "text", "id": 4, "text": "5"}"#,
    ]
    let run = try textfield.run(["serve"], input: lines.map { $0 + "\n" }.joined())
    #expect(run.status == 0)
    #expect(
      Array(run.lines.dropFirst(2)) == [
        #"{"type": "error", "id": 2, "code": "invalid_request", "message": "text holds a control character, U+001B, at scalar 2: send it as a key (\"Enter\", \"Tab\", \"Esc\", \"C-a\") or as bytes"}"#,
        #"{"type": "error", "id": 3, "code": "invalid_request", "message": "text holds a control character, U+000D, at scalar 1: send it as a key (\"Enter\", \"Tab\", \"Esc\", \"C-a\") or as bytes"}"#,
        #"{"type": "changed", "id": 4, "field": "phone", "formatted": "+1 (5", "value": "5", "complete": false}"#,
        #"{"type": "ok", "id": 4, "used": true}"#,
      ])
  }
}
