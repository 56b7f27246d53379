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
  ///   - caret: The caret in `text`, in Characters; clamped to `0...text.count`. By default, the
  ///     end of `text`.
  ///   - gravity: `.forward` after an insertion, `.backward` after a deletion.
  /// - Returns: The formatted text, its caret (in Characters), the extracted value and the rest.
  public func apply(
    _ text: String, caret: Int = .max, gravity: CaretGravity = .forward(autocomplete: false)
  ) -> MaskResult {
    measuredApply(text, caret: caret, gravity: gravity, countOverflow: false).result
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
            let reversed = UnsafeMutableBufferPointer(start: base + 2 * capacity, count: count)
            _ = reversed.initialize(fromContentsOf: bytes)
            reverseBytes(base + 2 * capacity, count: count)
            input = UnsafeBufferPointer(reversed)
          }
          var stream = ASCIIStream(
            input: input, nodes: nodes, literals: literals,
            valueCharacters: program.valueASCII, text: base, value: base + capacity)
          let outcome = program.run(
            &stream, nodes: nodes, caret: inputCaret, gravity: gravity,
            countOverflow: countOverflow)
          if isRightToLeft {
            // Back to reading order in place (a right-to-left program stores its literals'
            // bytes reversed, so each comes out whole): no Character is walked.
            reverseBytes(base, count: stream.textBytes)
            if !stream.valueIsText { reverseBytes(base + capacity, count: stream.valueBytes) }
          }
          let text = String(
            decoding: UnsafeBufferPointer(start: base, count: stream.textBytes), as: UTF8.self)
          let valueBytes = UnsafeBufferPointer(start: base + capacity, count: stream.valueBytes)
          // Often (masks without plain literals, or only digits so far) the value is the text.
          let value =
            stream.valueIsText ? text : String(decoding: valueBytes, as: UTF8.self)
          // A literal that is not one ASCII scalar may be several bytes: count the Characters.
          let length = program.hasComplexLiterals ? text.count : stream.textCount
          let clamped = min(max(outcome.caret, 0), length)
          let result = makeResult(
            text: text, caret: isRightToLeft ? length - clamped : clamped, value: value,
            outcome: outcome)
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
    // Split going forward, then reversed: walking a String back finds Characters more slowly.
    var input = Array(text)
    if isRightToLeft { input.reverse() }
    let clamped = min(max(caret, 0), input.count)
    let inputCaret = isRightToLeft ? input.count - clamped : clamped
    var stream = CharacterStream(input: input, program: program)
    let outcome = program.nodes.withUnsafeBufferPointer { nodes in
      program.run(
        &stream, nodes: nodes, caret: inputCaret, gravity: gravity, countOverflow: countOverflow)
    }
    guard isRightToLeft else {
      let caret = min(max(outcome.caret, 0), stream.text.count)
      let result = makeResult(
        text: stream.text, caret: caret, value: stream.value, outcome: outcome)
      return (result, outcome.overflow)
    }
    let (text, written) = stream.text.reversedByCharacters()
    // Reversed, a Character can join its new neighbour (a lone CR now before a LF), so the text
    // may have fewer Characters than were written: the caret stays within it.
    let mirrored = written - min(max(outcome.caret, 0), written)
    let result = makeResult(
      text: text, caret: min(mirrored, text.count),
      value: stream.value.reversedByCharacters().text, outcome: outcome)
    return (result, outcome.overflow)
  }

  /// Builds the result from a run's text and value in reading order and the caret in that text.
  ///
  /// O(1).
  func makeResult(text: String, caret: Int, value: String, outcome: RunOutcome) -> MaskResult {
    let tail = program.tailPlaceholder(from: outcome.tailNode)
    let complete = program.completeFrom[min(outcome.node, program.completeFrom.count - 1)]
    return MaskResult(
      text: text, caret: caret, extractedValue: value, complete: complete,
      affinity: outcome.affinity, tailPlaceholder: tail)
  }
}
