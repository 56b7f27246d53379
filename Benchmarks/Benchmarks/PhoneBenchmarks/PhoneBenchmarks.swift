import Benchmark
import TextFieldCore
// The as-you-type formatter (`package` in the library) through its benchmark interface.
@_spi(Benchmarks) import TextFieldTypes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One number of the committed agreement sample: the default region and the keys typed.
struct TypedNumber {
  var region: String?
  var keys: [Character]
}

/// The numbers of Tests/TextFieldTypesTests/Resources/phone-agreement-sample.jsonl (the same
/// keystrokes `Scripts/phone-corpus.py --time` measures the reference on).
func sampleNumbers() -> [TypedNumber] {
  let path =
    String(#filePath.prefix { _ in true }.split(separator: "/").dropLast(4).joined(separator: "/"))
  guard
    let file = fopen(
      "/" + path + "/Tests/TextFieldTypesTests/Resources/phone-agreement-sample.jsonl", "r")
  else { return [] }
  defer { fclose(file) }
  var numbers: [TypedNumber] = []
  var line = [CChar](repeating: 0, count: 1 << 16)
  while fgets(&line, Int32(line.count), file) != nil {
    let text = String(
      decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    numbers.append(
      TypedNumber(region: field("region", in: text), keys: Array(field("keys", in: text) ?? "")))
  }
  return numbers
}

/// The string value of `"name": "…"` in a JSON line, or `nil` (also for `null`).
func field(_ name: String, in line: String) -> String? {
  guard let start = line.range(of: "\"\(name)\": \"")?.upperBound else { return nil }
  return String(line[start...].prefix { $0 != "\"" })
}

extension String {
  fileprivate func range(of needle: String) -> Range<String.Index>? {
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(needle) {
        return index..<self.index(index, offsetBy: needle.count)
      }
      formIndex(after: &index)
    }
    return nil
  }
}

/// A filter that replays the decisions and statuses a ``PhoneFilter`` gave for one number's
/// keys: what a field costs with a phone filter that costs nothing.
final class ReplayingFilter: TextFieldFilter {
  let decisions: [EditDecision]
  let statuses: [FormatStatus?]
  var next = 0

  /// Records what `filter` decides and reports as `keys` are typed into a field.
  init(recording filter: PhoneFilter, keys: [Character]) {
    var decisions: [EditDecision] = []
    var statuses: [FormatStatus?] = []
    let model = TextFieldModel()
    model.filters = [filter]
    model.beginEditing()
    for key in keys {
      let text = model.text
      let end = text.count
      decisions.append(
        filter.evaluate(
          ProposedEdit(kind: .typing, text: text, range: end..<end, replacement: String(key))))
      model.perform(.insert(String(key)))
      statuses.append(model.formatStatus)
    }
    self.decisions = decisions
    self.statuses = statuses
  }

  func evaluate(_ edit: ProposedEdit) -> EditDecision {
    defer { next += 1 }
    return decisions[next]
  }

  func formatStatus(of text: String) -> FormatStatus? { next > 0 ? statuses[next - 1] : nil }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .nanoseconds,
    warmupIterations: 2, maxDuration: .seconds(3), maxIterations: 2_000)

  let numbers = sampleNumbers()
  let keystrokes = numbers.reduce(0) { $0 + $1.keys.count }
  let formatters = numbers.map { (try? PhoneTypingBenchmark(region: $0.region)) }
  let filters = numbers.map { (try? PhoneFilter(region: $0.region)) }

  // Time per iteration ÷ 4,490 = ns per keystroke: an iteration types every number of the
  // sample (4,490 keys), each into a fresh formatter; the same keys
  // `Scripts/phone-corpus.py --time` times the reference on.
  Benchmark(
    "AsYouTypePhoneFormatter — the sample (\(numbers.count) numbers, \(keystrokes) keys)",
    configuration: .init(scalingFactor: .one, maxIterations: 200)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      var total = 0
      for (number, formatter) in zip(numbers, formatters) {
        guard var formatter else { continue }
        for key in number.keys {
          total &+= formatter.input(key)
        }
      }
      blackHole(total)
    }
  }

  // Through a field (time ÷ 4,490 per keystroke): each key goes through a real TextFieldModel
  // (its undo history, validation, filter chain) to the filter, which feeds its cached
  // formatter the new key; the field asks for the status (E.164, region) after each change,
  // and the value is read after each key, as a render does.
  Benchmark(
    "PhoneFilter in a TextFieldModel — the sample, value after each key",
    configuration: .init(scalingFactor: .one, maxIterations: 100)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      for (number, filter) in zip(numbers, filters) {
        guard let filter else { continue }
        let model = TextFieldModel()
        model.filters = [filter]
        model.beginEditing()
        for key in number.keys {
          model.perform(.insert(String(key)))
          blackHole(model.value)
        }
      }
    }
  }

  // The floor under the benchmark above: the same keys through the same kind of field, with a
  // filter that replays the phone filter's decisions and statuses (recorded before timing).
  // The difference between the two is what the phone filter costs.
  let replaying = zip(numbers, filters).map { number, filter in
    filter.map { ReplayingFilter(recording: $0, keys: number.keys) }
  }
  Benchmark(
    "TextFieldModel replaying the phone filter's answers — the sample, value after each key",
    configuration: .init(scalingFactor: .one, maxIterations: 100)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      for (number, filter) in zip(numbers, replaying) {
        guard let filter else { continue }
        filter.next = 0
        let model = TextFieldModel()
        model.filters = [filter]
        model.beginEditing()
        for key in number.keys {
          model.perform(.insert(String(key)))
          blackHole(model.value)
        }
      }
    }
  }
}
