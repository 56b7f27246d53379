import CTextFieldKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which fields' event callbacks are running on the calling thread, so a call a callback makes
/// on its own field is told apart from another thread's (both are `TFK_ERR_BUSY`; the messages
/// differ).
///
/// Each delivery pushes a frame living on its own stack, linked to the thread's previous one
/// through a thread-specific pointer: nothing is allocated, nothing outlives the delivery.
enum CallbackScope {
  private struct Frame {
    var token: UInt
    var outer: UnsafeMutableRawPointer?
  }

  /// The thread-specific key of the innermost frame.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Runs `body` as the callback of the field `token`.
  static func during(_ token: UInt, _ body: () -> Void) {
    var frame = Frame(token: token, outer: pthread_getspecific(key))
    withUnsafeMutablePointer(to: &frame) { pointer in
      pthread_setspecific(key, pointer)
      defer { pthread_setspecific(key, pointer.pointee.outer) }
      body()
    }
  }

  /// Whether the callback of the field `token` is running on this thread.
  static func isInside(_ token: UInt) -> Bool {
    var next = pthread_getspecific(key)
    while let raw = next {
      let frame = raw.assumingMemoryBound(to: Frame.self).pointee
      if frame.token == token { return true }
      next = frame.outer
    }
    return false
  }
}

extension CallError {
  /// The busy error for a call on `handle`: the field's own callback calling it, or another
  /// thread inside it.
  static func busy(_ handle: OpaquePointer?) -> CallError {
    CallbackScope.isInside(UInt(bitPattern: handle)) ? reentrant : busy
  }

  /// A call on a field from inside its own event callback.
  static let reentrant = CallError(
    TFK_ERR_BUSY,
    "this field's event callback is running: calls on the field from inside its own callback "
      + "are refused (note what you need and call after the call that delivered the event "
      + "returns; other fields may be called)")
}
