import TextFieldCore
import TextFieldCurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A host app that owns the screen and embeds a masked prompt in a region of its own.
///
/// The host draws its own frame (a phone list), and while the prompt is open it renders the
/// prompt's form into a region, feeds it the keys, and gets submit/cancel back. The library
/// never takes over the terminal. Keys: `a` add, `q` quit (prints the list), Ctrl-C exits 130.
@main
enum EmbeddedPrompt {
  static func main() throws {
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal.open(environment: TerminalEnvironment.current)
    } catch {
      print("embedded-prompt needs a terminal: \(error)")
      exit(2)
    }
    var host = PhoneList()
    var status: Int32 = 0
    loop: while true {
      terminal.draw(host.render(size: terminal.size, cellWidth: terminal.cellWidth))
      guard let event = terminal.nextEvent() else { break }
      switch host.handle(event) {
      case .continue: continue
      case .alert: terminal.alert(.bell)
      case .quit: break loop
      case .interrupt:
        status = 130
        break loop
      }
    }
    terminal.close()
    if status == 0 { host.entries.forEach { print($0) } }
    exit(status)
  }
}
