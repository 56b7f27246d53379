import CTextFieldKit

/// Why a C API call failed: its status and the message `tfk_last_error_message` gives.
struct CallError: Error {
  /// The `TFK_ERR_*` status returned.
  var status: tfk_status
  /// What was wrong, in a sentence that names the argument.
  var message: String

  init(_ code: Int, _ message: String) {
    status = tfk_status(code)
    self.message = message
  }

  /// A NULL `name` where a pointer is needed.
  static func null(_ name: String) -> CallError {
    CallError(TFK_ERR_NULL_ARGUMENT, "\(name) is NULL")
  }

  /// A handle that is not live.
  static func badHandle(_ token: UInt) -> CallError {
    token == 0
      ? CallError(TFK_ERR_BAD_HANDLE, "the field is NULL")
      : CallError(
        TFK_ERR_BAD_HANDLE,
        "the field handle is not live (freed, or not made by tfk_field_new_*)")
  }

  /// A field another thread is inside.
  static let busy = CallError(
    TFK_ERR_BUSY,
    "another thread is inside a call on this field (use a field from one thread "
      + "at a time)")

  /// A bad value for `name`.
  static func bad(_ message: String) -> CallError { CallError(TFK_ERR_BAD_ARGUMENT, message) }
}
