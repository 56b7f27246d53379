extension Notation {
  /// Parses a notation spec: `SYMBOL=CHARS` or `SYMBOL:ITEM+ITEM…[:optional]`.
  ///
  /// * `SYMBOL=CHARS` accepts exactly the Characters after `=`, taken literally (`x=ab`).
  /// * `SYMBOL:ITEM+ITEM…` accepts the union of its items, each a class name
  ///   (`letters`, `decimalDigits`, …, plus the short
  ///   `digits` and `punctuation`) or `[chars]`, listed Characters in which `\` escapes the next
  ///   one (`C:letters+[ '\]]`). This is the reference library's notation: predefined sets and
  ///   `charactersIn`, united. `:optional` at the end makes the symbol optional (like `9`).
  ///
  /// The symbol is one Character (`x` followed by U+0301 is the one Character `x́`, which the
  /// format must then spell the same way); it cannot be a built-in symbol (`0 9 A a _ -` `…`,
  /// which always win) or mask syntax (`[ ] { } \`). Every Character must stand alone
  /// (merge with no neighbour: no leading combining mark, no trailing joiner): a lone combining mark could never be typed into a mask,
  /// and `[` followed by U+0301 is no longer a bracket. O(spec length).
  ///
  /// ```swift
  /// let decimal = try Notation(spec: ".:[.,]:optional")
  /// let mask = try Mask(format: "[999][.][99]", customNotations: [decimal])
  /// ```
  /// - Throws: ``NotationSpecError``, with the 1-based place of the character at fault.
  public init(spec: String) throws(NotationSpecError) {
    let parser = NotationSpecParser(spec)
    self = try parser.notation(in: 0..<parser.characters.count)
  }

  /// Parses specs separated by whitespace (`C=abc D:letters E:digits:optional`); whitespace
  /// inside `[chars]` belongs to the set (`N:letters+[ ]`).
  ///
  /// Errors place the character at fault in the whole `list`. A symbol given twice is an error
  /// (the reference would silently keep the first). An empty list gives no notations.
  /// O(list length).
  /// - Throws: ``NotationSpecError``.
  package static func notations(fromSpecList list: String) throws(NotationSpecError) -> [Notation] {
    try NotationSpecParser(list).list()
  }

  /// Parses specs given one by one (a command line's `--notation` flags).
  ///
  /// An error's ``NotationSpecError/spec`` is the spec at fault. A symbol given twice is an
  /// error. Linear in the number of specs (the symbols seen are kept in a set).
  /// - Throws: ``NotationSpecError``.
  package static func notations(fromSpecs specs: [String]) throws(NotationSpecError) -> [Notation] {
    var notations: [Notation] = []
    var symbols = Set<Character>()
    for spec in specs {
      let notation = try Notation(spec: spec)
      guard symbols.insert(notation.character).inserted else {
        throw NotationSpecError(.duplicateSymbol(notation.character), spec: spec, offset: 0)
      }
      notations.append(notation)
    }
    return notations
  }
}
