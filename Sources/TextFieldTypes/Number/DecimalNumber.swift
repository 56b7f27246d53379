/// An exact decimal number of any length: a sign and ASCII digits with a scale, never a `Double`.
///
/// What number fields compare and add: `0.1 + 0.2` is `0.3`, and a value of a thousand digits
/// neither overflows nor crashes. Its ``description`` is the plain form of
/// `FormatStatus/value`: `-1234.50`, ASCII digits, `.` as the decimal point,
/// no group separators, the fraction digits it was given.
public struct DecimalNumber: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Whether the number is below zero (never for zero itself).
  package private(set) var isNegative: Bool
  /// The digits of the integer part, most significant first, without leading zeros (empty for
  /// zero).
  package private(set) var integerDigits: [UInt8]
  /// The digits after the decimal point, trailing zeros kept (`1.50` has two).
  package private(set) var fractionDigits: [UInt8]

  /// The number of `integerDigits` and `fractionDigits`, negative if `isNegative` and not zero.
  package init(isNegative: Bool, integerDigits: [UInt8], fractionDigits: [UInt8] = []) {
    let integer = Array(integerDigits.drop { $0 == 0 })
    self.integerDigits = integer
    self.fractionDigits = fractionDigits
    self.isNegative = isNegative && !(integer.isEmpty && fractionDigits.allSatisfy { $0 == 0 })
  }

  /// Reads a plain decimal: an optional `-`, ASCII digits, and an optional `.` with more digits
  /// (`-12`, `0.5`, `.5`, `12.`); `nil` for anything else.
  public init?(_ plain: some StringProtocol) {
    var bytes = plain.utf8[...]
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { bytes = bytes.dropFirst() }
    var integer: [UInt8] = []
    var fraction: [UInt8] = []
    var afterPoint = false
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if afterPoint {
          fraction.append(byte - UInt8(ascii: "0"))
        } else {
          integer.append(byte - UInt8(ascii: "0"))
        }
      case UInt8(ascii: ".") where !afterPoint:
        afterPoint = true
      default:
        return nil
      }
    }
    guard !integer.isEmpty || !fraction.isEmpty else { return nil }
    self.init(isNegative: negative, integerDigits: integer, fractionDigits: fraction)
  }

  /// Zero.
  package static let zero = DecimalNumber(isNegative: false, integerDigits: [])

  /// Whether the number is zero (`0.00` is).
  package var isZero: Bool { integerDigits.isEmpty && fractionDigits.allSatisfy { $0 == 0 } }

  /// The plain form: `-1234.50`, `0`, `0.5`.
  public var description: String {
    var text = isNegative ? "-" : ""
    text +=
      integerDigits.isEmpty ? "0" : String(decoding: integerDigits.map { $0 + 48 }, as: UTF8.self)
    if !fractionDigits.isEmpty {
      text += "." + String(decoding: fractionDigits.map { $0 + 48 }, as: UTF8.self)
    }
    return text
  }

  /// The number with exactly `count` fraction digits: zeros added, or rounded half to even (as
  /// CLDR and ICU round by default) when it has more.
  package func rounded(toFractionDigits count: Int) -> DecimalNumber {
    let count = max(0, count)
    guard fractionDigits.count > count else {
      return DecimalNumber(
        isNegative: isNegative, integerDigits: integerDigits,
        fractionDigits: fractionDigits + Array(repeating: 0, count: count - fractionDigits.count))
    }
    var digits = integerDigits + fractionDigits.prefix(count)
    let first = fractionDigits[count]
    let rest = fractionDigits.dropFirst(count + 1)
    let last = digits.last ?? 0
    let roundsUp =
      first > 5 || (first == 5 && (rest.contains { $0 != 0 } || last % 2 == 1))
    if roundsUp { digits = Self.increment(digits) }
    let split = digits.count - count
    return DecimalNumber(
      isNegative: isNegative, integerDigits: Array(digits.prefix(split)),
      fractionDigits: Array(digits.suffix(count)))
  }

  /// `digits` plus one in its last place, growing by a digit when it carries out.
  private static func increment(_ digits: [UInt8]) -> [UInt8] {
    var digits = digits
    var index = digits.count - 1
    while index >= 0 {
      if digits[index] < 9 {
        digits[index] += 1
        return digits
      }
      digits[index] = 0
      index -= 1
    }
    return [1] + digits
  }
}
