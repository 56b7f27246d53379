import CTextFieldKit
import TextFieldCore

extension HostedField {
  /// Calls the host's callback with each event not yet delivered, oldest first; nothing when no
  /// callback is set.
  ///
  /// The field stays lent meanwhile, so a call the callback makes on it is `TFK_ERR_BUSY`; the
  /// event's strings live until the callback returns.
  func deliverEvents() {
    guard let callback, !undelivered.isEmpty else { return }
    let events = undelivered
    undelivered.removeAll(keepingCapacity: true)
    CallbackScope.during(UInt(bitPattern: callback.handle)) {
      for event in events {
        callback.message.set(event.message)
        callback.reason.set(event.reason)
        var record = tfk_event(
          kind: event.kind, key: event.key, modifiers: event.modifiers,
          message: callback.message.pointer, field: event.field)
        withUnsafePointer(to: &record) { pointer in
          callback.function(callback.handle, pointer, callback.reason.pointer, callback.userData)
        }
      }
    }
  }

  /// The name of `feedback`'s reason for the callback: the refusal's (`maskRefused`),
  /// `trimmed` for an edit that landed cut, `invalid` for none (the form's own check on Enter).
  static func reasonName(of feedback: EditFeedback?) -> String {
    switch feedback {
    case .rejected(let reason): RefusalReason.code(of: reason)
    case .trimmed: "trimmed"
    case nil: "invalid"
    }
  }
}
