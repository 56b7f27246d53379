import TextFieldCore
import TextFieldCurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A host app — a contact list — that owns the screen and opens masked prompts in a window of
/// its own.
///
/// The host draws its own frame; while a prompt is open it renders the prompt's form into the
/// window, feeds it the keys, and gets submit/cancel back, then carries on. The library never
/// takes over the terminal. Keys: `a` add a contact (a name prompt, then a masked phone prompt),
/// `q` quit and print the contacts to standard output, Ctrl-C exit 130, Ctrl-Z suspend.
@main
enum EmbeddedPrompt {
  static func main() {
    guard let terminal = NcursesTerminal.openRequired(by: "embedded-prompt") else { exit(2) }
    var host = ContactList()
    var status: Int32 = 0
    loop: while true {
      let size = terminal.size
      terminal.draw(host.render(size: size, cellWidth: terminal.cellWidth))
      guard let event = terminal.nextEvent() else { break }
      switch host.handle(event, window: ContactList.promptOrigin(size: size)) {
      case .continue: continue
      case .alert: terminal.alert(.bell)
      case .suspend: terminal.suspend()
      case .quit: break loop
      case .interrupt:
        status = 130
        break loop
      }
    }
    terminal.close()
    if status == 0 { host.contacts.forEach { print($0.outputLine) } }
    exit(status)
  }
}
