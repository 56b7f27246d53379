extension KeyMap {
  /// readline/emacs defaults for a single-line field in a form.
  ///
  /// Motion: `C-a C-e C-b C-f M-b M-f`, Home/End, arrows, Ctrl/Alt-arrows (by word).
  /// Selection: Shift with any motion key. Deletion: Backspace/`C-h`, `C-d`/Delete,
  /// `M-Backspace`, `M-d`, `C-w`, `C-u`, `C-k`. Kill ring: `C-y`, `M-y`. `C-t` transposes
  /// characters and `M-t` words; `M-u`, `M-l`, `M-c` upcase, downcase and capitalise the word;
  /// `C-_` and `C-x C-u` undo, `M-_` redoes (readline has no redo, and leaves `M-_` to history
  /// commands a field has none of; Emacs' `undo-redo` is `C-M-_`), `M-w` copies the selection to
  /// the clipboard and the kill ring (Emacs' kill-ring-save). Form: Tab next, Shift-Tab previous,
  /// Up/Down step a number or date field's value and move focus elsewhere, Enter return, Esc cancel, `C-c` interrupt, `C-l` redraw, `C-z` suspend.
  /// History (a field with one): `C-p`/`C-n` (and Up/Down where they step nothing) recall,
  /// `C-r` searches, `C-g` leaves the search.
  public static let readline: KeyMap = {
    var map = KeyMap()
    let motions: [(KeyEvent, CaretMotion)] = [
      (.control("a"), .start), (.control("e"), .end), (.control("b"), .characterBackward),
      (.control("f"), .characterForward), (.alt("b"), .wordBackward), (.alt("f"), .wordForward),
      (KeyEvent(.home), .start), (KeyEvent(.end), .end), (KeyEvent(.left), .characterBackward),
      (KeyEvent(.right), .characterForward), (KeyEvent(.left, .control), .wordBackward),
      (KeyEvent(.right, .control), .wordForward), (KeyEvent(.left, .alt), .wordBackward),
      (KeyEvent(.right, .alt), .wordForward),
    ]
    for (key, motion) in motions {
      map.bind(key, to: .edit(.move(motion, extending: false)))
      if case .character = key.key { continue }
      map.bind(key.adding(.shift), to: .edit(.move(motion, extending: true)))
    }
    let edits: [(KeyEvent, EditingCommand)] = [
      (KeyEvent(.backspace), .deleteBackward), (.control("h"), .deleteBackward),
      (KeyEvent(.delete), .deleteForward), (.control("d"), .deleteForward),
      (KeyEvent(.backspace, .alt), .deleteWordBackward), (.alt("d"), .deleteWordForward),
      (KeyEvent(.delete, .control), .deleteWordForward),
      (.control("w"), .deleteWhitespaceWordBackward), (.control("u"), .killToStart),
      (.control("k"), .killToEnd), (.control("y"), .yank), (.alt("y"), .yankPop),
      (.control("t"), .transpose), (.alt("t"), .transposeWords),
      (.alt("u"), .changeCase(.upper)), (.alt("l"), .changeCase(.lower)),
      (.alt("c"), .changeCase(.capitalized)), (.control("_"), .undo), (.alt("_"), .redo),
      (.alt("w"), .copy),
    ]
    for (key, command) in edits { map.bind(key, to: .edit(command)) }
    map.bind(.control("x"), then: .control("u"), to: .edit(.undo))
    let form: [(KeyEvent, FormAction)] = [
      (KeyEvent(.tab), .nextField), (KeyEvent(.down), .step(by: -1)),
      (KeyEvent(.tab, .shift), .previousField), (KeyEvent(.up), .step(by: 1)),
      (KeyEvent(.enter), .returnKey), (KeyEvent(.escape), .cancel), (.control("c"), .interrupt),
      (.control("l"), .redraw), (.control("z"), .suspend),
    ]
    for (key, action) in form { map.bind(key, to: .form(action)) }
    bindHistoryKeys(&map)
    map.bindSuggestionKeys()
    return map
  }()

  /// History: `C-p`/`C-n` recall, `C-r` searches, `C-g` leaves a search (readline's keys).
  private static func bindHistoryKeys(_ map: inout KeyMap) {
    let history: [(KeyEvent, FormAction)] = [
      (.control("p"), .recallHistory(by: 1)), (.control("n"), .recallHistory(by: -1)),
      (.control("r"), .searchHistory), (.control("g"), .abortSearch),
    ]
    for (key, action) in history { map.bind(key, to: .form(action)) }
  }

  /// The readline map's keys while suggestions show: Right, End and `C-e` take the ghost, `M-f`
  /// its next word, Tab opens the list, Esc hides them; while the list shows, Tab, Down and `C-n`
  /// select the next entry, Shift-Tab, Up and `C-p` the previous one, Return takes it and Esc
  /// closes it.
  private mutating func bindSuggestionKeys() {
    let suggestion: [(KeyEvent, FormAction)] = [
      (KeyEvent(.right), .acceptSuggestion), (KeyEvent(.end), .acceptSuggestion),
      (.control("e"), .acceptSuggestion), (.alt("f"), .acceptSuggestionWord),
      (KeyEvent(.tab), .nextSuggestion), (KeyEvent(.escape), .dismissSuggestions),
    ]
    for (key, action) in suggestion { self[key, .suggestion] = .form(action) }
    let list: [(KeyEvent, FormAction)] = [
      (KeyEvent(.tab), .nextSuggestion), (KeyEvent(.down), .nextSuggestion),
      (.control("n"), .nextSuggestion), (KeyEvent(.tab, .shift), .previousSuggestion),
      (KeyEvent(.up), .previousSuggestion), (.control("p"), .previousSuggestion),
      (KeyEvent(.enter), .acceptSuggestion), (KeyEvent(.escape), .dismissSuggestions),
    ]
    for (key, action) in list { self[key, .suggestionList] = .form(action) }
  }
}
