import TextFieldCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LineMode {
  /// The most suggestions numbered for a field: one digit picks each.
  package static let suggestionLimit = 9

  /// Introduces `field` in words (``Line/Kind/introduction``), numbers its suggestions
  /// (``Line/Kind/suggestion``) and gives its sources' notices (``Line/Kind/notice``); returns
  /// the suggestions, whose numbers pick them.
  func introduce(_ field: FormField, index: Int) -> [Suggestion] {
    let offered = Array(suggestions(field.model).prefix(Self.suggestionLimit))
    var detail = Self.introduction(of: field.model)
    if !offered.isEmpty {
      detail +=
        " " + InputWords.count(offered.count, "suggestion follows", "suggestions follow")
        + (Self.takesNumbers(field.model)
          ? "; type # and its number to pick one (#1)." : "; type its number to pick one.")
    }
    write(Line(.introduction, field: index, label: field.label, detail: detail))
    for (number, suggestion) in offered.enumerated() {
      write(
        Line(
          .suggestion, field: index, label: field.label, detail: "\(number + 1). " + suggestion.text
        ))
    }
    // What a source has to say (a suggestion command that failed), as the form's message line.
    for case let source as any SuggestionNotifying in field.model.suggestionSources {
      if let notice = source.takeNotice() {
        write(Line(.notice, field: index, label: field.label, detail: notice))
      }
    }
    return offered
  }

  /// What `model` takes, in sentences: its filters' descriptions (``InputDescribing``), that a
  /// secure field is not shown, and its default.
  ///
  /// `10 digits, shown as +1 (555) 123-4567. Default: +1 (555) 000-0000; Enter keeps it.`
  package static func introduction(of model: TextFieldModel) -> String {
    let proxied = (model.delegate as? TextFieldProxy)?.filters ?? []
    var phrases = (model.filters + proxied).compactMap {
      ($0 as? any InputDescribing)?.inputDescription
    }
    if model.echoMode.isSecret {
      phrases.append("not shown as you type")
    } else if phrases.isEmpty {
      phrases.append("any text")
    }
    var sentences = [phrases.joined(separator: "; ")]
    if !model.text.isEmpty {
      sentences.append(
        model.echoMode.isSecret
          ? "A value is set, not shown; Enter keeps it" : "Default: \(model.text); Enter keeps it")
    }
    return sentences.map { $0 + "." }.joined(separator: " ")
  }

  /// Whether `model` would take a number typed alone as a whole value.
  ///
  /// A number field or a one-digit mask does; a phone mask, which `1` leaves incomplete, does
  /// not. Its suggestions are then picked with `#2`, so that `2` stays a value. A field without
  /// filters picks with `2`.
  static func takesNumbers(_ model: TextFieldModel) -> Bool {
    !model.filters.isEmpty && model.takesCompleteValue("1")
  }

  /// The suggestion `input` picks by its number, if any.
  ///
  /// `2` or `#2`, spaces around it allowed; in a field that ``takesNumbers(_:)``, only `#2`.
  static func pick(
    _ input: String, from offered: [Suggestion], in model: TextFieldModel
  )
    -> String?
  {
    let trimmed = input.split(separator: " ", omittingEmptySubsequences: true)
    guard trimmed.count == 1, var digits = trimmed.first else { return nil }
    if digits.first == "#" {
      digits.removeFirst()
    } else if takesNumbers(model) {
      return nil
    }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isWholeNumber }),
      digits.count <= 2, let number = Int(digits), offered.indices.contains(number - 1)
    else { return nil }
    return offered[number - 1].text
  }

  /// `incomplete` saying what is missing as a count (`7 more characters`) instead of the
  /// blanks of a tail placeholder (`___-____`), which a screen reader spells one by one.
  static func spokenIncomplete(
    _ incomplete: @escaping @Sendable (String, String) -> String
  ) -> @Sendable (String, String) -> String {
    { text, missing in
      let blanks = missing.count { $0 == "_" }
      guard blanks > 0 else { return incomplete(text, missing) }
      return incomplete(text, InputWords.count(blanks, "more character", "more characters"))
    }
  }

  /// What a saved field reads back: its text as it shows it, `nothing` when empty; a secure
  /// field's value is never read back.
  static func readBack(_ model: TextFieldModel) -> String {
    if model.echoMode.isSecret { return "not shown" }
    return model.text.isEmpty ? "nothing" : model.text
  }
}

extension LineMode {
  /// The accessible line mode for a person at the terminal: each field introduced in words, the
  /// value read back once saved, suggestions numbered.
  ///
  /// When standard input is a terminal, lines are read from the terminal (`/dev/tty`) in its own
  /// cooked mode — the person's own line editing — and the transcript is written there, the
  /// cursor left after each prompt (a secure field's keys are not echoed; a form with one has
  /// its keys edited and echoed by the mode itself, each when its line is read, so keys typed
  /// ahead for the secure field are never shown); otherwise lines come from standard input and
  /// the transcript goes to standard error, one line each. No escape sequence is ever written.
  ///
  /// ```swift
  /// let outcome = try LineMode.accessible().run(form)
  /// ```
  public static func accessible() -> LineMode {
    var mode: LineMode
    if isatty(0) == 1, let terminal = LineModeTerminal.open() {
      mode = LineMode(terminal: terminal)
    } else {
      mode = LineMode()
    }
    mode.isAccessible = true
    return mode
  }

  /// A line mode on `terminal`: its lines read, the transcript written there with each prompt
  /// left open for the answer.
  package init(terminal: LineModeTerminal) {
    self.init(
      read: { try terminal.readLine() },
      write: { line in
        switch line.kind {
        case .prompt: terminal.write(line.text + " ")
        // Input ended (Ctrl-D, a deadline) with the cursor still after the prompt.
        case .ended: terminal.write("\n" + line.text + "\n")
        default: terminal.write(line.text + "\n")
        }
      })
    hidesInput = { terminal.hideInput($0) }
    guardsSecrets = { terminal.guardInput($0) }
  }
}
