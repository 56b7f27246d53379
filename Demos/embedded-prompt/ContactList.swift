import TextFieldCore
import TextFieldUI

/// The host application's state: its contacts, a status line, and the add-contact prompts while
/// they are open.
struct ContactList {
  /// What the main loop should do after an event.
  enum Response {
    case `continue`
    case alert
    case quit
    case interrupt
    case suspend
  }

  private(set) var contacts: [Contact] = []
  private(set) var status = "No contacts yet."
  private(set) var adding: NewContact?

  /// Handles one event: the open prompt gets it, else the host's own keys.
  mutating func handle(_ event: InputEvent, window: Frame.Point) -> Response {
    guard var flow = adding else { return handleOwnKey(event) }
    let translated: InputEvent =
      if case .click(let x, let y) = event { .click(x: x - window.x, y: y - window.y) } else {
        event
      }
    let step: NewContact.Step
    do {
      step = try flow.handle(translated)
    } catch {
      adding = nil
      status = "Cannot open the phone prompt: \(error)"
      return .alert
    }
    switch step {
    case .prompting:
      adding = flow
      if flow.prompt.form.takeSuspendRequest() { return .suspend }
      return flow.prompt.form.takeAlert() == nil ? .continue : .alert
    case .added(let contact):
      contacts.append(contact)
      adding = nil
      status = "Added \(contact.name)."
    case .cancelled:
      adding = nil
      status = "Cancelled."
    case .interrupted:
      return .interrupt
    }
    return .continue
  }

  private mutating func handleOwnKey(_ event: InputEvent) -> Response {
    switch event {
    case .key(KeyEvent(.character("a"))):
      do {
        adding = try NewContact()
      } catch {
        status = "Cannot open the name prompt: \(error)"
        return .alert
      }
    case .key(KeyEvent(.character("q"))), .key(KeyEvent(.escape)): return .quit
    case .key(.control("c")): return .interrupt
    case .key(.control("z")): return .suspend
    default: break
    }
    return .continue
  }
}
