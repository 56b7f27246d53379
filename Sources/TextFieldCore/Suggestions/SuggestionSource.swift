/// What a ``SuggestionSource`` is asked: the field's text and where its caret is.
public struct SuggestionQuery: Hashable, Sendable {
  /// The field's whole text.
  public var text: String
  /// The caret, in Characters.
  public var caret: Int

  /// A query for `text` with the caret at `caret`.
  public init(text: String, caret: Int) {
    self.text = text
    self.caret = caret
  }
}

/// A candidate for a field: the whole text the field would hold if the user took it.
public struct Suggestion: Hashable, Sendable {
  /// The text the field would hold.
  public var text: String

  /// A candidate whose text is `text`.
  public init(_ text: String) {
    self.text = text
  }
}

/// Gives candidates for a field's text: a fixed list, a file's lines, the history.
///
/// Sources answer synchronously and are asked by the front end, never by the model on its own:
/// an asynchronous source will answer through the same path later (the front end asks, then hands
/// the answer back with the query it answers, and a stale answer is dropped), so callers of this
/// protocol keep working when one arrives.
///
/// A source is asked on the thread that runs the form. It need not be `Sendable`: a history
/// caches an index as it answers. A source another thread answers for is `Sendable` itself.
public protocol SuggestionSource {
  /// At most `limit` candidates for `query`, the best first.
  func suggestions(for query: SuggestionQuery, limit: Int) -> [Suggestion]
}
