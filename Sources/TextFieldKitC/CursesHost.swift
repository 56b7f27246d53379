import CTextFieldKit
import TextFieldCore
import TextFieldCurses
import TextFieldUI

/// What a field keeps for an ncurses host: the `HostedForm`s that draw it into the host's
/// window and decode the host's `wget_wch` results, and the attribute the host chose per role.
///
/// The drawing is `HostedForm`'s own: its ``HostedForm/cursesLook`` is set to draw each role
/// (which the C field's role theme puts in every cell's colour) in the host's attribute, or as
/// the standard theme draws it. One form per window: the host may read keys from another
/// window than the one it draws in.
final class CursesHost {
  /// The attribute per `TFK_ROLE_*` the host set, `nil` for the standard look.
  private var attributes: [UInt64?] = Array(repeating: nil, count: Picture.roles.count + 1)
  private var drawing: (window: OpaquePointer, form: HostedForm)?
  private var reading: (window: OpaquePointer, form: HostedForm)?
  private let form: Form

  /// The host of `form`, the C field's one-field form.
  init(form: Form) { self.form = form }

  /// Sets the attribute of `role` (`nil`: the standard look).
  func setAttribute(_ attribute: UInt64?, of role: Int) { attributes[role] = attribute }

  /// The form drawing into `window`.
  func drawingForm(in window: OpaquePointer) -> HostedForm {
    if let drawing, drawing.window == window { return drawing.form }
    let made = hostedForm(in: window, besides: reading)
    drawing = (window, made)
    return made
  }

  /// The form decoding the keys read from `window`.
  func readingForm(in window: OpaquePointer) -> HostedForm {
    if let reading, reading.window == window { return reading.form }
    let made = hostedForm(in: window, besides: drawing)
    reading = (window, made)
    return made
  }

  /// `event` in the cells of the region last drawn: a click outside it is `nil`.
  func local(_ event: InputEvent) -> InputEvent? {
    guard case .click = event else { return event }
    return drawing?.form.local(event)
  }

  /// The attributes and pair of a cell drawn in `style` (the role theme's).
  func look(of style: CellStyle, in hosted: HostedForm) -> (attributes: UInt32, pair: Int16) {
    let role = Picture.role(of: style)
    if let attribute = attributes[role] {
      // An attr_t with its pair in the colour bits (A_COLOR, bits 8 to 15), as wattrset takes.
      let value = UInt32(truncatingIfNeeded: attribute)
      return (value & ~0xFF00, Int16(truncatingIfNeeded: (value >> 8) & 0xFF))
    }
    let standard = role == 0 ? CellStyle.plain : Theme.standard[Picture.roles[role - 1]]
    return hosted.standardLook(of: standard)
  }

  private func hostedForm(
    in window: OpaquePointer, besides other: (window: OpaquePointer, form: HostedForm)?
  ) -> HostedForm {
    if let other, other.window == window { return other.form }
    let hosted = HostedForm(form, window: window, region: .init(x: 0, y: 0, width: 0, height: 0))
    hosted.cursesLook = { [unowned self, unowned hosted] style in look(of: style, in: hosted) }
    return hosted
  }
}
