/// Lookups in the generated ``NumberLocaleData`` strings.
///
/// Each lookup scans the table (about 1,100 short lines); nothing is parsed ahead or cached, so
/// a program that never makes a number field pays nothing.
enum NumberLocaleTable {
  /// The lines of `identifier` and its CLDR parents, nearest first, ending with `root`; empty
  /// when the locale is unknown.
  static func chain(for identifier: String) -> [Substring] {
    guard var line = line(for: normalized(identifier)) else { return [] }
    var chain = [line]
    while let parent = parent(of: line), chain.count < 16, let next = self.line(for: parent) {
      line = next
      chain.append(line)
    }
    return chain
  }

  /// Every identifier, `root` first.
  static var identifiers: [String] {
    NumberLocaleData.locales.split(separator: "\n").map { String($0.prefix { $0 != "|" }) }
  }

  /// Identifiers close to an unknown `identifier`: those of the same language, else those a
  /// letter or two away.
  static func suggestions(for identifier: String) -> [String] {
    let wanted = normalized(identifier)
    let language = wanted.prefix { $0 != "_" }
    let all = identifiers
    let sameLanguage = all.filter { $0.lowercased().prefix { $0 != "_" } == language }
    if !sameLanguage.isEmpty { return Array(sameLanguage.prefix(5)) }
    let close = all.filter { editDistance(Array($0.lowercased()), Array(wanted), limit: 2) <= 2 }
    return Array(close.prefix(5))
  }

  /// The fraction digits of the currency `code`, `nil` if unknown.
  static func fractionDigits(ofCurrency code: String) -> Int? {
    let upper = code.uppercased()
    guard upper.count == 3 else { return nil }
    for entry in NumberLocaleData.currencies.split(separator: " ") where entry.hasPrefix(upper) {
      return Int(entry.dropFirst(3)) ?? 2
    }
    return nil
  }

  /// `identifier` lowercased with `-` as `_`, the way lines are compared.
  private static func normalized(_ identifier: String) -> String {
    String(identifier.lowercased().map { $0 == "-" ? "_" : $0 })
  }

  /// The line of the locale whose lowercased identifier is `wanted`.
  ///
  /// Scans the table's UTF-8 once, comparing identifiers byte by byte (they are ASCII).
  private static func line(for wanted: String) -> Substring? {
    let table = NumberLocaleData.locales
    let wantedBytes = Array(wanted.utf8)
    let newline = UInt8(ascii: "\n")
    let bar = UInt8(ascii: "|")
    let utf8 = table.utf8
    var start = utf8.startIndex
    while start < utf8.endIndex {
      var index = start
      var matched = 0
      while index < utf8.endIndex, utf8[index] != bar, utf8[index] != newline {
        let byte = utf8[index]
        let lower = byte >= 65 && byte <= 90 ? byte + 32 : byte
        if matched >= 0, matched < wantedBytes.count, wantedBytes[matched] == lower {
          matched += 1
        } else {
          matched = -1
        }
        utf8.formIndex(after: &index)
      }
      let end = utf8[index...].firstIndex(of: newline) ?? utf8.endIndex
      if matched == wantedBytes.count { return table[start..<end] }
      start = end < utf8.endIndex ? utf8.index(after: end) : end
    }
    return nil
  }

  /// The lowercased identifier of the parent of `line`'s locale: its `<` field, else the
  /// identifier without its last part, else `root`; `nil` for root.
  private static func parent(of line: Substring) -> String? {
    let fields = line.split(separator: "|")
    guard let identifier = fields.first, identifier != "root" else { return nil }
    if let explicit = fields.first(where: { $0.first == "<" }) {
      return explicit.dropFirst().lowercased()
    }
    guard let underscore = identifier.lastIndex(of: "_") else { return "root" }
    return identifier[..<underscore].lowercased()
  }
}
