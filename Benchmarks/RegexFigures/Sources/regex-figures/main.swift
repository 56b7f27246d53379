import TextFieldCore

/// Runs `body` `runs` times and prints the fastest and the median time.
func measure(_ label: String, runs: Int = 5, _ body: () -> String) {
  var times: [Duration] = []
  var result = ""
  for _ in 0..<runs {
    let clock = ContinuousClock()
    let start = clock.now
    result = body()
    times.append(clock.now - start)
  }
  times.sort()
  let milliseconds = { (duration: Duration) -> String in
    let (seconds, attoseconds) = duration.components
    let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    return String(microseconds).padded(10) + " ms"
  }
  let fastest = milliseconds(times[0])
  let median = milliseconds(times[times.count / 2])
  print("\(label.padding(58))  min \(fastest)  median \(median)  → \(result)")
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
  /// Right-aligns a number of thousandths ("1234" → "   1.234").
  fileprivate func padded(_ width: Int) -> String {
    let digits = count < 4 ? String(repeating: "0", count: 4 - count) + self : self
    let text = String(digits.dropLast(3)) + "." + String(digits.suffix(3))
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}

func figures() throws {
  print("LinearRegex figures, release build")
  let tenThousandA = String(repeating: "a", count: 10_000)
  let hostile: [(String, String, String)] = [
    ("(a+)+$", tenThousandA + "!", "10,000 a + !"),
    ("(a|aa)*b", tenThousandA, "10,000 a"),
    ("(x+x+)+y", String(repeating: "x", count: 10_000), "10,000 x"),
    // Non-ASCII Characters bypass the cached transitions: the plain Pike VM.
    ("(é+)+$", String(repeating: "é", count: 10_000) + "!", "10,000 é + !"),
    ("(é|éé)*b", String(repeating: "é", count: 10_000), "10,000 é"),
    ("(日+日+)+y", String(repeating: "日", count: 10_000), "10,000 日"),
  ]
  for (pattern, text, name) in hostile {
    let regex = try LinearRegex(pattern)
    measure("wholeMatch \(pattern) on \(name)") { "\(regex.wholeMatch(text))" }
  }

  let filter = try RegexFilter("[0-9]*")
  let tenMB = String(repeating: "0123456789", count: 1_000_000)
  let accepted = ProposedEdit(kind: .paste, text: "", range: 0..<0, replacement: tenMB)
  measure("RegexFilter [0-9]* evaluate: 10 MB digits paste", runs: 3) {
    "\(accepted.replacement.utf8.count) bytes, \(filter.evaluate(accepted))".prefix(60).description
  }
  let trimmed = ProposedEdit(
    kind: .paste, text: "", range: 0..<0, replacement: String(tenMB.dropLast()) + "x")
  measure("RegexFilter [0-9]* evaluate: 10 MB paste, x at the end", runs: 3) {
    describe(filter.evaluate(trimmed))
  }
  let middle = ProposedEdit(
    kind: .paste, text: "12", range: 1..<1,
    replacement: String(tenMB.prefix(5_000_000)) + "x" + String(tenMB.prefix(4_999_999)))
  measure("RegexFilter [0-9]* evaluate: 10 MB paste, x in the middle", runs: 3) {
    describe(filter.evaluate(middle))
  }
  measure("TextFieldModel paste 10 MB digits, [0-9]* filter", runs: 3) {
    let field = TextFieldModel()
    field.retainDelegate(TextFieldProxy(filters: [filter]))
    field.beginEditing()
    return "\(field.perform(.paste(String(tenMB.dropLast()) + "x")))"
  }

  let forty =
    String(repeating: "1234567890", count: 3_000) + "x" + String(repeating: "5", count: 9_999)
  let fortyEdit = ProposedEdit(kind: .paste, text: "", range: 0..<0, replacement: forty)
  measure("RegexFilter [0-9]* evaluate: 40,000-character paste") {
    describe(filter.evaluate(fortyEdit))
  }
}

func describe(_ decision: EditDecision) -> String {
  switch decision {
  case .accept: "accept"
  case .reject(let reason): "reject: \(reason ?? "")"
  case .rewrite(let text, _, let notice):
    "keep \(text.utf8.count) bytes, drop \(notice?.droppedCount ?? 0)"
  }
}

do {
  try figures()
} catch {
  print("error: \(error)")
}
