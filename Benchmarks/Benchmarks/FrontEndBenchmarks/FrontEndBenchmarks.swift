import Benchmark
import TextFieldCore
import TextFieldCurses
// The terminal's frame diff (`package` in the library) through its benchmark hook.
@_spi(Benchmarks) import TextFieldUI

/// One field on an 80×3 screen, as the front end drives it: the model with its filter, the
/// prompt's form that draws it (label and field), and the frame last drawn.
final class Screen: @unchecked Sendable {
  let field: TextFieldModel
  let prompt: Prompt
  var frame = Frame(width: 80, height: 3)

  /// A focused field holding `length` Characters of words, caret at `caret`, drawn once.
  init(length: Int, caret: Int) throws {
    let words = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod "
    var text = String(repeating: words, count: length / words.count + 1)
    text.removeLast(text.count - length)
    // A limit no key reaches: the filter runs on every key without refusing any.
    field = try TextFieldModel(maxLength: 10 * length + 1_000, text: text)
    prompt = Prompt(label: "Name", model: field)
    field.beginEditing()
    field.setCaret(caret)
    draw()
  }

  /// Renders the field into a new frame and diffs it against the last one; returns how many runs
  /// changed.
  @discardableResult
  func draw() -> Int {
    let next = prompt.form.render(width: 80, height: 3, cellWidth: .unicode)
    let runs = next.changedRunCount(since: frame)
    frame = next
    return runs
  }
}

/// A key, and the key that undoes it so every iteration starts from the same state.
let keys: [(name: String, key: EditingCommand, inverse: EditingCommand)] = [
  ("type", .insert("x"), .deleteBackward),
  ("Backspace", .deleteBackward, .insert("t")),
  ("Left", .move(.characterBackward, extending: false), .move(.characterForward, extending: false)),
]

/// Keys measured with the caret at the end: each with the key that restores the start, and a
/// key pressed once before measuring (undo needs an edit to undo).
let endKeys:
  [(name: String, key: EditingCommand, inverse: EditingCommand, setup: EditingCommand?)] =
    [
      ("M-b", .move(.wordBackward, extending: false), .move(.end, extending: false), nil),
      ("C-w", .deleteWhitespaceWordBackward, .undo, nil),
      ("C-t", .transpose, .transpose, nil),
      ("C-_ after typing", .undo, .redo, .insert("x")),
    ]

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal], timeUnits: .nanoseconds,
    warmupIterations: 3, maxDuration: .seconds(2), maxIterations: 1_000)

  // One key through model, filter, layout, render and diff: only the key and its frame are
  // measured; the inverse key and its frame (restoring the start) are not.
  for length in [100, 1_000, 10_000, 100_000] {
    for (place, caret) in [("end", length), ("middle", length / 2)] {
      for (name, key, inverse) in keys {
        guard let screen = try? Screen(length: length, caret: caret) else { continue }
        // Backspace at the middle deletes a letter of the words; the inverse types one back.
        measure("key \(name) — \(length) chars, caret at \(place)", screen, key, inverse)
      }
    }
    // Word motion, word kill, transpose and undo at the end of the text.
    for (name, key, inverse, setup) in endKeys {
      guard let screen = try? Screen(length: length, caret: length) else { continue }
      if let setup {
        screen.field.perform(setup)
        screen.draw()
      }
      measure("key \(name) — \(length) chars, caret at end", screen, key, inverse)
    }
  }
}

/// A benchmark of `key` and its frame on `screen`; `inverse` and its frame (restoring the start)
/// run outside the measurement.
func measure(
  _ name: String, _ screen: Screen, _ key: EditingCommand, _ inverse: EditingCommand
) {
  Benchmark(name) { benchmark in
    benchmark.startMeasurement()
    blackHole(screen.field.perform(key))
    blackHole(screen.draw())
    benchmark.stopMeasurement()
    screen.field.perform(inverse)
    screen.draw()
  }
}
