import TextFieldCore

/// One thing done to a field in a random scenario.
public enum ModelStep: Hashable, Sendable, CustomStringConvertible {
  /// A user command.
  case perform(EditingCommand)
  /// Programmatic text.
  case setText(String)
  /// A programmatic selection (clamped by the field).
  case select(anchor: Int, caret: Int)
  /// End editing, then begin again (a mask may show its leading literals).
  case refocus
  /// Undo, and when it lands, redo: the state must come back exactly.
  case undoThenRedo

  /// A random step: mostly typing, with every other command, programmatic text and selection.
  public static func random<Source: ChoiceSource>(_ source: inout Source) -> ModelStep {
    let text = { (source: inout Source, pieces: Int) in
      HostileText.string(&source, maxPieces: pieces)
    }
    switch source.choice(below: 32) {
    case 0..<8: return .perform(.insert(source.pick(HostileText.pieces, or: "a")))
    case 8: return .perform(.insert(text(&source, 3)))
    case 9, 10: return .perform(.paste(text(&source, 8)))
    case 11, 12: return .perform(.deleteBackward)
    case 13: return .perform(.deleteForward)
    case 14:
      let kills: [EditingCommand] = [
        .deleteWordBackward, .deleteWordForward, .deleteWhitespaceWordBackward, .killToStart,
        .killToEnd,
      ]
      return .perform(source.pick(kills, or: .killToEnd))
    case 15: return .perform(.yank)
    case 16: return .perform(.yankPop)
    case 17, 18:
      return .perform(
        .move(source.pick(CaretMotion.allCases, or: .start), extending: source.coin()))
    case 19:
      let clipboard: [EditingCommand] = [.selectAll, .copy, .cut, .pasteFromClipboard]
      return .perform(source.pick(clipboard, or: .copy))
    case 20:
      let swaps: [EditingCommand] = [
        .transpose, .transposeWords, .changeCase(.upper), .changeCase(.lower),
        .changeCase(.capitalized),
      ]
      return .perform(source.pick(swaps, or: .transpose))
    case 21, 22: return .perform(.undo)
    case 23: return .perform(.redo)
    case 24: return .perform(.clear)
    case 25: return .setText(text(&source, 10))
    case 26: return .select(anchor: source.choice(below: 12), caret: source.choice(below: 12))
    case 27: return .refocus
    default: return .undoThenRedo
    }
  }

  /// The Swift statement that performs the step on `field`.
  public var description: String {
    switch self {
    case .perform(let command): "field.perform(\(Self.swift(command)))"
    case .setText(let text): "field.setText(\(HostileText.literal(text)))"
    case .select(let anchor, let caret): "field.select(anchor: \(anchor), caret: \(caret))"
    case .refocus: "field.endEditing(); field.beginEditing()"
    case .undoThenRedo: "field.perform(.undo); field.perform(.redo)"
    }
  }

  /// The command as Swift, its strings escaped.
  static func swift(_ command: EditingCommand) -> String {
    switch command {
    case .insert(let text): ".insert(\(HostileText.literal(text)))"
    case .paste(let text): ".paste(\(HostileText.literal(text)))"
    case .move(let motion, let extending): ".move(.\(motion), extending: \(extending))"
    default: ".\(command)"
    }
  }

  /// The step with its text shortened by one scalar at `index`, for shrinking; nil when it has
  /// no text or no such scalar.
  func removingScalar(at index: Int) -> ModelStep? {
    func shortened(_ text: String) -> String? {
      var scalars = Array(text.unicodeScalars)
      guard index < scalars.count else { return nil }
      scalars.remove(at: index)
      var result = ""
      result.unicodeScalars.append(contentsOf: scalars)
      return result
    }
    switch self {
    case .perform(.insert(let text)): return shortened(text).map { .perform(.insert($0)) }
    case .perform(.paste(let text)): return shortened(text).map { .perform(.paste($0)) }
    case .setText(let text): return shortened(text).map { .setText($0) }
    default: return nil
    }
  }
}
