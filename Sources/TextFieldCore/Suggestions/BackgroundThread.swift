#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work done on a thread of its own, its value taken once with ``join()``: a large history's
/// prefix index is built while the prompt waits for its first key.
///
/// A POSIX thread, not a task or a queue: the core links nothing but the standard library and
/// the C library. Where no thread can be made (a process at its thread limit), the work is done
/// by ``join()``, on the caller's thread: the value is the same, only later. Dropped without a
/// join, the thread is detached and finishes on its own (it holds what its work needs). The
/// thread blocks every signal but the faults (a crash on it keeps its backtrace), so the
/// process's signals reach the threads they reached before.
package final class BackgroundThread<Value> {
  /// Where the thread leaves the value: written by the thread only, read only after
  /// `pthread_join` returned (which orders the write before the read).
  private final class Slot: @unchecked Sendable {
    var value: Value?
  }

  private let slot = Slot()
  /// The work, kept only when no thread could be made for it.
  private var work: (() -> Value)?
  private var thread: pthread_t?
  private var joined: Value?

  /// Starts `work` on a new thread.
  ///
  /// `work` must touch nothing another thread changes meanwhile: hand it copies (arrays are
  /// copied when written, so a copy the caller keeps changing is safe).
  package init(_ work: @escaping () -> Value) {
    let slot = self.slot
    thread = ThreadStart.spawn { slot.value = work() }
    if thread == nil { self.work = work }
  }

  /// The work's value, once the thread has finished.
  ///
  /// Waits for the thread (or does the work now, when no thread could be made). The first call
  /// waits; later ones return the same value at once.
  package func join() -> Value? {
    if let joined { return joined }
    if let running = thread {
      thread = nil
      pthread_join(running, nil)
      joined = slot.value
    } else if let work {
      self.work = nil
      joined = work()
    }
    return joined
  }

  deinit {
    if let running = thread { pthread_detach(running) }
  }
}

/// Starting a POSIX thread for a Swift closure (non-generic: a C entry point cannot be).
private enum ThreadStart {
  /// The closure a thread runs, passed through its `void *` argument.
  final class Body: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
  }

  /// A new thread running `run`, or `nil` when none could be made.
  static func spawn(_ run: @escaping () -> Void) -> pthread_t? {
    let context = Unmanaged.passRetained(Body(run)).toOpaque()
    #if canImport(Darwin)
      var created: pthread_t?
    #else
      var created = pthread_t()
    #endif
    // The thread blocks every signal (it inherits the mask it is made with): a terminal's
    // signals (a resize, Ctrl-C) go to the thread that waits for keys, as they did before it.
    // Not the faults: a crash on the thread must reach the runtime's backtracer, which a
    // blocked fault would bypass (the kernel kills with the default action).
    var all = sigset_t()
    var previous = sigset_t()
    sigfillset(&all)
    for fault in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGSYS] {
      sigdelset(&all, fault)
    }
    pthread_sigmask(SIG_SETMASK, &all, &previous)
    let started = pthread_create(&created, nil, ThreadStart.entry, context)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    guard started == 0 else {
      Unmanaged<Body>.fromOpaque(context).release()
      return nil
    }
    return created
  }

  #if canImport(Darwin)
    /// The thread's C entry point: runs the body and releases it.
    static let entry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = {
      Unmanaged<Body>.fromOpaque($0).takeRetainedValue().run()
      return nil
    }
  #else
    /// The thread's C entry point: runs the body and releases it.
    static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = {
      if let context = $0 { Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run() }
      return nil
    }
  #endif
}
