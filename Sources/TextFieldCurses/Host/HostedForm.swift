import TextFieldCore
import TextFieldUI

/// A form or prompt living in a rectangle of a window that a host program owns.
///
/// For a program that already runs ncurses (it called `initscr` or `newterm`): the host keeps its
/// screen, its windows and its event loop. It hands each `wget_wch` result to ``handle(status:key:)``
/// and acts on what comes back; ``draw()`` writes the form into its region and calls
/// `wnoutrefresh` only, so the host's `doupdate` shows everything at once.
///
/// ```swift
/// let phone = try Prompt(label: "Phone", model: TextFieldModel(mask: "+1 ([000]) [000]-[0000]"))
/// let field = HostedForm(
///   phone, window: OpaquePointer(window), region: .init(x: 2, y: 3, width: 40, height: 2))
/// field.focus()
/// loop: while true {
///   field.draw()  // last, so the terminal's caret is the field's
///   doupdate()
///   var key: wint_t = 0
///   let status = wget_wch(window, &key)
///   switch field.handle(status: status, key: key) {
///   case .used: continue
///   case .unused(let event): hostHandles(event, status, key)  // F-keys, a click elsewhere…
///   case .ended(let outcome): finish(outcome); break loop
///   }
/// }
/// ```
///
/// What it does for the host: keys, Alt (Esc then a key), modified keys the terminfo entry names
/// (`kLFT5`…), function keys, the paste markers (`ESC[200~`/`ESC[201~`, defined on the host's
/// screen; turn the mode on with ``enableBracketedPaste(descriptor:)``), clicks translated from the screen to
/// the region (when the host enabled mouse events with `mousemask`), the bell when an edit is
/// refused. Keypad decoding is turned on for the window. Nothing is global: two hosted forms in
/// two windows work side by side.
///
/// Esc: with keypad decoding, ncurses holds an Esc for `ESCDELAY` milliseconds (1 s unless set)
/// waiting for the rest of a key, so Esc would cancel a second late. The delay is the host's
/// global, which the library does not change: set it after `initscr`, as `textfield` does,
/// keeping a delay the user chose —
/// `if getenv("ESCDELAY") == nil { set_escdelay(25) }`.
public final class HostedForm {
  /// A rectangle of the host's window, in the window's cells.
  public struct Region: Hashable, Sendable {
    /// The column of the region's left edge.
    public var x: Int
    /// The row of the region's top edge.
    public var y: Int
    /// The region's width in cells.
    public var width: Int
    /// The region's height in rows.
    public var height: Int

    /// The region `width` cells wide and `height` rows high whose top left cell is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// The form (a prompt's one-field form for a prompt).
  public let form: Form
  /// Where the form is drawn in the window; change it when the host's layout changes.
  public var region: Region
  /// The colour pairs of the colour roles (attributes come from `Form/theme`).
  public var palette: HostPalette
  /// Display widths as ncurses measures them.
  package let cellWidth = Curses.cellWidth

  private let window: CursesWindow
  private var decoder = KeyDecoder()
  private let pasteStart: Int32
  private let pasteEnd: Int32
  private let keyCodes: [Int32: KeyEvent]

  /// Hosts `form` in `region` of `window`: a `WINDOW *` of the current screen, as an opaque
  /// pointer (`OpaquePointer(newwin(…))`).
  ///
  /// The host's `WINDOW` type belongs to whichever module imports its ncurses, so the library
  /// cannot name it; the conversion is the host's one explicit step.
  public init(_ form: Form, window: OpaquePointer, region: Region, palette: HostPalette = .init()) {
    self.form = form
    self.region = region
    self.palette = palette
    self.window = CursesWindow(window)
    self.window.enableKeypad()
    pasteStart = Curses.keyCode(for: Curses.pasteStartSequence, preferring: Curses.pasteStartCode)
    pasteEnd = Curses.keyCode(for: Curses.pasteEndSequence, preferring: pasteStart + 1)
    keyCodes = Curses.keyCodes()
  }

