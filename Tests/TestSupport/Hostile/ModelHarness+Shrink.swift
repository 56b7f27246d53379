extension ModelHarness {
  /// A scenario that breaks an invariant.
  public struct Failure: Sendable, CustomStringConvertible {
    public var filters: [FilterSpec]
    public var steps: [ModelStep]
    /// The broken invariant, as the last step left it.
    public var violation: Violation

    /// The scenario as Swift, then what broke.
    public var description: String {
      let chain = filters.map(\.description).joined(separator: ", ")
      let lines =
        ["let field = TextFieldModel.editing(filters: [\(chain)])"] + steps.map(\.description)
      return lines.joined(separator: "\n") + "\n// broken: \(violation)"
    }
  }

  /// Replays `steps` on a fresh field until one breaks `invariant`: that violation and how many
  /// steps it took, or nil when none does (or the filters cannot be built).
  public static func replay(
    filters: [FilterSpec], steps: [ModelStep], breaking invariant: String
  ) -> (violation: Violation, stepCount: Int)? {
    guard let harness = try? ModelHarness(filters: filters) else { return nil }
    for (index, step) in steps.enumerated() {
      if let match = harness.run(step).first(where: { $0.invariant == invariant }) {
        return (match, index + 1)
      }
    }
    return nil
  }

  /// The smallest scenario found that still breaks `invariant`: steps and filters removed one
  /// at a time, then the scalars of typed, pasted and set text, while it keeps failing.
  ///
  /// Replays at most `budget` times.
  public static func shrink(
    filters: [FilterSpec], steps: [ModelStep], invariant: String, budget: Int = 3000
  ) -> Failure? {
    var replays = 0
    func failing(_ filters: [FilterSpec], _ steps: [ModelStep]) -> (Violation, Int)? {
      guard replays < budget else { return nil }
      replays += 1
      return replay(filters: filters, steps: steps, breaking: invariant)
    }
    guard let (first, count) = failing(filters, steps) else { return nil }
    var best = Failure(filters: filters, steps: Array(steps.prefix(count)), violation: first)
    var progress = true
    while progress, replays < budget {
      progress = false
      for index in best.steps.indices.reversed() where index < best.steps.count {
        var steps = best.steps
        steps.remove(at: index)
        if let (violation, count) = failing(best.filters, steps) {
          best = Failure(
            filters: best.filters, steps: Array(steps.prefix(count)), violation: violation)
          progress = true
        }
      }
      for index in best.filters.indices.reversed() where index < best.filters.count {
        var filters = best.filters
        filters.remove(at: index)
        if let (violation, count) = failing(filters, best.steps) {
          best = Failure(
            filters: filters, steps: Array(best.steps.prefix(count)), violation: violation)
          progress = true
        }
      }
      for index in best.steps.indices {
        var scalar = 0
        while index < best.steps.count, let shorter = best.steps[index].removingScalar(at: scalar) {
          var steps = best.steps
          steps[index] = shorter
          if let (violation, count) = failing(best.filters, steps) {
            best = Failure(
              filters: best.filters, steps: Array(steps.prefix(count)), violation: violation)
            progress = true
          } else {
            scalar += 1
          }
        }
      }
    }
    return best
  }
}
