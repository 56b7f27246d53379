/// A headless single-line text field that follows `UITextField` and `UITextFieldDelegate`.
///
/// The model holds the text, the caret and selection (offsets in `Character`s), the editing state
/// and the display options; it asks its ``delegate`` exactly what UIKit asks, and tells its
/// observers about every change exactly once. It never touches a terminal.
///
/// Every user action is one ``ProposedEdit`` decided by the delegate (a filter, a
/// ``TextFieldProxy`` running a chain of filters, or your own object): a paste of 50 characters is
/// one decision, not fifty. Programmatic text (``setText(_:)``) is decided too — a mask formats it,
/// a maximum length truncates it — but the user delegate's should-change is not asked, as in UIKit.
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
    public var isSecret: Bool { self != .normal }
  }

  /// The field's text and selection.
  public internal(set) var state: TextFieldState
  /// Whether the field is being edited (has focus).
  public internal(set) var isEditing = false
  /// Text shown (dim) while the field is empty.
  public var placeholder: String
  /// How the text is shown.
  public var echoMode: EchoMode
  /// Whether beginning to edit clears the text (asking `textFieldShouldClear` first).
  public var clearsOnBeginEditing: Bool
  /// How inserted text is normalised: ``InputPolicy/singleLine`` (the default) turns tabs and
  /// line ends into spaces and drops other control characters with a notice.
  public var inputPolicy: InputPolicy = .singleLine
  /// Checks that report on the value without ever blocking typing.
  public var validators: [Validator]
  /// The failure the last validation run found, or `nil` when the value passed.
  public internal(set) var validationFailure: ValidationFailure?
  /// The clipboard and kill ring this field uses; fields of a form share one.
  public let pasteboard: Pasteboard

  var observers: [(id: Int, handler: (TextFieldEvent, TextFieldModel) -> Void)] = []
  var nextObserverID = 0
  var delegateReference = DelegateReference.none
  var history = EditHistory()
  var lastCommand = LastCommand.other

  /// A field showing `text`, caret at its end, not editing, with no delegate.
  ///
  /// The initial text is taken as is; use ``setText(_:)`` after installing a delegate to run it
  /// through filters.
  public init(
    text: String = "", placeholder: String = "", echoMode: EchoMode = .normal,
    clearsOnBeginEditing: Bool = false, validators: [Validator] = [],
    pasteboard: Pasteboard = Pasteboard()
  ) {
    self.state = TextFieldState(text: text)
    self.placeholder = placeholder
    self.echoMode = echoMode
    self.clearsOnBeginEditing = clearsOnBeginEditing
    self.validators = validators
    self.pasteboard = pasteboard
  }

  /// The text.
  public var text: String { state.text }
  /// The caret, in Characters: the moving end of the selection.
  public var caret: Int { state.caret }
  /// The selected range, in Characters; empty at the caret when nothing is selected.
  public var selectedRange: Range<Int> { state.selectedRange }

  /// What the delegate's formatting (a pattern, a mask) knows about the text, if it formats.
  public var formatStatus: FormatStatus? { delegate?.textField(self, formatStatusFor: text) }

  /// The value the text stands for: a pattern's or mask's raw characters, or the text itself.
  public var value: String { formatStatus?.value ?? text }

  /// Whether a pattern or mask has all its mandatory characters (`true` without one).
  public var isComplete: Bool { formatStatus?.isComplete ?? true }

  /// What is left to type, shown dim after the text (`___-____`); empty without a format.
  public var tailPlaceholder: String { formatStatus?.tailPlaceholder ?? "" }

  // MARK: - Delegate

  enum DelegateReference {
    case none
    case weak(WeakDelegate)
    case strong(any TextFieldDelegate)
  }

  struct WeakDelegate {
    weak var object: (any TextFieldDelegate)?
  }

  /// The delegate, held weakly as in UIKit.
  ///
  /// When it is deallocated the field acts as if it had none: every edit is accepted and every question answered with UIKit's default.
  public var delegate: (any TextFieldDelegate)? {
    get {
      switch delegateReference {
      case .none: nil
      case .weak(let box): box.object
      case .strong(let object): object
      }
    }
    set {
      delegateReference = newValue.map { .weak(WeakDelegate(object: $0)) } ?? .none
    }
  }

  /// Installs `delegate` and keeps it alive for as long as the field lives — for a filter or a
  /// proxy created on the spot (`field.retainDelegate(MaxLengthFilter(10))`).
  public func retainDelegate(_ delegate: any TextFieldDelegate) {
    delegateReference = .strong(delegate)
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
    for observer in observers { observer.handler(event, self) }
  }
}

/// Identifies an observer added with ``TextFieldModel/addObserver(_:)``.
public struct ObserverToken: Hashable, Sendable {
  let id: Int
}
