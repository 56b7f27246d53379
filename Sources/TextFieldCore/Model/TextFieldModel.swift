/// A headless single-line text field that follows `UITextField` and `UITextFieldDelegate`.
///
/// The model holds the text, the caret and selection (offsets in `Character`s), the editing state
/// and the display options; it asks its ``delegate`` exactly what UIKit asks, and tells its
/// observers about every change exactly once. It never touches a terminal.
///
/// Every user action is one ``ProposedEdit``, decided by your ``delegate`` (if any) and then by
/// the ``filters``, in order: a paste of 50 characters is one decision, not fifty. Programmatic
/// text (``setText(_:)``, the initial text) is decided too — a mask formats it, a maximum length
/// truncates it — but the user delegate's should-change is not asked, as in UIKit.
///
/// ```swift
/// let phone = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]")
/// let name = try TextFieldModel(maxLength: 20, placeholder: "your name")
/// let code = try TextFieldModel(filters: [CharacterFilter(.allowed, characters: "0123456789")])
/// ```
public final class TextFieldModel {
  /// Why editing ended.
  public enum DidEndEditingReason: Hashable, Sendable {
    /// The user or the program ended editing normally (focus moved on, the form was submitted).
    case committed
    /// Editing was cancelled (Esc, program exit).
    case cancelled
  }

  /// How the text is shown.
  public enum EchoMode: Hashable, Sendable {
    /// As typed.
    case normal
    /// Each Character shown as `symbol`; copy and cut are refused, kills skip the kill ring.
    case secure(symbol: Character)
    /// Nothing shown at all (like `sudo`'s password prompt); copy and cut refused as for secure.
    case none

    /// Secure echo with bullets.
    public static let secure = EchoMode.secure(symbol: "•")

    /// Whether the text must not leave the field through the clipboard or the kill ring.
    package var isSecret: Bool { self != .normal }
  }

