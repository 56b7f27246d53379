import TextFieldCore
import TextFieldCurses

/// The host's own state and screen: a list, and an optional prompt embedded at the bottom.
struct PhoneList {
  enum Response {
    case `continue`
    case alert
    case quit
    case interrupt
  }

  var entries: [String] = []
  var prompt: Prompt?
  let origin = Frame.Point(x: 2, y: 3)

  func render(size: TerminalSize, cellWidth: CellWidth) -> Frame {
    var frame = Frame(width: size.width, height: size.height)
    frame.write("Phone list — a: add  q: quit", x: 0, y: 0, style: CellStyle(.bold))
    for (index, entry) in entries.enumerated() {
      frame.write("• \(entry)", x: 2, y: origin.y + 3 + index, cellWidth: cellWidth)
    }
    if let prompt {
      frame.write("New entry:", x: 0, y: origin.y - 1, style: CellStyle(.dim))
      let region = prompt.form.render(
        width: max(0, min(40, size.width - origin.x)), height: 2, cellWidth: cellWidth)
      frame.blit(region, at: origin)
    }
    return frame
  }

  mutating func handle(_ event: InputEvent) -> Response {
    if let prompt {
      let translated: InputEvent =
        if case .click(let x, let y) = event { .click(x: x - origin.x, y: y - origin.y) } else {
          event
        }
      switch prompt.handle(translated) {
      case .submitted(let value):
        entries.append(value.text)
        self.prompt = nil
      case .cancelled, .inputEnded:
        self.prompt = nil
      case .interrupted:
        return .interrupt
      case nil:
        return prompt.form.takeAlert() == nil ? .continue : .alert
      }
      return .continue
    }
    switch event {
    case .key(KeyEvent(.character("a"))): prompt = Self.makePrompt()
    case .key(KeyEvent(.character("q"))), .key(KeyEvent(.escape)): return .quit
    case .key(.control("c")): return .interrupt
    default: break
    }
    return .continue
  }

  static func makePrompt() -> Prompt? {
    let model = TextFieldModel(placeholder: "(___) ___-____")
    guard let filter = try? PatternFilter(pattern: "(###) ###-####", rawPattern: "[0-9]*") else {
      return nil
    }
    model.retainDelegate(filter)
    return Prompt(label: "Phone", model: model)
  }
}
