import CTextFieldKit

// The event callback of textfieldkit.h.

/// `tfk_field_set_event_callback`: events delivered to a function of the host's.
@_cdecl("tfk_field_set_event_callback")
public func tfkFieldSetEventCallback(
  _ field: OpaquePointer?, _ callback: tfk_event_callback?, _ userData: UnsafeMutableRawPointer?
) -> tfk_status {
  Call.on(field) { hosted throws(CallError) in
    hosted.callback = callback.map {
      EventCallback(function: $0, userData: userData, handle: field)
    }
    return tfk_status(TFK_OK)
  }
}