  /// The field's text and selection.
  @exclusivity(unchecked) public internal(set) var state: TextFieldState
  /// Whether the field is being edited (has focus).
  @exclusivity(unchecked) public internal(set) var isEditing = false
  /// Text shown (dim) while the field is empty.
  public var placeholder: String
  /// How the text is shown.
  public var echoMode: EchoMode
  /// Whether beginning to edit clears the text (asking `textFieldShouldClear` first).
  public var clearsOnBeginEditing: Bool
  /// How inserted text is normalised: ``InputPolicy/singleLine`` (the default) turns tabs and
  /// line ends into spaces and drops other control characters with a notice.
  @exclusivity(unchecked) public var inputPolicy: InputPolicy = .singleLine
  /// The most Characters the text may hold, whatever the filters say; `nil`: no bound.
  ///
  /// Typing past it is refused (``RefusalReason/tooLong(limit:)``), a paste, yank or
  /// programmatic text keeps what fits and says how much it dropped; deletions are always
  /// allowed. `defaultMaximumLength` (131,072) unless you set one: what a filter that reads the whole text on
  /// each key (a number, a regular expression, your own) costs per key is bounded with it.
  @exclusivity(unchecked) public var maximumLength: Int? = TextFieldModel.defaultMaximumLength
  /// Checks that report on the value without ever blocking typing.
  public var validators: [Validator]
  /// Whether a form may submit this field while its mask or `#`-pattern is incomplete.
  ///
  /// `false` by default, as `textfield` without `--allow-incomplete`: a field with a
  /// ``MaskFilter`` or ``PatternFilter`` fails ``validate(_:)`` on submit while the format is not
  /// complete, empty text included, with `incomplete: "+1 (555" still needs ") ___-____"` (the
  /// caret at the end). Set it to `true` for a format that may stay half-filled, or for a field
  /// whose own validators decide (an optional field: `.complete(allowsEmpty: true)`).
  public var allowsIncomplete = false
  /// The words this field, its filters and validators, and its form use with the user.
  ///
  /// Each field has its own table (``FieldMessages/english`` unless you set one); reasons are
  /// rendered when shown, so a new table applies from the next message on.
  public var messages = FieldMessages.english
  /// The failure the last validation run found, or `nil` when the value passed; its message is
  /// in the words of ``messages``.
  @exclusivity(unchecked) public internal(set) var validationFailure: ValidationFailure?
  /// Whether ``validationFailure`` is set, asked without copying the failure (a render asks for
  /// every field at every key).
  package var hasValidationFailure: Bool { validationFailure != nil }
  /// The clipboard and kill ring this field uses; fields of a form share one.
  public let pasteboard: Pasteboard
  /// The filters every edit goes through after the ``delegate``, in order; held strongly.
  ///
  /// A rewrite feeds the next filter, the first rejection wins. Replacing the filters affects the
  /// next edit; the text is left as it is (call `setText(text)` to run it through the new ones).
  public var filters: [any TextFieldFilter]
  /// Where ``suggestions(limit:)`` finds candidates, asked in order (a history first, say).
  public var suggestionSources: [any SuggestionSource] = []
  /// Your own object, told about editing and asked UIKit's questions; held weakly, as in UIKit.
  ///
  /// Filters do not go here: a filter set as the delegate is freed at once (nothing else holds
  /// it; the compiler warns) and the field would silently stop filtering. Put filters in
  /// ``filters``, which the field holds strongly; the two work together and can be set in any
  /// order.
  ///
  /// For each edit the delegate is asked first (its
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` may veto), then the filters. When
  /// the delegate is deallocated the field acts as if it had none: the filters still run, and
  /// every other question is answered with UIKit's default.
  public weak var delegate: (any TextFieldDelegate)? {
    didSet { if retainedDelegate !== delegate { retainedDelegate = nil } }
  }

  @exclusivity(unchecked) var observers:
    [(id: Int, handler: (TextFieldEvent, TextFieldModel) -> Void)] = []
  var nextObserverID = 0
  /// The delegate given to ``retainDelegate(_:)``, kept alive while it is the delegate.
  var retainedDelegate: (any TextFieldDelegate)?
  @exclusivity(unchecked) var history = EditHistory()
  @exclusivity(unchecked) var lastCommand = LastCommand.other

  /// A field showing `text` run through `filters`, caret at its end, not editing.
  ///
  /// The initial text takes the path of ``setText(_:)``: it is normalised (``inputPolicy``) and
  /// decided by the filters (a mask formats it, a maximum length truncates it), and the change
  /// validators run. Nothing is emitted: there are no observers yet.
  public init(
    text: String = "", placeholder: String = "", echoMode: EchoMode = .normal,
    clearsOnBeginEditing: Bool = false, validators: [Validator] = [],
    filters: [any TextFieldFilter] = [], pasteboard: Pasteboard = Pasteboard()
  ) {
    self.state = TextFieldState(text: "")
    self.placeholder = placeholder
    self.echoMode = echoMode
    self.clearsOnBeginEditing = clearsOnBeginEditing
    self.validators = validators
    self.filters = filters
    self.pasteboard = pasteboard
    if !text.isEmpty { setText(text) }
  }

  /// The text.
  public var text: String { state.text }
  /// The caret, in Characters: the moving end of the selection.
  public var caret: Int { state.caret }
  /// The selected range, in Characters; empty at the caret when nothing is selected.
  public var selectedRange: Range<Int> { state.selectedRange }

  /// What the formatting (a pattern, a mask) knows about the text, if the field formats: the
  /// user delegate's answer, else that of the last filter that formats.
  public var formatStatus: FormatStatus? { askFormatStatus(for: text) }

  /// The value the text stands for: a pattern's or mask's raw characters, or the text itself.
  public var value: String { formatStatus?.value ?? text }

  /// Whether a pattern or mask has all its mandatory characters (`true` without one).
  public var isComplete: Bool { formatStatus?.isComplete ?? true }

  /// What is left to type, shown dim after the text (`___-____`); empty without a format.
  package var tailPlaceholder: String { formatStatus?.tailPlaceholder ?? "" }

  /// A short note shown beside the text (a phone number's region, `GB`); empty without one.
  package var annotation: String { formatStatus?.annotation ?? "" }

  /// Whether Up and Down step the field's value now (``EditingCommand/step(by:)``): a filter or
  /// the delegate steps values, as number and date fields do, and has one to step (an empty or
  /// half-typed date has none, so Up and Down still move focus from it).
  package var canStep: Bool {
    if case .stepped = askStep(by: 0) { return true }
    return false
  }

  // MARK: - Observers

  /// Calls `handler` for every event from now on; returns a token for ``removeObserver(_:)``.
  @discardableResult
  public func addObserver(
    _ handler: @escaping (TextFieldEvent, TextFieldModel) -> Void
  )
    -> ObserverToken
  {
    nextObserverID += 1
    observers.append((nextObserverID, handler))
    return ObserverToken(id: nextObserverID)
  }

  /// Stops calling the observer registered with `token`.
  public func removeObserver(_ token: ObserverToken) {
    observers.removeAll { $0.id == token.id }
  }

  func emit(_ event: TextFieldEvent) {
    let event = concealing(event)
    for observer in observers { observer.handler(event, self) }
  }
}

/// Identifies an observer added with ``TextFieldModel/addObserver(_:)``.
public struct ObserverToken: Hashable, Sendable {
  let id: Int
}
