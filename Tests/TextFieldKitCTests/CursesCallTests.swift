import CNcurses
import CTerminal
import CTextFieldKit
import Testing

/// The ncurses calls, on a screen writing to `/dev/null`.
///
/// `tfk_field_draw_curses` draws into a window read back cell by cell; `tfk_field_handle_wch`
/// gets keys pushed onto ncurses' input queue. One screen at a time (ncurses' current screen is
/// the process's): serialized.
@Suite(.serialized) struct CursesCallTests {
  /// ncurses' attributes for a cell's standard look (`tfk_cell.attributes` and `.color`), as
  /// HostedForm draws the standard theme: the error and accent colours bold.
  static func cursesAttributes(of cell: tfk_cell) -> attr_t {
    var result: attr_t = 0
    if Int(cell.attributes) & TFK_ATTR_BOLD != 0 || cell.color != 0 { result |= cterm_a_bold() }
    if Int(cell.attributes) & TFK_ATTR_DIM != 0 { result |= cterm_a_dim() }
    if Int(cell.attributes) & TFK_ATTR_UNDERLINE != 0 { result |= cterm_a_underline() }
    if Int(cell.attributes) & TFK_ATTR_REVERSE != 0 { result |= cterm_a_reverse() }
    return result
  }

  /// The cells of `field`'s `width` × `height` picture (`tfk_field_render`).
  static func renderedCells(_ field: CField, width: Int32, height: Int32) -> [tfk_cell] {
    var cells = [tfk_cell](repeating: tfk_cell(), count: Int(width * height))
    var text = [CChar](repeating: 0, count: 4096)
    _ = tfk_field_render(
      field.handle, width, height, &cells, cells.count, &text, text.count, nil, nil, nil)
    return cells
  }

