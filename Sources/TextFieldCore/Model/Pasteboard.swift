/// The clipboard and the kill ring, shared by the fields of a form.
///
/// The clipboard holds what cut and copy put there; the kill ring holds readline's kills
/// (`C-k`, `C-u`, `C-w`, `M-d`…) for `C-y` and `M-y`.
public final class Pasteboard {
  /// The text cut or copied last, if any.
  public var clipboard: String?
  /// The kill ring.
  public var killRing: KillRing

  /// A pasteboard holding `clipboard` and `killRing`.
  public init(clipboard: String? = nil, killRing: KillRing = KillRing()) {
    self.clipboard = clipboard
    self.killRing = killRing
  }
}

/// readline's kill ring: the most recent kills, newest first, and the one `C-y` yanks.
///
/// As readline's: a new kill becomes the newest entry and the one yanked; `M-y` moves the yank
/// to the next older entry (wrapping to the newest), without reordering the ring, so a kill made
/// after `M-y` is followed by the entries in the order they were killed. The ring keeps
/// readline's 10 kills by default.
public struct KillRing: Hashable, Sendable {
  /// The kills, newest first.
  package private(set) var entries: [String] = []
  /// The position in ``entries`` of the kill `C-y` yanks (0 when the ring is empty).
  package private(set) var index = 0
  /// How many kills are kept; older ones fall off.
  package let capacity: Int

  /// A ring keeping `capacity` kills (at least 1); readline keeps 10.
  public init(capacity: Int = 10) {
    self.capacity = max(1, capacity)
  }

  /// The kill `C-y` yanks.
  package var top: String? { entries.isEmpty ? nil : entries[index] }

  /// Adds a kill, which becomes the one yanked.
  ///
  /// With `joiningTop`, consecutive kills make one entry, as in readline: text killed
  /// backward goes before the newest entry, text killed forward after it.
  package mutating func kill(_ text: String, joiningTop: Bool, backward: Bool) {
    guard !text.isEmpty else { return }
    index = 0
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

  /// Makes the next older kill the one yanked, after the oldest the newest (`M-y`); the order of
  /// the entries stays as it is.
  package mutating func rotate() {
    guard !entries.isEmpty else { return }
    index = (index + 1) % entries.count
  }
}
