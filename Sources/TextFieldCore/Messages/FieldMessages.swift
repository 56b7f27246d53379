/// Every sentence a field, its filters, validators and forms show a user, in one table an app
/// can replace or translate.
///
/// Start from ``english`` and change what you need; install the table per field
/// (``TextFieldModel/messages``). Filters and validators return structured reasons
/// (``RefusalReason``, ``ValidationReason``); the field renders them with its table, and a form
/// reads its own lines from its fields' tables.
///
/// The table's properties word TextFieldCore's reasons. Other modules' reasons
/// (``FieldRefusal``: TextFieldTypes' phone, number and date fields, your own filters) keep their
/// words in the same table under a ``FieldMessageKey``, read and replaced with
/// ``subscript(_:)``, or with the properties such a module adds (`dateBeyondMonthEnd`).
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
  /// ``RefusalReason/secretCopy``.
  public var secretCopy = "a password cannot be copied"
  /// ``RefusalReason/nothingSelected``.
  public var nothingSelected = "nothing is selected (Shift with a motion key selects)"

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

  // MARK: Words of other modules

  /// The words of ``FieldMessageKey``s, by key; a key not here has its default.
  private var added: [ObjectIdentifier: any Sendable] = [:]

  /// The words of `key`: a field type's (``FieldMessageKey``) or your own reason's, its
  /// default until this table replaces them.
  public subscript<Key: FieldMessageKey>(key: Key.Type) -> Key.Value {
    get { added[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { added[ObjectIdentifier(key)] = newValue }
  }

  private init() {}

  /// The messages in English: the default of every field.
  public static let english = FieldMessages()
}
