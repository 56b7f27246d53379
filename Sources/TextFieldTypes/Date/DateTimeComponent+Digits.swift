import TextFieldCore

extension DateTimeComponent {
  /// How many digits the component takes in a pattern and in ISO 8601: 4 for the year, else 2.
  var width: Int { self == .year ? 4 : 2 }

  /// The values the component can take in any date or time (the day's bound is 31).
  var domain: ClosedRange<Int> {
    switch self {
    case .year: GregorianCalendar.years
    case .month: 1...12
    case .day: 1...31
    case .hour: 0...23
    case .minute, .second: 0...59
    }
  }

  /// The pattern letters that stand for the component (`yyyy`, `MM`, `dd`, `HH`, `mm`, `ss`).
  var letters: String {
    switch self {
    case .year: "yyyy"
    case .month: "MM"
    case .day: "dd"
    case .hour: "HH"
    case .minute: "mm"
    case .second: "ss"
    }
  }

  /// `value` with leading zeros to the component's width (`7` → `07`, year `24` → `0024`).
  func padded(_ value: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
