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
}
