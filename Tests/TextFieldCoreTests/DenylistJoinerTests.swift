import TestSupport
import Testing

@testable import TextFieldCore

/// A denylist keeps its Characters out as scalars.
///
/// A banned `'` cannot get in by joining a combining mark after it, a prepended concatenation mark (U+0600…U+0605) before it, a ZWJ or
/// a variation selector after it, into one Character that is not `'`. The same holds for what a
/// negated regex class keeps out. Allow-lists judge whole Characters, as before.
@Suite struct DenylistJoinerTests {
  /// The shell metacharacters of the attack, each wrapped in every kind of joining scalar.
  static let banned: [Character] = ["'", ";", "|", "&", "$", "`"]

  static func hostile(_ character: Character) -> [String] {
    let scalar = String(character)
    return [
      scalar + "\u{301}", scalar + "\u{301}\u{302}", scalar + "\u{200D}", scalar + "\u{FE0F}",
      scalar + "\u{E0100}", scalar + "\u{200C}",
    ] + (0x600...0x605).compactMap(Unicode.Scalar.init).map { String($0) + scalar }
  }

  static let cases: [(banned: Character, hostile: String)] = banned.flatMap { character in
    hostile(character).map { (character, $0) }
  }

  @Test func everyHostileStringIsOneCharacter() {
    for (_, hostile) in Self.cases { #expect(hostile.count == 1, "\(hostile.unicodeScalars)") }
  }

  @Test(arguments: cases)
  func theBannedFilterRefusesTheJoinedCharacter(banned: Character, hostile: String) throws {
    let filter = try CharacterFilter(.banned, characters: String(banned))
    #expect(!filter.admits(Character(hostile)))
    let typed = TextFieldModel.editing("a", filters: [filter])
    #expect(
      typed.perform(.insert(hostile))
        == .rejected(reason: .banned(described: "\"\(banned)\"")))
    #expect(typed.state == TextFieldState(text: "a", caret: 1))
    let pasted = TextFieldModel.editing(filters: [filter])
    #expect(
      pasted.perform(.paste("a" + hostile + "b"))
        == .rewritten(EditNotice(droppedCount: 1, reason: .banned(described: "\"\(banned)\""))))
    #expect(pasted.state == TextFieldState(text: "ab", caret: 2))
  }

  @Test(arguments: cases)
  func aNegatedClassRefusesTheJoinedCharacter(banned: Character, hostile: String) throws {
    let regex = try LinearRegex("[^;|&$\\x60']*")
    #expect(!regex.wholeMatch("x" + hostile + "rm"))
    #expect(!regex.isViablePrefix("x" + hostile))
    #expect(
      regex.wholeMatch("x" + String(hostile.unicodeScalars.filter { $0 != banned.singleScalar })))
  }

  /// A prepended mark typed first, then the banned Character: the two keystrokes make one
  /// Character, judged as it results.
  @Test func aPrependedMarkThenTheBannedCharacterIsRefusedOnTheSecondKey() throws {
    let field = TextFieldModel.editing(filters: [try CharacterFilter(.banned, characters: "'")])
    field.type("a\u{600}")
    #expect(field.perform(.insert("'")) == .rejected(reason: .banned(described: "\"'\"")))
    #expect(field.text == "a\u{600}")
  }

  @Test(
    arguments: [
      // A banned flag stays out with a ZWJ or variation selector after it, and its letters in
      // the other order are another flag.
      ("🇺🇸", "🇺🇸\u{200D}", false), ("🇺🇸", "🇺🇸\u{FE0F}", false), ("🇺🇸", "🇸🇺", true),
      // A banned regional indicator stays out of every flag holding it.
      ("\u{1F1FA}", "🇺🇸", false), ("\u{1F1FA}", "🇸🇪", true),
      // A banned initial jamo stays out of a decomposed syllable; the precomposed syllable holds
      // no jamo scalar (the limit DECISIONS.md states).
      ("\u{1100}", "\u{1100}\u{1161}", false), ("\u{1100}", "\u{AC00}", true),
      // A banned Character of several scalars matches both forms, and longer ones holding it.
      ("e\u{301}", "\u{E9}", false), ("e\u{301}", "e\u{301}\u{302}", false),
      ("e\u{301}", "e", true),
      // A scalar canonically equal to a banned one is that one (U+037E is `;`).
      (";", "\u{37E}", false), (";", "\u{37E}\u{301}", false),
      // Everything else goes through.
      ("'", "e\u{301}", true), ("'", "👩‍👩‍👧", true), ("'", "\u{600}a", true),
    ] as [(String, String, Bool)])
  func bannedCharactersOfEveryKind(banned: String, candidate: String, admitted: Bool) throws {
    let filter = try CharacterFilter(.banned, characters: banned)
    #expect(filter.admits(Character(candidate)) == admitted)
  }

  /// The shortcut `Character.holds` takes for an ASCII Character holds for every scalar.
  ///
  /// A scalar outside ASCII equals an ASCII Character only by a singleton decomposition, which
  /// excludes it from composition. Checked over every assigned scalar.
  @Test func onlyCompositionExclusionsEqualAnASCIICharacter() {
    let ascii = Set((0..<0x80).compactMap(Unicode.Scalar.init).map(Character.init))
    var equal: [UInt32] = []
    for value in UInt32(0x80)...0x10FFFF {
      // Unassigned and private-use scalars have no decomposition.
      guard let scalar = Unicode.Scalar(value),
        ![.unassigned, .privateUse].contains(scalar.properties.generalCategory),
        ascii.contains(Character(scalar))
      else { continue }
      #expect(scalar.properties.isFullCompositionExclusion)
      equal.append(value)
    }
    #expect(equal == [0x37E, 0x1FEF, 0x212A])
  }

  /// A predicate-based denylist gets the same rule: each scalar is judged on its own too.
  @Test func aBannedPredicateJudgesEachScalar() throws {
    let filter = try CharacterFilter(.banned, where: \.isNumber, description: "digits")
    #expect(!filter.admits("1\u{301}"))
    #expect(!filter.admits(Character("\u{600}1")))
    #expect(filter.admits("a\u{301}"))
  }

  /// Allow-lists still take a Character only whole: a joiner that is not listed keeps it out.
  @Test func anAllowListJudgesTheWholeCharacter() throws {
    let filter = try CharacterFilter(.allowed, characters: "ab'")
    #expect(filter.admits("'"))
    #expect(!filter.admits("'\u{301}"))
    #expect(!filter.admits(Character("\u{600}'")))
  }
}
