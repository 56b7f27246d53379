import CTextFieldKit
import TextFieldCore
import TextFieldCurses
import TextFieldUI

// The ncurses calls of textfieldkit.h: drawing into a host's `WINDOW *`, its `wget_wch` keys.

/// `tfk_field_draw_curses`: the field drawn into a region of the host's window.
@_cdecl("tfk_field_draw_curses")
public func tfkFieldDrawCurses(
  _ field: OpaquePointer?, _ window: UnsafeMutableRawPointer?, _ x: Int32, _ y: Int32,
  _ width: Int32, _ height: Int32
) -> tfk_status {
  Call.on(field) { field throws(CallError) in
    let window = try CursesCalls.window(window)
    let hosted = CursesCalls.host(of: field).drawingForm(in: window)
    let size = hosted.windowSize
    guard x >= 0, y >= 0, width >= 0, height >= 0 else {
      throw .bad("the region \(width) × \(height) at (\(x), \(y)) has a negative side or corner")
    }
    guard Int(x) + Int(width) <= size.width, Int(y) + Int(height) <= size.height else {
      throw .bad(
        "the region \(width) × \(height) at (\(x), \(y)) does not fit the window's "
          + "\(size.width) × \(size.height) cells")
    }
    hosted.region = .init(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
    hosted.draw()
    return tfk_status(TFK_OK)
  }
}

/// `tfk_field_set_curses_attribute`: a role's attribute for ncurses drawing.
@_cdecl("tfk_field_set_curses_attribute")
public func tfkFieldSetCursesAttribute(
  _ field: OpaquePointer?, _ role: Int32, _ attribute: UInt64
) -> tfk_status {
  Call.on(field) { field throws(CallError) in
    guard (0...Int32(Picture.roles.count)).contains(role) else {
      throw .bad(
        "role \(role) is not a TFK_ROLE_* (TFK_ROLE_NONE 0 to TFK_ROLE_SUGGESTION "
          + "\(Picture.roles.count))")
    }
    let standard = attribute == UInt64.max
    guard standard || attribute <= UInt64(UInt32.max) else {
      throw .bad(
        "attribute 0x\(String(attribute, radix: 16)) is wider than ncurses' 32-bit attr_t "
          + "(use TFK_CURSES_STANDARD_LOOK for the standard look)")
    }
    CursesCalls.host(of: field).setAttribute(standard ? nil : attribute, of: Int(role))
    return tfk_status(TFK_OK)
  }
}

/// `tfk_field_handle_wch`: a `wget_wch` result.
@_cdecl("tfk_field_handle_wch")
public func tfkFieldHandleWch(
  _ field: OpaquePointer?, _ window: UnsafeMutableRawPointer?, _ status: Int32, _ key: UInt32,
  _ answer: UnsafeMutablePointer<Int32>?
) -> tfk_status {
  // On an error the key is the host's.
  answer?.pointee = Int32(TFK_WCH_UNUSED)
  return Call.on(field) { field throws(CallError) in
    let window = try CursesCalls.window(window)
    let statuses = HostedForm.statuses
    guard [statuses.ok, statuses.keyCode, statuses.error].contains(status) else {
      throw .bad(
        "status \(status) is not wget_wch's OK (\(statuses.ok)), KEY_CODE_YES "
          + "(\(statuses.keyCode)) or ERR (\(statuses.error))")
    }
    try InputCalls.requireEditing(field)
    let host = CursesCalls.host(of: field)
    answer?.pointee = Int32(TFK_WCH_USED)
    switch host.readingForm(in: window).decode(status: status, key: key) {
    case .nothing:
      break
    case .hostsOwn:
      answer?.pointee = Int32(TFK_WCH_UNUSED)
    case .event(let event):
      guard let local = host.local(event) else {
        answer?.pointee = Int32(TFK_WCH_UNUSED)
        break
      }
      let response = field.offer(local)
      if let alert = field.lastAlert { HostedForm.ring(alert) }
      switch response {
      case .used: break
      case .unused: answer?.pointee = Int32(TFK_WCH_UNUSED)
      case .ended: answer?.pointee = Int32(TFK_WCH_ENDED)
      }
    }
    return tfk_status(TFK_OK)
  }
}

/// What the ncurses calls share.
enum CursesCalls {
  /// The host's `WINDOW *`, checked as far as it can be: not NULL, and a current screen.
  static func window(_ window: UnsafeMutableRawPointer?) throws(CallError) -> OpaquePointer {
    guard let window else { throw .null("window") }
    guard HostedForm.hasCurrentScreen else {
      throw .bad("ncurses has no current screen: call initscr or newterm before drawing")
    }
    return OpaquePointer(window)
  }

  /// The field's ncurses state, made on first use.
  static func host(of field: HostedField) -> CursesHost {
    if let host = field.curses { return host }
    let host = CursesHost(form: field.form)
    field.curses = host
    return host
  }
}
