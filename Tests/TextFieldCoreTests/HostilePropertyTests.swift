import TestSupport
import Testing

/// Random commands with hostile text through random filter chains, every invariant checked after
/// every step (see `ModelHarness`): the seeded twin of `Fuzz/`'s `model` target.
///
/// Each broken invariant is recorded once, with the smallest scenario found that breaks it,
/// written as Swift to paste into a test.
@Suite struct HostilePropertyTests {
  static let scenarios = 400
  static let stepsPerScenario = 60

  @Test func hostileEditSequences() throws {
    var source = SeededGenerator(seed: 0x7E57_F1E1_D5EE_D000)
    var failures: [String: (count: Int, failure: ModelHarness.Failure)] = [:]
    var steps = 0
    for _ in 0..<Self.scenarios {
      let filters = FilterSpec.randomChain(&source)
      let harness = try ModelHarness(filters: filters)
      for _ in 0..<Self.stepsPerScenario {
        steps += 1
        guard let violation = harness.run(ModelStep.random(&source)).first else { continue }
        let invariant = violation.invariant
        if let known = failures[invariant] {
          failures[invariant]?.count = known.count + 1
        } else if let failure = ModelHarness.shrink(
          filters: filters, steps: harness.steps, invariant: invariant)
        {
          failures[invariant] = (1, failure)
        }
        break
      }
    }
    #expect(steps > 5_000)
    for (invariant, found) in failures.sorted(by: { $0.key < $1.key }) {
      Issue.record(
        "\(invariant) (\(found.count) of \(Self.scenarios) scenarios); smallest:\n\(found.failure)")
    }
  }
}
