import CNcurses
import CTerminal

/// The host's own windows, drawn with plain ncurses calls: a title bar, a bordered list on the
/// left, bordered details on the right, and a status bar.
struct HostWindows {
  let list: UnsafeMutablePointer<WINDOW>
  let details: UnsafeMutablePointer<WINDOW>

  init?() {
    let (width, height) = (Int32(cterm_cols()), Int32(cterm_lines()))
    let listWidth = max(20, width / 2)
    guard let list = newwin(max(3, height - 2), listWidth, 1, 0),
      let details = newwin(max(3, height - 2), max(10, width - listWidth), 1, listWidth)
    else { return nil }
    self.list = list
    self.details = details
    keypad(list, true)
  }

  /// Fits the windows to the screen after a resize.
  func fit() {
    let (width, height) = (Int32(cterm_cols()), Int32(cterm_lines()))
    let listWidth = max(20, width / 2)
    wresize(list, max(3, height - 2), listWidth)
    wresize(details, max(3, height - 2), max(10, width - listWidth))
    mvwin(details, 1, listWidth)
  }

  func free() {
    delwin(list)
    delwin(details)
  }

  /// The title and status bars (reverse video across the screen), on `stdscr`.
  func drawBars(status: String) {
    guard let screen = cterm_stdscr() else { return }
    let width = Int(cterm_cols())
    wattr_on(screen, cterm_a_reverse(), nil)
    mvwaddstr(screen, 0, 0, pad(" Contacts · ncurses host demo", to: width))
    mvwaddstr(screen, cterm_lines() - 1, 0, pad(" " + status, to: width))
    wattr_off(screen, cterm_a_reverse(), nil)
    wnoutrefresh(screen)
  }

  /// The list window: its border, a `Find:` row (the search field draws itself there) and the
  /// contacts, the selected one in reverse video.
  func drawList(_ contacts: [Contact], selected: Int, focused: Bool) {
    werase(list)
    box(list, 0, 0)
    mvwaddstr(list, 0, 2, focused ? "[ List ]" : " List ")
    let width = Int(getmaxx(list)) - 2
    for (row, contact) in contacts.enumerated() where row + 3 < getmaxy(list) - 1 {
      if row == selected { wattr_on(list, cterm_a_reverse(), nil) }
      mvwaddstr(list, Int32(row + 3), 1, pad(" " + contact.name, to: width))
      if row == selected { wattr_off(list, cterm_a_reverse(), nil) }
    }
    if contacts.isEmpty { mvwaddstr(list, 3, 2, "no match") }
    wnoutrefresh(list)
  }

  /// The details window: its border, the selected contact, and the keys.
  func drawDetails(_ contact: Contact?, editing: Bool) {
    werase(details)
    box(details, 0, 0)
    mvwaddstr(details, 0, 2, " Details ")
    if let contact {
      mvwaddstr(details, 2, 2, "Name:  " + contact.name)
      mvwaddstr(details, 3, 2, "Phone: " + (contact.phone.isEmpty ? "-" : contact.phone))
    }
    if !editing { mvwaddstr(details, 8, 2, "e edit phone · / find · q quit") }
    wnoutrefresh(details)
  }

  private func pad(_ text: String, to width: Int) -> String {
    let clipped = String(text.prefix(max(0, width)))
    return clipped + String(repeating: " ", count: max(0, width - clipped.count))
  }
}
