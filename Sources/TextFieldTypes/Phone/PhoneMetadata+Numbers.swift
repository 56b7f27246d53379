extension PhoneMetadata {
  /// `nsn` without the national prefix of `country` (`0`, NANP's `1`), as libphonenumber's
  /// parser strips it: only when something remains that can still be a number of the country
  /// (a possible length or longer, and matching the general pattern if `nsn` did).
  func withoutNationalPrefix(_ nsn: ArraySlice<UInt8>, country: Int) -> ArraySlice<UInt8> {
    let info = countries[country]
    guard let prefixes = info.nationalPrefix,
      let end = DigitSequence.firstMatch(prefixes, in: nsn), end > 0, end < nsn.count
    else { return nsn }
    let stripped = nsn.dropFirst(end)
    let main = regions[info.regions.lowerBound]
    if automata.matches(main.generalPattern, nsn), !automata.matches(main.generalPattern, stripped)
    {
      return nsn
    }
    let lengths = main.possibleLengths
    let longest = UInt32.bitWidth - 1 - lengths.leadingZeroBitCount
    guard stripped.count > longest || lengths >> UInt32(stripped.count) & 1 == 1 else {
      return nsn
    }
    return stripped
  }

  /// The region of `country` that `nsn` belongs to, as libphonenumber's region-for-number
  /// chooses.
  ///
  /// The first region whose leading digits match, or (without leading digits) whose number
  /// types match. While no region matches, the first that still could; then the main one.
  func region(of nsn: ArraySlice<UInt8>, country: Int) -> Int {
    let candidates = countries[country].regions
    guard candidates.count > 1 else { return candidates.lowerBound }
    for index in candidates {
      let region = regions[index]
      if region.leadingDigits != 0 {
        if automata.matches(region.leadingDigits, nsn) { return index }
      } else if isValid(nsn, region: index) {
        return index
      }
    }
    for index in candidates {
      let region = regions[index]
      let patterns = region.typePatterns != 0 ? region.typePatterns : region.generalPattern
      let automaton = region.leadingDigits != 0 ? region.leadingDigits : patterns
      if automata.isViable(automaton, nsn) { return index }
    }
    return candidates.lowerBound
  }

  /// Whether `nsn` is a valid number of `region`: a possible length, the general pattern and
  /// one of the type patterns match.
  func isValid(_ nsn: ArraySlice<UInt8>, region index: Int) -> Bool {
    let region = regions[index]
    guard nsn.count < 32, region.possibleLengths >> UInt32(nsn.count) & 1 == 1,
      automata.matches(region.generalPattern, nsn)
    else { return false }
    return region.typePatterns == 0 || automata.matches(region.typePatterns, nsn)
  }
}