  @Test func drawsThePictureIntoItsRegionOnlyWithTheCaretAndStandardLooks() throws {
    let screen = try #require(TestScreen(), "no ncurses screen on /dev/null")
    defer { screen.end() }
    let window = try #require(screen.window(width: 40, height: 6))
    let field = try #require(CField.phone())
    defer { field.free() }
    tfk_field_set_label(field.handle, "Phone")
    field.feed("555")
    cterm_set_attributes(window, cterm_a_underline(), 0)
    let status = tfk_field_draw_curses(field.handle, UnsafeMutableRawPointer(window), 2, 1, 30, 2)
    #expect(name(status) == "TFK_OK")
    // (mvwin_wch, reading cells back, moves the cursor: read it first.)
    let cursor = window.cursor
    let picture = field.picture(width: 30, height: 2)
    let dots = String(repeating: ".", count: 40)
    #expect(
      (0..<6).map { window.text(y: $0, width: 40) } == [
        dots, ".." + picture[0] + "........", ".." + picture[1] + "........", dots, dots, dots,
      ])
    #expect(picture[0] == "Phone: +1 (555) ___-____      ")
    // The caret is the field's (x 16 of the picture), in the window's cells.
    #expect(picture[4] == "16,0")
    #expect(cursor == "18,1")
    // Each cell in the standard look of its role; the window's own attributes are kept.
    let cells = Self.renderedCells(field, width: 30, height: 2)
    var drawn: [attr_t] = []
    var expected: [attr_t] = []
    for y in 0..<2 {
      for x in 0..<30 {
        drawn.append(window.cell(x: Int32(x) + 2, y: Int32(y) + 1).attributes)
        expected.append(Self.cursesAttributes(of: cells[y * 30 + x]))
      }
    }
    #expect(drawn == expected)
    #expect(expected[0] == cterm_a_bold())
    #expect(window.cell(x: 0, y: 1).attributes == 0)
    var attributes: attr_t = 0
    var pair: Int16 = 0
    wattr_get(window, &attributes, &pair, nil)
    #expect(attributes == cterm_a_underline())
    // wnoutrefresh only: the window is copied to the virtual screen, not marked as changed.
    #expect(!is_wintouched(window))
  }

  @Test func theHostSetsEachRolesAttributeAndCanGoBackToTheStandardLook() throws {
    let screen = try #require(TestScreen(), "no ncurses screen on /dev/null")
    defer { screen.end() }
    let window = try #require(screen.window(width: 30, height: 2))
    let field = try #require(CField.phone())
    defer { field.free() }
    let pointer = UnsafeMutableRawPointer(window)
    let reversePair3 = UInt64(cterm_a_reverse()) | 3 << 8
    #expect(
      name(tfk_field_set_curses_attribute(field.handle, Int32(TFK_ROLE_PLACEHOLDER), reversePair3))
        == "TFK_OK")
    #expect(
      name(
        tfk_field_set_curses_attribute(field.handle, Int32(TFK_ROLE_NONE), UInt64(cterm_a_dim())))
        == "TFK_OK")
    tfk_field_set_label(field.handle, "Tel")
    tfk_field_draw_curses(field.handle, pointer, 0, 0, 30, 2)
    // "Tel: " then the mask's "+1 (" (placeholder); row 1's end is no role's.
    let cells = Self.renderedCells(field, width: 30, height: 2)
    #expect(cells[5].role == TFK_ROLE_PLACEHOLDER && cells[59].role == TFK_ROLE_NONE)
    // (getcchar gives the attributes with the pair in their colour bits, as the host set them.)
    #expect(
      window.cell(x: 5, y: 0)
        == WindowCell(text: "+", attributes: attr_t(reversePair3), pair: 3))
    #expect(window.cell(x: 29, y: 1) == WindowCell(text: " ", attributes: cterm_a_dim(), pair: 0))
    #expect(window.cell(x: 0, y: 0).attributes == cterm_a_bold())
    let standard = Self.cursesAttributes(of: cells[5])
    tfk_field_set_curses_attribute(
      field.handle, Int32(TFK_ROLE_PLACEHOLDER), UInt64.max)  // TFK_CURSES_STANDARD_LOOK
    tfk_field_draw_curses(field.handle, pointer, 0, 0, 30, 2)
    #expect(window.cell(x: 5, y: 0) == WindowCell(text: "+", attributes: standard, pair: 0))
    #expect(standard == cterm_a_dim() | cterm_a_underline())
  }

  @Test func badWindowsRegionsRolesAndAttributesAreNamed() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    var answer: Int32 = -1
    #expect(name(tfk_field_draw_curses(field.handle, nil, 0, 0, 1, 1)) == "TFK_ERR_NULL_ARGUMENT")
    #expect(field.lastError == "window is NULL")
    let screen = try #require(TestScreen(), "no ncurses screen on /dev/null")
    let window = try #require(screen.window(width: 20, height: 3))
    let pointer = UnsafeMutableRawPointer(window)
    #expect(
      name(tfk_field_draw_curses(field.handle, pointer, 5, 1, 16, 2)) == "TFK_ERR_BAD_ARGUMENT")
    #expect(field.lastError == "the region 16 × 2 at (5, 1) does not fit the window's 20 × 3 cells")
    #expect(
      name(tfk_field_draw_curses(field.handle, pointer, -1, 0, 1, 1)) == "TFK_ERR_BAD_ARGUMENT")
    #expect(field.lastError == "the region 1 × 1 at (-1, 0) has a negative side or corner")
    #expect(
      name(tfk_field_set_curses_attribute(field.handle, 13, 0)) == "TFK_ERR_BAD_ARGUMENT")
    #expect(
      field.lastError == "role 13 is not a TFK_ROLE_* (TFK_ROLE_NONE 0 to TFK_ROLE_SUGGESTION 12)")
    #expect(
      name(tfk_field_set_curses_attribute(field.handle, 1, 1 << 40)) == "TFK_ERR_BAD_ARGUMENT")
    #expect(
      field.lastError
        == "attribute 0x10000000000 is wider than ncurses' 32-bit attr_t (use "
        + "TFK_CURSES_STANDARD_LOOK for the standard look)")
    #expect(
      name(tfk_field_handle_wch(field.handle, pointer, 7, 0x35, &answer)) == "TFK_ERR_BAD_ARGUMENT")
    #expect(field.lastError == "status 7 is not wget_wch's OK (0), KEY_CODE_YES (256) or ERR (-1)")
    #expect(answer == Int32(TFK_WCH_UNUSED))
    screen.end()
    #expect(
      name(tfk_field_draw_curses(field.handle, pointer, 0, 0, 1, 1)) == "TFK_ERR_BAD_ARGUMENT")
    #expect(
      field.lastError == "ncurses has no current screen: call initscr or newterm before drawing")
  }
}
