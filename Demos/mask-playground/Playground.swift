import InputMask
import TextFieldCore
import TextFieldUI

/// The mask playground: a format, affine formats and custom notations typed in three fields,
/// compiled on every change and tried live in a fourth.
///
/// A format that starts with `@` names a field type instead of a mask (``TypeSpec``: `@phone`,
/// `@phone US`, `@number de_DE`, `@currency EUR de_DE`, `@date dd/MM/yyyy`): the fourth field
/// then uses that type's filter, and the affine formats, notations, F2 and F3 do not apply.
///
/// A ``Form`` underneath (so Tab, Enter, Esc and every editing key work as in any form); F2
/// cycles the affinity strategy, F3 turns autocomplete off and on. Enter in the try-it field ends
/// the playground with its values.
///
/// What the user typed in the try-it field is kept as a value and re-applied to every new mask or
/// type, so editing the format never loses it (not even through an empty or malformed format): a
/// mask's extracted value; a type's value when it is complete (E.164, a plain decimal, ISO 8601),
/// else its text (a date typed halfway has no value yet).
final class Playground {
  /// What the fields compile to.
  enum Setup {
    /// The mask in use.
    case ready(MaskFilter)
    /// A format that does not compile: which field, and the error with its position.
    case badFormat(field: String, MaskFormatError)
    /// A notation spec that does not parse.
    case badNotation(NotationSpecError)
    /// The field type the format names (`@phone`).
    case typed(TypeSpec)
    /// A format that starts with `@` but names no usable type.
    case badType(TypeSpecError)
  }

  let form: Form
  let format: TextFieldModel
  let affine: TextFieldModel
  let notations: TextFieldModel
  let text: TextFieldModel
  /// How affine masks are rated (F2 cycles through the four).
  private(set) var strategy = AffinityStrategy.wholeString
  /// Whether typing at the end adds the literals that follow (F3 toggles).
  private(set) var autocomplete = true
  /// The try-it field's value as of the user's last edit there.
  private var source = ""
  /// The current compilation result.
  private(set) var setup: Setup
  private let live = LiveMask()

  /// A playground starting with `initialFormat`.
  init(initialFormat: String = "+1 ([000]) [000]-[0000]") {
    let pasteboard = Pasteboard()
    format = TextFieldModel(
      text: initialFormat, placeholder: "a mask such as [00]{/}[00], or @phone, @number, @date",
      pasteboard: pasteboard)
    affine = TextFieldModel(
      placeholder: "more formats, separated by ;", pasteboard: pasteboard)
    notations = TextFieldModel(
      placeholder: "e.g. C=abc D:letters E:digits:optional", pasteboard: pasteboard)
    text = TextFieldModel(placeholder: "type here to try the mask", pasteboard: pasteboard)
    text.delegate = live
    form = Form(
      fields: [
        FormField(label: "Format", model: format), FormField(label: "Affine", model: affine),
        FormField(label: "Notations", model: notations), FormField(label: "Text", model: text),
      ], title: "Mask playground")
    form.hint = "Tab/↑↓ move · F2 strategy · F3 autocomplete · Enter print · Esc quit"
    setup = .badNotation(NotationSpecError(.empty, spec: "", offset: 0))
    for model in [format, affine, notations] {
      model.addObserver { [weak self] event, _ in
        if case .valueChanged = event { self?.recompile() }
      }
    }
    text.addObserver { [weak self] event, model in
      if case .editingChanged = event { self?.keep(model) }
    }
    recompile()
    form.start()
  }

  /// The affine formats as typed: `;`-separated, blanks around each ignored, empty ones skipped.
  var affineFormats: [String] {
    affine.text.split(separator: ";").map { part in
      String(part.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }.filter { !$0.isEmpty }
  }

  /// Keeps what the user typed in the try-it field: a mask's value; a type's value when complete,
  /// else its text.
  private func keep(_ model: TextFieldModel) {
    guard case .typed = setup, let status = model.formatStatus,
      !status.isComplete || status.value.isEmpty
    else {
      source = model.value
      return
    }
    source = model.text
  }

  /// Compiles the fields into a mask or a type and re-applies the try-it field's value to it.
  func recompile() {
    setup = compile()
    switch setup {
    case .ready(let filter):
      live.filter = filter
      text.setText(source)
    case .typed(let type):
      live.filter = type.filter
      // A value the type cannot read (an ambiguous `1,234`) leaves the field empty, never with
      // a text of the previous format.
      if case .rejected = text.setText(source) { text.setText("") }
    case .badFormat, .badNotation, .badType:
      live.filter = nil
    }
  }

  private func compile() -> Setup {
    if TypeSpec.selectsType(format.text) {
      do {
        return .typed(try TypeSpec(format.text))
      } catch {
        return .badType(error)
      }
    }
    let custom: [Notation]
    do {
      custom = try Notation.notations(fromSpecList: notations.text)
    } catch {
      return .badNotation(error)
    }
    let primary: Mask
    do {
      primary = try Mask(format: format.text, customNotations: custom)
    } catch {
      return .badFormat(field: "Format", error)
    }
    var masks: [Mask] = []
    for (index, affineFormat) in affineFormats.enumerated() {
      do {
        masks.append(try Mask(format: affineFormat, customNotations: custom))
      } catch {
        return .badFormat(field: "Affine \(index + 1)", error)
      }
    }
    let set = MaskSet(primary: primary, affine: masks, strategy: strategy)
    return .ready(MaskFilter(set, autocomplete: autocomplete))
  }

  /// Handles one event: F2 and F3 here, everything else by the form.
  func handle(_ event: InputEvent) -> Form.Outcome? {
    switch event {
    case .key(KeyEvent(.function(2))):
      let all = AffinityStrategy.allCases
      strategy = all[((all.firstIndex(of: strategy) ?? 0) + 1) % all.count]
    case .key(KeyEvent(.function(3))):
      autocomplete.toggle()
    default:
      return form.handle(event)
    }
    recompile()
    return nil
  }

  /// Runs the playground on `terminal` until Enter in the try-it field, Esc, Ctrl-C or the end of
  /// input.
  func run(on terminal: some Terminal) -> Form.Outcome {
    while true {
      let size = terminal.size
      terminal.draw(render(width: size.width, height: size.height, cellWidth: terminal.cellWidth))
      guard let event = terminal.nextEvent() else {
        form.focusedField?.model.endEditing(reason: .cancelled, force: true)
        return .inputEnded
      }
      if let outcome = handle(event) { return outcome }
      if let alert = form.takeAlert() { terminal.alert(alert) }
      if form.takeRedrawRequest() { terminal.invalidate() }
      if form.takeSuspendRequest() { terminal.suspend() }
    }
  }
}
