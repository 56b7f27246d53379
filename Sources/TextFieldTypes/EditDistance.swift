/// The Levenshtein distance of `a` and `b`: the fewest insertions, deletions and substitutions
/// that turn one into the other.
///
/// The one edit distance of the package: locale names (compared as characters) and the
/// `textfield` command's option names (compared as UTF-8 bytes) both use it. When `limit` is
/// given and the lengths differ by more than it, the answer is `limit + 1` without measuring
/// (the distance is at least the difference of the lengths).
package func editDistance<Element: Equatable>(
  _ a: [Element], _ b: [Element], limit: Int? = nil
) -> Int {
  if let limit, abs(a.count - b.count) > limit { return limit + 1 }
  var previous = Array(0...b.count)
  for (i, x) in a.enumerated() {
    var current = [i + 1]
    for (j, y) in b.enumerated() {
      current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
    }
    previous = current
  }
  return previous[b.count]
}
