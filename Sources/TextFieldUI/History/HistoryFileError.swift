/// Why a ``HistoryFile`` could not be written: the file and what failed, in words.
public struct HistoryFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// "cannot write history file ~/.h: No space left on device".
  public var description: String

  package init(_ description: String) { self.description = description }
}
