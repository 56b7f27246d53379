// README: begin
import CNcurses  // your app's ncurses bindings
import TextFieldCore
import TextFieldCurses

// Your app: ncurses, its own window and border.
setlocale(LC_ALL, "")
initscr()
raw()
noecho()
// ncurses waits ESCDELAY after an Esc for the rest of a key: 1 s unless set. Make Esc answer
// at once (25 ms, as textfield does), unless the user chose a delay.
if getenv("ESCDELAY") == nil { set_escdelay(25) }
guard let window = newwin(6, 60, 2, 4) else { exit(2) }
box(window, 0, 0)
mvwaddstr(window, 0, 2, " Your app's window ")
mvwaddstr(window, 4, 2, "F1 is yours")

// A masked field in rows 1–2 of that window (Enter submits it once complete).
let model = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]")
let field = HostedForm(
  Prompt(label: "Phone", model: model), window: OpaquePointer(window),
  region: .init(x: 2, y: 1, width: 56, height: 2))
field.focus()

// Your event loop: the field takes the keys it uses and gives back the rest.
var answer: String?
loop: while answer == nil {
  field.draw()
  doupdate()
  var key: wint_t = 0
  let status = wget_wch(window, &key)
  switch field.handle(status: status, key: key) {
  case .used, .unused(nil): continue
  case .unused(let event?): mvwaddstr(window, 4, 2, "yours: \(event)      ")
  case .ended(.submitted(let values)): answer = values.first?.value
  case .ended: break loop
  }
}
endwin()
print(answer ?? "cancelled")
// README: end
