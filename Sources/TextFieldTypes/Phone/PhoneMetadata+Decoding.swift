extension PhoneMetadata {
  /// Decodes the generated table (see ``PhoneMetadataReader`` for the encoding).
  init(decoding table: StaticString) {
    self.init()
    table.withUTF8Buffer { bytes in
      var reader = PhoneMetadataReader(bytes)
      let strings = reader.strings()
      let string = { (index: Int) in index < strings.count ? strings[index] : "" }
      let starts = readAutomata(&reader)
      reader.endSection()
      let automaton = { (reference: Int) -> UInt32 in
        reference > 0 && reference <= starts.count ? starts[reference - 1] : 0
      }
      for _ in 0..<reader.count() {
        readCountry(&reader, string: string, automaton: automaton)
      }
    }
  }

  /// Reads the automata section into ``automata``; the start state of each automaton.
  private mutating func readAutomata(_ reader: inout PhoneMetadataReader) -> [UInt32] {
    var starts: [UInt32] = []
    for _ in 0..<reader.count() {
      let states = reader.count()
      // Local state k (1-based) is global state base + k - 1; local 0 is the shared dead state.
      let base = UInt32(automata.accepting.count)
      starts.append(base)
      for _ in 0..<states {
        automata.accepting.append(reader.int() == 1)
        var digit = 0
        while digit < 10 {
          let target = reader.int()
          let run = max(1, min(reader.int(), 10 - digit))
          let global = target == 0 ? 0 : base + UInt32(target) - 1
          automata.transitions.append(contentsOf: repeatElement(global, count: run))
          digit += run
        }
      }
    }
    return starts
  }

  private mutating func readCountry(
    _ reader: inout PhoneMetadataReader, string: (Int) -> String, automaton: (Int) -> UInt32
  ) {
    let code = reader.int()
    let internationalPrefix = reader.sequences()
    let nationalPrefix = reader.int() == 1 ? reader.sequences() : nil
    var lists: [(range: Range<Int>, listed: Int)] = []
    for _ in 0..<2 {
      let listed = reader.int()
      let start = formats.count
      for _ in 0..<reader.count() {
        formats.append(readFormat(&reader, string: string, automaton: automaton))
      }
      lists.append((start..<formats.count, listed))
    }
    let firstRegion = regions.count
    for _ in 0..<reader.count() {
      regions.append(
        Region(
          code: string(reader.int()), country: countries.count,
          leadingDigits: automaton(reader.int()), generalPattern: automaton(reader.int()),
          typePatterns: automaton(reader.int()),
          possibleLengths: UInt32(truncatingIfNeeded: reader.int())))
    }
    if code > 0, code < countryByCode.count { countryByCode[code] = Int16(countries.count) }
    countries.append(
      Country(
        code: code, internationalPrefix: internationalPrefix, nationalPrefix: nationalPrefix,
        nationalFormats: lists[0].range, internationalFormats: lists[1].range,
        hasInternationalFormats: lists[1].listed > 0, regions: firstRegion..<regions.count))
  }

  private func readFormat(
    _ reader: inout PhoneMetadataReader, string: (Int) -> String, automaton: (Int) -> UInt32
  ) -> PhoneNumberFormat {
    let patternID = reader.int()
    let groups = (0..<reader.count()).map { _ in
      (0..<reader.count()).map { _ in
        PhoneNumberFormat.Atom(
          mask: UInt16(truncatingIfNeeded: reader.int()), minimum: reader.int(),
          maximum: reader.int())
      }
    }
    let output = Array(string(reader.int()).utf8)
    let template = Array(string(reader.int()).utf8)
    let templateDigits = reader.int()
    let flags = reader.int()
    let leadingDigits = (0..<reader.count()).map { _ in automaton(reader.int()) }
    return PhoneNumberFormat(
      patternID: patternID, groups: groups, output: output, template: template,
      templateDigits: templateDigits, ruleHasFirstGroupOnly: flags & 1 != 0,
      ruleSeparatesPrefix: flags & 2 != 0, nationalPrefixIsOptional: flags & 4 != 0,
      hasCarrierCodeRule: flags & 8 != 0, leadingDigits: leadingDigits)
  }
}
