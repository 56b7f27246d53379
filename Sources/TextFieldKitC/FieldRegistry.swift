import CTextFieldKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live fields of the C API, by handle: a handle the host holds is a token looked up here,
/// never a pointer the library dereferences, so a freed, foreign or forged handle is an error and
/// never a crash.
///
/// Tokens are never reused (a 64-bit counter), so a freed handle stays dead even after new fields
/// are made; they are odd numbers, so no aligned pointer of the host's is ever mistaken for one.
/// A field is lent to one call at a time: a call on a field another thread is inside gets
/// ``CallError/busy``, and freeing it waits for nothing (it is refused the same way). Safe from
/// any thread; the lock is held only to look up, lend and return, never while a field works.
final class FieldRegistry: @unchecked Sendable {
  /// The one table of the process: handles are process-wide, as pointers are.
  static let shared = FieldRegistry()

  private var fields: [UInt: HostedField] = [:]
  private var lent: Set<UInt> = []
  private var issued: UInt = 0
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() { pthread_mutex_init(lock, nil) }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// Keeps `field` and returns its new handle.
  func add(_ field: HostedField) -> OpaquePointer? {
    locked {
      issued += 1
      let token = issued << 4 | 0x1
      fields[token] = field
      return OpaquePointer(bitPattern: token)
    }
  }

  /// Forgets the field of `handle`; the field itself goes when the last call lending it returns.
  func remove(_ handle: OpaquePointer?) throws(CallError) {
    let token = UInt(bitPattern: handle)
    let result: CallError? = locked {
      guard fields[token] != nil else { return CallError.badHandle(token) }
      guard !lent.contains(token) else { return CallError.busy }
      fields[token] = nil
      return nil
    }
    if let result { throw result }
  }

  /// Runs `body` with the field of `handle`, lent to this call alone.
  func with<Result>(
    _ handle: OpaquePointer?, _ body: (HostedField) throws(CallError) -> Result
  ) throws(CallError) -> Result {
    let token = UInt(bitPattern: handle)
    let field = try lend(token)
    defer { locked { _ = lent.remove(token) } }
    return try body(field)
  }

  /// The field of `handle` when it is live and not lent: for reading a message it keeps.
  func peek(_ handle: OpaquePointer?) -> HostedField? {
    let token = UInt(bitPattern: handle)
    return locked { lent.contains(token) ? nil : fields[token] }
  }

  /// The last error message of the field of `handle`, read under the lock; `nil` when the
  /// handle is not live or another call holds the field (its message may be changing).
  func errorMessage(of handle: OpaquePointer?) -> UnsafePointer<CChar>?? {
    let token = UInt(bitPattern: handle)
    return locked {
      guard let field = fields[token] else { return nil }
      return lent.contains(token) ? .some(nil) : field.errorMessage.pointer
    }
  }

  private func lend(_ token: UInt) throws(CallError) -> HostedField {
    let result: Swift.Result<HostedField, CallError> = locked {
      guard let field = fields[token] else { return .failure(.badHandle(token)) }
      guard lent.insert(token).inserted else { return .failure(.busy) }
      return .success(field)
    }
    return try result.get()
  }

  private func locked<Value>(_ body: () -> Value) -> Value {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return body()
  }
}
