import CTextFieldKit

/// The host's event callback of a field (`tfk_field_set_event_callback`): the C function, the
/// host's `user_data`, and the handle it is called with.
struct EventCallback {
  /// The host's function.
  var function:
    @convention(c) (
      OpaquePointer?, UnsafePointer<tfk_event>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?
    ) -> Void
  /// Given back to the function unchanged.
  var userData: UnsafeMutableRawPointer?
  /// The field's handle, as the host holds it.
  var handle: OpaquePointer?
  /// The event's message, valid during the call only.
  let message = CStringStorage()
  /// The refusal's reason name, valid during the call only.
  let reason = CStringStorage()
}
