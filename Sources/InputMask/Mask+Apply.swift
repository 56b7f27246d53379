extension Mask {
  /// Formats `text` and moves its caret.
  ///
  /// O(text length + mask length), in one pass.
  ///
  /// Characters the mask cannot take are dropped; literals the text lacks are inserted; the caret
  /// keeps its place among the characters the user typed.
  ///
  /// - Parameters:
  ///   - text: The text to format (typically the field's text after an edit).
  ///   - caret: The caret in `text`, in Characters; clamped to `0...text.count`.
  ///   - gravity: `.forward` after an insertion, `.backward` after a deletion.
  /// - Returns: The formatted text, its caret (in Characters), the extracted value and the rest.
  public func apply(
    _ text: String, caret: Int, gravity: CaretGravity = .forward(autocomplete: false)
  ) -> MaskResult {
    measuredApply(text, caret: caret, gravity: gravity, countOverflow: false).result
  }

  /// Formats `text` with the caret at its end.
  ///
  /// O(text length + mask length).
  public func apply(
    _ text: String, gravity: CaretGravity = .forward(autocomplete: false)
  )
    -> MaskResult
  {
    apply(text, caret: Int.max, gravity: gravity)
  }

  /// Applies the mask and, when `countOverflow`, counts the input Characters left unread when the
  /// mask ended that one of its value symbols would have taken (for `extractedValueCapacity`).
  ///
  /// O(text length + mask length).
  package func measuredApply(
    _ text: String, caret: Int, gravity: CaretGravity, countOverflow: Bool
  ) -> (result: MaskResult, overflow: Int) {
    let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> (MaskResult, Int)? in
      guard isPlainASCII(bytes) else { return nil }
      return applyASCII(bytes, caret: caret, gravity: gravity, countOverflow: countOverflow)
    }
    if let fast, let fast { return fast }
    return applyCharacters(text, caret: caret, gravity: gravity, countOverflow: countOverflow)
  }

  /// The byte path, for plain ASCII text.
  ///
  /// O(text length + mask length).
  func applyASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, caret: Int, gravity: CaretGravity, countOverflow: Bool
  ) -> (MaskResult, Int) {
    let count = bytes.count
    let clamped = min(max(caret, 0), count)
    let inputCaret = isRightToLeft ? count - clamped : clamped
    let capacity = count + program.literalUTF8.count
    let reversedInput = isRightToLeft ? count : 0
    return withUnsafeTemporaryAllocation(
      of: UInt8.self, capacity: max(2 * capacity + reversedInput, 1)
    ) {
      buffer -> (MaskResult, Int) in
      guard let base = buffer.baseAddress else {
        return applyCharacters(
          String(decoding: bytes, as: UTF8.self), caret: caret, gravity: gravity,
          countOverflow: countOverflow)
      }
      return program.nodes.withUnsafeBufferPointer { nodes in
        program.literalUTF8.withUnsafeBufferPointer { literals in
          var input = bytes
          if isRightToLeft {
            let reversed = base + 2 * capacity
            for index in 0..<count { reversed[index] = bytes[count - 1 - index] }
            input = UnsafeBufferPointer(start: reversed, count: count)
          }
          var stream = ASCIIStream(
            input: input, nodes: nodes, literals: literals,
            valueCharacters: program.valueASCII, text: base, value: base + capacity)
          let outcome = program.run(
            &stream, nodes: nodes, caret: inputCaret, gravity: gravity,
            countOverflow: countOverflow)
          let text = String(
            decoding: UnsafeBufferPointer(start: base, count: stream.textBytes), as: UTF8.self)
          let valueBytes = UnsafeBufferPointer(start: base + capacity, count: stream.valueBytes)
          // Often (masks without plain literals, or only digits so far) the value is the text.
          let value =
            stream.valueIsText ? text : String(decoding: valueBytes, as: UTF8.self)
          let textCount = program.hasComplexLiterals ? nil : stream.textCount
          let result = finish(text: text, textCount: textCount, value: value, outcome: outcome)
          return (result, outcome.overflow)
        }
      }
    }
  }

  /// The Character path, for any text.
  ///
  /// O(text length + mask length).
  package func applyCharacters(
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
    let result = finish(text: stream.text, textCount: nil, value: stream.value, outcome: outcome)
    return (result, outcome.overflow)
  }

  /// Builds the result from a run: reverses a right-to-left result and clamps the caret.
  ///
  /// `textCount` is the text's length in Characters when the engine knows it, nil to count it.
  private func finish(
    text: String, textCount: Int?, value: String, outcome: RunOutcome
  )
    -> MaskResult
  {
    let length = textCount ?? text.count
    let caret = min(max(outcome.caret, 0), length)
    let tail = program.tailPlaceholder(from: outcome.tailNode)
    let complete = program.completeFrom[min(outcome.node, program.completeFrom.count - 1)]
    let result = MaskResult(
      text: text, caret: caret, extractedValue: value, complete: complete,
      affinity: outcome.affinity, tailPlaceholder: tail)
    return isRightToLeft ? result.reversedFromApplySpace(textLength: length) : result
  }
}
