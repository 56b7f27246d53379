@testable import InputMask

extension Mask {
  /// Applies the mask the plain way: the Character path with a right-to-left text reversed by
  /// walking it backwards, and the result reversed the same way.
  ///
  /// This is how `apply` worked before its right-to-left ends were made fast; the tests hold every
  /// path to its results, byte for byte. O(text length + mask length), with more passes and
  /// allocations than `apply`.
  func roundTripApply(
    _ text: String, caret: Int, gravity: CaretGravity, countOverflow: Bool = false
  ) -> (result: MaskResult, overflow: Int) {
    let input = isRightToLeft ? Array(text.reversed()) : Array(text)
    let clamped = min(max(caret, 0), input.count)
    let inputCaret = isRightToLeft ? input.count - clamped : clamped
    var stream = CharacterStream(input: input, program: program)
    let outcome = program.nodes.withUnsafeBufferPointer { nodes in
      program.run(
        &stream, nodes: nodes, caret: inputCaret, gravity: gravity, countOverflow: countOverflow)
    }
    let length = stream.text.count
    let caret = min(max(outcome.caret, 0), length)
    let result = makeResult(
      text: stream.text, caret: caret, value: stream.value, outcome: outcome)
    guard isRightToLeft else { return (result, outcome.overflow) }
    let reversed = String(result.text.reversed())
    // Reversed, a lone combining mark can join the Character now before it, so the text may
    // have fewer Characters than `length`: the caret stays within it.
    let turned = MaskResult(
      text: reversed, caret: min(max(length - caret, 0), reversed.count),
      extractedValue: String(result.extractedValue.reversed()), complete: result.complete,
      affinity: result.affinity, tailPlaceholder: result.tailPlaceholder)
    return (turned, outcome.overflow)
  }
}
