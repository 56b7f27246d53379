/// Every sentence a field, its filters, validators and forms show a user, in one table an app
/// can replace or translate.
///
/// Start from ``english`` and change what you need; install the table per field
/// (``TextFieldModel/messages``). Filters and validators return structured reasons
/// (``RefusalReason``, ``ValidationReason``); the field renders them with its table, and a form
/// reads its own lines from its fields' tables.
///
/// ```swift
/// var french = FieldMessages.english
/// french.tooLong = { "au plus \($0) caractères" }
/// field.messages = french
/// ```
///
/// Parameters reach the closures as they are, except regular expressions, whose control
/// characters are escaped first (a pattern must not drive the terminal).
public struct FieldMessages: Sendable {
  // MARK: Edits

  /// An edit refused without a reason (the user delegate's should-change said no).
  public var refused = "not allowed here"
  /// A notice: `count` Characters dropped from a paste, and why (the rendered reason).
  public var dropped: @Sendable (_ count: Int, _ reason: String) -> String = { count, reason in
    "\(count) \(count == 1 ? "character" : "characters") dropped: \(reason)"
  }
  /// Joins several rendered reasons.
  public var separator = "; "
  /// ``RefusalReason/tooLong(limit:)``.
  public var tooLong: @Sendable (_ limit: Int) -> String = { limit in
    limit == 1 ? "at most 1 character" : "at most \(limit) characters"
  }
  /// ``RefusalReason/onlyAllowed(described:)``.
  public var onlyAllowed: @Sendable (_ characters: String) -> String = { "only \($0) allowed" }
  /// ``RefusalReason/banned(described:)``.
  public var banned: @Sendable (_ characters: String) -> String = { "no \($0) allowed" }
  /// ``RefusalReason/maskRefused(input:expected:)``.
  public var maskRefused: @Sendable (_ input: String?, _ expected: MaskExpectation) -> String = {
    input, expected in
    let what = input.map { "\"\($0)\"" } ?? "nothing pasted"
    let wanted =
      switch expected {
      case .nothing: "the field is full"
      case .digit: "only digits here"
      case .letter: "only letters here"
      case .letterOrDigit: "only letters and digits here"
      case .other: "does not fit here"
      }
    return "\(what): \(wanted)"
  }
  /// ``RefusalReason/maskOverflow(format:)``.
  public var maskOverflow: @Sendable (_ format: String) -> String = { "more than \($0) holds" }
  /// ``RefusalReason/patternFull(capacity:)``.
  public var patternFull: @Sendable (_ capacity: Int) -> String = {
    "the pattern holds \($0) characters"
  }
  /// ``RefusalReason/patternMismatch(_:)``.
  public var patternMismatch: @Sendable (_ character: Character) -> String = {
    "\"\($0)\" does not fit the pattern"
  }
  /// ``RefusalReason/loneCombiningMark``.
  public var loneCombiningMark = "a combining mark cannot fill a slot on its own"
  /// ``RefusalReason/regexMismatch``.
  public var regexMismatch = "does not fit the expected format"
  /// ``RefusalReason/controlCharacters``.
  public var controlCharacters = "control characters are not allowed"
  /// ``RefusalReason/tooManyCombiningMarks(limit:)``.
  public var tooManyCombiningMarks: @Sendable (_ limit: Int) -> String = {
    "a character holds at most \($0) combining marks"
  }
  /// ``RefusalReason/pasteTooLong(limitBytes:)``.
  public var pasteTooLong: @Sendable (_ limitBytes: Int) -> String = { limit in
    let mebibytes = limit >> 20
    let size = mebibytes > 0 && mebibytes << 20 == limit ? "\(mebibytes) MiB" : "\(limit) bytes"
    return "a paste keeps at most \(size)"
  }
  /// ``RefusalReason/phoneDigitsOnly(input:)``.
  public var phoneDigitsOnly: @Sendable (_ input: String?) -> String = { input in
    "\(input.map { "\"\($0)\"" } ?? "nothing pasted"): a phone number takes digits and a leading +"
  }
  /// ``RefusalReason/secretCopy``.
  public var secretCopy = "a password cannot be copied"
  /// ``RefusalReason/nothingSelected``.
  public var nothingSelected = "nothing is selected (Shift with a motion key selects)"
  /// ``RefusalReason/notANumber(input:)``.
  public var notANumber: @Sendable (_ input: String?) -> String = { input in
    input.map { "\"\($0)\": only digits here" } ?? "not a number"
  }
  /// ``RefusalReason/tooManyFractionDigits(limit:)``.
  public var tooManyFractionDigits: @Sendable (_ limit: Int) -> String = { limit in
    switch limit {
    case 0: "whole numbers only"
    case 1: "at most 1 digit after the decimal separator"
    default: "at most \(limit) digits after the decimal separator"
    }
  }
  /// ``RefusalReason/secondDecimalSeparator``.
  public var secondDecimalSeparator = "the number has a decimal separator already"
  /// ``RefusalReason/negativeNotAllowed``.
  public var negativeNotAllowed = "negative numbers are not allowed"
  /// ``RefusalReason/aboveMaximum(_:)``.
  public var aboveMaximum: @Sendable (_ maximum: String) -> String = { "at most \($0)" }
  /// ``RefusalReason/belowMinimum(_:)``.
  public var belowMinimum: @Sendable (_ minimum: String) -> String = { "at least \($0)" }
  /// ``RefusalReason/ambiguousNumber(_:)``.
  public var ambiguousNumber: @Sendable (_ text: String) -> String = {
    "\"\($0)\" could be read two ways (group or decimal separator): type it, or paste it with both"
  }
  /// ``RefusalReason/dateDigitExpected(input:component:)``: `"x": expected a digit of the day`.
  public var dateDigitExpected:
    @Sendable (_ input: String?, _ component: DateTimeComponent) -> String = { input, component in
      let what = input.map { "\"\($0)\"" } ?? "nothing pasted"
      return "\(what): expected a digit of the \(component.rawValue)"
    }
  /// ``RefusalReason/dateValueOutOfRange(component:value:)``: `there is no month 13 (01 to 12)`.
  public var dateValueOutOfRange:
    @Sendable (_ component: DateTimeComponent, _ value: Int) -> String = { component, value in
      let width = component == .year ? 4 : 2
      func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
      }
      let range: (Int, Int) =
        switch component {
        case .year: (1, 9999)
        case .month: (1, 12)
        case .day: (1, 31)
        case .hour: (0, 23)
        case .minute, .second: (0, 59)
        }
      return "there is no \(component.rawValue) \(padded(value)) (\(padded(range.0)) to "
        + "\(padded(range.1)))"
    }
  /// ``RefusalReason/dateBeyondMonthEnd(month:year:)``: `April has 30 days`, `February has at
  /// most 29 days`, `February 2023 has 28 days`.
  public var dateBeyondMonthEnd: @Sendable (_ month: Int, _ year: Int?) -> String = {
    month, year in
    let names = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    let name = names.indices.contains(month - 1) ? names[month - 1] : "month \(month)"
    switch (month, year) {
    case (2, let year?):
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return "\(name) \(year) has \(leap ? 29 : 28) days"
    case (2, nil): return "\(name) has at most 29 days"
    case (4, _), (6, _), (9, _), (11, _): return "\(name) has 30 days"
    default: return "\(name) has 31 days"
    }
  }
  /// ``RefusalReason/dateOutOfRange(minimum:maximum:)``: `not before 01/01/2000`, `not after
  /// 31/12/2030`, or `from 01/01/2000 to 31/12/2030 only`.
  public var dateOutOfRange: @Sendable (_ minimum: String?, _ maximum: String?) -> String = {
    minimum, maximum in
    switch (minimum, maximum) {
    case (let minimum?, let maximum?): "from \(minimum) to \(maximum) only"
    case (let minimum?, nil): "not before \(minimum)"
    case (nil, let maximum?): "not after \(maximum)"
    case (nil, nil): "out of range"
    }
  }
  /// ``RefusalReason/dateStepNeedsValue(component:)``: `type the day first, then ↑↓ change it`.
  public var dateStepNeedsValue: @Sendable (_ component: DateTimeComponent) -> String = {
    "type the \($0.rawValue) first, then ↑↓ change it"
  }

  // MARK: Validation

  /// ``ValidationReason/required(label:)``.
  public var required: @Sendable (_ label: String?) -> String = { label in
    label.map { "\($0) is required" } ?? "required"
  }
  /// ``ValidationReason/invalidCardNumber``.
  public var invalidCardNumber = "not a valid card number"
  /// ``ValidationReason/noMatch(pattern:label:)``; the pattern's controls are escaped.
  public var noMatch: @Sendable (_ label: String?, _ pattern: String) -> String = {
    label, pattern in
    label.map { "\($0) does not match \(pattern)" } ?? "does not match \(pattern)"
  }
  /// ``ValidationReason/incomplete(text:missing:)``: `incomplete: "+1 (555" still needs
  /// ") ___-____"`; without a tail placeholder only what is there, or `nothing entered`.
  public var incomplete: @Sendable (_ text: String, _ missing: String) -> String = {
    text, missing in
    switch (text.isEmpty, missing.isEmpty) {
    case (_, false): "incomplete: \"\(text)\" still needs \"\(missing)\""
    case (false, true): "incomplete: \"\(text)\""
    case (true, true): "incomplete: nothing entered"
    }
  }
  /// ``ValidationReason/incompleteMatch(text:pattern:)``: `incomplete: "123-" does not match
  /// [0-9]{3}-[0-9]{4} yet`, or `incomplete: nothing entered, expected [0-9]{3}-[0-9]{4}`; the
  /// pattern's controls are escaped.
  public var incompleteMatch: @Sendable (_ text: String, _ pattern: String) -> String = {
    text, pattern in
    text.isEmpty
      ? "incomplete: nothing entered, expected \(pattern)"
      : "incomplete: \"\(text)\" does not match \(pattern) yet"
  }

  // MARK: Forms

  /// The help line of a form with nothing else to say.
  public var formHint = "Tab/↑↓ move · Enter next/submit · Esc cancel"
  /// The help line of a one-field prompt.
  public var promptHint = "Enter submit · Esc cancel"
  /// Focus cannot leave the field labelled `label` (its should-end said no).
  public var cannotLeave: @Sendable (_ label: String) -> String = { "\($0) cannot be left yet" }
  /// No field accepts focus.
  public var noOtherField = "no other field can be edited now"
  /// A field's problem on a form's message line: `Phone: incomplete: …`, or the message alone
  /// when it already starts with the label (`Qty is required`, not `Qty: Qty is required`).
  public var fieldProblem: @Sendable (_ label: String, _ message: String) -> String = {
    label, message in
    message.hasPrefix(label) ? message : "\(label): \(message)"
  }

  private init() {}

  /// The messages in English: the default of every field.
  public static let english = FieldMessages()
}
