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
      // A scenario goes on after a failure, so one broken invariant does not hide the others;
      // each counts once per scenario.
      var broken: Set<String> = []
      for _ in 0..<Self.stepsPerScenario {
        steps += 1
        for violation in harness.run(ModelStep.random(&source)) {
          let invariant = violation.invariant
          guard broken.insert(invariant).inserted else { continue }
          if let known = failures[invariant] {
            failures[invariant]?.count = known.count + 1
          } else if let failure = ModelHarness.shrink(
            filters: filters, steps: harness.steps, invariant: invariant)
          {
            failures[invariant] = (1, failure)
          }
        }
      }
    }
    #expect(steps > 5_000)
    for (invariant, found) in failures.sorted(by: { $0.key < $1.key }) {
      Issue.record(
        "\(invariant) (\(found.count) of \(Self.scenarios) scenarios); smallest:\n\(found.failure)")
    }
  }
}
