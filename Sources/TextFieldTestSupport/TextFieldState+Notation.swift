import TextFieldCore

extension TextFieldState {
  /// Reads the notation of `description`: `ab|c` is a caret after `b`; `a[bc|]` selects `bc` with
  /// the caret at its end, `a[|bc]` with the caret at its start.
  public init(notation: String) {
    var text = ""
    var caret = 0
    var anchor: Int?
    var selectionStart = 0
    var count = 0
    var characters = Array(notation)[...]
    while let character = characters.popFirst() {
      switch character {
      case "|":
        caret = count
      case "[":
        selectionStart = count
        if characters.first == "|" {
          characters.removeFirst()
          caret = count
          anchor = nil
        }
      case "]":
        anchor = caret == count ? selectionStart : count
        if caret != count {
          anchor = count
          caret = selectionStart
        }
      default:
        text.append(character)
        count += 1
      }
    }
    self.init(text: text, caret: caret, anchor: anchor ?? caret)
  }
}

extension TextFieldModel {
  /// A field editing the state written in ``TextFieldState/init(notation:)``'s notation.
  public static func editing(
    notation: String, filters: [any TextFieldFilter] = [], pasteboard: Pasteboard = Pasteboard()
  ) -> TextFieldModel {
    let state = TextFieldState(notation: notation)
    let field = TextFieldModel(text: state.text, pasteboard: pasteboard)
    field.filters = filters
    field.beginEditing()
    field.select(anchor: state.anchor, caret: state.caret)
    return field
  }
}
