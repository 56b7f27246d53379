import InputMask

extension FieldSpec {
  /// An option's name as the user wrote it: `--affine` for the prompt, `affine` in a form field.
  package func optionName(_ name: String) -> String { key.isEmpty ? "--" + name : name }

  /// `field "phone": ` in a form, nothing for the prompt's single field.
  private var fieldPrefix: String { key.isEmpty ? "" : "field \"\(key)\": " }

  /// Options that only a mask reads (affine formats, strategy, autocomplete, autoskip,
  /// notations, right to left) need a mask: without one they would be ignored.
  package func checkMaskOptions() throws(FieldSpecError) {
    guard mask == nil else { return }
    var given: [String] = []
    if !affine.isEmpty { given.append("affine") }
    if strategy != nil { given.append("strategy") }
    if autocomplete != nil { given.append("autocomplete") }
    if autoskip { given.append("autoskip") }
    if !notations.isEmpty { given.append("notation") }
    if rtl { given.append("rtl") }
    guard let first = given.first else { return }
    let what =
      first == "affine"
      ? "an affine format is an alternative to the mask" : "it applies to the mask"
    throw FieldSpecError(
      description: fieldPrefix + "\(optionName(first)) needs \(optionName("mask")): \(what)")
  }

  /// The strategy rating affine formats: whole-string unless `strategy` names another.
  package func affinityStrategy() throws(FieldSpecError) -> AffinityStrategy {
    guard let strategy else { return .wholeString }
    guard let known = AffinityStrategy(rawValue: strategy) else {
      throw FieldSpecError(
        description: fieldPrefix + "\(optionName("strategy")) must be one of "
          + AffinityStrategy.allCases.map(\.rawValue).joined(separator: ", ")
          + ", not \"\(strategy)\"")
    }
    return known
  }

  /// The custom notations the `notation` specs define.
  package func makeNotations() throws(FieldSpecError) -> [Notation] {
    do {
      return try Notation.notations(fromSpecs: notations)
    } catch {
      throw FieldSpecError(
        description: fieldPrefix + "bad \(optionName("notation")): \(error.description)")
    }
  }
}
