/// What a cell shows, by meaning; a ``Theme`` decides how each looks.
public enum StyleRole: Hashable, Sendable, CaseIterable {
  /// A form's title.
  case title
  /// The label of a field without focus.
  case label
  /// The label of the focused field.
  case focusedLabel
  /// The label of a field whose value failed validation (when it has no focus).
  case invalidLabel
  /// Typed text.
  case text
  /// Selected text in the focused field.
  case selection
  /// The empty cells of a text area (they show its extent).
  case fieldBlank
  /// The placeholder of an empty field, and the dim rest of a mask (`___-____`).
  case placeholder
  /// A message line that reports no problem.
  case message
  /// A message line that reports a problem (a refused edit, a failed validation).
  case error
  /// The help shown in the message line when there is nothing else to say.
  case hint
  /// A suggestion's ghost after the caret (what Right would take).
  case suggestion

  /// The role's place in ``Theme``'s styles (declaration order).
  fileprivate var slot: Int {
    switch self {
    case .title: 0
    case .label: 1
    case .focusedLabel: 2
    case .invalidLabel: 3
    case .text: 4
    case .selection: 5
    case .fieldBlank: 6
    case .placeholder: 7
    case .message: 8
    case .error: 9
    case .hint: 10
    case .suggestion: 11
    }
  }
}

/// How each ``StyleRole`` is drawn: attributes and a colour role, as plain values.
///
/// Forms and prompts draw through their theme; a terminal turns each ``CellStyle`` into its own
/// attributes (a host that owns ncurses chooses the colour pairs, see TextFieldCurses' `HostPalette`).
///
/// ```swift
/// var theme = Theme.standard
/// theme[.focusedLabel] = CellStyle(.reverse)
/// form.theme = theme
/// ```
public struct Theme: Hashable, Sendable {
  /// The style of each role, at the role's ``StyleRole/slot``: a render asks for a dozen styles
  /// per key, and an index costs less than hashing the role.
  private var styles: [CellStyle]
  /// The mark drawn just before the text of a field whose value failed validation (without focus).
  ///
  /// In every theme: a colour or an attribute alone does not survive `NO_COLOR`, a monochrome
  /// screen, a screen reader or a plain-text capture. `!` by default.
  public var invalidMarker: Character = "!"

  /// A theme drawing every role as `styles` says, and the rest as ``standard`` does.
  public init(_ styles: [StyleRole: CellStyle] = [:]) {
    self.styles = StyleRole.allCases.map { styles[$0] ?? Self.standardStyles[$0] ?? .plain }
  }

  /// The style of `role`.
  public subscript(role: StyleRole) -> CellStyle {
    get { styles[role.slot] }
    set { styles[role.slot] = newValue }
  }

  /// Bold title, accent focused label, error colour for problems, underlined blank cells of a
  /// text area, dim placeholders, hint and suggestion ghost (the ghost underlined too, as the
  /// typed text is not: no colour is the only signal), reverse selection; text plain (so typing
  /// at the end of a field costs one byte).
  public static let standard = Theme()

  /// Attributes only, for a screen without colours: a problem is bold and underlined, focus bold.
  public static let monochrome = Theme([
    .focusedLabel: CellStyle(.bold), .invalidLabel: CellStyle([.bold, .underline]),
    .error: CellStyle([.bold, .underline]),
  ])

  private static let standardStyles: [StyleRole: CellStyle] = [
    .title: CellStyle(.bold), .label: .plain, .focusedLabel: CellStyle(.bold, color: .accent),
    .invalidLabel: CellStyle(color: .error), .text: .plain, .selection: CellStyle(.reverse),
    .fieldBlank: CellStyle(.underline), .placeholder: CellStyle([.dim, .underline]),
    .message: .plain, .error: CellStyle(color: .error), .hint: CellStyle(.dim),
    .suggestion: CellStyle([.dim, .underline]),
  ]
}
