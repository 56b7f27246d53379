import CNcurses
import CTerminal
import CTextFieldKit
import Testing

extension CursesCallTests {
  /// `tfk_field_handle_wch` with keys pushed onto ncurses' input queue and read back with
  /// `wget_wch`, as a host reads them (nested, so it runs serialized with the drawing tests).
  @Suite struct Input {
    /// Pushes `keys` onto ncurses' input queue (the first is read first): characters, or key
    /// codes given as negative numbers (`-KEY_F(2)`).
    static func push(_ keys: [Int32]) {
      for key in keys.reversed() {
        if key < 0 { ungetch(-key) } else { unget_wch(wchar_t(key)) }
      }
    }

    /// Reads each key the host's way (`wget_wch`, not waiting) and hands it to the field, until
    /// the queue is empty; each answer's name, or the status's name when the call failed.
    static func handleAll(_ field: CField, _ window: UnsafeMutablePointer<WINDOW>) -> [String] {
      var answers: [String] = []
      wtimeout(window, 0)
      while true {
        var key: wint_t = 0
        let status = wget_wch(window, &key)
        guard status != ERR else { return answers }
        var answer: Int32 = -1
        let result = tfk_field_handle_wch(
          field.handle, UnsafeMutableRawPointer(window), status, UInt32(key), &answer)
        guard result == tfk_status(TFK_OK) else {
          answers.append(name(result))
          continue
        }
        answers.append(["used", "unused", "ended"][Int(answer)])
      }
    }

    @Test func wgetWchKeysAreDecodedAsHostedFormDecodesThem() throws {
      let screen = try #require(TestScreen(), "no ncurses screen on /dev/null")
      defer { screen.end() }
      let window = try #require(screen.window(width: 40, height: 2))
      let field = try #require(CField.phone())
      defer { field.free() }
      // Digits, a refused letter, F2 and a resize (the host's), Esc b (Alt-b: a word back).
      Self.push([0x35, 0x35, 0x35, 0x31, 0x78, -(KEY_F0 + 2), -KEY_RESIZE, 0x1B, 0x62])
      #expect(
        Self.handleAll(field, window) == [
          "used", "used", "used", "used", "used", "unused", "unused", "used",
        ])
      #expect(
        field.events() == [
          "changed", "changed", "changed", "changed", #"refused: "x": only digits here"#,
          "unused: \(TFK_KEY_F0 + 2)+0",
        ])
      // Alt-b moved the caret back to the start of "1".
      #expect(field.picture(width: 20, height: 1).last == "11,0")
      #expect(
        field.valueJSON == #"{"formatted": "+1 (555) 1", "value": "5551", "complete": false}"#)
    }

    @Test func enterOnACompleteValueEndsTheFieldAndAKeyCodeItDoesNotKnowIsTheHosts() throws {
      let screen = try #require(TestScreen(), "no ncurses screen on /dev/null")
      defer { screen.end() }
      let window = try #require(screen.window(width: 40, height: 2))
      let field = try #require(CField.phone())
      defer { field.free() }
      field.feed("555123456")
      _ = field.events()
      Self.push([-0x7F0, 0x37, 0x0A, 0x38])
      #expect(Self.handleAll(field, window) == ["unused", "used", "ended", "TFK_ERR_ENDED"])
      #expect(field.events() == ["changed", "submitted"])
      #expect(field.outcome == "\(TFK_OUTCOME_SUBMITTED)")
      #expect(
        field.valueJSON
          == #"{"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}"#)
    }

    @Test func aBracketedPasteIsOneEditAndItsLineEndsDoNotSubmit() throws {
      let screen = try #require(TestScreen(), "no ncurses screen on /dev/null")
      defer { screen.end() }
      let window = try #require(screen.window(width: 40, height: 2))
      let field = try #require(CField { tfk_field_new_max_length(8, $0) })
      defer { field.free() }
      // The first key makes the field's HostedForm, which defines the paste markers' key codes
      // on the screen (as HostedForm does for a Swift host).
      Self.push([0x61])
      #expect(Self.handleAll(field, window) == ["used"])
      let start = key_defined("\u{1B}[200~")
      let end = key_defined("\u{1B}[201~")
      #expect(start > 0 && end > 0)
      Self.push([-start] + "bc\rdefghij".unicodeScalars.map { Int32($0.value) } + [-end])
      #expect(Self.handleAll(field, window) == ["used"])
      #expect(
        field.events() == [
          "changed", "changed",
          "refused: 3 characters dropped: at most 8 characters",
        ])
      #expect(
        field.valueJSON == #"{"formatted": "abc defg", "value": "abc defg", "complete": true}"#)
      #expect(field.outcome == "\(TFK_OUTCOME_EDITING)")
    }

    /// A form handle is drawn whole, and Tab between its fields is the form's (used), not the
    /// host's.
    @Test func aFormHandleDrawsEveryFieldAndKeepsTabForItself() throws {
      let screen = try #require(TestScreen(), "no ncurses screen on /dev/null")
      defer { screen.end() }
      let window = try #require(screen.window(width: 36, height: 4))
      let form = try #require(FormHandleTests.form())
      defer { form.free() }
      Self.push([0x35, 0x09, 0x31])
      #expect(Self.handleAll(form, window) == ["used", "used", "used"])
      #expect(FormHandleTests.focused(form) == 1)
      #expect(
        name(tfk_field_draw_curses(form.handle, UnsafeMutableRawPointer(window), 0, 0, 36, 3))
          == "TFK_OK")
      let cursor = window.cursor
      #expect(
        (0..<4).map { window.text(y: $0, width: 36) } == [
          "Phone: +1 (5__) ___-____            ",
          "Born:  1d/MM/yyyy                   ",
          "Tab/↑↓ move · Enter next/submit · E…",
          "....................................",
        ])
      #expect(cursor == "8,1")
    }

    /// A modified key the terminfo entry names (xterm's `kLFT5`, Ctrl-Left) is decoded as that
    /// key: a word back.
    @Test func terminfoModifiedKeysAreTheirKeys() throws {
      let screen = try #require(TestScreen(), "no ncurses screen on /dev/null")
      defer { screen.end() }
      let window = try #require(screen.window(width: 40, height: 2))
      let field = try #require(CField.phone())
      defer { field.free() }
      Self.push([0x35])
      #expect(Self.handleAll(field, window) == ["used"])
      let controlLeft = cterm_key_code_for_capability("kLFT5")
      #expect(controlLeft > 0)
      Self.push([0x35, 0x35, 0x31, 0x32, -controlLeft, 0x39])
      #expect(Self.handleAll(field, window) == Array(repeating: "used", count: 6))
      #expect(
        field.valueJSON == #"{"formatted": "+1 (555) 912", "value": "555912", "complete": false}"#)
    }
  }
}
