extension DecimalNumber {
  /// Whether `lhs` is the smaller number.
  public static func < (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool {
    let lhsNegative = lhs.isNegative && !lhs.isZero
    let rhsNegative = rhs.isNegative && !rhs.isZero
    if lhsNegative != rhsNegative { return lhsNegative }
    let order = compareMagnitudes(lhs, rhs)
    return lhsNegative ? order > 0 : order < 0
  }

  /// Whether both stand for the same number, whatever their trailing zeros (`1.50` and `1.5`).
  public static func == (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool {
    !(lhs < rhs) && !(rhs < lhs)
  }

  /// Hashes the number, equal for equal numbers (`1.50` and `1.5`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(isNegative)
    hasher.combine(integerDigits)
    hasher.combine(fractionDigits.reversed().drop { $0 == 0 }.count)
    hasher.combine(Array(fractionDigits.reversed().drop { $0 == 0 }))
  }

  /// The sum, with as many fraction digits as the operand that has more.
  ///
  /// O(digits).
  package static func + (lhs: DecimalNumber, rhs: DecimalNumber) -> DecimalNumber {
    let scale = max(lhs.fractionDigits.count, rhs.fractionDigits.count)
    let a = lhs.scaled(to: scale)
    let b = rhs.scaled(to: scale)
    let negative: Bool
    let digits: [UInt8]
    if lhs.isNegative == rhs.isNegative {
      negative = lhs.isNegative
      digits = add(a, b)
    } else if compare(a, b) >= 0 {
      negative = lhs.isNegative
      digits = subtract(a, b)
    } else {
      negative = rhs.isNegative
      digits = subtract(b, a)
    }
    let split = digits.count - scale
    return DecimalNumber(
      isNegative: negative, integerDigits: Array(digits.prefix(max(0, split))),
      fractionDigits: Array(digits.suffix(scale)))
  }

  /// The number with its sign flipped.
  package static prefix func - (number: DecimalNumber) -> DecimalNumber {
    DecimalNumber(
      isNegative: !number.isNegative, integerDigits: number.integerDigits,
      fractionDigits: number.fractionDigits)
  }

  /// A whole number.
  package init(_ value: Int) {
    let magnitude = value.magnitude
    let digits = String(magnitude).utf8.map { $0 - UInt8(ascii: "0") }
    self.init(isNegative: value < 0, integerDigits: digits)
  }

  /// -1, 0 or 1 as the magnitude of `lhs` is below, equal to or above that of `rhs`.
  private static func compareMagnitudes(_ lhs: DecimalNumber, _ rhs: DecimalNumber) -> Int {
    let scale = max(lhs.fractionDigits.count, rhs.fractionDigits.count)
    return compare(lhs.scaled(to: scale), rhs.scaled(to: scale))
  }

  /// All digits with the fraction padded to `scale` digits (an integer scaled by 10^scale).
  private func scaled(to scale: Int) -> [UInt8] {
    integerDigits + fractionDigits
      + Array(repeating: 0, count: max(0, scale - fractionDigits.count))
  }

  /// Compares two digit strings as whole numbers (leading zeros allowed).
  private static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
    let a = a.drop { $0 == 0 }
    let b = b.drop { $0 == 0 }
    if a.count != b.count { return a.count < b.count ? -1 : 1 }
    for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
    return 0
  }

  private static func add(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var carry: UInt8 = 0
    var i = a.count - 1
    var j = b.count - 1
    while i >= 0 || j >= 0 || carry > 0 {
      let sum = (i >= 0 ? a[i] : 0) + (j >= 0 ? b[j] : 0) + carry
      result.append(sum % 10)
      carry = sum / 10
      i -= 1
      j -= 1
    }
    return result.reversed()
  }

  /// `a - b` for `a >= b`.
  private static func subtract(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var borrow: Int = 0
    var j = b.count - 1
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      var difference = Int(a[i]) - borrow - (j >= 0 ? Int(b[j]) : 0)
      borrow = difference < 0 ? 1 : 0
      if difference < 0 { difference += 10 }
      result.append(UInt8(difference))
      j -= 1
    }
    return result.reversed()
  }
}
