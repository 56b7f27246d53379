#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// model: a `TextFieldModel` with a random filter chain, driven by random commands with hostile
// text, every invariant of `ModelHarness` (Tests/TestSupport/Hostile) checked after every step.
// The bytes choose the chain and the steps (`FuzzInput` as a `ChoiceSource`).
//
// FUZZ_IGNORE="invariant words,other words" skips the invariants whose names contain any of the
// comma-separated parts, so a run can look past failures already known. FUZZ_TRACE=1 prints each
// step with its time and the text's length (for replaying a slow input).

extension FuzzInput: ChoiceSource {
  mutating func choice(below bound: Int) -> Int { int(below: bound) }
}

/// The parts of invariant names to skip, from `FUZZ_IGNORE`.
let ignoredInvariants: [String] = {
  guard let raw = getenv("FUZZ_IGNORE") else { return [] }
  return String(cString: raw).split(separator: ",").map(String.init).filter { !$0.isEmpty }
}()

/// Whether `violation` is one to report.
func isReported(_ violation: ModelHarness.Violation) -> Bool {
  !ignoredInvariants.contains { violation.invariant.contains($0) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func modelFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let filters = FilterSpec.randomChain(&input)
  guard let harness = try? ModelHarness(filters: filters) else {
    fail("the filters do not build: \(filters)")
  }
  let tracing = getenv("FUZZ_TRACE") != nil
  if tracing { print("filters: \(filters)") }
  var count = 0
  // Yanks and pastes can double the text at every step; past 20,000 scalars the harness's own
  // whole-text checks (several per step, under AddressSanitizer) would take seconds a step and
  // trip libFuzzer's timeout. Per-key cost on long texts is measured by the benchmarks instead.
  while !input.isExhausted, count < 400, harness.field.text.unicodeScalars.count < 20_000 {
    count += 1
    let step = ModelStep.random(&input)
    let started = clock()
    let violations = harness.run(step)
    if tracing {
      let milliseconds = (clock() - started) * 1000 / CLOCKS_PER_SEC
      print("\(milliseconds) ms  \(harness.field.text.unicodeScalars.count) scalars  \(step)")
    }
    guard let violation = violations.first(where: isReported) else {
      continue
    }
    let shrunk = ModelHarness.shrink(
      filters: filters, steps: harness.steps, invariant: violation.invariant)
    fail(
      "\(violation)\nsmallest scenario:\n\(shrunk.map(String.init(describing:)) ?? harness.reproduction)"
    )
  }
  return 0
}
