import Foundation
import TestSupport
import Testing

@testable import textfield

/// `textfield serve`, end to end: request lines in, the exact lines back (docs/serve-protocol.md).
@Suite("textfield serve")
struct ServeProtocolTests {
  let textfield = BuiltProgram("textfield")

  static let hello = #"{"type": "hello", "version": 1}"#
  static let helloReply =
    #"{"type": "hello", "version": 1, "server": "textfield 0.9.0", "capabilities": "#
    + #"{"versions": [1], "requests": ["hello", "open", "key", "text", "paste", "bytes", "render", "#
    + #""set-value", "focus", "close"], "frames": ["cells", "sgr"]}}"#
  static let openPhone =
    #"{"type": "open", "id": 1, "spec": {"fields": [{"key": "phone", "label": "Phone", "#
    + #""mask": "+1 ([000]) [000]-[0000]"}]}}"#

  /// Runs `textfield serve` on `lines` (each ended by a newline) and checks its exit and that
  /// every line it wrote matches its schema.
  func serve(_ lines: [String], environment: [String: String]? = nil) throws -> BuiltProgram.Run {
    let run = try textfield.run(
      ["serve"], input: lines.map { $0 + "\n" }.joined(), environment: environment)
    for line in run.lines { #expect(try ServeSchemaTests.problems(ofOutput: line) == []) }
    return run
  }

  @Test func helloNamesTheVersionAndCapabilities() throws {
    let run = try serve([Self.hello, #"{"type": "hello", "version": 1, "id": "h"}"#])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(
      run.lines == [
        Self.helloReply,
        Self.helloReply.replacingOccurrences(
          of: #"{"type": "hello", "#, with: #"{"type": "hello", "id": "h", "#),
      ])
  }

  /// The issue's path: open a masked phone field, type, render, submit; the values are
  /// `textfield form --output json`'s.
  @Test func maskedPhoneFieldIsTypedRenderedAndSubmitted() throws {
    let run = try serve([
      Self.hello, Self.openPhone, #"{"type": "key", "id": 2, "key": "5"}"#,
      #"{"type": "text", "id": 3, "text": "551234567"}"#,
      #"{"type": "render", "id": 4, "width": 30, "height": 3}"#,
      #"{"type": "key", "id": 5, "key": "Enter"}"#,
    ])
    #expect(run.status == 0)
    #expect(
      run.lines == [
        Self.helloReply,
        #"{"type": "opened", "id": 1, "fields": ["phone"]}"#,
        #"{"type": "changed", "id": 2, "field": "phone", "formatted": "+1 (5", "value": "5", "complete": false}"#,
        #"{"type": "ok", "id": 2, "used": true}"#,
        #"{"type": "changed", "id": 3, "field": "phone", "formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}"#,
        #"{"type": "ok", "id": 3, "used": true}"#,
        #"{"type": "frame", "id": 4, "width": 30, "height": 3, "rows": [[{"text": "Phone:", "role": "focusedLabel", "cells": 6}, {"text": " ", "role": null, "cells": 1}, {"text": "+1 (555) 123-4567", "role": "text", "cells": 17}, {"text": "      ", "role": "fieldBlank", "cells": 6}], [{"text": "                              ", "role": null, "cells": 30}], [{"text": "Tab/↑↓ move · Enter next/subm…", "role": "hint", "cells": 30}]], "caret": [24, 0]}"#,
        #"{"type": "submitted", "id": 5, "values": {"phone": {"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}}}"#,
        #"{"type": "ok", "id": 5, "used": true}"#,
      ])
    // The same values as the form command prints for the same field and input.
    let form = try textfield.run(
      ["form", "--field", "phone:Phone:mask=+1 ([000]) [000]-[0000]"], input: "5551234567\n",
      environment: BuiltProgram.lineModeEnvironment)
    #expect(
      form.lines == [
        #"{"phone": {"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}}"#
      ])
  }

  /// The exchange docs/serve-protocol.md shows is what the server does, byte for byte.
  @Test func theDocumentedExampleIsWhatTheServerSays() throws {
    let document = try String(
      contentsOf: ServeSchemaTests.root.appendingPathComponent("docs/serve-protocol.md"),
      encoding: .utf8)
    let lines = document.split(separator: "\n").map(String.init)
    let sent = lines.filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
    let answered = lines.filter { $0.hasPrefix("< ") }.map { String($0.dropFirst(2)) }
    #expect(sent.count == 6)
    let run = try serve(sent)
    #expect(run.status == 0)
    #expect(run.lines == answered)
  }

  /// Refusals say their reason (a name) and message (the form's words): a mask's, a date
  /// type's, a submit the completeness check refuses; a trimmed paste says what was dropped.
  @Test func refusalsCarryTheirReasonAndMessage() throws {
    let run = try serve([
      Self.hello, Self.openPhone, #"{"type": "text", "id": 2, "text": "555a"}"#,
      #"{"type": "key", "id": 3, "key": "Enter"}"#, #"{"type": "key", "id": 4, "key": "Esc"}"#,
      #"{"type": "open", "id": 5, "spec": {"fields": [{"key": "day", "type": "date", "format": "dd/MM/yyyy"}, {"key": "code", "max-length": 2}]}}"#,
      #"{"type": "text", "id": 6, "text": "3104"}"#, #"{"type": "key", "id": 7, "key": "Tab"}"#,
      #"{"type": "paste", "id": 8, "text": "abc"}"#, #"{"type": "key", "id": 9, "key": "F5"}"#,
    ])
    #expect(run.status == 0)
    #expect(
      run.lines == [
        Self.helloReply,
        #"{"type": "opened", "id": 1, "fields": ["phone"]}"#,
        #"{"type": "refused", "id": 2, "field": "phone", "reason": "maskRefused", "message": "\"a\": only digits here"}"#,
        #"{"type": "changed", "id": 2, "field": "phone", "formatted": "+1 (555) ", "value": "555", "complete": false}"#,
        #"{"type": "ok", "id": 2, "used": true}"#,
        #"{"type": "refused", "id": 3, "field": "phone", "reason": "invalid", "message": "Phone: incomplete: \"+1 (555) \" still needs \"___-____\""}"#,
        #"{"type": "ok", "id": 3, "used": true}"#,
        #"{"type": "cancelled", "id": 4}"#,
        #"{"type": "ok", "id": 4, "used": true}"#,
        #"{"type": "opened", "id": 5, "fields": ["day", "code"]}"#,
        #"{"type": "refused", "id": 6, "field": "day", "reason": "beyondMonthEnd", "message": "April has 30 days"}"#,
        #"{"type": "changed", "id": 6, "field": "day", "formatted": "31/0", "value": "", "complete": false}"#,
        #"{"type": "ok", "id": 6, "used": true}"#,
        #"{"type": "ok", "id": 7, "used": true}"#,
        #"{"type": "trimmed", "id": 8, "field": "code", "message": "1 character dropped: at most 2 characters"}"#,
        #"{"type": "changed", "id": 8, "field": "code", "formatted": "ab", "value": "ab", "complete": true}"#,
        #"{"type": "ok", "id": 8, "used": true}"#,
        #"{"type": "ok", "id": 9, "used": false}"#,
      ])
  }

