import TextFieldCore

extension NumberFilter {
  /// The number plus `steps` (Up is 1, Down −1), or why not.
  ///
  /// An empty field counts as 0; the result is clamped to the minimum and maximum (and to 0
  /// without negatives), and the step refused with a reason once the number is there. The
  /// fraction digits typed are kept (`1.50` → `2.50`), and the caret keeps its place counted from
  /// the end of the digits (Characters).
  public func step(_ text: String, caret: Int, by steps: Int) -> StepResult? {
    let layout = format.layout(of: text, caret: caret)
    if steps == 0 { return .stepped(text: text, caret: caret) }
    let current: DecimalNumber
    if let number = layout?.draft.number {
      current = number
    } else if let number = try? format.number(from: text) {
      current = number
    } else {
      current = .zero
    }
    let lowest: DecimalNumber? = allowsNegative ? minimum : max(minimum ?? .zero, .zero)
    var next = current + DecimalNumber(steps)
    if steps > 0 {
      if let maximum, current >= maximum {
        return .refused(.aboveMaximum(format.string(for: maximum)))
      }
      if let maximum, next > maximum { next = maximum }
      if let lowest, next < lowest { next = lowest }
    } else {
      if let lowest, current <= lowest {
        let isMinimum = minimum.map { $0 == lowest } ?? false
        return .refused(
          isMinimum ? .belowMinimum(format.string(for: lowest)) : .negativeNotAllowed)
      }
      if let lowest, next < lowest { next = lowest }
      if let maximum, next > maximum { next = maximum }
    }
    var digits = max(current.fractionDigits.count, next.fractionDigits.count)
    if let limit = format.maximumFractionDigits { digits = min(digits, limit) }
    var draft = NumberDraft(next.rounded(toFractionDigits: digits))
    let after = layout.map { $0.draft.tokens.count - $0.draft.caret } ?? 0
    draft.caret = max(0, draft.tokens.count - after)
    let rendered = format.render(draft)
    return .stepped(text: rendered.text, caret: rendered.caret)
  }
}
