import Benchmark
import InputMask

/// A deterministic generator (SplitMix64), so every run formats the same inputs.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// `count` random digits.
func digits(_ count: Int, using generator: inout SplitMix64) -> String {
  String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
}

/// The three masks of the issue, with the number of digits each holds.
let formats: [(name: String, format: String, digits: Int)] = [
  ("phone", "+1 ([000]) [000]-[0000]", 10),
  ("card", "[0000] [0000] [0000] [0000]", 16),
  ("date", "[00]{.}[00]{.}[9999]", 8),
]

/// Grouping formats measured in both directions, with the number of digits each holds.
let directionFormats: [(format: String, digits: Int)] = [
  ("[000] [000] [000]", 9),
  ("[000] [000] [000] [000] [000] [000] [000] [000]", 24),
]

let inputCount = 200_000

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .nanoseconds,
    warmupIterations: 2, maxDuration: .seconds(3), maxIterations: 40)

  // ns per apply over 200,000 digit inputs each: an iteration formats 1,000 consecutive inputs
  // from a random window, so the run goes over all of them; times are per apply (scaled).
  for (name, format, length) in formats {
    guard let mask = try? Mask(format: format) else { continue }
    var generator = SplitMix64(state: 2026)
    let randomLength = (0..<inputCount).map { _ in
      digits(Int.random(in: 0...length, using: &generator), using: &generator)
    }
    let fullLength = (0..<inputCount).map { _ in digits(length, using: &generator) }
    let formatted = fullLength.map { mask.apply($0).text }
    for (kind, inputs) in [
      ("random length", randomLength), ("full length", fullLength),
      ("already formatted", formatted),
    ] {
      Benchmark(
        "apply \(name) \(format) — \(kind)",
        configuration: .init(scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 2_000)
      ) { benchmark in
        let start = Int.random(in: 0..<(inputCount / 1_000)) * 1_000
        for index in start..<(start + 1_000) {
          // Caret at the end; `apply(_:)` takes it as Int.max (no O(n) `String.count` here).
          blackHole(mask.apply(inputs[index]))
        }
      }
    }
  }

  // Direction: the same format and inputs applied left to right and right to left, side by side
  // (issue #11: right to left within 2× of left to right).
  for (format, length) in directionFormats {
    var generator = SplitMix64(state: 11)
    let randomLength = (0..<inputCount).map { _ in
      digits(Int.random(in: 0...length, using: &generator), using: &generator)
    }
    let fullLength = (0..<inputCount).map { _ in digits(length, using: &generator) }
    for isRightToLeft in [false, true] {
      guard let mask = try? Mask(format: format, isRightToLeft: isRightToLeft) else { continue }
      let direction = isRightToLeft ? "rtl" : "ltr"
      let formatted = fullLength.map { mask.apply($0).text }
      for (kind, inputs) in [
        ("random length", randomLength), ("full length", fullLength),
        ("already formatted", formatted),
      ] {
        Benchmark(
          "direction \(direction) \(format) — \(kind)",
          configuration: .init(
            scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 2_000)
        ) { benchmark in
          let start = Int.random(in: 0..<(inputCount / 1_000)) * 1_000
          for index in start..<(start + 1_000) {
            blackHole(mask.apply(inputs[index]))
          }
        }
      }
    }
  }

  // Linear time: one apply on [0…] with 1k, 10k and 100k digits.
  if let endless = try? Mask(format: "[0…]"),
    let endlessRTL = try? Mask(format: "[0…]", isRightToLeft: true)
  {
    var generator = SplitMix64(state: 7)
    for length in [1_000, 10_000, 100_000] {
      let input = digits(length, using: &generator)
      Benchmark("apply [0…] — \(length) digits") { benchmark in
        blackHole(endless.apply(input))
      }
      Benchmark("apply [0…] rtl — \(length) digits") { benchmark in
        blackHole(endlessRTL.apply(input))
      }
    }
  }

  // Compile time per format: 1,000 compilations per iteration.
  for (name, format, _) in formats + [("endless", "[0…]", 0)] {
    Benchmark(
      "compile \(name) \(format)", configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(try? Mask(format: format))
      }
    }
  }
}
