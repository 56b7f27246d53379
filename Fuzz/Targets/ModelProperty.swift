#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// model-property: the `model` target's scenarios from a seed instead of the fuzzer, for a long
// run (`Fuzz/property.sh [steps] [seed]`). Prints each broken invariant once, with the smallest
// scenario that breaks it, and how many scenarios broke it; exits 1 when any did.

@main
struct ModelProperty {
  static func main() {
    let arguments = CommandLine.arguments
    let total = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
    let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1
    let ignored: [String] =
      getenv("FUZZ_IGNORE").map { String(cString: $0).split(separator: ",").map(String.init) }
      ?? []
    var source = SeededGenerator(seed: seed)
    var steps = 0
    var scenarios = 0
    var broken = 0
    var counts: [String: Int] = [:]
    while steps < total {
      scenarios += 1
      let filters = FilterSpec.randomChain(&source)
      guard let harness = try? ModelHarness(filters: filters) else {
        print("the filters do not build: \(filters)")
        exit(2)
      }
      let length = 20 + source.choice(below: 200)
      // The scenario goes on after a failure; each invariant counts once per scenario.
      var brokenHere: Set<String> = []
      for _ in 0..<length {
        steps += 1
        for violation in harness.run(ModelStep.random(&source)) {
          let invariant = violation.invariant
          guard !ignored.contains(where: { invariant.contains($0) }),
            brokenHere.insert(invariant).inserted
          else { continue }
          counts[invariant, default: 0] += 1
          guard counts[invariant] == 1 else { continue }
          let shrunk = ModelHarness.shrink(
            filters: filters, steps: harness.steps, invariant: invariant)
          print("== \(invariant) (scenario \(scenarios), step \(steps))")
          print(shrunk.map(String.init(describing:)) ?? harness.reproduction)
          print("")
        }
      }
      if !brokenHere.isEmpty { broken += 1 }
      if scenarios % 1000 == 0 {
        var line = "\(steps) steps, \(scenarios) scenarios, \(broken) broken\n"
        line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
      }
    }
    print(
      "seed \(seed): \(steps) steps in \(scenarios) scenarios; \(broken) scenarios broke an invariant"
    )
    for (invariant, count) in counts.sorted(by: { $0.value > $1.value }) {
      print("  \(count)× \(invariant)")
    }
    exit(broken == 0 ? 0 : 1)
  }
}
