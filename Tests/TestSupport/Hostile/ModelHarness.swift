import TextFieldCore

/// A field with a chain of filters, driven step by step, every invariant checked after each step.
///
/// The invariants:
/// * the caret and the anchor lie in `0...text.count` (Characters);
/// * no control Character (C0, DEL, C1) is in the text: inserted text is normalised in the model;
/// * every filter's own invariant holds on the text (length, allowed and banned Characters, the
///   regular expression, the pattern's format, the mask's fixed point);
/// * a refused or ignored command changes nothing;
/// * a command that changes the text fires editing-changed and value-changed exactly once (and
///   neither when the text stays);
/// * an insertion applied as proposed leaves the caret right after the inserted text, counted in
///   the Characters of the resulting text (`e|` + U+0301 → `é|`);
/// * undo then redo restores the state exactly.
public final class ModelHarness {
  /// A broken invariant.
  public struct Violation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The invariant, in a few words (the same for every breach of it).
    public var invariant: String
    /// What was seen.
    public var detail: String

    public var description: String { "\(invariant): \(detail)" }
  }

  /// The filters, in chain order.
  public let filters: [FilterSpec]
  /// The field under test.
  public let field: TextFieldModel
  /// The steps taken so far.
  public private(set) var steps: [ModelStep] = []
  private let checks: [(spec: FilterSpec, holds: (String) -> Bool)]
  private var events: [TextFieldEvent] = []

  /// A field editing with `filters`, its own clipboard and kill ring.
  public init(filters: [FilterSpec]) throws {
    self.filters = filters
    var checks: [(spec: FilterSpec, holds: (String) -> Bool)] = []
    var made: [any TextFieldFilter] = []
    for spec in filters {
      let (filter, holds) = try spec.make()
      made.append(filter)
      checks.append((spec, holds))
    }
    self.checks = checks
    field = TextFieldModel(pasteboard: Pasteboard())
    field.filters = made
    field.addObserver { [unowned self] event, _ in self.events.append(event) }
    field.beginEditing()
  }

  /// Takes `step` and returns the invariants it broke (empty when all hold).
  @discardableResult
  public func run(_ step: ModelStep) -> [Violation] {
    steps.append(step)
    let before = field.state
    let clipboard = field.pasteboard.clipboard
    events.removeAll()
    var violations: [Violation] = []
    switch step {
    case .perform(let command):
      let outcome = field.perform(command)
      violations += checkOutcome(outcome, of: command, from: before, clipboard: clipboard)
    case .setText(let text):
      field.setText(text)
    case .select(let anchor, let caret):
      field.select(anchor: anchor, caret: caret)
    case .refocus:
      field.endEditing()
      field.beginEditing()
    case .undoThenRedo:
      guard field.perform(.undo).landed else { break }
      violations += checkState("after the undo")
      field.perform(.redo)
      if field.state != before {
        violations.append(
          Violation(
            invariant: "undo then redo does not restore the state",
            detail: "\(describe(before)) → \(describe(field.state))"))
      }
    }
    return violations + checkState("")
  }

  /// The invariants of the current state alone.
  public func checkState(_ when: String) -> [Violation] {
    let state = field.state
    let count = state.text.count
    var violations: [Violation] = []
    let suffix = when.isEmpty ? "" : " \(when)"
    if !(0...count).contains(state.caret) || !(0...count).contains(state.anchor) {
      violations.append(
        Violation(invariant: "caret or anchor out of bounds", detail: describe(state) + suffix))
    }
    if state.text.contains(where: HostileText.isControl) {
      violations.append(
        Violation(invariant: "control character in the text", detail: describe(state) + suffix))
    }
    for check in checks where !check.holds(state.text) {
      violations.append(
        Violation(
          invariant: "filter broken: \(check.spec.kind)",
          detail: "\(check.spec): \(describe(state))\(suffix)"))
    }
    return violations
  }

  private func checkOutcome(
    _ outcome: EditOutcome, of command: EditingCommand, from before: TextFieldState,
    clipboard: String?
  ) -> [Violation] {
    var violations: [Violation] = []
    let after = field.state
    if !outcome.landed, after != before {
      violations.append(
        Violation(
          invariant: "a refused or ignored command changed the state",
          detail: "\(outcome): \(describe(before)) → \(describe(after))"))
    }
    let changed = before.text != after.text
    let valueChanged = events.filter { $0 == .valueChanged }.count
    let editingChanged = events.filter { $0 == .editingChanged }.count
    if valueChanged != (changed ? 1 : 0) || editingChanged != (changed ? 1 : 0) {
      violations.append(
        Violation(
          invariant: "change events not fired exactly once per change",
          detail:
            "value-changed ×\(valueChanged), editing-changed ×\(editingChanged): \(describe(before)) → \(describe(after))"
        ))
    }
    // Text with controls may be normalised by the model, so only other text is expected verbatim.
    if outcome == .applied, let inserted = insertedText(by: command, clipboard: clipboard),
      !inserted.contains(where: HostileText.isControl)
    {
      let range = before.selectedRange
      let characters = Array(before.text)
      let head = String(characters[..<range.lowerBound]) + inserted
      let expected = head + String(characters[range.upperBound...])
      if after.text != expected || after.caret != head.count {
        violations.append(
          Violation(
            invariant: "an applied insertion does not end with the caret after the inserted text",
            detail:
              "\(describe(before)) + \(HostileText.literal(inserted)) → \(describe(after)), expected caret \(head.count)"
          ))
      }
    }
    return violations
  }

  /// The text `command` inserts, for the commands that insert text the caller knows.
  private func insertedText(by command: EditingCommand, clipboard: String?) -> String? {
    switch command {
    case .insert(let text), .paste(let text): text
    case .pasteFromClipboard: clipboard
    default: nil
    }
  }

  private func describe(_ state: TextFieldState) -> String {
    "\(HostileText.literal(state.text)) caret \(state.caret) anchor \(state.anchor)"
  }

  /// The scenario as Swift: the filters, then the steps.
  public var reproduction: String {
    let chain = filters.map(\.description).joined(separator: ", ")
    var lines = ["let field = TextFieldModel.editing(filters: [\(chain)])"]
    lines += steps.map(\.description)
    return lines.joined(separator: "\n")
  }
}
