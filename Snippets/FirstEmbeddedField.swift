// The README's first embedded field: a masked prompt driven by the host's own loop.

// README: begin
import TextFieldCore  // the model: masks, filters, keys
import TextFieldCurses  // forms and prompts; HostedForm draws one into your ncurses window

// Your loop hands the field each event, draws its frame, and acts on what comes back.
let model = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]")
let phone = Prompt(label: "Phone", model: model)
let events: [InputEvent] = [
  .paste("5551234567"), .key(KeyEvent(.function(2))), .key(KeyEvent(.enter)),
]
for event in events {
  switch phone.offer(event) {
  case .used: print(model.text)  // +1 (555) 123-4567; draw it with HostedForm, or your own way
  case .unused(let event?): print("yours:", event)  // F2: the field does not use it
  case .ended(.submitted(let phone)): print(phone.value)  // 5551234567
  case .unused(nil), .ended: break  // a key code of your own (define_key); cancelled
  }
}
// README: end

// snippet.hide
precondition(model.value == "5551234567")
