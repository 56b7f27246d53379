/// A suggestion source with something to tell the user (a command that failed or was
/// stopped): the form shows it on its message line after asking the source.
package protocol SuggestionNotifying: AnyObject {
  /// The notice not yet shown, if any; taking it clears it.
  func takeNotice() -> String?
}
