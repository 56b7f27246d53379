/// The colour pairs a host that owns ncurses chooses for the colour roles of a form's styles.
///
/// The host creates the pairs (`init_pair`) on its own screen; the library never does. A role
/// without a pair is drawn in the window's colours, and bold when it is `CellStyle/ColorRole/error`
/// or `CellStyle/ColorRole/accent`, so problems and focus stand out on any screen. Attributes per
/// role come from the form's `Theme`.
///
/// ```swift
/// init_pair(3, Int16(COLOR_RED), -1)
/// let palette = HostPalette([.error: 3])
/// ```
public struct HostPalette: Hashable, Sendable {
  /// The colour pair of each role that has one.
  package var pairs: [CellStyle.ColorRole: Int16]

  /// A palette with `pairs`.
  public init(_ pairs: [CellStyle.ColorRole: Int16] = [:]) {
    self.pairs = pairs
  }

  /// The pair and whether to embolden, for `role`.
  func look(of role: CellStyle.ColorRole) -> (pair: Int16, bold: Bool) {
    if let pair = pairs[role] { return (pair, false) }
    return (0, role == .error || role == .accent)
  }
}
