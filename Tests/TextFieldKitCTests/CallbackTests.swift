import CTextFieldKit
import Foundation
import Testing

/// `tfk_field_set_event_callback`: events delivered to a C function during the call that causes
/// them, in polling's order, and calls from inside a callback.
struct CallbackTests {
  /// The callback's record: each event as `CField.events()` words, with `(reason)` after a
  /// refusal, and what the callback's own calls answered.
  final class Recorder {
    var events: [String] = []
    /// What the callback does after recording each event (its calls on fields).
    var onEvent: (OpaquePointer?, Recorder) -> Void = { _, _ in }
    var answers: [String] = []
  }

  /// The C callback: records into the `Recorder` passed as `user_data`.
  static let record: tfk_event_callback = { field, event, reason, userData in
    guard let userData, let event else { return }
    let recorder = Unmanaged<Recorder>.fromOpaque(userData).takeUnretainedValue()
    let message = event.pointee.message.map { String(cString: $0) } ?? "(NULL)"
    let why = reason.map { String(cString: $0) } ?? "(NULL)"
    let words =
      switch Int(event.pointee.kind) {
      case TFK_EVENT_CHANGED: "changed"
      case TFK_EVENT_REFUSED: "refused: \(message) (\(why))"
      case TFK_EVENT_SUBMITTED: "submitted"
      case TFK_EVENT_CANCELLED: "cancelled"
      case TFK_EVENT_INTERRUPTED: "interrupted"
      case TFK_EVENT_KEY_UNUSED: "unused: \(event.pointee.key)+\(event.pointee.modifiers)"
      default: "kind \(event.pointee.kind)"
      }
    // Only a refusal has a reason.
    let stray = event.pointee.kind != TFK_EVENT_REFUSED && !why.isEmpty ? " [\(why)]" : ""
    recorder.events.append(words + stray)
    recorder.onEvent(field, recorder)
  }

  /// Sets `recorder` as `field`'s callback; the status's name.
  @discardableResult
  static func listen(_ field: CField, _ recorder: Recorder) -> String {
    name(
      tfk_field_set_event_callback(
        field.handle, record, Unmanaged.passUnretained(recorder).toOpaque()))
  }

