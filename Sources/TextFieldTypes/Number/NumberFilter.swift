import TextFieldCore

/// Formats a field as a number or an amount of money in a locale, as the user types.
///
/// ```swift
/// let field = TextFieldModel(filters: [try NumberFilter(locale: "de_DE", currency: "EUR")])
/// field.beginEditing()
/// for key in "1234,5" { field.perform(.insert(String(key))) }
/// field.text  // "1.234,5 €", the caret after the 5
/// field.value  // "1234.50"
/// ```
///
/// * Digits (ASCII, the locale's own, any script's) are shown in the locale's digits, grouped as
///   it groups them (`12,34,567` in `hi_IN`); the caret stays with the digit just typed as group
///   separators come and go, and Backspace after a group separator deletes the digit before it.
/// * The locale's decimal separator starts the fraction, and so does `.` or `,` when the locale
///   does not group with it (a keypad's `.` in `fr_FR`, but not in `de_DE`); typing it just
///   before the separator steps over it. Group separators typed are ignored. `-` (or U+2212)
///   toggles the sign, `+` makes the number positive.
/// * Refused with a reason: letters; a second decimal separator; more fraction digits than
///   allowed; a minus sign when negatives are not allowed; a number above the maximum (or below a
///   negative minimum), since typing more digits could only move it further. A number below a
///   positive minimum (`5` on the way to `50`) is let through and reported incomplete.
/// * Leading zeros collapse (`007` is `7`), but a `0` stays before the separator (`0.5`).
/// * A currency's symbol is part of the text where the locale puts it (`€1,234.50` in `en_IE`,
///   `1.234,50 €` in `de_DE`): edits keep the caret on the digits' side of it.
/// * Pastes and programmatic text are read as ``NumberFormat/number(from:)`` reads them
///   (`1.234,5` in an English field is 1234.5; a lone ambiguous `1,234` is refused with a
///   reason); programmatic text that is a plain decimal (`1234.5`) is read as one. Undo and redo
///   go through the same formatting.
/// * Up and Down add or take 1 (``step(_:caret:by:)``), clamped to the minimum and maximum and
///   refused once there.
///
/// ``formatStatus(of:)`` reports the plain decimal (`-1234.50`: an amount has its currency's
/// fraction digits), complete when it is a number within the minimum and maximum; there is no
/// tail placeholder.
public final class NumberFilter: TextFieldFilter {
  /// The locale, currency and fraction digits.
  package let format: NumberFormat
  /// The smallest number allowed, if any.
  package let minimum: DecimalNumber?
  /// The largest number allowed, if any.
  package let maximum: DecimalNumber?
  /// Whether numbers below zero are allowed.
  package let allowsNegative: Bool

  /// A filter for numbers in `locale` (`de_DE`, `de-DE`, `de`): between `minimum` and `maximum`
  /// (plain decimals such as `-12.5`), with at most `fractionDigits` digits after the separator
  /// (default: the currency's, or as many as typed), negative or not, and an amount of
  /// `currency` (an ISO 4217 code) when given.
  /// - Throws: ``NumberConfigurationError`` for an unknown locale or currency, fraction digits
  ///   below 0 or above 999, a bound that is not a plain
  ///   decimal or has more fraction digits than the field holds (`0.5` with none: it could not
  ///   be typed, stepped to or stated exactly), a minimum above the maximum, or a negative minimum
  ///   without negatives.
  public init(
    locale: String = "en_US", minimum: String? = nil, maximum: String? = nil,
    fractionDigits: Int? = nil, allowsNegative: Bool = true, currency: String? = nil
  ) throws(NumberConfigurationError) {
    format = try NumberFormat(locale: locale, currency: currency, fractionDigits: fractionDigits)
    self.minimum = try Self.bound(minimum)
    self.maximum = try Self.bound(maximum)
    self.allowsNegative = allowsNegative
    if let limit = format.maximumFractionDigits {
      for (bound, isMinimum) in [(self.minimum, true), (self.maximum, false)] {
        guard let bound, bound.fractionDigits.reversed().drop(while: { $0 == 0 }).count > limit
        else { continue }
        throw .boundFinerThanFraction(
          bound: bound.description, isMinimum: isMinimum, fractionDigits: limit)
      }
    }
    if let low = self.minimum, let high = self.maximum, high < low {
      throw .minimumAboveMaximum(minimum: low.description, maximum: high.description)
    }
    if let low = self.minimum, low.isNegative, !allowsNegative {
      throw .negativeMinimumWithoutNegatives(low.description)
    }
  }

