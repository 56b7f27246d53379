/// Compiles a mask format into a `MaskProgram`: lex, (reverse), split, sort, emit nodes.
///
/// Compatible with the reference compiler: a `[]` block mixing digit (`0 9`), letter (`A a`) and
/// alphanumeric (`_ -`) symbols is split into runs of one kind (`[000AA]` = `[000][AA]`); each run
/// is sorted so mandatory symbols come before optional ones (`[9990]` = `[0999]`); the ellipsis
/// takes the kind of the symbol before it in its run (alphanumeric when it is alone) and ends the
/// mask: what follows it is checked but never used. A right-to-left mask compiles the reversed
/// format. O(format length · log(block length)).
struct MaskCompiler {
  let format: String
  let notations: [Notation]
  let isRightToLeft: Bool

  /// Compiles the format, throwing the first syntax error.
  func compile() throws(MaskFormatError) -> MaskProgram {
    // Every Character of the format must stand alone: written next to another it would merge
    // with it, and the text, its caret and its reversal (right to left) would all be off.
    for (offset, character) in format.enumerated() where !character.standsAlone {
      throw MaskFormatError(.joiningCharacter(character), format: format, offset: offset)
    }
    var segments = try FormatLexer(format: format, notations: notations).segments()
    if isRightToLeft { segments = segments.reversedFormat() }
    var program = MaskProgram()
    program.isRightToLeft = isRightToLeft
    emit: for segment in segments {
      switch segment {
      case .free(let character):
        program.appendLiteral(character, fixed: false)
      case .fixed(let characters):
        for character in characters { program.appendLiteral(character, fixed: true) }
      case .value(let symbols):
        for run in runs(of: symbols) {
          var previous: Character?
          for symbol in sorted(run) {
            if symbol == FormatLexer.ellipsis {
              program.appendValue(.ellipsis, set: inheritedSet(after: previous), placeholder: "…")
              break emit
            }
            let (kind, set, placeholder) = meaning(of: symbol)
            program.appendValue(kind, set: set, placeholder: placeholder)
            previous = symbol
          }
        }
      }
    }
    program.finish()
    return program
  }

  /// Splits a block's symbols into runs of one built-in kind; custom symbols and the ellipsis
  /// join the current run.
  private func runs(of symbols: [Character]) -> [[Character]] {
    var runs: [[Character]] = []
    var current: [Character] = []
    var kinds: UInt8 = 0
    for symbol in symbols {
      let kind = builtInKind(of: symbol)
      if kind != 0, kinds & ~kind != 0 {
        runs.append(current)
        current = []
        kinds = 0
      }
      current.append(symbol)
      kinds |= kind
    }
    if !current.isEmpty { runs.append(current) }
    return runs
  }

  /// Sorts a run: mandatory before optional, the ellipsis last.
  ///
  /// As the reference: by Character order when the run has `0`, `9`, `A` or `a`; otherwise with
  /// `_` ranked as `A` and `-` as `a`, so that `_` comes before `-`.
  private func sorted(_ run: [Character]) -> [Character] {
    let byCharacter = run.contains { "09Aa".contains($0) }
    func key(_ symbol: Character) -> Character {
      if byCharacter { return symbol }
      switch symbol {
      case "_": return "A"
      case "-": return "a"
      default: return symbol
      }
    }
    let symbols = run.filter { $0 != FormatLexer.ellipsis }.sorted { key($0) < key($1) }
    return symbols.count == run.count ? symbols : symbols + [FormatLexer.ellipsis]
  }

  /// 1 for digit symbols, 2 for letter symbols, 4 for alphanumeric symbols, 0 otherwise.
  private func builtInKind(of symbol: Character) -> UInt8 {
    switch symbol {
    case "0", "9": return 1
    case "A", "a": return 2
    case "_", "-": return 4
    default: return 0
    }
  }

  /// The node kind, accepted set and placeholder character of a (non-ellipsis) symbol.
  private func meaning(
    of symbol: Character
  ) -> (MaskNode.Kind, MaskCharacterSet, Character) {
    switch symbol {
    case "0": return (.value, .decimalDigits, "0")
    case "9": return (.optionalValue, .decimalDigits, "0")
    case "A": return (.value, .letters, "a")
    case "a": return (.optionalValue, .letters, "a")
    case "_": return (.value, .alphanumerics, "-")
    case "-": return (.optionalValue, .alphanumerics, "-")
    default:
      // The lexer admitted only built-in symbols and notation characters.
      let notation = notations.first { $0.character == symbol }
      let set = notation?.characterSet ?? MaskCharacterSet()
      return (notation?.isOptional == true ? .optionalValue : .value, set, symbol)
    }
  }

  /// The set an ellipsis inherits from the symbol before it (alphanumerics when there is none).
  private func inheritedSet(after symbol: Character?) -> MaskCharacterSet {
    guard let symbol else { return .alphanumerics }
    return meaning(of: symbol).1
  }
}
