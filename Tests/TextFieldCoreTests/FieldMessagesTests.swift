import TestSupport
import Testing
import TextFieldCore

/// One table of words for every message: filters and validators return reasons, the field's
/// `messages` put them into words.
@Suite struct FieldMessagesTests {
  /// Each row: a reason and its English words.
  @Test(arguments: [
    (RefusalReason.custom("as is"), "as is"),
    (.tooLong(limit: 1), "at most 1 character"),
    (.tooLong(limit: 10), "at most 10 characters"),
    (.onlyAllowed(described: "digits"), "only digits allowed"),
    (.banned(described: "\"aeiou\""), "no \"aeiou\" allowed"),
    (.maskRefused(input: "x", expected: .digit), "\"x\": only digits here"),
    (.maskRefused(input: nil, expected: .nothing), "nothing pasted: the field is full"),
    (.maskRefused(input: "!", expected: .letterOrDigit), "\"!\": only letters and digits here"),
    (.maskRefused(input: "z", expected: .other), "\"z\": does not fit here"),
    (.maskRefused(input: "7", expected: .letter), "\"7\": only letters here"),
    (.maskOverflow(format: "[00]"), "more than [00] holds"),
    (.patternFull(capacity: 4), "the pattern holds 4 characters"),
    (.patternMismatch("a"), "\"a\" does not fit the pattern"),
    (.loneCombiningMark, "a combining mark cannot fill a slot on its own"),
    (.regexMismatch, "does not fit the expected format"),
    (.controlCharacters, "control characters are not allowed"),
    (.tooManyCombiningMarks(limit: 32), "a character holds at most 32 combining marks"),
    (.secretCopy, "a password cannot be copied"),
    (.nothingSelected, "nothing is selected (Shift with a motion key selects)"),
    (
      .several([.controlCharacters, .tooLong(limit: 2)]),
      "control characters are not allowed; at most 2 characters"
    ),
  ])
  func englishRefusals(reason: RefusalReason, english: String) {
    #expect(FieldMessages.english.text(for: reason) == english)
  }

  /// Each row: a validation reason and its English words.
  @Test(arguments: [
    (ValidationReason.custom("as is"), "as is"),
    (.required(label: nil), "required"),
    (.required(label: "Name"), "Name is required"),
    (.invalidCardNumber, "not a valid card number"),
    (.noMatch(pattern: "[0-9]+", label: "Zip"), "Zip does not match [0-9]+"),
    (.noMatch(pattern: "a\u{1B}b", label: nil), "does not match a\\u{1B}b"),
    (
      .incomplete(text: "+1 (5", missing: "__) ___-____"),
      "incomplete: \"+1 (5\" still needs \"__) ___-____\""
    ),
    (
      .incompleteMatch(text: "123-", pattern: "[0-9]{3}-[0-9]{4}"),
      "incomplete: \"123-\" does not match [0-9]{3}-[0-9]{4} yet"
    ),
    (
      .incompleteMatch(text: "", pattern: "[0-9]{3}\u{7}"),
      "incomplete: nothing entered, expected [0-9]{3}\\u{7}"
    ),
  ])
  func englishValidations(reason: ValidationReason, english: String) {
    #expect(FieldMessages.english.text(for: reason) == english)
  }

  @Test func feedbackAndNoticesInEnglish() {
    let notice = EditNotice(droppedCount: 1, reason: .tooLong(limit: 3))
    #expect(FieldMessages.english.text(for: notice) == "1 character dropped: at most 3 characters")
    #expect(EditFeedback.trimmed(notice).description == "1 character dropped: at most 3 characters")
    #expect(EditFeedback.rejected(reason: nil).description == "not allowed here")
    #expect(
      notice.merged(with: EditNotice(droppedCount: 2, reason: .tooLong(limit: 3)))
        == EditNotice(droppedCount: 3, reason: .tooLong(limit: 3)))
  }

  @Test func aFrenchTableShowsUpInRefusalsAndNotices() throws {
    let field = try TextFieldModel(mask: "[00]-[00]")
    field.messages = .french
    var said: [String] = []
    field.addObserver { event, model in
      if case .feedback(let feedback) = event { said.append(model.message(for: feedback)) }
    }
    field.beginEditing()
    field.type("x")
    field.perform(.paste("123456"))
    field.type("9")
    let limited = try TextFieldModel(maxLength: 3)
    limited.messages = .french
    limited.addObserver { event, model in
      if case .feedback(let feedback) = event { said.append(model.message(for: feedback)) }
    }
    limited.beginEditing()
    limited.perform(.paste("ab\u{7}cde"))
    limited.type("f")
    let secret = TextFieldModel.editing("pw")
    secret.echoMode = .secure
    secret.messages = .french
    secret.perform(.selectAll)
    #expect(secret.message(for: .rejected(reason: nil)) == "interdit ici")
    if case .rejected(let reason) = secret.perform(.copy) {
      said.append(secret.message(for: .rejected(reason: reason)))
    }
    #expect(
      said == [
        "« x » : seulement des chiffres ici",
        "2 caractères retirés : plus que [00]-[00] ne contient",
        "« 9 » : le champ est plein",
        "3 caractères retirés : les caractères de contrôle sont interdits ; au plus 3 caractères",
        "au plus 3 caractères",
        "un mot de passe ne se copie pas",
      ])
    #expect(field.text == "12-34")
    #expect(limited.text == "abc")
  }

  @Test func aFrenchTableShowsUpInValidationMessages() throws {
    let field = TextFieldModel(
      validators: [
        .required(label: "Nom"), try .regex("[a-z]+", label: "Nom"),
        .required(message: "ceci reste tel quel"),
      ])
    field.messages = .french
    #expect(field.validate(.submit)?.message == "Nom est obligatoire")
    #expect(field.validate(.submit)?.reason == .required(label: "Nom"))
    field.setText("ABC")
    #expect(field.validate(.submit)?.message == "Nom ne correspond pas à [a-z]+")
    field.validators = [.luhn(), .required(message: "ceci reste tel quel")]
    #expect(field.validate(.submit)?.message == "numéro de carte invalide")
    field.setText("")
    field.validators = [.required(message: "ceci reste tel quel")]
    #expect(field.validate(.submit)?.message == "ceci reste tel quel")
  }

  @Test func eachFieldHasItsOwnTable() throws {
    let french = try TextFieldModel(maxLength: 1)
    french.messages = .french
    let english = try TextFieldModel(maxLength: 1)
    for field in [french, english] {
      field.beginEditing()
      field.type("a")
    }
    #expect(french.perform(.insert("b")) == .rejected(reason: .tooLong(limit: 1)))
    #expect(french.message(for: .rejected(reason: .tooLong(limit: 1))) == "au plus 1 caractère")
    #expect(english.message(for: .rejected(reason: .tooLong(limit: 1))) == "at most 1 character")
  }
}
