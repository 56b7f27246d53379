import Testing
import TextFieldCore
import TextFieldTestSupport

@testable import TextFieldUI

/// A host that owns the screen: it draws its own frame, embeds a prompt's frame in a region,
/// routes its own events to the prompt, and gets submit/cancel back.
@Suite struct EmbeddingTests {
  struct Host {
    var log: [String] = []
    var prompt: Prompt? = Prompt(label: "Zip", model: TextFieldModel())
    let origin = Frame.Point(x: 4, y: 2)

    func screen() -> Frame {
      var frame = Frame(width: 24, height: 5)
      frame.write("HOST APP", x: 0, y: 0, style: CellStyle(.bold))
      if let prompt {
        frame.blit(prompt.form.render(width: 16, height: 2, cellWidth: .unicode), at: origin)
      }
      return frame
    }

    mutating func feed(_ event: InputEvent) {
      guard let prompt else { return }
      let translated: InputEvent =
        if case .click(let x, let y) = event { .click(x: x - origin.x, y: y - origin.y) } else {
          event
        }
      switch prompt.handle(translated) {
      case .submitted(let value): log.append("submitted \(value.text)")
      case .cancelled: log.append("cancelled")
      case .interrupted, .inputEnded: log.append("other")
      case nil: return
      }
      self.prompt = nil
    }
  }

  @Test func promptDrawsInTheHostsRegionAndReportsSubmit() {
    var host = Host()
    for event in InputEvent.typing("12345") { host.feed(event) }
    #expect(host.screen().description == "HOST APP\n\n    Zip: 12345|\n    Enter submit · …\n")
    host.feed(.click(x: 10, y: 2))
    #expect(host.screen().cursor == Frame.Point(x: 10, y: 2))
    host.feed(.key("Enter"))
    #expect(host.log == ["submitted 12345"])
    #expect(host.screen().description == "HOST APP\n\n\n\n")
  }

  @Test func escapeCancelsTheEmbeddedPrompt() {
    var host = Host()
    host.feed(.key("x"))
    host.feed(.key("Esc"))
    #expect(host.log == ["cancelled"])
  }
}
