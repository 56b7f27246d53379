import InputMask

/// Formats the text with an input mask (`+1 ([000]) [000]-[0000]`), choosing among affine masks.
///
/// The input-mask library's `MaskedTextFieldDelegate`, as a filter: every edit is answered with a
/// rewrite — never by returning `false` and setting the text behind the field's back — so
/// editing-changed fires for masked edits and Cut keeps its clipboard (the reference's two known
/// issues).
///
/// * Insertions apply the mask with forward gravity (autocomplete: the literals after a caret at
///   the end are added); deletions with backward gravity (autoskip, off by default, drops
///   literals left dangling at the end).
/// * A keystroke the mask cannot take is rejected with a reason; so is a paste of which nothing
///   fits. Nothing changes then: a letter typed into an empty phone field does not show `+1 (`.
/// * A deletion the mask would undo (Backspace right after a separator) removes the value
///   Character beyond it, so the caret never sticks; a deletion that leaves only the leading
///   literals empties the field. Characters a paste or programmatic text has beyond what the mask holds are reported as
///   dropped (``EditNotice``).
/// * Programmatic text, undo and redo are formatted without autocomplete; undo and redo accept a
///   text some mask of the set formats to itself, so undo then redo returns the same text even
///   when affine masks would choose differently.
/// * Clear empties the field.
///
/// Cost: O(masks × (text + format)) per edit.
public final class MaskFilter: TextFieldFilter {
  /// The primary and affine masks.
  package let masks: MaskSet
  /// Whether typing at the end adds the literals that follow (`+1 (555` → `+1 (555) `).
  @exclusivity(unchecked) public var autocomplete: Bool
  /// Whether deleting at the end drops literals left dangling.
  @exclusivity(unchecked) public var autoskip: Bool
  /// Whether beginning to edit an empty field shows the mask's leading literals (`+1 (`).
  @exclusivity(unchecked) public var autocompletesOnBeginEditing: Bool

  /// A filter applying `masks`.
  public init(
    _ masks: MaskSet, autocomplete: Bool = true, autoskip: Bool = false,
    autocompletesOnBeginEditing: Bool = false
  ) {
    self.masks = masks
    self.autocomplete = autocomplete
    self.autoskip = autoskip
    self.autocompletesOnBeginEditing = autocompletesOnBeginEditing
  }

  /// A filter compiling `format` and `affineFormats` with the same notations and direction.
  /// - Throws: `MaskFormatError` pointing at the malformed character.
  public convenience init(
    format: String, affineFormats: [String] = [], strategy: AffinityStrategy = .wholeString,
    customNotations: [Notation] = [], rightToLeft: Bool = false, autocomplete: Bool = true,
    autoskip: Bool = false, autocompletesOnBeginEditing: Bool = false
  ) throws(MaskFormatError) {
    let masks = try MaskSet(
      primaryFormat: format, affineFormats: affineFormats, strategy: strategy,
      customNotations: customNotations, isRightToLeft: rightToLeft)
    self.init(
      masks, autocomplete: autocomplete, autoskip: autoskip,
      autocompletesOnBeginEditing: autocompletesOnBeginEditing)
  }

  /// The mask that describes `text` and its result, with the caret at `caret` (Characters):
  /// the one that formats `text` to itself when the strategy would pick another
  /// (`MaskSet.choice(describing:caret:)`).
  package func choice(for text: String, caret: Int? = nil) -> MaskChoice {
    masks.choice(describing: text, caret: caret ?? text.count)
  }

