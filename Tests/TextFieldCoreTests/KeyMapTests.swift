import Testing

@testable import TextFieldCore

@Suite struct KeyMapTests {
  @Test(arguments: [
    ("C-a", EditingCommand.move(.start, extending: false)),
    ("C-e", .move(.end, extending: false)),
    ("C-b", .move(.characterBackward, extending: false)),
    ("C-f", .move(.characterForward, extending: false)),
    ("M-b", .move(.wordBackward, extending: false)),
    ("M-f", .move(.wordForward, extending: false)),
    ("Home", .move(.start, extending: false)),
    ("End", .move(.end, extending: false)),
    ("Left", .move(.characterBackward, extending: false)),
    ("Right", .move(.characterForward, extending: false)),
    ("C-Left", .move(.wordBackward, extending: false)),
    ("M-Right", .move(.wordForward, extending: false)),
    ("S-Left", .move(.characterBackward, extending: true)),
    ("S-End", .move(.end, extending: true)),
    ("C-S-Right", .move(.wordForward, extending: true)),
    ("C-d", .deleteForward),
    ("Delete", .deleteForward),
    ("Backspace", .deleteBackward),
    ("C-h", .deleteBackward),
    ("C-k", .killToEnd),
    ("C-u", .killToStart),
    ("C-w", .deleteWhitespaceWordBackward),
    ("M-d", .deleteWordForward),
    ("M-Backspace", .deleteWordBackward),
    ("C-y", .yank),
    ("M-y", .yankPop),
    ("C-t", .transpose),
    ("M-t", .transposeWords),
    ("M-u", .changeCase(.upper)),
    ("M-l", .changeCase(.lower)),
    ("M-c", .changeCase(.capitalized)),
    ("C-_", .undo),
    ("M-_", .redo),
    ("M-w", .copy),
  ])
  func readlineEditingDefaults(notation: String, command: EditingCommand) throws {
    let key = try #require(KeyEvent(notation: notation))
    #expect(KeyMap.readline.action(for: key) == .edit(command))
  }

  @Test(arguments: [
    ("Tab", FormAction.nextField), ("Down", .step(by: -1)), ("S-Tab", .previousField),
    ("Up", .step(by: 1)), ("Enter", .returnKey), ("Esc", .cancel), ("C-c", .interrupt),
    ("C-l", .redraw), ("C-z", .suspend),
  ])
  func readlineFormDefaults(notation: String, action: FormAction) throws {
    let key = try #require(KeyEvent(notation: notation))
    #expect(KeyMap.readline.action(for: key) == .form(action))
  }

  @Test func printableCharactersInsertThemselves() {
    #expect(KeyMap.readline.action(for: KeyEvent(.character("日"))) == .edit(.insert("日")))
    #expect(KeyMap().action(for: KeyEvent(.character("x"))) == .edit(.insert("x")))
    #expect(KeyMap().action(for: KeyEvent(.character("\u{1B}"))) == nil)
    #expect(KeyMap.readline.action(for: .control("q")) == nil)
    // Controls insert nothing, ASCII or not; a CR LF pair is one Character and a control too.
    for control in ["\u{0}", "\u{7}", "\t", "\u{7F}", "\u{85}", "\r\n"] {
      #expect(KeyMap().action(for: KeyEvent(.character(Character(control)))) == nil)
    }
    for printable in [" ", "~", "é", "e\u{301}", "👩‍💻"] {
      let key = KeyEvent(.character(Character(printable)))
      #expect(KeyMap.readline.action(for: key) == .edit(.insert(printable)))
    }
  }

  /// A typed Character can be bound (a plain one is otherwise not looked up at all), by every
  /// way of binding, and inserts itself again once unbound.
  @Test func aTypedCharacterCanBeBound() {
    let x = KeyEvent(.character("x"))
    for bind in [
      { (map: inout KeyMap) in map.bind(x, to: .edit(.selectAll)) },
      { (map: inout KeyMap) in _ = map.bind("x", to: .edit(.selectAll)) },
      { (map: inout KeyMap) in map[x] = .edit(.selectAll) },
    ] {
      var map = KeyMap.readline
      bind(&map)
      #expect(map.action(for: x) == .edit(.selectAll))
      #expect(map.action(for: KeyEvent(.character("y"))) == .edit(.insert("y")))
      map.unbind(x)
      #expect(map.action(for: x) == .edit(.insert("x")))
      #expect(map == KeyMap.readline)
    }
    #expect(KeyMap(bindings: [x: .edit(.undo)]).action(for: x) == .edit(.undo))
    var shifted = KeyMap()
    shifted[KeyEvent(.character("X"), .shift)] = .edit(.undo)
    #expect(shifted.action(for: KeyEvent(.character("X"), .shift)) == .edit(.undo))
  }

  @Test func rebinding() {
    var map = KeyMap.readline
    let bound = map.bind("C-z", to: .edit(.redo))
    #expect(bound)
    map.unbind(.control("t"))
    map[.alt("a")] = .edit(.selectAll)
    #expect(map.action(for: .control("z")) == .edit(.redo))
    #expect(map.action(for: .control("t")) == nil)
    #expect(map.action(for: .alt("a")) == .edit(.selectAll))
    let badNotation = map.bind("Q-x", to: .edit(.redo))
    #expect(!badNotation)
  }

  @Test func cXcUIsATwoKeySequenceForUndo() {
    let map = KeyMap.readline
    #expect(map.resolve(.control("x"), after: nil) == .prefix)
    #expect(map.resolve(.control("u"), after: .control("x")) == .action(.edit(.undo)))
    #expect(map.resolve(.control("u"), after: nil) == .action(.edit(.killToStart)))
    #expect(map.resolve(KeyEvent(.character("a")), after: .control("x")) == .unbound)
    #expect(map.resolve(KeyEvent(.character("a")), after: nil) == .action(.edit(.insert("a"))))
    #expect(map.sequences == [.control("x"): [.control("u"): .edit(.undo)]])
  }

  @Test func sequencesBindByNotationAndUnbind() {
    var map = KeyMap()
    let bound = map.bind("C-c C-k", to: .edit(.killToEnd))
    #expect(bound)
    #expect(map.resolve(.control("c"), after: nil) == .prefix)
    #expect(map.resolve(.control("k"), after: .control("c")) == .action(.edit(.killToEnd)))
    let badSecondKey = map.bind("C-c Q-x", to: .edit(.redo))
    let threeKeys = map.bind("C-c C-k C-l", to: .edit(.redo))
    #expect(!badSecondKey)
    #expect(!threeKeys)
    let typedPrefix = map.bind("x y", to: .edit(.selectAll))
    #expect(typedPrefix)
    #expect(map.resolve(KeyEvent(.character("x")), after: nil) == .prefix)
    #expect(
      map.resolve(KeyEvent(.character("y")), after: KeyEvent(.character("x")))
        == .action(.edit(.selectAll)))
    map.unbind(KeyEvent(.character("x")))
    #expect(map.resolve(KeyEvent(.character("x")), after: nil) == .action(.edit(.insert("x"))))
    map.unbind(.control("c"), then: .control("k"))
    #expect(map.sequences.isEmpty)
    #expect(map.resolve(.control("c"), after: nil) == .unbound)
  }

  @Test(arguments: ["C-a", "M-b", "S-Left", "C-M-Right", "Enter", "Esc", "Space", "F5", "x", "C-_"])
  func notationRoundTrips(notation: String) throws {
    let key = try #require(KeyEvent(notation: notation))
    #expect(key.description == notation)
  }
}
