import CTextFieldKit

/// Runs the body of an exported call: the status it returns, and the message of a failure kept
/// where `tfk_last_error_message` finds it (the field's own, or the thread's when there is no
/// live field).
enum Call {
  /// Runs `body` with the field of `handle` lent to it; returns its status (`TFK_OK` when it
  /// returns nothing else).
  static func on(
    _ handle: OpaquePointer?, _ body: (HostedField) throws(CallError) -> tfk_status
  ) -> tfk_status {
    do throws(CallError) {
      return try FieldRegistry.shared.with(handle) { field throws(CallError) in
        // Events go to the host's callback before the call returns, the field still lent.
        defer { field.deliverEvents() }
        do throws(CallError) {
          return try body(field)
        } catch {
          field.errorMessage.set(error.message)
          throw error
        }
      }
    } catch {
      // Kept on the field already when it was live; on the thread for a handle that is not
      // (NULL, freed, foreign) or a field another thread holds.
      if error.status == tfk_status(TFK_ERR_BUSY) {
        tfk_internal_set_thread_error(CallError.busy(handle).message)
      } else if FieldRegistry.shared.peek(handle) == nil {
        tfk_internal_set_thread_error(error.message)
      }
      return error.status
    }
  }

  /// Runs `body`, which needs no field (a constructor); a failure's message goes to the thread.
  static func free(_ body: () throws(CallError) -> tfk_status) -> tfk_status {
    do throws(CallError) {
      return try body()
    } catch {
      tfk_internal_set_thread_error(error.message)
      return error.status
    }
  }

  /// A `size_t` argument as a count, or a ``CallError`` naming `name` when it is past `SSIZE_MAX`:
  /// no buffer is that large, and such a size is nearly always a -1 (or another negative number)
  /// made a `size_t`; it is read as the unsigned number it is, never as -1.
  static func size(_ value: UInt, _ name: String) throws(CallError) -> Int {
    guard let size = Int(exactly: value) else {
      throw .bad("\(name) \(value) is larger than any buffer (a negative number made a size_t?)")
    }
    return size
  }

  /// `pointer`, or a ``CallError`` naming `name` when it is NULL.
  static func required<Pointee>(
    _ pointer: UnsafeMutablePointer<Pointee>?, _ name: String
  ) throws(CallError) -> UnsafeMutablePointer<Pointee> {
    guard let pointer else { throw .null(name) }
    return pointer
  }
}
