/// The outcome of applying a mask to text: the formatted text, its caret and what it holds.
///
/// Every position is a count of Characters (grapheme clusters).
public struct MaskResult: Sendable, Hashable {
  /// The formatted text.
  public var text: String
  /// The caret in `text`, in Characters (0...`text.count`).
  public var caret: Int
  /// The characters the user entered in `[]` blocks plus the fixed `{}` characters, in order.
  public var extractedValue: String
  /// Whether every mandatory symbol of the mask is filled.
  public var complete: Bool
  /// How well the text fitted the mask: +1 for each input character the mask took, -1 for each it
  /// dropped or each character it had to insert or skip (the reference's "whole string" affinity).
  package var affinity: Int
  /// The placeholder of the part of the mask that the text has not reached yet.
  public var tailPlaceholder: String

  /// Creates a result; the engine and tests use it.
  package init(
    text: String, caret: Int, extractedValue: String, complete: Bool, affinity: Int,
    tailPlaceholder: String
  ) {
    self.text = text
    self.caret = caret
    self.extractedValue = extractedValue
    self.complete = complete
    self.affinity = affinity
    self.tailPlaceholder = tailPlaceholder
  }
}
