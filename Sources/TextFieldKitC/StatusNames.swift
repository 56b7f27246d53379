import CTextFieldKit

/// The names of the statuses, as C strings made once and kept for the life of the process.
enum StatusNames {
  private static let names: [(status: Int, name: String)] = [
    (TFK_OK, "TFK_OK"), (TFK_NO_EVENT, "TFK_NO_EVENT"),
    (TFK_ERR_NULL_ARGUMENT, "TFK_ERR_NULL_ARGUMENT"), (TFK_ERR_BAD_HANDLE, "TFK_ERR_BAD_HANDLE"),
    (TFK_ERR_BUSY, "TFK_ERR_BUSY"), (TFK_ERR_INVALID_UTF8, "TFK_ERR_INVALID_UTF8"),
    (TFK_ERR_BAD_ARGUMENT, "TFK_ERR_BAD_ARGUMENT"),
    (TFK_ERR_BUFFER_TOO_SMALL, "TFK_ERR_BUFFER_TOO_SMALL"), (TFK_ERR_ENDED, "TFK_ERR_ENDED"),
  ]

  /// Each name's storage, by status; `unknown` for the rest.
  private static let table: [Int32: CStringStorage] = {
    var table: [Int32: CStringStorage] = [:]
    for (status, name) in names {
      let storage = CStringStorage()
      storage.set(name)
      table[Int32(status)] = storage
    }
    return table
  }()

  private static let unknown: CStringStorage = {
    let storage = CStringStorage()
    storage.set("TFK_UNKNOWN_STATUS")
    return storage
  }()

  /// The name of `status`.
  static func name(of status: tfk_status) -> UnsafePointer<CChar> {
    (table[status] ?? unknown).pointer
  }
}
