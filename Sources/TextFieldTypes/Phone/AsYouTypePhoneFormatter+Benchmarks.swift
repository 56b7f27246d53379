/// The as-you-type formatter, for the benchmarks package (`@_spi(Benchmarks) import
/// TextFieldTypes`): the formatter itself is `package`, which another package cannot see.
@_spi(Benchmarks) public struct PhoneTypingBenchmark: Sendable {
  var formatter: AsYouTypePhoneFormatter

  /// A fresh formatter for numbers of `region` (`nil`: international numbers only).
  @_spi(Benchmarks) public init(region: String?) throws(PhoneRegionError) {
    formatter = try AsYouTypePhoneFormatter(region: region)
  }

  /// Types `key` and returns the length in UTF-8 bytes of the text the formatter shows.
  @_spi(Benchmarks) public mutating func input(_ key: Character) -> Int {
    _ = formatter.input(key)
    return formatter.text.utf8.count
  }
}
