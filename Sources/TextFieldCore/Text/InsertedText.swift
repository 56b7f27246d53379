import InputMask

/// How a field treats the text the user or the program inserts.
public enum InputPolicy: Hashable, Sendable {
  /// A single-line value is text: tab, CR, LF and CRLF become one space; other C0 and C1
  /// controls and DEL are dropped, with a notice; a Character holds at most
  /// 32 scalars.
  case singleLine
  /// Inserted text is kept as it comes, controls included (drawing still sanitises it).
  case raw
}

/// Inserted text made fit for a single-line field: the one normaliser every insertion (typing,
/// paste, yank, programmatic text) goes through, in the model.
package struct InsertedText: Hashable, Sendable {
  /// The most Unicode scalars one Character may hold in a single-line field: enough for any
  /// real grapheme (a family emoji with skin tones has 11), few enough that a flood of combining
  /// marks cannot make one Character cost unbounded time.
  package static let maxScalarsPerCharacter = 32

  /// The text to insert.
  package var text: String
  /// How many control scalars were dropped.
  package var droppedControls = 0
  /// How many scalars beyond ``maxScalarsPerCharacter`` were dropped.
  package var droppedMarks = 0

  /// Normalises `text` for `policy`.
  ///
  /// O(n) in the text's scalars.
  package init(_ text: String, policy: InputPolicy) {
    self.text = text
    guard policy == .singleLine else { return }
    normaliseControls()
    boundCharacters()
  }

  /// Whether anything was changed beyond turning line ends and tabs into spaces.
  package var droppedAnything: Bool { droppedControls > 0 || droppedMarks > 0 }

  /// Why something was dropped, or `nil` when nothing was.
  package var reason: RefusalReason? {
    var parts: [RefusalReason] = []
    if droppedControls > 0 { parts.append(.controlCharacters) }
    if droppedMarks > 0 { parts.append(.tooManyCombiningMarks(limit: Self.maxScalarsPerCharacter)) }
    return parts.count > 1 ? .several(parts) : parts.first
  }

  /// The notice for a bulk insertion that lost something, or `nil`.
  package var notice: EditNotice? {
    guard let reason else { return nil }
    return EditNotice(droppedCount: droppedControls + droppedMarks, reason: reason)
  }

  private mutating func normaliseControls() {
    guard text.unicodeScalars.contains(where: Self.isControl) else { return }
    var output = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      let wasCarriageReturn = afterCarriageReturn
      afterCarriageReturn = scalar == "\r"
      switch scalar {
      case "\n" where wasCarriageReturn: continue
      case "\r", "\n", "\t": output.append(" ")
      case _ where Self.isControl(scalar): droppedControls += 1
      default: output.append(scalar)
      }
    }
    text = String(output)
  }

  private mutating func boundCharacters() {
    // ASCII text has no Character longer than CR LF: a byte scan answers for big pastes.
    guard text.utf8.contains(where: { $0 >= 0x80 }),
      text.unicodeScalars.count > Self.maxScalarsPerCharacter
    else { return }
    // Cutting a Character can leave a piece that joins the next one (it ends in a prepended mark
    // or ZWJ): cut again until no Character is too long, and at last drop what still is.
    for pass in 0..<3 {
      guard text.contains(where: { $0.unicodeScalars.count > Self.maxScalarsPerCharacter }) else {
        return
      }
      var output = String.UnicodeScalarView()
      for character in text {
        let scalars = character.unicodeScalars
        guard scalars.count > Self.maxScalarsPerCharacter else {
          output.append(contentsOf: scalars)
          continue
        }
        var kept = Array(scalars.prefix(Self.maxScalarsPerCharacter))
        while let last = kept.last, last.joinsNextCharacter || pass == 2 { kept.removeLast() }
        droppedMarks += scalars.count - kept.count
        output.append(contentsOf: kept)
      }
      text = String(output)
    }
  }

  /// C0 controls, DEL and C1 controls.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
