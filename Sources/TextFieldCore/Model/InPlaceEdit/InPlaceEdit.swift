/// An edit a field proposed from its own state, kept as the few bytes it changes so that it can
/// land by changing the field's text in place: what keeps a key's cost the same at 100 and
/// 100,000 Characters.
///
/// Delegates and filters see a ``ProposedEdit``: two texts, a range, a replacement and a caret.
/// When the field proposes one for a key, the edit also carries this (``ProposedEdit/known``),
/// found without counting Characters from the start of the text, by walking a few Characters
/// around the range (`ProposedEdit+InPlaceReplacement.swift`) or from an undo step's change
/// (`ProposedEdit+InPlaceUndoStep.swift`). It holds:
/// - two windows: the bytes of the text from a Character boundary before the change to where the
///   two texts' Characters meet again (``oldWindow``), and what the result holds there
///   (``newWindowText``). Outside them the two texts are the same bytes, split into the same
///   Characters;
/// - the result's Character count and the caret's UTF-8 offset in it;
/// - the result itself is built from the windows only when someone reads
///   ``ProposedEdit/result``, and then kept for the edit and its copies (``LateText``, a field of
///   the edit: inside this type it cost 2% more instructions per key, in copies of it).
///
/// When the delegate and every filter accept the edit without reading its result, the field
/// replaces the old window with the new one in its own storage
/// (`TextFieldModel+InPlaceEdit.swift`); otherwise it lands in ``ProposedEdit/result`` as any
/// edit does. Both land in the same state, which `ReferenceField`'s randomized tests check.
struct InPlaceEdit: Sendable {
  /// The number of Characters in the result.
  var resultCount: Int
  /// Where the caret lands in the result, in UTF-8 code units.
  var caretUTF8Offset: Int
  /// The bounds of ``ProposedEdit/range`` in ``ProposedEdit/text``.
  var lowerIndex: String.Index
  var upperIndex: String.Index
  /// The bytes of ``ProposedEdit/text`` that change, from a Character boundary.
  var oldWindow: Range<String.Index>
  /// What the result holds in place of ``oldWindow``: its own window's bytes.
  var newWindowText: String
  /// Where both windows start, in Characters (and at the same UTF-8 offset).
  var windowOffset: Int
  /// How many Characters each window holds.
  var oldWindowCount: Int
  var newWindowCount: Int
  /// Whether the windows start at the Character before ``ProposedEdit/range``, as for an edit
  /// proposed from a state (an undo step's windows are its change instead).
  var startsBeforeRange: Bool
  /// The result of the edit of `text` (the text it was proposed on): O(n).
  ///
  /// `text` with the old window replaced by the new one. ``ProposedEdit/result`` builds it on
  /// first read and keeps it for the edit's copies (``LateText``).
  func result(of text: String) -> String {
    // Bytes spliced into one new buffer (`replaceSubrange` on a copy of the text walked the
    // replacement's Characters).
    let utf8 = text.utf8
    return text.splicingUTF8(
      utf8.distance(from: utf8.startIndex, to: oldWindow.lowerBound),
      utf8.distance(from: utf8.startIndex, to: oldWindow.upperBound), with: newWindowText)
  }

  /// The Characters of `text` in the old window and those of the result in the new one.
  func windows(in text: String) -> (old: Substring, new: Substring) {
    (text[oldWindow], Substring(newWindowText))
  }

  /// What the caller of an edit does before and after it lands in place.
  ///
  /// Before, it lets go of its copies of the text (so the field's storage is the text's only
  /// holder); after, it takes the landed text (before anyone is told of the change). Undo and
  /// redo keep their history's texts this way.
  struct Hooks {
    var willChange: () -> Void
    var didChange: () -> Void
  }
}
