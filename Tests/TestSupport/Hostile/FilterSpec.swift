import InputMask
import TextFieldCore

/// A filter described as data, so a failing scenario can be printed as Swift and replayed.
public enum FilterSpec: Hashable, Sendable, CustomStringConvertible {
  /// `MaxLengthFilter(limit)`.
  case maxLength(Int)
  /// `CharacterFilter(mode, characters:)`.
  case characters(CharacterFilter.Mode, String)
  /// `RegexFilter(pattern)`.
  case regex(String)
  /// `PatternFilter(pattern:rawPattern:)`, with an allowed-Characters raw filter when given.
  case pattern(String, raw: String?, rawAllowed: String?)
  /// `MaskFilter(format:…)`.
  case mask(MaskSpec)

  /// A mask filter's configuration.
  public struct MaskSpec: Hashable, Sendable {
    public var format: String
    public var affineFormats: [String] = []
    public var strategy: AffinityStrategy = .wholeString
    public var rightToLeft = false
    public var autocomplete = true
    public var autoskip = false
    public var autocompletesOnBeginEditing = false

    public init(format: String, affineFormats: [String] = [], rightToLeft: Bool = false) {
      self.format = format
      self.affineFormats = affineFormats
      self.rightToLeft = rightToLeft
    }
  }

  /// The filter and the invariant it guarantees for the field's text.
  public func make() throws -> (filter: any TextFieldFilter, holds: (String) -> Bool) {
    switch self {
    case .maxLength(let limit):
      return (try MaxLengthFilter(limit), { $0.count <= limit })
    case .characters(let mode, let characters):
      let filter = try CharacterFilter(mode, characters: characters)
      return (filter, { $0.allSatisfy(filter.admits) })
    case .regex(let pattern):
      let filter = try RegexFilter(pattern)
      return (filter, { filter.matches($0) })
    case .pattern(let pattern, let raw, let rawAllowed):
      let rawFilters = try rawAllowed.map { [try CharacterFilter(.allowed, characters: $0)] } ?? []
      let filter = try PatternFilter(
        pattern: pattern, rawPattern: raw, rawCharacterFilters: rawFilters)
      let rawRegex = try raw.map { try Regex($0) }
      return (
        filter,
        { text in
          let value = filter.extractedValue(from: text)
          let matches = rawRegex.map { (try? $0.wholeMatch(in: value)) != nil } ?? true
          return filter.format(value) == text && value.count <= filter.capacity && matches
            && value.allSatisfy { character in rawFilters.allSatisfy { $0.admits(character) } }
        }
      )
    case .mask(let spec):
      let filter = try MaskFilter(
        format: spec.format, affineFormats: spec.affineFormats, strategy: spec.strategy,
        rightToLeft: spec.rightToLeft, autocomplete: spec.autocomplete, autoskip: spec.autoskip,
        autocompletesOnBeginEditing: spec.autocompletesOnBeginEditing)
      // Re-applying the mask the filter would choose changes nothing.
      return (filter, { filter.choice(for: $0).result.text == $0 })
    }
  }

  /// The kind of filter, for grouping failures (`CharacterFilter(.banned)`, `MaskFilter`).
  public var kind: String {
    switch self {
    case .maxLength: "MaxLengthFilter"
    case .characters(let mode, _): "CharacterFilter(.\(mode))"
    case .regex: "RegexFilter"
    case .pattern: "PatternFilter"
    case .mask(let spec): spec.affineFormats.isEmpty ? "MaskFilter" : "MaskFilter with affine masks"
    }
  }

  /// The Swift expression that builds the filter.
  public var description: String {
    let literal = HostileText.literal
    switch self {
    case .maxLength(let limit):
      return "try MaxLengthFilter(\(limit))"
    case .characters(let mode, let characters):
      return "try CharacterFilter(.\(mode), characters: \(literal(characters)))"
    case .regex(let pattern):
      return "try RegexFilter(\(literal(pattern)))"
    case .pattern(let pattern, let raw, let rawAllowed):
      var arguments = "pattern: \(literal(pattern))"
      if let raw { arguments += ", rawPattern: \(literal(raw))" }
      if let rawAllowed {
        arguments += ", rawCharacterFilters: [try CharacterFilter(.allowed, characters: "
        arguments += "\(literal(rawAllowed)))]"
      }
      return "try PatternFilter(\(arguments))"
    case .mask(let spec):
      var arguments = "format: \(literal(spec.format))"
      if !spec.affineFormats.isEmpty {
        arguments += ", affineFormats: [\(spec.affineFormats.map(literal).joined(separator: ", "))]"
        arguments += ", strategy: .\(spec.strategy)"
      }
      if spec.rightToLeft { arguments += ", rightToLeft: true" }
      if !spec.autocomplete { arguments += ", autocomplete: false" }
      if spec.autoskip { arguments += ", autoskip: true" }
      if spec.autocompletesOnBeginEditing { arguments += ", autocompletesOnBeginEditing: true" }
      return "try MaskFilter(\(arguments))"
    }
  }
}

