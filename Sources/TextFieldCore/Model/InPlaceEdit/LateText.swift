import Synchronization

/// A text built on first read and kept, shared by the copies of the value that holds it.
///
/// A copy of a ``ProposedEdit`` may be read from another thread, so the text is built and kept
/// under a lock. Where `Mutex` is missing (macOS before 15) nothing is built late
/// (``buildsLate``).
struct LateText: Sendable {
  private let box: (any AnyObject & Sendable)?

  /// Nothing to build: the holder keeps its text elsewhere.
  init() { box = nil }

  /// Whether a text can be built late and kept (`Mutex` is there): where it cannot, a proposed
  /// edit builds its result at once, as it always did.
  static var buildsLate: Bool {
    if #available(macOS 15, *) { return true }
    return false
  }

  /// A place for a text to be built later (see ``buildsLate``).
  static func pending() -> LateText {
    if #available(macOS 15, *) { return LateText(box: Box()) }
    return LateText(box: nil)
  }

  private init(box: (any AnyObject & Sendable)?) { self.box = box }

  /// Whether the text was built.
  var isBuilt: Bool {
    if #available(macOS 15, *), let box = box as? Box { return box.isBuilt }
    return false
  }

  /// The text, built by `build` on the first read.
  func text(_ build: () -> String) -> String {
    if #available(macOS 15, *), let box = box as? Box { return box.text(build) }
    return build()
  }

  @available(macOS 15, *)
  private final class Box: Sendable {
    private let value = Mutex<String?>(nil)

    var isBuilt: Bool { value.withLock { $0 != nil } }

    func text(_ build: () -> String) -> String {
      value.withLock { value in
        if let value { return value }
        let built = build()
        value = built
        return built
      }
    }
  }
}
