import TextFieldCore

extension DateFilter: InputDescribing {
  /// The pattern in words and the range: `a date: day, month and year as dd/MM/yyyy; from
  /// 01/01/2000 to 31/12/2030`.
  public var inputDescription: String {
    let fields = pattern.elements.compactMap { element -> String? in
      guard case .field(let component) = element else { return nil }
      return component.name
    }
    let hasDate = pattern.components.contains { $0 < .hour }
    let hasTime = pattern.components.contains { !($0 < .hour) }
    let kind = hasDate && hasTime ? "a date and time" : hasDate ? "a date" : "a time"
    var words = kind + ": " + InputWords.list(fields) + " as " + InputWords.escaped(pattern.source)
    switch (minimum, maximum) {
    case (let low?, let high?): words += "; from \(shown(low)) to \(shown(high))"
    case (let low?, nil): words += "; from \(shown(low)) on"
    case (nil, let high?): words += "; up to \(shown(high))"
    case (nil, nil): break
    }
    return words
  }

  /// The ISO bound `iso` as the field shows it (it is valid: the filter checked it).
  private func shown(_ iso: String) -> String {
    InputWords.escaped((try? format(iso: iso)) ?? iso)
  }
}

extension DateTimeComponent {
  /// The component's name: `day`, `month`, `year`, `hour`, `minute`, `second`.
  var name: String {
    switch self {
    case .year: "year"
    case .month: "month"
    case .day: "day"
    case .hour: "hour"
    case .minute: "minute"
    case .second: "second"
    }
  }
}
