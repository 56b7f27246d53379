/// One of libphonenumber's number formats, precompiled: the pattern as groups of quantified
/// digit sets, the output with `$1`…, and the as-you-type template.
struct PhoneNumberFormat: Sendable {
  /// A digit set repeated `minimum`…`maximum` times (greedy).
  struct Atom: Sendable {
    var mask: UInt16
    var minimum: Int
    var maximum: Int

    /// How many digits from `position` on this atom takes, greedily: at most `maximum`, each
    /// in the set.
    func longestRun(in digits: [UInt8], at position: Int) -> Int {
      var count = 0
      while count < maximum, position + count < digits.count {
        let digit = digits[position + count] &- 48
        guard digit < 10, mask >> digit & 1 == 1 else { break }
        count += 1
      }
      return count
    }
  }

  /// The identity of the pattern (equal patterns, equal identity).
  var patternID: Int
  /// The capturing groups of the pattern, in order.
  var groups: [[Atom]]
  /// The output, ASCII, with `$n` for group n (`$1 $2-$3`).
  var output: [UInt8]
  /// The template, ASCII, with `x` for each digit (`xxx xxx-xxxx`); empty when none can be built.
  var template: [UInt8]
  /// How many digits the template holds.
  var templateDigits: Int
  /// Whether the national-prefix formatting rule holds only the first group (or is absent).
  var ruleHasFirstGroupOnly: Bool
  /// Whether the national-prefix formatting rule separates the prefix with a space or hyphen.
  var ruleSeparatesPrefix: Bool
  /// Whether the national prefix is optional when formatting.
  var nationalPrefixIsOptional: Bool
  /// Whether the format has a domestic carrier-code rule.
  var hasCarrierCodeRule: Bool
  /// The leading-digits automata (prefix match), the n-th for n + 3 digits and more.
  var leadingDigits: [UInt32]

  /// The fewest and the most digits the pattern can match.
  let minimumDigits: Int
  let maximumDigits: Int

  init(
    patternID: Int, groups: [[Atom]], output: [UInt8], template: [UInt8], templateDigits: Int,
    ruleHasFirstGroupOnly: Bool, ruleSeparatesPrefix: Bool, nationalPrefixIsOptional: Bool,
    hasCarrierCodeRule: Bool, leadingDigits: [UInt32]
  ) {
    self.patternID = patternID
    self.groups = groups
    self.output = output
    self.template = template
    self.templateDigits = templateDigits
    self.ruleHasFirstGroupOnly = ruleHasFirstGroupOnly
    self.ruleSeparatesPrefix = ruleSeparatesPrefix
    self.nationalPrefixIsOptional = nationalPrefixIsOptional
    self.hasCarrierCodeRule = hasCarrierCodeRule
    self.leadingDigits = leadingDigits
    minimumDigits = groups.reduce(0) { total, atoms in total + atoms.reduce(0) { $0 + $1.minimum } }
    maximumDigits = groups.reduce(0) { total, atoms in total + atoms.reduce(0) { $0 + $1.maximum } }
  }

  /// The group boundaries of the first match of the pattern at `start` in `digits`, in the
  /// order Python's backtracking matcher tries (greedy), ending at the end of `digits` when
  /// `whole`; `nil` when there is none.
  ///
  /// O(2^atoms × digits) at worst; patterns have at most a few atoms and numbers a few digits.
  func match(_ digits: [UInt8], from start: Int, whole: Bool) -> [Int]? {
    var ends = [Int](repeating: 0, count: groups.count)
    return match(digits, group: 0, atom: 0, at: start, whole: whole, ends: &ends) ? ends : nil
  }

  /// Whether the pattern matches the whole of `digits`: `match(digits, from: 0, whole: true)
  /// != nil`, without recording the groups.
  func matchesWhole(_ digits: [UInt8]) -> Bool {
    digits.count >= minimumDigits && digits.count <= maximumDigits
      && matchesWhole(digits, group: 0, atom: 0, at: 0)
  }

  private func matchesWhole(_ digits: [UInt8], group: Int, atom: Int, at position: Int) -> Bool {
    if group == groups.count { return position == digits.count }
    let atoms = groups[group]
    if atom == atoms.count {
      return matchesWhole(digits, group: group + 1, atom: 0, at: position)
    }
    let current = atoms[atom]
    var count = current.longestRun(in: digits, at: position)
    while count >= current.minimum {
      if matchesWhole(digits, group: group, atom: atom + 1, at: position + count) { return true }
      count -= 1
    }
    return false
  }

  private func match(
    _ digits: [UInt8], group: Int, atom: Int, at position: Int, whole: Bool, ends: inout [Int]
  ) -> Bool {
    if group == groups.count { return !whole || position == digits.count }
    let atoms = groups[group]
    if atom == atoms.count {
      ends[group] = position
      return match(digits, group: group + 1, atom: 0, at: position, whole: whole, ends: &ends)
    }
    let current = atoms[atom]
    var count = current.longestRun(in: digits, at: position)
    while count >= current.minimum {
      if match(
        digits, group: group, atom: atom + 1, at: position + count, whole: whole, ends: &ends)
      {
        return true
      }
      count -= 1
    }
    return false
  }

  /// `digits` rewritten as Python's `re.sub(pattern, output, digits)` does: each leftmost match
  /// replaced by the output with its groups.
  func substitute(_ digits: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(digits.count + output.count)
    var position = 0
    var copied = 0
    // One buffer for every try: a match fills it from the start.
    var ends = [Int](repeating: 0, count: groups.count)
    while position < digits.count {
      guard
        match(digits, group: 0, atom: 0, at: position, whole: false, ends: &ends),
        ends.last ?? 0 > position
      else {
        position += 1
        continue
      }
      result.append(contentsOf: digits[copied..<position])
      var index = 0
      while index < output.count {
        let byte = output[index]
        if byte == UInt8(ascii: "$"), index + 1 < output.count {
          let group = Int(output[index + 1]) - 49
          if group >= 0, group < ends.count {
            let lower = group == 0 ? position : ends[group - 1]
            result.append(contentsOf: digits[lower..<ends[group]])
          }
          index += 2
          continue
        }
        result.append(byte)
        index += 1
      }
      position = ends.last ?? position
      copied = position
    }
    result.append(contentsOf: digits[copied...])
    return result
  }
}