  private static func bound(_ text: String?) throws(NumberConfigurationError) -> DecimalNumber? {
    guard let text else { return nil }
    guard let number = DecimalNumber(text) else { throw .invalidBound(text) }
    return number
  }

  /// Accepts, refuses with a reason, or rewrites the edit (`TextFieldFilter.evaluate(_:)`).
  public func evaluate(_ edit: ProposedEdit) -> EditDecision {
    switch edit.kind {
    case .clear:
      return .accept
    case .programmatic:
      return decideWhole(edit.result, plainFirst: true)
    case .undo, .redo, .step:
      guard let layout = format.layout(of: edit.result, caret: edit.caret) else {
        return decideWhole(edit.result, plainFirst: true)
      }
      return decision(for: layout.draft, edit: edit)
    case .typing, .paste, .yank, .deleteBackward, .deleteForward, .cut, .transpose, .changeCase:
      guard let layout = format.layout(of: edit.text, caret: edit.range.lowerBound) else {
        return decideWhole(edit.result, plainFirst: false)
      }
      return decideUserEdit(edit, layout: layout)
    }
  }

  /// Whatever `text` holds, read whole (a paste's rules, or a plain decimal first), the caret at
  /// the end of its digits.
  func decideWhole(_ text: String, plainFirst: Bool) -> EditDecision {
    if text.isEmpty { return .accept }
    var draft: NumberDraft
    if plainFirst, let number = DecimalNumber(text) {
      draft = NumberDraft(number)
      draft.isNegative = text.hasPrefix("-")
    } else {
      do {
        let read = try NumberReader(format: format).read(text)
        draft = NumberDraft(
          isNegative: read.isNegative, tokens: read.tokens, caret: read.tokens.count)
      } catch {
        return .reject(error.reason)
      }
    }
    if let reason = refusal(of: draft.normalized()) { return .reject(reason) }
    let rendered = format.render(draft.normalized())
    return .rewrite(text: rendered.text, caret: rendered.caret)
  }

  /// `draft` checked, rendered, and compared with what `edit` proposes.
  func decision(for draft: NumberDraft, edit: ProposedEdit) -> EditDecision {
    let draft = draft.normalized()
    if let reason = refusal(of: draft) { return .reject(reason) }
    let rendered = format.render(draft)
    if rendered.text == edit.result, rendered.caret == edit.caret { return .accept }
    return .rewrite(text: rendered.text, caret: rendered.caret)
  }

  /// Why `draft` cannot be the field's text, or `nil`: a minus sign without negatives, too many
  /// fraction digits, or a number no further typing brings within the bounds.
  func refusal(of draft: NumberDraft) -> RefusalReason? {
    if draft.isNegative, !allowsNegative { return .negativeNotAllowed }
    if let limit = format.maximumFractionDigits {
      if limit == 0, draft.hasPoint { return .tooManyFractionDigits(limit: 0) }
      if draft.fractionDigits.count > limit { return .tooManyFractionDigits(limit: limit) }
    }
    guard let number = draft.number else { return nil }
    if let maximum, number > maximum, !number.isNegative, !number.isZero {
      return .aboveMaximum(format.string(for: maximum))
    }
    if let minimum, number < minimum, number.isNegative {
      return .belowMinimum(format.string(for: minimum))
    }
    return nil
  }

  /// The plain decimal, and whether it is a number within the bounds.
  public func formatStatus(of text: String) -> FormatStatus? {
    let draft =
      format.layout(of: text, caret: 0)?.draft
      ?? (try? NumberReader(format: format).read(text)).map {
        NumberDraft(isNegative: $0.isNegative, tokens: $0.tokens)
      }
    guard let number = draft?.number else { return FormatStatus(value: "", isComplete: false) }
    let value = number.rounded(
      toFractionDigits: max(number.fractionDigits.count, format.minimumFractionDigits))
    return FormatStatus(value: value.description, isComplete: contains(number))
  }

  /// Whether `number` is within the bounds (and not negative when negatives are not allowed).
  func contains(_ number: DecimalNumber) -> Bool {
    if let minimum, number < minimum { return false }
    if let maximum, number > maximum { return false }
    return allowsNegative || !number.isNegative
  }
}