  /// Raw terminal bytes are keys as a terminal sends them: arrows, a bracketed paste across two
  /// requests, control keys, a lone Esc; bytes that are not UTF-8 are U+FFFD, refused by the mask.
  @Test func bytesAreDecodedAsATerminalSendsThem() throws {
    func bytes(_ id: Int, _ text: [UInt8]) -> String {
      #"{"type": "bytes", "id": \#(id), "base64": "\#(Data(text).base64EncodedString())"}"#
    }
    let run = try serve([
      Self.hello, Self.openPhone, bytes(2, Array("555\u{1B}[D\u{1B}[D9".utf8)),
      bytes(3, Array("\u{1B}[200~12".utf8)), bytes(4, Array("34567\u{1B}[201~".utf8) + [0xFF]),
      bytes(5, [0x01, 0x0B]), bytes(6, [0x1B]),
    ])
    #expect(run.status == 0)
    #expect(
      run.lines == [
        Self.helloReply,
        #"{"type": "opened", "id": 1, "fields": ["phone"]}"#,
        #"{"type": "changed", "id": 2, "field": "phone", "formatted": "+1 (555) 9", "value": "5559", "complete": false}"#,
        #"{"type": "ok", "id": 2, "used": true}"#,
        #"{"type": "ok", "id": 3, "used": false}"#,
        #"{"type": "trimmed", "id": 4, "field": "phone", "message": "1 character dropped: more than +1 ([000]) [000]-[0000] holds"}"#,
        #"{"type": "refused", "id": 4, "field": "phone", "reason": "maskRefused", "message": "\"\#u{FFFD}\": the field is full"}"#,
        #"{"type": "changed", "id": 4, "field": "phone", "formatted": "+1 (555) 912-3456", "value": "5559123456", "complete": true}"#,
        #"{"type": "ok", "id": 4, "used": true}"#,
        #"{"type": "changed", "id": 5, "field": "phone", "formatted": "", "value": "", "complete": false}"#,
        #"{"type": "ok", "id": 5, "used": true}"#,
        #"{"type": "cancelled", "id": 6}"#,
        #"{"type": "ok", "id": 6, "used": true}"#,
      ])
  }

  /// A spec's initial value that does not fit is said on the message line, as the form command
  /// says it on screen; the field starts without it.
  @Test func anInitialValueThatDoesNotFitIsSaidOnTheMessageLine() throws {
    let run = try serve([
      Self.hello,
      #"{"type": "open", "spec": {"fields": [{"key": "p", "label": "P", "mask": "[00]", "value": "abc"}]}}"#,
      #"{"type": "render", "width": 40, "height": 2}"#,
    ])
    #expect(run.status == 0)
    #expect(
      run.lines.last
        == #"{"type": "frame", "width": 40, "height": 2, "rows": [[{"text": "P:", "role": "focusedLabel", "cells": 2}, {"text": " ", "role": null, "cells": 1}, {"text": "__", "role": "placeholder", "cells": 2}, {"text": "                                   ", "role": "fieldBlank", "cells": 35}], [{"text": "field \"p\": value \"abc\" does not fit the…", "role": "error", "cells": 40}]], "caret": [3, 0]}"#
    )
  }

  /// Each bad line gets its error, exactly, and the session goes on (the last line is served).
  @Test func hostileLinesGetExactErrorsAndTheSessionGoesOn() throws {
    let cases: [(line: String, reply: String)] = [
      (
        #"{"type": "key", "key": "5"}"#,
        #"{"type": "error", "code": "version", "message": "say hello first: {\"type\": \"hello\", \"version\": 1}"}"#
      ),
      (
        "not json",
        #"{"type": "error", "code": "not_json", "message": "not JSON: expected null, found \"o\" (line 2, column 2)"}"#
      ),
      (
        #"{"type": "hello", "version": 2, "id": "h"}"#,
        #"{"type": "error", "id": "h", "code": "version", "message": "version 2 is not spoken here: this server speaks version 1"}"#
      ),
      (Self.hello, Self.helloReply),
      (
        "[1, 2]",
        #"{"type": "error", "code": "invalid_request", "message": "a request is a JSON object ({\"type\": …}), not an array"}"#
      ),
      (
        #"{"id": {}}"#,
        #"{"type": "error", "code": "invalid_request", "message": "id must be a string or a whole number, not an object"}"#
      ),
      (
        #"{"id": 4}"#,
        #"{"type": "error", "id": 4, "code": "invalid_request", "message": "missing member \"type\""}"#
      ),
      (
        #"{"type": 5}"#,
        #"{"type": "error", "code": "invalid_request", "message": "type must be a string, not the number 5"}"#
      ),
      (
        #"{"type": "nope", "id": 3}"#,
        #"{"type": "error", "id": 3, "code": "unknown_type", "message": "unknown type \"nope\" (known: hello, open, key, text, paste, bytes, render, set-value, focus, close)"}"#
      ),
      (
        #"{"type": "render", "widht": 3, "height": 1}"#,
        #"{"type": "error", "code": "invalid_request", "message": "unknown member \"widht\" in a render request (known: type, id, width, height, rows, draw-caret)"}"#
      ),
      (
        #"{"type": "render", "width": 0, "height": 1}"#,
        #"{"type": "error", "code": "invalid_request", "message": "width must be from 1 to 1000 cells, not 0"}"#
      ),
      (
        #"{"type": "render", "width": 2.5, "height": 1}"#,
        #"{"type": "error", "code": "invalid_request", "message": "width must be a whole number, not the number 2.5"}"#
      ),
      (
        #"{"type": "key", "key": "Hyper-x"}"#,
        #"{"type": "error", "code": "unknown_key", "message": "unknown key \"Hyper-x\": write one character, a name (Enter, Tab, Esc, Backspace, Delete, Left, Right, Up, Down, Home, End, F1…F63) or C-, M-, S- before one (C-a, M-b, S-Tab)"}"#
      ),
      (
        #"{"type": "key"}"#,
        #"{"type": "error", "code": "invalid_request", "message": "missing member \"key\" in a key request"}"#
      ),
      (
        #"{"type": "text", "text": null}"#,
        #"{"type": "error", "code": "invalid_request", "message": "text must be a string, not null"}"#
      ),
      (
        #"{"type": "key", "key": "5", "key": "6"}"#,
        #"{"type": "error", "code": "invalid_request", "message": "duplicate key \"key\" at key (line 16, column 29)"}"#
      ),
      (
        #"{"type": "key", "key": "5"}"#,
        #"{"type": "error", "code": "state", "message": "no form is open: send open before input"}"#
      ),
      (
        #"{"type": "render", "width": 5, "height": 1}"#,
        #"{"type": "error", "code": "state", "message": "no form is open: send open before render"}"#
      ),
      (
        #"{"type": "open", "spec": {"fields": []}}"#,
        #"{"type": "error", "code": "bad_spec", "message": "spec: fields is empty: a form needs a field"}"#
      ),
      (
        #"{"type": "open", "spec": {"feilds": []}}"#,
        #"{"type": "error", "code": "bad_spec", "message": "spec: unknown key \"feilds\" at feilds (known: fields)"}"#
      ),
      (
        #"{"type": "open", "spec": {"fields": [{"key": "p", "mask": "abc"}]}}"#,
        #"{"type": "error", "code": "bad_spec", "message": "spec: field \"p\": mask \"abc\" has nothing to fill: put what is typed in [] (e.g. '+1 ([000]) [000]-[0000]'; 0 a digit, A a letter, _ either)"}"#
      ),
      (
        #"{"type": "open", "spec": []}"#,
        #"{"type": "error", "code": "invalid_request", "message": "spec must be an object ({\"fields\": [...]}), not an array"}"#
      ),
      (
        #"{"type": "bytes", "base64": "AA=="}"#,
        #"{"type": "error", "code": "state", "message": "no form is open: send open before input"}"#
      ),
      (
        #"{"type": "bytes", "base64": "QQ=*"}"#,
        #"{"type": "error", "code": "invalid_request", "message": "base64 is not base64: \"*\" at byte 4"}"#
      ),
      (
        #"{"type": "text", "text": "\ud800"}"#,
        #"{"type": "error", "code": "not_json", "message": "not JSON: lone surrogate \\uD800 (a high half not followed by a low one) at text (line 25, column 27)"}"#
      ),
      (
        #"{"type": "\#(String(repeating: "x", count: 50))"}"#,
        #"{"type": "error", "code": "unknown_type", "message": "unknown type \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…\" (known: hello, open, key, text, paste, bytes, render, set-value, focus, close)"}"#
      ),
      (
        #"{"type": "text", "text": "\#(String(repeating: "5", count: 4097))"}"#,
        #"{"type": "error", "code": "invalid_request", "message": "text holds 4097 Characters, more than the 4096 a text request types: send a paste"}"#
      ),
      (
        #"{"type": "bytes", "base64": "\#(Data(repeating: 0x35, count: 65_537).base64EncodedString())"}"#,
        #"{"type": "error", "code": "invalid_request", "message": "base64 holds 65537 bytes, more than the 65536 a bytes request takes: send the terminal's reads one by one (a paste may span requests)"}"#
      ),
      (Self.openPhone, #"{"type": "opened", "id": 1, "fields": ["phone"]}"#),
      (
        #"{"type": "open", "spec": {"fields": [{"key": "x"}]}}"#,
        #"{"type": "error", "code": "state", "message": "a form is open: submit or cancel it before opening another"}"#
      ),
      (
        #"{"type": "key", "key": "5", "id": 9}"#,
        #"{"type": "changed", "id": 9, "field": "phone", "formatted": "+1 (5", "value": "5", "complete": false}"#
      ),
    ]
    let run = try serve(cases.map(\.line))
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.lines == cases.map(\.reply) + [#"{"type": "ok", "id": 9, "used": true}"#])
  }

  /// Bytes that are not UTF-8 and a line over 1 MiB are errors too; the next line is served.
  @Test func invalidUTF8AndHugeLinesAreErrors() throws {
    let input =
      Array((Self.hello + "\n" + #"{"type": "text", "text": ""#).utf8) + [0xFF]
      + Array(("\"}\n" + String(repeating: "a", count: 1_100_000) + "\n" + Self.hello).utf8)
    let run = try textfield.run(["serve"], inputBytes: input)
    #expect(run.status == 0)
    #expect(
      run.lines == [
        Self.helloReply,
        #"{"type": "error", "code": "not_json", "message": "not JSON: invalid UTF-8 (byte 0xFF) at text (line 2, column 27)"}"#,
        #"{"type": "error", "code": "line_too_long", "message": "line 3 holds 1100000 bytes, more than the 1048576 a request may: it was skipped whole"}"#,
        Self.helloReply,
      ])
  }

  /// The end of input ends the session (exit 0, nothing written); a last line without its
  /// newline is served; standard output that cannot be written exits 74.
  @Test func endOfInputEndsTheSessionAndAClosedOutputExits74() throws {
    let empty = try textfield.run(["serve"])
    #expect(empty.status == 0)
    #expect(empty.stdout == "")
    #expect(empty.stderr == "")
    let unended = try textfield.run(["serve"], input: Self.hello)
    #expect(unended.status == 0)
    #expect(unended.lines == [Self.helloReply])
    let shell = BuiltProgram(url: URL(fileURLWithPath: "/bin/sh"))
    let closed = try shell.run(
      ["-c", "\"$0\" serve >&-", textfield.url.path], input: Self.hello + "\n")
    #expect(closed.status == 74)
    #expect(
      closed.stderr == "textfield serve: cannot write to standard output: Bad file descriptor\n")
  }

  /// The environment's defaults for the prompt and form flags do not reach `serve` (which has
  /// no such flags), and its help is there.
  @Test func environmentDefaultsLeaveServeAlone() throws {
    let environment = ProcessInfo.processInfo.environment.merging([
      "TEXTFIELD_PROMPT": "Phone", "TEXTFIELD_NO_BELL": "1",
    ]) { $1 }
    let run = try serve([Self.hello], environment: environment)
    #expect(run.status == 0)
    #expect(run.lines == [Self.helloReply])
    let help = try textfield.run(["help", "serve"])
    #expect(help.status == 0)
    #expect(
      help.lines.first == "OVERVIEW: Drive a form over JSON lines on standard input and output.")
    #expect(help.stdout.contains("USAGE: textfield serve < requests\n"))
    #expect(help.stdout.contains(Status.helpText + "\n"))
  }
}
