// keys.swift: what a key costs in Swift, for comparison with keys.c (Benchmarks/c-api-keys.sh
// builds it against the same release build): the same digits into the same mask, through the
// `Prompt` a C field wraps (`form.offer`, what `HostedForm.offer` does before it draws) and
// through the `TextFieldModel` alone.
import Glibc
import InputMask
import TextFieldCore
import TextFieldUI

@main
enum Keys {
  static let mask = "+1 ([000]) [000]-[0000]"

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  static func model() throws -> TextFieldModel {
    let placeholder = try Mask(format: mask).placeholder(blank: "_")
    return try TextFieldModel(mask: mask, placeholder: placeholder)
  }

  /// Seconds for `keys` digits through a prompt's form, ten at a time, restarted as keys.c does.
  static func form(_ prompt: Prompt, keys: Int) -> Double {
    var total = 0.0
    var typed = 0
    let digits: [KeyEvent] = (0..<10).map { KeyEvent(.character(Character("\($0)"))) }
    while typed < keys {
      let start = now()
      for index in 0..<10 { _ = prompt.form.offer(.key(digits[(typed + index) % 10])) }
      total += now() - start
      typed += 10
      _ = prompt.form.offer(.key(KeyEvent(.enter)))
      prompt.start()
      _ = prompt.form.offer(.key(KeyEvent(.character("u"), .control)))
    }
    return total
  }

  /// Seconds for `keys` digits through a new prompt every ten digits (made untimed).
  static func freshForm(keys: Int) throws -> Double {
    var total = 0.0
    let digits: [KeyEvent] = (0..<10).map { KeyEvent(.character(Character("\($0)"))) }
    for _ in stride(from: 0, to: keys, by: 10) {
      let prompt = Prompt(label: "", model: try model())
      prompt.start()
      let start = now()
      for digit in digits { _ = prompt.form.offer(.key(digit)) }
      total += now() - start
    }
    return total
  }

  /// Seconds for `keys` digits inserted into the model alone, cleared after each ten.
  static func model(_ model: TextFieldModel, keys: Int) -> Double {
    var total = 0.0
    var typed = 0
    let digits = (0..<10).map { EditingCommand.insert("\($0)") }
    while typed < keys {
      let start = now()
      for index in 0..<10 { _ = model.perform(digits[(typed + index) % 10]) }
      total += now() - start
      typed += 10
      _ = model.perform(.killToStart)
    }
    return total
  }

  static func median(_ repeats: Int, _ keys: Int, _ body: () -> Double) -> (Double, Double, Double)
  {
    let figures = (0..<repeats).map { _ in body() / Double(keys) * 1e6 }.sorted()
    return (figures[repeats / 2], figures[0], figures[repeats - 1])
  }

  static func main() throws {
    let arguments = CommandLine.arguments
    let keys = arguments.count > 1 ? (Int(arguments[1]) ?? 200_000) / 10 * 10 : 200_000
    let repeats = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
    let only = arguments.count > 3 ? arguments[3] : ""
    let prompt = Prompt(label: "", model: try model())
    prompt.start()
    _ = form(prompt, keys: 1000)
    guard prompt.model.text.isEmpty else {
      print("keys.swift: Control-U did not clear the field")
      exit(1)
    }
    let plain = try model()
    _ = plain.beginEditing()
    _ = model(plain, keys: 1000)
    guard plain.perform(.insert("5")) != .ignored, plain.perform(.killToStart) != .ignored else {
      print("keys.swift: the model took no key")
      exit(1)
    }
    for (word, name, body) in [
      ("form", "Swift Prompt.form.offer (HostedForm's)", { form(prompt, keys: keys) }),
      ("model", "Swift TextFieldModel.perform(.insert)", { model(plain, keys: keys) }),
      (
        "fresh", "Swift form.offer, a new prompt every ten",
        { (try? freshForm(keys: keys)) ?? .nan }
      ),
    ] as [(String, String, () -> Double)] where only.isEmpty || only == word {
      let (median, low, high) = median(repeats, keys, body)
      let padded = name + String(repeating: " ", count: max(0, 40 - name.count))
      print(
        "\(padded) \(String(format: median)) µs/key (median of \(repeats) × \(keys) keys; "
          + "min \(String(format: low)), max \(String(format: high)))")
    }
  }
}

extension String {
  init(format value: Double) {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    self = "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
