import CNcurses
import CTerminal
import TextFieldCore
import TextFieldCurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plain ncurses program — title bar, bordered list and details windows, status bar, all drawn
/// with ncurses calls — that embeds TextFieldKit fields in its own windows.
///
/// A search field lives in the list window; `e` opens a masked phone field in the details
/// window, so two hosted fields share the screen. The host keeps its event loop: it reads every
/// key with `wget_wch` and hands it to the focused field, which gives back what it does not use
/// (F1 here shows help). Keys: ↑/↓ select, `/` find, `e` edit the phone, `q` quit and print the
/// contacts, Ctrl-C exit 130.
@main
enum NcursesHost {
  static func main() {
    setlocale(LC_ALL, "")
    // The screen goes to the terminal; standard output carries the contacts at the end, so it
    // may be a file or a pipe (`ncurses-host > contacts.tsv`).
    let terminal: UnsafeMutablePointer<FILE>? =
      isatty(0) == 1 && isatty(1) == 1 ? cterm_stdout() : fopen("/dev/tty", "r+")
    guard let terminal else { fail("needs a terminal (none on standard output nor /dev/tty)") }
    let input = terminal == cterm_stdout() ? cterm_stdin() : terminal
    guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty, term != "dumb",
      newterm(nil, terminal, input) != nil
    else { fail("this terminal cannot address the cursor (TERM)") }
    raw()
    noecho()
    nonl()
    set_escdelay(25)
    mousemask(cterm_button1_pressed() | cterm_button1_clicked(), nil)
    mouseinterval(0)
    var palette = HostPalette()
    // An empty NO_COLOR does not count (no-color.org).
    if has_colors(), getenv("NO_COLOR").map({ String(cString: $0).isEmpty }) ?? true {
      start_color()
      use_default_colors()
      init_pair(1, Int16(COLOR_RED), -1)
      init_pair(2, Int16(COLOR_CYAN), -1)
      palette = HostPalette([.error: 1, .accent: 2])
    }
    HostedForm.enableBracketedPaste(descriptor: fileno(terminal))
    guard let app = HostApp(palette: palette) else {
      endwin()
      fail("the screen is too small")
    }
    let status = app.run()
    app.windows.free()
    HostedForm.disableBracketedPaste(descriptor: fileno(terminal))
    endwin()
    if status == 0 {
      for contact in app.contacts { print("\(contact.name)\t\(contact.phone)") }
    }
    exit(status)
  }

  private static func fail(_ message: String) -> Never {
    StandardError.writeLine("ncurses-host: \(message)")
    exit(2)
  }
}