  /// Applies the mask to the edit's result: accepts it as formatted, rewrites it, or refuses
  /// a Character the mask cannot take at the caret.
  public func evaluate(_ edit: ProposedEdit) -> EditDecision {
    if edit.kind == .clear { return .accept }
    // Undo and redo restore a text the masks produced: formatting it again could pick another
    // affine mask (`1-2` instead of `123`), so a text some mask keeps as it is stands.
    if edit.kind == .undo || edit.kind == .redo, masks.isFormatted(edit.result) { return .accept }
    let gravity: CaretGravity
    switch edit.kind {
    case .programmatic, .undo, .redo: gravity = .forward(autocomplete: false)
    default:
      gravity =
        edit.isDeletion ? .backward(autoskip: autoskip) : .forward(autocomplete: autocomplete)
    }
    let inserts = !edit.replacement.isEmpty && edit.kind.isUserEdit
    // Input no mask position takes would only be skipped: refuse it and say why, rather than
    // show the leading literals (`+1 (`) for a letter typed into an empty phone field.
    if inserts, !masks.canTakeSome(of: edit.replacement) {
      return .reject(refusal(of: edit))
    }
    var choice = masks.apply(edit.result, caret: edit.caret, gravity: gravity)
    if inserts, edit.range.isEmpty, choice.result.text == edit.text {
      return .reject(refusal(of: edit))
    }
    if edit.isDeletion, choice.result.text == edit.text {
      choice = deletionReachingAValue(edit, gravity: gravity) ?? choice
    }
    if edit.isDeletion, edit.kind.isUserEdit, isLeadingLiterals(choice.result.text, of: choice.mask)
    {
      // Nothing the user typed is left: the field is empty, not `+1 (`.
      return .rewrite(text: "", caret: 0)
    }
    let result = choice.result
    // Characters a full mask leaves over are reported, never lost silently.
    var notice: EditNotice?
    if edit.kind.isBulkInsertion {
      let overflow = choice.mask.measuredApply(
        edit.result, caret: edit.caret, gravity: gravity, countOverflow: true
      ).overflow
      if overflow > 0 {
        notice = EditNotice(droppedCount: overflow, reason: .maskOverflow(format: choice.format))
      }
    }
    if result.text == edit.result, result.caret == edit.caret, notice == nil { return .accept }
    return .rewrite(text: result.text, caret: result.caret, notice: notice)
  }

  /// A deletion the mask undoes (Backspace after `807 ` in a right-to-left `[000] [000]`: the
  /// mask puts the space back) is widened, one Character at a time in its direction, until it
  /// removes something the mask keeps out; `nil` when it never does.
  private func deletionReachingAValue(_ edit: ProposedEdit, gravity: CaretGravity) -> MaskChoice? {
    let count = edit.text.count
    var range = edit.range
    for _ in 0..<count {
      switch edit.kind {
      case .deleteBackward where range.lowerBound > 0:
        range = range.lowerBound - 1..<range.upperBound
      case .deleteForward where range.upperBound < count:
        range = range.lowerBound..<range.upperBound + 1
      default:
        return nil
      }
      let widened = ProposedEdit(kind: edit.kind, text: edit.text, range: range, replacement: "")
      let choice = masks.apply(widened.result, caret: widened.caret, gravity: gravity)
      if choice.result.text != edit.text { return choice }
    }
    return nil
  }

  /// Whether `text` is only the literals `mask` shows before its first value (`+1 (` or part of
  /// it).
  private func isLeadingLiterals(_ text: String, of mask: Mask) -> Bool {
    guard !text.isEmpty else { return false }
    let leading = mask.apply("", caret: 0, gravity: .forward(autocomplete: true)).text
    return leading.hasPrefix(text)
  }

  /// Why the mask takes nothing of `edit`: what it expects at the caret ("only digits here"),
  /// or that it is full.
  func refusal(of edit: ProposedEdit) -> RefusalReason {
    let before = String(edit.text.prefix(edit.range.lowerBound))
    let choice = choice(for: before)
    let tail = Array(choice.result.tailPlaceholder)
    let slot: Character = "\u{E000}"
    let blanks = Array(choice.mask.placeholder(blank: slot).suffix(tail.count))
    let expected: MaskExpectation
    switch blanks.firstIndex(of: slot).map({ tail[$0] }) {
    case nil: expected = .nothing
    case "0": expected = .digit
    case "a": expected = .letter
    case "-": expected = .letterOrDigit
    default: expected = .other
    }
    let input = edit.replacement.count == 1 ? edit.replacement : nil
    return .maskRefused(input: input, expected: expected)
  }

  /// The extracted value, whether the mask is complete, and the tail placeholder for display:
  /// the rest of the chosen mask with `_` for each character to type (`) ___-____`).
  ///
  /// The reference's own tail placeholder (`) 000-0000`) is `choice(for:).result.tailPlaceholder`.
  public func formatStatus(of text: String) -> FormatStatus? {
    let choice = choice(for: text)
    let tail = choice.result.tailPlaceholder
    let blank = choice.mask.placeholder(blank: "_")
    return FormatStatus(
      value: choice.result.extractedValue, isComplete: choice.result.complete,
      tailPlaceholder: tail.isEmpty ? "" : String(blank.suffix(tail.count)))
  }

  /// With ``autocompletesOnBeginEditing``, shows the leading literals of an empty field.
  public func textFieldDidBeginEditing(_ textField: TextFieldModel) {
    guard autocompletesOnBeginEditing, textField.text.isEmpty else { return }
    let start = masks.primary.apply("", caret: 0, gravity: .forward(autocomplete: true)).text
    if !start.isEmpty { textField.setText(start) }
  }
}
