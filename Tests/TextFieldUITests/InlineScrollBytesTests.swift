import Testing
import TextFieldCore

@testable import TextFieldUI

/// What an inline prompt writes per key, in real ANSI bytes, when its 30-cell field scrolls: the
/// deterministic part of `Benchmarks/scroll-bytes.sh`, without a terminal.
@Suite struct InlineScrollBytesTests {
  /// 120 keys: 62 distinct characters and their start again, so no shift of the row lines a
  /// character up with itself.
  static let typed: String = {
    let alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    return String((alphabet + alphabet).prefix(120))
  }()

  /// The bytes of the first paint and of each key of `text` for the prompt `Value: ` with a
  /// 30-cell field, 37 columns wide.
  func bytes(typing text: String) -> (paint: String, keys: [String]) {
    let prompt = Prompt(label: "Value", model: TextFieldModel())
    prompt.width = 30
    prompt.start()
    var renderer = InlineRenderer(controls: .ansi)
    let paint = renderer.draw(prompt.render(width: 37, height: 3, cellWidth: .unicode))
    let keys = InputEvent.typing(text).map { event in
      _ = prompt.handle(event)
      return String(
        decoding: renderer.draw(prompt.render(width: 37, height: 3, cellWidth: .unicode)),
        as: UTF8.self)
    }
    return (String(decoding: paint, as: UTF8.self), keys)
  }

  @Test func aKeyThatDoesNotScrollWritesItsCharacterOnly() {
    #expect(bytes(typing: "abc").keys == ["a", "b", "c"])
  }

  /// The 30th key leaves the row: the caret lands 20 cells back, after the last 10 characters,
  /// and the rest of the field is blank again (underlined).
  @Test func aKeyThatScrollsRewritesTheFieldOnce() {
    let keys = bytes(typing: String(Self.typed.prefix(30))).keys
    #expect(keys[28] == "C")
    #expect(
      keys[29]
        == "\r\u{1B}[7CuvwxyzABCD\u{1B}[4m" + String(repeating: " ", count: 19)
        + "\u{1B}[m\r\u{1B}[17C")
  }

  /// 120 keys: 115 of 1 byte and 5 rewrites of 47 (50 with xterm's 6-byte `sgr0`), 2.9 bytes
  /// per key.
  @Test func typing120KeysRewritesTheFieldFiveTimes() {
    let keys = bytes(typing: Self.typed).keys
    #expect(
      keys.indices.filter { keys[$0].utf8.count > 1 }.map { $0 + 1 } == [30, 50, 70, 90, 110])
    #expect(keys.map(\.utf8.count).filter { $0 > 1 } == [47, 47, 47, 47, 47])
    #expect(keys.reduce(0) { $0 + $1.utf8.count } == 350)
  }
}
