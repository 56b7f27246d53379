import CTextFieldKit

// The library-wide calls of textfieldkit.h.

/// `tfk_api_version`: the API version implemented.
@_cdecl("tfk_api_version")
public func tfkAPIVersion() -> Int32 { Int32(TFK_API_VERSION) }

/// `tfk_status_name`: a status's name, as a string that lives as long as the process.
@_cdecl("tfk_status_name")
public func tfkStatusName(_ status: tfk_status) -> UnsafePointer<CChar> {
  StatusNames.name(of: status)
}

/// `tfk_last_error_message`: the field's last error, or the thread's for a handle not live.
@_cdecl("tfk_last_error_message")
public func tfkLastErrorMessage(_ field: OpaquePointer?) -> UnsafePointer<CChar> {
  // The field's message is read under the registry's lock. A field another thread holds is
  // not read (its message may be changing): the thread's message then says it was busy.
  switch FieldRegistry.shared.errorMessage(of: field) {
  case .some(.some(let message)): return message
  case .some(.none):
    tfk_internal_set_thread_error(CallError.busy(field).message)
    return tfk_internal_thread_error()
  case .none: return tfk_internal_thread_error()
  }
}

/// `tfk_field_free`: destroys a field.
@_cdecl("tfk_field_free")
public func tfkFieldFree(_ field: OpaquePointer?) -> tfk_status {
  do throws(CallError) {
    try FieldRegistry.shared.remove(field)
    return tfk_status(TFK_OK)
  } catch {
    let error = error.status == tfk_status(TFK_ERR_BUSY) ? CallError.busy(field) : error
    tfk_internal_set_thread_error(error.message)
    return error.status
  }
}
