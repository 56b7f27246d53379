import CNcurses
import CTerminal
import TextFieldCore
import TextFieldCurses

/// The host's state and event loop.
final class HostApp {
  enum Focus { case list, search, editor }

  static let phoneMask = "+1 ([000]) [000]-[0000]"

  let windows: HostWindows
  private(set) var contacts = Contact.samples
  private var selected = 0
  private var focus = Focus.list
  private var status = "↑↓ select · / find · e edit phone · q quit"
  private let palette: HostPalette
  /// The search field, always in the list window.
  private let search: HostedForm
  /// The phone field, in the details window while a phone is edited.
  private var editor: (form: HostedForm, contact: Int)?

  init?(palette: HostPalette) {
    guard let windows = HostWindows() else { return nil }
    self.windows = windows
    self.palette = palette
    let prompt = Prompt(label: "Find", model: TextFieldModel(placeholder: "type to filter"))
    prompt.form.escapeCancels = false
    search = HostedForm(
      prompt, window: OpaquePointer(windows.list), region: Self.searchRegion(windows),
      palette: palette)
  }

  /// The contacts the search keeps (their indices), in order.
  var matches: [Int] {
    let query = search.form.fields[0].model.text.lowercased()
    return contacts.indices.filter {
      query.isEmpty || contacts[$0].name.lowercased().contains(query)
    }
  }

  /// Runs until `q` (0) or Ctrl-C (130), or input ends (1).
  func run() -> Int32 {
    var failedReads = 0
    while true {
      draw()
      var key: wint_t = 0
      let result = wget_wch(windows.list, &key)
      if result == ERR {
        failedReads += 1
        if failedReads > 100 { return 1 }
        continue
      }
      failedReads = 0
      if result == KEY_CODE_YES, Int32(key) == KEY_RESIZE {
        resize()
        continue
      }
      let outcome: Int32? =
        switch focus {
        case .list: handleList(result, key)
        case .search: handleSearch(result, key)
        case .editor: handleEditor(result, key)
        }
      if let outcome { return outcome }
    }
  }

  private func draw() {
    let shown = matches
    windows.drawBars(status: status)
    windows.drawList(
      shown.map { contacts[$0] }, selected: min(selected, shown.count - 1), focused: focus == .list)
    let current = shown.indices.contains(selected) ? contacts[shown[selected]] : nil
    windows.drawDetails(current, editing: editor != nil)
    search.region = Self.searchRegion(windows)
    search.draw()
    if let editor {
      editor.form.region = Self.editorRegion(windows)
      editor.form.draw()
    }
    curs_set(focus == .list ? 0 : 1)
    if focus == .search { search.draw() }
    doupdate()
  }

  private func handleList(_ result: Int32, _ key: wint_t) -> Int32? {
    let count = matches.count
    if result == KEY_CODE_YES {
      switch Int32(key) {
      case KEY_UP: selected = max(0, selected - 1)
      case KEY_DOWN: selected = min(max(0, count - 1), selected + 1)
      case KEY_MOUSE:
        // A click on the search field focuses it there: the field translates the click.
        if case .used = search.handle(status: result, key: key) { focus = .search }
      default: break
      }
      return nil
    }
    switch key {
    case 3: return 130
    case 0x71: return 0  // q
    case 0x2F:  // /
      focus = .search
      search.focus()
    case 0x65:  // e
      openEditor()
    default: break
    }
    return nil
  }

  private func handleSearch(_ result: Int32, _ key: wint_t) -> Int32? {
    switch search.handle(status: result, key: key) {
    case .used:
      selected = 0
    case .unused:
      // Esc, Tab, ↑↓ and clicks elsewhere come back: the list takes focus again.
      leaveSearch()
    case .ended(.interrupted):
      return 130
    case .ended:
      leaveSearch()
    }
    return nil
  }

  private func leaveSearch() {
    search.resignFocus()
    focus = .list
  }

  private func openEditor() {
    let shown = matches
    guard shown.indices.contains(selected) else { return }
    let index = shown[selected]
    let model: TextFieldModel
    do {
      model = TextFieldModel(placeholder: "+1 (___) ___-____")
      model.retainDelegate(try MaskFilter(format: Self.phoneMask))
      model.setText(contacts[index].phone)
    } catch {
      status = "cannot edit: \(error)"
      return
    }
    let prompt = Prompt(label: "Phone", model: model)
    prompt.form.hint = "Enter save · Esc cancel · F1 help"
    let form = HostedForm(
      prompt, window: OpaquePointer(windows.details), region: Self.editorRegion(windows),
      palette: palette)
    form.focus()
    editor = (form, index)
    focus = .editor
    status = "Editing the phone of \(contacts[index].name)"
  }

  private func handleEditor(_ result: Int32, _ key: wint_t) -> Int32? {
    guard let editor else { return nil }
    switch editor.form.handle(status: result, key: key) {
    case .used:
      break
    case .unused(let event?) where event == .key(KeyEvent(.function(1))):
      status = "F1: type the digits, the mask adds the rest · Enter save · Esc cancel"
    case .unused(let event):
      status = "the field does not use \(event.map { "\($0)" } ?? "that key")"
    case .ended(.submitted(let values)):
      contacts[editor.contact].phone = values.first?.text ?? ""
      closeEditor(saying: "Saved \(contacts[editor.contact].name)")
    case .ended(.interrupted):
      return 130
    case .ended:
      closeEditor(saying: "Edit cancelled")
    }
    return nil
  }

  private func closeEditor(saying message: String) {
    editor?.form.erase()
    editor = nil
    focus = .list
    status = message
  }

  private func resize() {
    windows.fit()
    clearok(cterm_stdscr(), true)
    werase(cterm_stdscr())
    wnoutrefresh(cterm_stdscr())
  }

  private static func searchRegion(_ windows: HostWindows) -> HostedForm.Region {
    HostedForm.Region(x: 1, y: 1, width: Int(getmaxx(windows.list)) - 2, height: 1)
  }

  private static func editorRegion(_ windows: HostWindows) -> HostedForm.Region {
    HostedForm.Region(x: 2, y: 5, width: Int(getmaxx(windows.details)) - 4, height: 2)
  }
}
