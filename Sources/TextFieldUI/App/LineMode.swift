import TextFieldCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A form or a prompt as plain lines, for when there is no terminal to draw on (or a screen
/// reader reads the terminal): like huh's accessible mode.
///
/// Each field writes its prompt on a line of its own (`Phone (+1 (___) ___-____):`), then reads
/// one line. The line goes through the field as a paste does (filters, masks), then the field's
/// validators run as on submit; a refused line writes the reason as a plain line and asks again.
/// An empty line keeps a value the field already holds (as Enter does on screen). End of input
/// cancels (``Form/Outcome/inputEnded``) and says so. Nothing is redrawn, and no escape sequence
/// is written: controls in labels, values and reasons are written as `\u{…}`.
///
/// ```swift
/// let outcome = try LineMode().run(form)  // reads standard input, prompts on standard error
/// ```
///
/// No ncurses call is made: the reader and the writer are all it touches.
///
/// ``isAccessible`` (or ``accessible()``, on the terminal) makes it the accessible mode: each
/// field is introduced in words, what was saved is read back, and suggestions are numbered.
public struct LineMode {
  /// Gives the next line of input without its line end, or `nil` at the end of input; may
  /// throw (a strict UTF-8 reader), which ends the run with that error.
  public var read: () throws -> String?
  /// Writes one line of the transcript (see ``Line/text``); a writer may also skip lines (a
  /// script has no use for prompts).
  public var write: (Line) -> Void
  /// Whether a refused line asks again (a person retypes it) or ends the run with
  /// ``Form/Outcome/inputEnded`` (a script's later lines must not land in the wrong field).
  public var asksAgain = true
  /// Whether a line the filters trimmed is refused (nothing is taken that the user did not
  /// give exactly) rather than kept with a notice of what was dropped (as a paste is).
  public var refusesTrimmedInput = false
  /// Whether this is the accessible mode.
  ///
  /// Each field is introduced in words (its label, what it takes, its default, its suggestions
  /// numbered), a line is read back once saved (`Saved: +1 (555) 123-4567`), and a number picks
  /// a suggestion. The prompt is then the label alone.
  public var isAccessible = false
  /// The candidates offered for a field, numbered in the accessible mode.
  ///
  /// By default the field's own (`TextFieldModel.suggestions(limit:)`: its sources, its history
  /// first, through its filters); each is the text the field would hold.
  package var suggestions: (TextFieldModel) -> [Suggestion] = {
    $0.suggestions(limit: LineMode.suggestionLimit)
  }
  /// Called with `true` before a secure field's line is read and `false` after (a terminal
  /// stops echoing the keys), in the accessible mode.
  package var hidesInput: (Bool) -> Void = { _ in }
  /// Called with `true` before a form with a secure field writes anything and `false` after its
  /// run (also when input ends or reading throws), in the accessible mode: a terminal then
  /// echoes each key only when it reads it, so keys typed ahead for a secure field are never
  /// shown (``LineModeTerminal/guardInput(_:)``).
  package var guardsSecrets: (Bool) -> Void = { _ in }

  /// A line mode reading `read` (standard input by default) and writing `write` (each line's
  /// text on standard error by default: standard output is left for the answer).
  public init(
    read: @escaping () throws -> String? = { Swift.readLine(strippingNewline: true) },
    write: @escaping (Line) -> Void = { LineMode.writeToStandardError($0.text) }
  ) {
    self.read = read
    self.write = write
  }

  /// Runs `form`, field after field.
  ///
  /// A field whose should-begin refuses is skipped. After the last field, the form is submitted
  /// with every field's value.
  /// - Returns: ``Form/Outcome/submitted(_:)`` or ``Form/Outcome/inputEnded``.
  /// - Throws: what ``read`` throws.
  public func run(_ form: Form) throws -> Form.Outcome {
    let guarded = isAccessible && form.fields.contains { $0.model.echoMode.isSecret }
    if guarded { guardsSecrets(true) }
    defer { if guarded { guardsSecrets(false) } }
    for (index, field) in form.fields.enumerated() where field.model.beginEditing() {
      guard try ask(field, index: index) else {
        field.model.endEditing(reason: .cancelled, force: true)
        return .inputEnded
      }
    }
    return .submitted(form.values)
  }

  /// Runs `prompt`'s field.
  /// - Throws: what ``read`` throws.
  public func run(_ prompt: Prompt) throws -> Prompt.Outcome {
    switch try run(prompt.form) {
    case .submitted(let values): values.first.map(Prompt.Outcome.submitted) ?? .cancelled
    case .cancelled: .cancelled
    case .interrupted: .interrupted
    case .inputEnded: .inputEnded
    }
  }

  /// Asks for `field` until a line is accepted; `false` when input ended (or, without
  /// ``asksAgain``, a line was refused).
  private func ask(_ field: FormField, index: Int) throws -> Bool {
    let model = field.model
    let offered = isAccessible ? introduce(field, index: index) : []
    let messages = model.messages
    if isAccessible { model.messages.incomplete = Self.spokenIncomplete(messages.incomplete) }
    defer { model.messages = messages }
    while true {
      let hint = isAccessible ? "" : Self.hint(for: model)
      write(Line(.prompt, field: index, label: field.label, detail: hint))
      guard var input = try readLine(hidden: isAccessible && model.echoMode.isSecret) else {
        write(Line(.ended, field: index, label: field.label, detail: "cancelled"))
        return false
      }
      if let picked = Self.pick(input, from: offered, in: field.model) { input = picked }
      if let reason = take(input, into: field, index: index) {
        write(Line(.refusal, field: index, label: field.label, detail: reason))
        guard asksAgain else { return false }
        continue
      }
      if isAccessible {
        write(Line(.saved, field: index, label: field.label, detail: Self.readBack(model)))
      }
      return true
    }
  }

  /// The next line; with `hidden`, read with ``hidesInput`` on, put back off even when reading
  /// throws.
  private func readLine(hidden: Bool) throws -> String? {
    guard hidden else { return try read() }
    hidesInput(true)
    defer { hidesInput(false) }
    return try read()
  }

  /// Decides `input` as pasting it into the field and pressing Enter does.
  ///
  /// This is ``TextFieldModel/submitLine(_:refusingTrimmedInput:)``, the one decision
  /// `textfield format` makes too. Returns the reason when the line is refused (the field then
  /// holds what it held before); a line taken with part of it dropped writes the notice.
  private func take(_ input: String, into field: FormField, index: Int) -> String? {
    switch field.model.submitLine(input, refusingTrimmedInput: refusesTrimmedInput) {
    case .refused(let reason):
      return reason
    case .rewritten(_, _, let notice):
      write(Line(.notice, field: index, label: field.label, detail: notice))
      return nil
    case .accepted:
      return nil
    }
  }

  /// What the prompt line adds after the label: the value held, else the placeholder.
  private static func hint(for model: TextFieldModel) -> String {
    guard !model.text.isEmpty else { return model.placeholder }
    switch model.echoMode {
    case .normal: return "Enter keeps \"\(model.text)\""
    case .secure, .none: return "Enter keeps the hidden value"
    }
  }

  /// Writes `text` and a newline to standard error (file descriptor 2, unbuffered): the default
  /// writer's call, usable from the public initializer's default argument.
  @usableFromInline package static func writeToStandardError(_ text: String) {
    StandardError.writeLine(text)
  }
}
