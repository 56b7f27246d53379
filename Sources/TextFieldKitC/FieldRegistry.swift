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
///
/// A call costs one table look-up: lending finds the field's ``Entry`` and marks it lent; giving
/// it back clears the mark on the entry it already holds (under the lock, without a look-up).
final class FieldRegistry: @unchecked Sendable {
  /// The one table of the process: handles are process-wide, as pointers are.
  static let shared = FieldRegistry()

  /// A live field, and whether a call holds it (read and written under the lock).
  final class Entry {
    let field: HostedField
    var lent = false

    init(_ field: HostedField) { self.field = field }
  }

  private var entries: [UInt: Entry] = [:]
  private var issued: UInt = 0
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() { pthread_mutex_init(lock, nil) }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// Keeps `field` and returns its new handle.
  func add(_ field: HostedField) -> OpaquePointer? {
    let entry = Entry(field)
    pthread_mutex_lock(lock)
    issued += 1
    let token = issued << 4 | 0x1
    entries[token] = entry
    pthread_mutex_unlock(lock)
    return OpaquePointer(bitPattern: token)
  }

  /// Forgets the field of `handle`; the field itself goes when the last call lending it returns.
  func remove(_ handle: OpaquePointer?) throws(CallError) {
    let token = UInt(bitPattern: handle)
    pthread_mutex_lock(lock)
    let entry = entries[token]
    let lent = entry?.lent ?? false
    if entry != nil, !lent { entries[token] = nil }
    pthread_mutex_unlock(lock)
    guard entry != nil else { throw CallError.badHandle(token) }
    guard !lent else { throw CallError.busy }
  }

  /// Runs `body` with the field of `handle`, lent to this call alone.
  @inline(__always)
  func with<Result>(
    _ handle: OpaquePointer?, _ body: (HostedField) throws(CallError) -> Result
  ) throws(CallError) -> Result {
    let entry = try lend(UInt(bitPattern: handle))
    defer {
      pthread_mutex_lock(lock)
      entry.lent = false
      pthread_mutex_unlock(lock)
    }
    return try body(entry.field)
  }

  /// The field of `handle` when it is live and not lent: for reading a message it keeps.
  func peek(_ handle: OpaquePointer?) -> HostedField? {
    let token = UInt(bitPattern: handle)
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    guard let entry = entries[token], !entry.lent else { return nil }
    return entry.field
  }

  /// The last error message of the field of `handle`, read under the lock; `nil` when the
  /// handle is not live or another call holds the field (its message may be changing).
  func errorMessage(of handle: OpaquePointer?) -> UnsafePointer<CChar>?? {
    let token = UInt(bitPattern: handle)
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    guard let entry = entries[token] else { return nil }
    return entry.lent ? .some(nil) : entry.field.errorMessage.pointer
  }

  private func lend(_ token: UInt) throws(CallError) -> Entry {
    pthread_mutex_lock(lock)
    let entry = entries[token]
    let free = entry.map { !$0.lent } ?? false
    if free { entry?.lent = true }
    pthread_mutex_unlock(lock)
    guard let entry else { throw CallError.badHandle(token) }
    guard free else { throw CallError.busy }
    return entry
  }
}
