/// The input and output of one engine run: the text units read and the text and value written.
///
/// Two implementations: `ASCIIStream` (bytes, for ASCII text) and `CharacterStream` (Characters,
/// for everything else). The run itself (`MaskProgram.run`) is written once, generic over this.
protocol MaskStream {
  /// How many input units (Characters) there are.
  var inputCount: Int { get }
  /// How many Characters have been written to the text.
  var textCount: Int { get }
  /// Whether value node `node` takes input unit `index`.
  func accepts(_ index: Int, node: Int) -> Bool
  /// Whether some value node of the mask takes input unit `index`.
  func isValueCharacter(_ index: Int) -> Bool
  /// Whether input unit `index` is literal node `node`'s own character.
  func isLiteral(_ index: Int, node: Int) -> Bool
  /// Writes input unit `index` to the text, and to the value when `toValue`.
  mutating func appendInput(_ index: Int, toValue: Bool)
  /// Writes every input unit in `range` that value node `node` takes to the text and the value,
  /// and returns how many it wrote.
  mutating func appendAccepted(_ range: Range<Int>, node: Int) -> Int
  /// Writes literal node `node`'s character to the text, and to the value when `toValue`.
  mutating func appendLiteral(node: Int, toValue: Bool)
  /// Removes the last text Character if it is literal node `node`'s character.
  mutating func removeLastText(ifLiteral node: Int) -> Bool
  /// Removes the last value Character if it is literal node `node`'s character.
  mutating func removeLastValue(ifLiteral node: Int)
}

/// What a run leaves besides the text and value it wrote.
struct RunOutcome {
  /// The caret in the written text, in Characters (not yet clamped).
  var caret: Int
  /// The whole-string affinity.
  var affinity: Int
  /// The node the text ends before (for `complete`).
  var node: Int
  /// The node the tail placeholder starts at (differs from `node` after autoskip).
  var tailNode: Int
  /// How many input units left unread at the end of the mask a value node would take (counted
  /// only when asked).
  var overflow = 0
}

extension MaskProgram {
  /// Runs the mask over the stream's input in one pass: O(input + nodes), no allocation.
  ///
  /// The semantics are the reference's `Mask.apply`, step for step; `caret` is the input caret in
  /// units, already clamped to `0...inputCount`. Two deliberate differences keep a result stable
  /// when it is formatted again: a right-to-left deletion leaves an inserted literal after the
  /// caret (as a left-to-right one does), and `complete` after autoskip describes the shortened
  /// text.
  @inline(__always)
  func run<Stream: MaskStream>(
    _ stream: inout Stream, nodes: UnsafeBufferPointer<MaskNode>, caret inputCaret: Int,
    gravity: CaretGravity, countOverflow: Bool
  ) -> RunOutcome {
    let count = stream.inputCount
    let end = nodes.count
    // Whether an insertion before input unit `i` moves the caret: i <= caret for an insertion,
    // i < caret for a deletion. (The reference's right-to-left masks always use <=, which makes
    // autoskip move the caret again when the result is formatted a second time.)
    let insertionLimit = gravity.isForward ? inputCaret : inputCaret - 1
    var caret = inputCaret
    var affinity = 0
    var node = 0
    var stackEnd = 0
    var stackCount = 0
    var index = 0
    var overflow = 0

    while index < count {
      let beforeCaret = index < inputCaret
      guard node < end else {
        // The end of the mask takes nothing: the rest of the input is dropped in one step.
        affinity &-= count &- index
        if beforeCaret { caret &-= inputCaret &- index }
        if countOverflow {
          for unread in index..<count where stream.isValueCharacter(unread) { overflow &+= 1 }
        }
        break
      }
      let step = nodes[node]
      switch step.kind {
      case .value:
        if stream.accepts(index, node: node) {
          if beforeCaret { stackCount = 0 }
          stream.appendInput(index, toValue: true)
          node &+= 1
          index &+= 1
          affinity &+= 1
        } else {
          if beforeCaret { caret &-= 1 }
          index &+= 1
          affinity &-= 1
        }
      case .ellipsis:
        // The ellipsis is the last node and keeps it: the rest of the input goes through the
        // stream in two tight loops, before the caret and after it. (One loop asking each time
        // ran at half speed with the caret at the start, as right to left.)
        let start = index
        let caretEnd = min(max(inputCaret, index), count)
        let takenBeforeCaret = stream.appendAccepted(start..<caretEnd, node: node)
        caret &-= (caretEnd &- start) &- takenBeforeCaret
        if takenBeforeCaret > 0 { stackCount = 0 }
        let taken = takenBeforeCaret &+ stream.appendAccepted(caretEnd..<count, node: node)
        index = count
        affinity &+= taken &- (count &- start &- taken)
      case .optionalValue:
        if stream.accepts(index, node: node) {
          // Only a Character taken ends the run of literals autoskip may remove: an optional
          // slot passed over empty leaves none, so the text formats the same way again.
          if beforeCaret { stackCount = 0 }
          stream.appendInput(index, toValue: true)
          index &+= 1
          affinity &+= 1
        } else {
          affinity &-= 1
        }
        node &+= 1
      case .fixed, .free:
        if beforeCaret {
          stackEnd = node &+ 1
          stackCount &+= 1
        }
        let toValue = step.kind == .fixed
        if stream.isLiteral(index, node: node) {
          stream.appendInput(index, toValue: toValue)
          index &+= 1
          affinity &+= 1
        } else {
          stream.appendLiteral(node: node, toValue: toValue)
          if index <= insertionLimit { caret &+= 1 }
          affinity &-= 1
        }
        node &+= 1
      }
    }

    if gravity.autocompletes, count <= insertionLimit {
      while node < end, nodes[node].isLiteral {
        stream.appendLiteral(node: node, toValue: nodes[node].kind == .fixed)
        caret &+= 1
        node &+= 1
      }
    }

    var tailNode = node
    var completeNode = node
    if gravity.autoskips {
      var skipped = stackEnd &- 1
      while stackCount > 0 {
        // Optional slots passed over empty may sit between the literals; they wrote nothing.
        while skipped > 0, !nodes[skipped].isLiteral { skipped &-= 1 }
        if stream.textCount == caret {
          if stream.removeLastText(ifLiteral: skipped) {
            caret &-= 1
            completeNode = skipped
          }
          if nodes[skipped].kind == .fixed { stream.removeLastValue(ifLiteral: skipped) }
        } else {
          caret &-= 1
        }
        tailNode = skipped
        skipped &-= 1
        stackCount &-= 1
      }
    }
    return RunOutcome(
      caret: caret, affinity: affinity, node: completeNode, tailNode: tailNode,
      overflow: overflow)
  }
}
