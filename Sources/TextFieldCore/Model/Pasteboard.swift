/// The clipboard and the kill ring, shared by the fields of a form.
///
/// The clipboard holds what cut and copy put there; the kill ring holds readline's kills
/// (`C-k`, `C-u`, `C-w`, `M-d`…) for `C-y` and `M-y`.
public final class Pasteboard {
  /// The text cut or copied last, if any.
  public var clipboard: String?
  /// The kill ring.
  public var killRing: KillRing

  public init(clipboard: String? = nil, killRing: KillRing = KillRing()) {
    self.clipboard = clipboard
    self.killRing = killRing
  }
}

/// readline's kill ring: the most recent kills, newest first.
public struct KillRing: Hashable, Sendable {
  /// The kills, newest first.
  public private(set) var entries: [String] = []
  /// How many kills are kept; older ones fall off.
  public let capacity: Int

  /// A ring keeping `capacity` kills (at least 1).
  public init(capacity: Int = 32) {
    self.capacity = max(1, capacity)
  }

  /// The kill `C-y` yanks.
  public var top: String? { entries.first }

  /// Adds a kill.
  ///
  /// With `joiningTop`, consecutive kills make one entry, as in readline: text killed
  /// backward goes before the top entry, text killed forward after it.
  public mutating func kill(_ text: String, joiningTop: Bool, backward: Bool) {
    guard !text.isEmpty else { return }
    if joiningTop, !entries.isEmpty {
      // In place: a forward kill appends to the entry without copying it.
      if backward {
        entries[0].insert(contentsOf: text, at: entries[0].startIndex)
      } else {
        entries[0].append(text)
      }
      return
    }
    entries.insert(text, at: 0)
    if entries.count > capacity { entries.removeLast(entries.count - capacity) }
  }

  /// Moves the top entry to the back, making the next older kill the top (`M-y`).
  public mutating func rotate() {
    guard entries.count > 1 else { return }
    entries.append(entries.removeFirst())
  }
}
