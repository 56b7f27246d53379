import TextFieldCore

/// A line-mode demo of the seed articles' fields: each line you type is pasted into the field,
/// and the demo shows what the filters kept and why they dropped the rest.
@main
enum DemoForm {
  static func main() throws {
    let fields: [(label: String, filters: [any TextFieldFilter])] = [
      ("Name (max 10)", [try MaxLengthFilter(10)]),
      (
        "Vowels only (max 5)",
        [try CharacterFilter(.allowed, characters: "aeiouAEIOU", maxLength: 5)]
      ),
      ("No vowels (max 7)", [try CharacterFilter(.banned, characters: "aeiouAEIOU", maxLength: 7)]),
      (
        "No digits (max 7)",
        [try CharacterFilter(.banned, where: \.isNumber, description: "digits", maxLength: 7)]
      ),
      (
        "Phone +1 (###) ###-####",
        [try PatternFilter(pattern: "+1 (###) ###-####", rawPattern: "[0-9]*")]
      ),
    ]
    print("TextFieldKit demo — type a line per field (Ctrl-D to stop).")
    var results: [(String, TextFieldModel)] = []
    for (label, filters) in fields {
      let field = TextFieldModel()
      field.retainDelegate(TextFieldProxy(filters: filters))
      field.addObserver { event, _ in
        if case .feedback(let feedback) = event { print("  ! \(feedback)") }
      }
      field.beginEditing()
      print("\(label): ", terminator: "")
      guard let line = readLine() else { break }
      field.perform(.paste(line))
      field.endEditing()
      print(
        "  → \"\(field.text)\"" + (field.value == field.text ? "" : " (value \"\(field.value)\")"))
      results.append((label, field))
    }
    print("\nSubmitted:")
    for (label, field) in results { print("  \(label): \(field.text)") }
  }
}
