/// Where random scenarios get their choices: a seeded generator in tests, the fuzzer's bytes in
/// `Fuzz/` — so a property test and a fuzz target build their scenarios with the same code.
public protocol ChoiceSource {
  /// A number in `0..<bound`; 0 when `bound` is 1 or less.
  mutating func choice(below bound: Int) -> Int
}

extension ChoiceSource {
  /// A Boolean, true about half the time.
  public mutating func coin() -> Bool { choice(below: 2) == 1 }

  /// True about once in `odds` times.
  public mutating func oneIn(_ odds: Int) -> Bool { choice(below: odds) == 0 }

  /// An element of `elements`, or `fallback` when it is empty.
  public mutating func pick<T>(_ elements: [T], or fallback: T) -> T {
    elements.isEmpty ? fallback : elements[choice(below: elements.count)]
  }
}

extension SeededGenerator: ChoiceSource {
  public mutating func choice(below bound: Int) -> Int {
    bound > 1 ? Int.random(in: 0..<bound, using: &self) : 0
  }
}
