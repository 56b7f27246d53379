import InputMask

extension PatternFilter: InputDescribing {
  /// How many Characters the pattern's slots take (`digits` when the allowed Characters are
  /// digits only) and the pattern filled in: `10 digits, shown as +1 (555) 123-4567`.
  public var inputDescription: String {
    let digitsOnly =
      !rawCharacterFilters.isEmpty
      && rawCharacterFilters.allSatisfy { filter in
        filter.mode == .allowed && "0123456789".allSatisfy(filter.admits)
          && !"aZ".contains(where: filter.admits)
      }
    let samples = Array(digitsOnly ? "5551234567" : "abcdefghijklmnopqrstuvwxyz")
    let admitted = samples.filter { sample in rawCharacterFilters.allSatisfy { $0.admits(sample) } }
    let fill = admitted.isEmpty ? samples : admitted
    let example = format(String((0..<capacity).map { fill[$0 % fill.count] }))
    let noun = digitsOnly ? ("digit", "digits") : ("character", "characters")
    var words =
      InputWords.count(capacity, noun.0, noun.1) + ", shown as "
      + escapingControls(example)
    if let rawPattern { words += ", matching " + InputWords.quoted(rawPattern) }
    return words
  }
}