extension FilterSpec {
  /// Regular expressions that match the empty text and stay matched when any Character is
  /// removed, so the other gates (which trim or drop inserted Characters) cannot break them.
  public static let regexes = [
    #"[^x]{0,8}"#, #"[a-z0-9 é]*"#, #".{0,5}"#, #"\D*"#, #"[^()]{0,10}"#,
  ]

  /// `#`-patterns with their raw patterns and allowed raw Characters.
  public static let patterns: [FilterSpec] = [
    .pattern("(##) #-##", raw: "[^ ]*", rawAllowed: nil),
    .pattern("+1 (###) ###-####", raw: "[0-9]*", rawAllowed: nil),
    .pattern("##/##", raw: nil, rawAllowed: nil),
    .pattern("é#→#", raw: nil, rawAllowed: "ab1é日\u{301}"),
    .pattern("# ## #", raw: nil, rawAllowed: nil),
  ]

  /// Masks: left to right, right to left, with affine formats, ellipses and `{}` blocks.
  public static let masks: [MaskSpec] = [
    MaskSpec(format: "+1 ([000]) [000]-[0000]"),
    MaskSpec(format: "+1 ([000]) [000]-[0000]", affineFormats: ["[000]-[0000]"]),
    MaskSpec(format: "[00]{.}[00]{.}[0000]"),
    MaskSpec(format: "[A][-----]"),
    MaskSpec(format: "[0…]"),
    MaskSpec(format: "{3.14}[9…]"),
    MaskSpec(format: "[AA]-[00]→[aa]"),
    MaskSpec(format: "[0] [000] [000]", rightToLeft: true),
    MaskSpec(format: "[000] [000]{.}[00]", rightToLeft: true),
    MaskSpec(format: "[0000] [0000]", affineFormats: ["[00] [00]", "[A…]"]),
  ]

  /// A random chain: none; gates (maximum length, allowed or banned Characters, a regular
  /// expression) that only ever trim or drop inserted Characters, so each keeps the others'
  /// invariants; or one formatting filter (a pattern or a mask) alone.
  ///
  /// A formatter and a gate in one chain can break each other's invariant by design (a mask adds
  /// literals past a maximum length; a trimmed mask output is not formatted), so they are not
  /// mixed.
  public static func randomChain<Source: ChoiceSource>(_ source: inout Source) -> [FilterSpec] {
    switch source.choice(below: 8) {
    case 0:
      return []
    case 1, 2:
      return [source.pick(patterns, or: .maxLength(1))]
    case 3, 4:
      var spec = source.pick(masks, or: MaskSpec(format: "[0]"))
      spec.strategy = source.pick(AffinityStrategy.allCases, or: .wholeString)
      spec.autocomplete = source.coin()
      spec.autoskip = source.coin()
      spec.autocompletesOnBeginEditing = source.oneIn(4)
      return [.mask(spec)]
    default:
      var chain: [FilterSpec] = []
      for _ in 0...source.choice(below: 3) {
        switch source.choice(below: 4) {
        case 0: chain.append(.maxLength(source.choice(below: 9)))
        case 1: chain.append(.characters(.allowed, characterList(&source, count: 10)))
        case 2: chain.append(.characters(.banned, characterList(&source, count: 3)))
        default: chain.append(.regex(source.pick(regexes, or: ".*")))
        }
      }
      return chain
    }
  }

  private static func characterList<Source: ChoiceSource>(
    _ source: inout Source, count: Int
  ) -> String {
    var list = ""
    for _ in 0...source.choice(below: count) { list += source.pick(HostileText.pieces, or: "a") }
    return list
  }
}
