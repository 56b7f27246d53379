import TextFieldCore
import TextFieldSpec
import TextFieldUI

/// The state of one `textfield serve` session: whether `hello` came, and the open form.
///
/// ``handle(_:lineNumber:)`` answers one request line with its lines: the events it caused, then
/// one reply. Nothing a line holds can stop the session.
struct ServeSession {
  private var greeted = false
  private var open: OpenForm?

  /// The lines answering request line `lineNumber`.
  mutating func handle(_ bytes: [UInt8], lineNumber: Int) -> [String] {
    let request: ServeRequest
    switch ServeRequest.parse(bytes, lineNumber: lineNumber) {
    case .success(let parsed): request = parsed
    case .failure(let failure): return [failure.error.json(id: failure.id)]
    }
    do throws(ServeError) {
      return try serve(request)
    } catch {
      return [error.json(id: request.id)]
    }
  }

  private mutating func serve(_ request: ServeRequest) throws(ServeError) -> [String] {
    let id = request.id
    if case .hello(let version) = request.body {
      guard ServeReply.versions.contains(version) else {
        throw ServeError(
          code: .version,
          message: "version \(version) is not spoken here: this server speaks version "
            + ServeReply.versions.map(String.init).joined(separator: ", "))
      }
      greeted = true
      return [ServeReply.hello(id: id)]
    }
    guard greeted else {
      throw ServeError(
        code: .version, message: "say hello first: {\"type\": \"hello\", \"version\": 1}")
    }
    switch request.body {
    case .hello: return []  // answered above
    case .open(let spec):
      guard open == nil else {
        throw ServeError(
          code: .state, message: "a form is open: submit or cancel it before opening another")
      }
      let opened = try Self.makeForm(spec)
      open = opened
      opened.form.start()
      return [
        ServeReply.object("opened", id: id, [("fields", ServeReply.strings(opened.keys))])
      ]
    case .render(let render):
      let form = try openForm(for: "render")
      let frame = form.form.render(
        width: render.width, height: render.height, cellWidth: .unicode)
      return [ServeReply.frame(frame, id: id, as: render)]
    case .key(let key): return try offer([.key(key)], id: id)
    case .text(let text):
      return try offer(text.map { .key(KeyEvent(.character($0))) }, id: id)
    case .paste(let text): return try offer([.paste(text)], id: id)
    case .bytes(let bytes):
      let opened = try openForm(for: "input")
      opened.source.feed(bytes)
      var events: [InputEvent] = []
      while let event = opened.decoder.next(from: opened.source) { events.append(event) }
      return try offer(events, id: id)
    case .setValue(let key, let text):
      let opened = try openForm(for: "set-value")
      let outcome = opened.form.fields[try opened.index(of: key)].model.setText(text)
      return opened.takeEvents(id: id) + [Self.ok(id: id, used: outcome.landed)]
    case .focus(let key):
      let opened = try openForm(for: "focus")
      let moved = opened.form.moveFocus(to: try opened.index(of: key))
      return opened.takeEvents(id: id) + [Self.ok(id: id, used: moved)]
    case .close:
      _ = try openForm(for: "close")
      open = nil
      return [Self.ok(id: id, used: true)]
    }
  }

  /// `{"type": "ok", "used": …}`.
  private static func ok(id: String?, used: Bool) -> String {
    ServeReply.object("ok", id: id, [("used", used ? "true" : "false")])
  }

  /// The open form, or an error naming `request` when there is none.
  private func openForm(for request: String) throws(ServeError) -> OpenForm {
    guard let open else {
      throw ServeError(
        code: .state, message: "no form is open: send open before \(request)")
    }
    return open
  }

  /// Offers `events` to the form in order (stopping when it ends) and answers with what they
  /// caused: refusals, then each changed field, then the outcome, then `ok`.
  private mutating func offer(_ events: [InputEvent], id: String?) throws(ServeError) -> [String] {
    let opened = try openForm(for: "input")
    var used = false
    var outcome: Form.Outcome?
    for event in events {
      let edits = opened.editCount
      switch opened.form.offer(event) {
      case .used: used = true
      case .unused: break
      case .ended(let ended):
        used = true
        outcome = ended
      }
      opened.noteAlert(since: edits)
      if outcome != nil { break }
    }
    var lines = opened.takeEvents(id: id)
    switch outcome {
    case .submitted:
      let values = zip(opened.keys, opened.form.fields).map { ($0, FieldResult($1.model).json) }
      lines.append(
        ServeReply.object("submitted", id: id, [("values", ShellOutput.jsonObject(values))]))
      open = nil
    case .cancelled, .interrupted, .inputEnded:
      lines.append(ServeReply.object("cancelled", id: id))
      open = nil
    case nil:
      break
    }
    lines.append(Self.ok(id: id, used: used))
    return lines
  }

  /// The form `spec` describes, checked as `textfield form --spec` checks it.
  private static func makeForm(_ spec: JSONValue) throws(ServeError) -> OpenForm {
    let made: FormSpecFile.Made
    do {
      made = try FormSpecFile(json: spec).makeForm()
    } catch {
      throw ServeError(code: .badSpec, message: "spec: \(error.description)")
    }
    made.form.theme = ServeReply.roleTheme
    made.form.alertStyle = .bell
    return OpenForm(form: made.form, keys: made.keys)
  }
}