  /// Hosts `prompt` in `region` of `window` (an opaque `WINDOW *`, as for a form).
  public convenience init(
    _ prompt: Prompt, window: OpaquePointer, region: Region, palette: HostPalette = .init()
  ) {
    self.init(prompt.form, window: window, region: region, palette: palette)
  }

  // MARK: - Drawing

  /// Writes the whole region (so whatever the host drew there meanwhile is covered), moves the
  /// window's cursor to the caret, and calls `wnoutrefresh` for the window.
  ///
  /// Drawing changes nothing else: the form shows a caret once it has focus (``focus()``, or the
  /// first key handled). The window's attributes are left as they were.
  /// ncurses puts the terminal's caret where the window refreshed last left its cursor: draw the
  /// form after the host's other windows.
  public func draw() {
    let frame = render()
    let saved = window.attributes
    defer { window.attributes = saved }
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let cell = frame[x, y]
        guard !cell.text.isEmpty else { continue }
        let look = cursesLook?(cell.style) ?? standardLook(of: cell.style)
        window.put(
          cell.text, x: region.x + x, y: region.y + y, attributes: look.attributes,
          pair: look.pair)
      }
    }
    if let caret = frame.cursor { window.move(x: region.x + caret.x, y: region.y + caret.y) }
    window.noutrefresh()
  }

  /// The ncurses attributes and colour pair of each drawn cell's style, when the embedder
  /// chooses them itself (the C library's per-role attributes); `nil`: ``standardLook(of:)``.
  package var cursesLook: ((CellStyle) -> (attributes: UInt32, pair: Int16))?

  /// How ``draw()`` draws `style` by default: the theme's attributes and ``palette``'s pair.
  package func standardLook(of style: CellStyle) -> (attributes: UInt32, pair: Int16) {
    let look = palette.look(of: style.color)
    return (Curses.attributes(style.attributes, bold: look.bold), look.pair)
  }

  /// The window's columns and rows.
  package var windowSize: (width: Int, height: Int) { window.size }

  /// Whether ncurses has a current screen (the host called `initscr` or `newterm`).
  package static var hasCurrentScreen: Bool { CursesWindow.standardScreen != nil }

  /// `wget_wch`'s statuses: `OK`, `KEY_CODE_YES` and `ERR`.
  package static let statuses = (ok: Curses.ok, keyCode: Curses.keyCodeStatus, error: Curses.error)

  /// Rings `alert`, as ``offer(_:)`` does for a refused edit.
  package static func ring(_ alert: AlertStyle) { Curses.alert(alert) }

  /// Blanks the region (in the window's background) and calls `wnoutrefresh`: for a host that
  /// closes the form and has nothing of its own to draw there.
  public func erase() {
    let saved = window.attributes
    defer { window.attributes = saved }
    let blank = String(repeating: " ", count: max(0, region.width))
    for y in 0..<max(0, region.height) {
      window.put(blank, x: region.x, y: region.y + y, attributes: 0, pair: 0)
    }
    window.noutrefresh()
  }

  /// The terminal caret's cell in the window, or `nil` when the form shows none.
  package var caret: Frame.Point? {
    render().cursor.map { Frame.Point(x: region.x + $0.x, y: region.y + $0.y) }
  }

  private func render() -> Frame {
    form.render(width: max(0, region.width), height: max(0, region.height), cellWidth: cellWidth)
  }

  /// The region's cell at screen cell (`x`, `y`), or `nil` outside the region.
  package func regionCell(ofScreenX x: Int, y: Int) -> Frame.Point? {
    guard let cell = window.cell(ofScreenX: x, y: y) else { return nil }
    let local = Frame.Point(x: cell.x - region.x, y: cell.y - region.y)
    guard (0..<region.width).contains(local.x), (0..<region.height).contains(local.y) else {
      return nil
    }
    return local
  }

  // MARK: - Focus

  /// Begins editing (the form's should-begin is asked): the form shows its caret and takes keys.
  public func focus() { form.start() }

  /// Ends editing: should-end is asked, and a veto keeps focus and shows why.
  ///
  /// The form shows no caret until ``focus()``. Returns whether focus left.
  @discardableResult
  package func resignFocus() -> Bool { form.resignFocus() }

  /// Whether the form is being edited.
  package var isFocused: Bool { form.focusIndex != nil }

  // MARK: - Input

  /// Turns on bracketed paste in the terminal the host's screen writes to.
  ///
  /// `descriptor` is 1 for `initscr`, or the descriptor of the file given to `newterm`. A paste
  /// then arrives as one edit, and its line ends do not press Enter. Turn it off with ``disableBracketedPaste(descriptor:)``
  /// before the host ends. Returns whether the write succeeded.
  @discardableResult
  public static func enableBracketedPaste(descriptor: Int32 = 1) -> Bool {
    Curses.setBracketedPaste(true, descriptor: descriptor)
  }

  /// Turns bracketed paste off (see ``enableBracketedPaste(descriptor:)``).
  @discardableResult
  public static func disableBracketedPaste(descriptor: Int32 = 1) -> Bool {
    Curses.setBracketedPaste(false, descriptor: descriptor)
  }

  /// Handles what the host's `wget_wch` returned: its status (`OK` or `KEY_CODE_YES`) and the
  /// character or key code.
  ///
  /// Reads on from the window, without waiting, what belongs to the same key (the key after an
  /// Esc, the rest of a grapheme, a paste's body up to its end); what it read and did not use
  /// goes back to ncurses' input queue for the host's next `wget_wch`.
  public func handle<Code: BinaryInteger>(status: Int32, key: Code) -> EventResponse<Form.Outcome> {
    switch decode(status: status, key: UInt32(truncatingIfNeeded: key)) {
    case .nothing: .used
    case .hostsOwn(let event): .unused(event)
    case .event(let event): offer(event)
    }
  }

  /// What a `wget_wch` result decoded to, before the form sees it.
  package enum Decoded {
    /// Nothing yet (an `ERR`, the start of a key or paste whose rest comes later).
    case nothing
    /// The host's own: a resize, or a key code the library does not know (`nil`).
    case hostsOwn(InputEvent?)
    /// An event for the form.
    case event(InputEvent)
  }

  /// Decodes a `wget_wch` result as ``handle(status:key:)`` does, reading on from the window
  /// what belongs to the same key, without offering it to the form.
  package func decode(status: Int32, key: UInt32) -> Decoded {
    guard status != Curses.error else { return .nothing }
    let source = HostKeySource(
      window: window,
      table: HostKeyTable(codes: keyCodes, pasteStart: pasteStart, pasteEnd: pasteEnd),
      status: status, value: key)
    let event = decoder.next(from: source)
    source.giveBack(decoder.takePending())
    if let hostsOwn = source.hostsOwn { return .hostsOwn(hostsOwn) }
    return event.map(Decoded.event) ?? .nothing
  }

  /// `event` in the region's cells: a click translated from the screen, `nil` for a click
  /// outside the region (the host's).
  package func local(_ event: InputEvent) -> InputEvent? {
    guard case .click(let x, let y) = event else { return event }
    return regionCell(ofScreenX: x, y: y).map { .click(x: $0.x, y: $0.y) }
  }

  /// Offers an event the host decoded itself (a click in screen cells, as `getmouse` reports
  /// it: one outside the region is the host's).
  public func offer(_ event: InputEvent) -> EventResponse<Form.Outcome> {
    guard let local = local(event) else { return .unused(event) }
    let response = form.offer(local)
    if let alert = form.takeAlert() { Curses.alert(alert) }
    // An unused click goes back in screen cells, as the host gave it.
    guard case .unused = response else { return response }
    return .unused(event)
  }
}