  @Test func eventsComeDuringTheCallThatCausesThemInPollingsOrder() throws {
    let polled = try #require(CField.phone())
    let called = try #require(CField.phone())
    defer {
      polled.free()
      called.free()
    }
    let recorder = Recorder()
    #expect(Self.listen(called, recorder) == "TFK_OK")
    // Digits, a letter the mask refuses, F5 and Tab (the host's), Enter on an incomplete value.
    let input = "555x\u{1B}[15~\t\r"
    polled.feed(input)
    #expect(called.feed("555x") == "TFK_OK")
    // Delivered before the feed returned: nothing waits for polling.
    #expect(
      recorder.events == [
        "changed", "changed", "changed", #"refused: "x": only digits here (maskRefused)"#,
      ])
    #expect(called.events() == [])
    called.feed("\u{1B}[15~\t\r")
    let polling = [
      "changed", "changed", "changed", #"refused: "x": only digits here"#,
      "unused: \(TFK_KEY_F0 + 5)+0", "unused: \(TFK_KEY_TAB)+0",
      #"refused: incomplete: "+1 (555) " still needs "___-____""#,
    ]
    #expect(polled.events() == polling)
    // The same events, each refusal with its reason's name.
    var withReasons = polling
    withReasons[3] += " (maskRefused)"
    withReasons[6] += " (invalid)"
    #expect(recorder.events == withReasons)
  }

  @Test func submittedAndTrimmedComeWithTheirReasons() throws {
    let field = try #require(CField { tfk_field_new_max_length(5, $0) })
    defer { field.free() }
    let recorder = Recorder()
    Self.listen(field, recorder)
    #expect(tfk_field_paste(field.handle, "abcdefg", 7) == tfk_status(TFK_OK))
    field.feed("\r")
    #expect(
      recorder.events == [
        "changed", "refused: 2 characters dropped: at most 5 characters (trimmed)", "submitted",
      ])
    #expect(field.outcome == "\(TFK_OUTCOME_SUBMITTED)")
    #expect(field.events() == [])
  }

  @Test func removingTheCallbackQueuesEventsAgainAndQueuedOnesStay() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    field.feed("1")
    let recorder = Recorder()
    Self.listen(field, recorder)
    field.feed("2")
    #expect(tfk_field_set_event_callback(field.handle, nil, nil) == tfk_status(TFK_OK))
    field.feed("3")
    #expect(recorder.events == ["changed"])
    // The event from before the callback, then the one after it was removed.
    #expect(field.events() == ["changed", "changed"])
  }

  @Test func callsOnTheSameFieldFromItsCallbackAreBusyAndOtherFieldsWork() throws {
    let field = try #require(CField.phone())
    let other = try #require(CField.phone())
    defer {
      field.free()
      other.free()
    }
    let recorder = Recorder()
    recorder.onEvent = { handle, recorder in
      var needed = 0
      recorder.answers += [
        name(tfk_field_value_json(handle, nil, 0, &needed)),
        String(cString: tfk_last_error_message(nil)),
        name(tfk_field_key(handle, 0x37, 0)),
        name(tfk_field_set_event_callback(handle, nil, nil)),
        name(tfk_field_free(handle)),
        String(cString: tfk_last_error_message(handle)),
        name(tfk_field_key(other.handle, 0x37, 0)),
      ]
    }
    Self.listen(field, recorder)
    #expect(field.feed("5") == "TFK_OK")
    let reentrant =
      "this field's event callback is running: calls on the field from inside its own callback "
      + "are refused (note what you need and call after the call that delivered the event "
      + "returns; other fields may be called)"
    #expect(
      recorder.answers == [
        "TFK_ERR_BUSY", reentrant, "TFK_ERR_BUSY", "TFK_ERR_BUSY", "TFK_ERR_BUSY", reentrant,
        "TFK_OK",
      ])
    #expect(recorder.events == ["changed"])
    // Nothing the callback tried on its field happened; the other field took its key.
    #expect(
      field.valueJSON == #"{"formatted": "+1 (5", "value": "5", "complete": false}"#)
    #expect(
      other.valueJSON == #"{"formatted": "+1 (7", "value": "7", "complete": false}"#)
    #expect(other.events() == ["changed"])
    // After the call, the field is free again and keeps its callback.
    recorder.onEvent = { _, _ in }
    #expect(field.feed("6") == "TFK_OK")
    #expect(recorder.events == ["changed", "changed"])
  }

  @Test func aCallbackCallingAnotherFieldGetsThatFieldsEventsNested() throws {
    let first = try #require(CField.phone())
    let second = try #require(CField.phone())
    defer {
      first.free()
      second.free()
    }
    let recorder = Recorder()
    let secondRecorder = Recorder()
    secondRecorder.onEvent = { _, inner in inner.events.append("(in second)") }
    recorder.onEvent = { _, outer in
      outer.answers.append(name(tfk_field_key(second.handle, 0x39, 0)))
      outer.events.append("second: \(secondRecorder.events)")
    }
    Self.listen(first, recorder)
    Self.listen(second, secondRecorder)
    first.feed("1")
    #expect(recorder.events == [#"changed"#, #"second: ["changed", "(in second)"]"#])
    #expect(recorder.answers == ["TFK_OK"])
  }

  /// Another thread's call during a callback is busy too, with the other-thread message.
  @Test func anotherThreadsCallDuringACallbackIsBusyWithItsOwnMessage() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    let recorder = Recorder()
    recorder.onEvent = { handle, recorder in
      let done = DispatchSemaphore(value: 0)
      let box = Box(handle)
      let thread = Thread {
        let status = name(tfk_field_key(box.handle, 0x37, 0))
        box.answer = [status, String(cString: tfk_last_error_message(nil))]
        done.signal()
      }
      thread.start()
      done.wait()
      recorder.answers = box.answer
    }
    Self.listen(field, recorder)
    field.feed("5")
    #expect(
      recorder.answers == [
        "TFK_ERR_BUSY",
        "another thread is inside a call on this field (use a field from one thread at a time)",
      ])
  }

  /// A handle and an answer handed to another thread.
  final class Box: @unchecked Sendable {
    let handle: OpaquePointer?
    var answer: [String] = []
    init(_ handle: OpaquePointer?) { self.handle = handle }
  }

  @Test func settingACallbackOnABadHandleIsAnError() {
    #expect(name(tfk_field_set_event_callback(nil, Self.record, nil)) == "TFK_ERR_BAD_HANDLE")
    #expect(threadError == "the field is NULL")
  }

  /// Random input (digits, letters, controls, keys, pastes cut anywhere, invalid UTF-8) gives a
  /// callback the very events polling gives, in the same order.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomInputGivesTheCallbackPollingsEvents(seed: UInt64) throws {
    let polled = try #require(CField.phone())
    let called = try #require(CField.phone())
    defer {
      polled.free()
      called.free()
    }
    let recorder = Recorder()
    Self.listen(called, recorder)
    var numbers = CallSequenceTests.Numbers(state: seed)
    var taken: [String] = []
    for _ in 0..<400 {
      let pieces = CallSequenceTests.pieces
      let piece = pieces[numbers.below(pieces.count)]
      #expect(polled.feed(piece) == called.feed(piece))
      if numbers.below(4) == 0 {
        #expect(tfk_field_flush(polled.handle) == tfk_field_flush(called.handle))
      }
      if polled.outcome != "\(TFK_OUTCOME_EDITING)" {
        tfk_field_restart(polled.handle)
        tfk_field_restart(called.handle)
      }
      taken += polled.events()
    }
    #expect(called.events() == [])
    // The callback's words with the reasons taken off are polling's.
    let words = recorder.events.map { event in
      event.hasPrefix("refused: ")
        ? String(event[..<(event.lastIndex(of: "(") ?? event.endIndex)].dropLast()) : event
    }
    #expect(words == taken)
    #expect(taken.count > 100)
  }

  @Test func theNewCallsOnNullAndFreedHandlesAreBadHandles() throws {
    let field = try #require(CField.phone())
    field.free()
    var answer: Int32 = -1
    for handle in [nil, field.handle] {
      #expect(name(tfk_field_set_event_callback(handle, Self.record, nil)) == "TFK_ERR_BAD_HANDLE")
      #expect(name(tfk_field_draw_curses(handle, nil, 0, 0, 1, 1)) == "TFK_ERR_BAD_HANDLE")
      #expect(name(tfk_field_set_curses_attribute(handle, 0, 0)) == "TFK_ERR_BAD_HANDLE")
      #expect(name(tfk_field_handle_wch(handle, nil, 0, 0x35, &answer)) == "TFK_ERR_BAD_HANDLE")
      #expect(answer == Int32(TFK_WCH_UNUSED))
    }
    #expect(threadError == "the field handle is not live (freed, or not made by tfk_field_new_*)")
  }
}
