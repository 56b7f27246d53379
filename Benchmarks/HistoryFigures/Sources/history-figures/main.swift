// Times a history file of a million values (the path is the first argument): loading it with
// `HistoryFile`, the first suggestion query (at once, and after a pause: the load builds the
// prefix index on a thread of its own), and then each key
// of typed values (an insert into the field and the history's suggestions for the new text):
// the median, the 99th percentile and the worst.
import Foundation
import TextFieldCore
import TextFieldUI

func run() {
  let arguments = CommandLine.arguments
  guard arguments.count == 2 || (arguments.count == 3 && arguments[2] == "--load-only") else {
    print("usage: history-figures FILE [--load-only]")
    exit(2)
  }
  let clock = ContinuousClock()
  let milliseconds = { (duration: Duration) -> Double in
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
  }

  // A process's first load (what a program's start pays), alone: history.sh runs it 15 times.
  if arguments.count == 3 {
    let loadCPU = threadTime()
    let load = clock.measure { _ = HistoryFile(path: arguments[1], maximumCount: 1_000_000).load() }
    print(String(format: "%.3f %.3f", milliseconds(load), threadTime() - loadCPU))
    return
  }

  // The load, 15 times: each history's index is built (its first query) before the next load,
  // so that no build on another thread competes with the load measured.
  var history = History()
  var loads: [(wall: Double, cpu: Double)] = []
  for _ in 0..<15 {
    let loadCPU = threadTime()
    let load = clock.measure {
      let (loaded, notice) = HistoryFile(path: arguments[1], maximumCount: 1_000_000).load()
      if let notice { print("notice: \(notice)") }
      history = loaded
    }
    loads.append((milliseconds(load), threadTime() - loadCPU))
    _ = history.suggestions(for: SuggestionQuery(text: "h", caret: 1), limit: 5)
  }
  let walls = loads.map(\.wall).sorted()
  let cpus = loads.map(\.cpu).sorted()
  print(
    String(
      format:
        "load, 15 times in one process: median %.2f ms, min %.2f, max %.2f (thread CPU time median %.2f ms)",
      walls[walls.count / 2], walls[0], walls[walls.count - 1], cpus[cpus.count / 2]))
  history = HistoryFile(path: arguments[1], maximumCount: 1_000_000).load().history

  // The load starts building the prefix index on a thread of its own: a query at once (a key
  // typed ahead) waits for the rest of the build; one after a pause (the user reading the
  // prompt) finds it built.
  let firstCPU = threadTime()
  let first = clock.measure {
    _ = history.suggestions(for: SuggestionQuery(text: "h", caret: 1), limit: 5)
  }
  print(
    String(
      format:
        "first query at once (waits for the index's build): %.2f ms (thread CPU time %.2f ms)",
      milliseconds(first), threadTime() - firstCPU))
  let (reloaded, _) = HistoryFile(path: arguments[1], maximumCount: 1_000_000).load()
  var pause = timespec(tv_sec: 0, tv_nsec: 300_000_000)
  nanosleep(&pause, nil)
  let pausedCPU = threadTime()
  let paused = clock.measure {
    _ = reloaded.suggestions(for: SuggestionQuery(text: "h", caret: 1), limit: 5)
  }
  print(
    String(
      format: "first query 300 ms after the load: %.2f ms (thread CPU time %.2f ms)",
      milliseconds(paused), threadTime() - pausedCPU))

  // What is typed: values of the file's shapes, some present, some not, each key by key.
  var typed: [String] = []
  var seed: UInt64 = 12345
  let random = { (bound: UInt64) -> UInt64 in
    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return (seed >> 33) % bound
  }
  let shapes = ["host-", "git commit -m 'fix ", "user", "https://example.com/", "Zürich "]
  for _ in 0..<400 {
    typed.append(shapes[Int(random(UInt64(shapes.count)))] + String(random(2_000_000)))
  }
  var samples: [Double] = []
  var cpuSamples: [Double] = []
  samples.reserveCapacity(20_000)
  var sink = 0
  for value in typed {
    let model = TextFieldModel()
    _ = model.beginEditing()
    for character in value {
      let cpuBefore = threadTime()
      let key = clock.measure {
        model.perform(.insert(String(character)))
        sink &+=
          history.suggestions(
            for: SuggestionQuery(text: model.text, caret: model.caret), limit: 5
          ).count
      }
      samples.append(milliseconds(key))
      cpuSamples.append(threadTime() - cpuBefore)
    }
  }
  samples.sort()
  let sorted = samples
  let cpu = cpuSamples.sorted()
  let percentile = { (fraction: Double) -> Double in
    sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }
  print(
    String(
      format: "keys: %d, median %.4f ms, p99 %.4f ms, worst %.4f ms (suggestions found: %d)",
      samples.count, percentile(0.5), percentile(0.99), sorted.last ?? 0, sink))
  print(
    String(
      format: "keys, thread CPU time: median %.4f ms, p99 %.4f ms, worst %.4f ms",
      cpu[cpu.count / 2], cpu[min(cpu.count - 1, cpu.count * 99 / 100)], cpu.last ?? 0))
  print("distinct values in the history: \(history.entries.count)")
}

/// The calling thread's CPU time, in milliseconds (what a key costs, whatever else runs).
func threadTime() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) / 1e6
}

run()
