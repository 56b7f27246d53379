import TextFieldCore

extension Form {
  /// Runs the form on `terminal` until it is submitted, cancelled or interrupted, or input ends:
  /// draw, read an event, handle it, alert when an edit was refused, repeat.
  public func run(on terminal: some Terminal) -> Form.Outcome {
    start()
    while true {
      let size = terminal.size
      terminal.draw(render(width: size.width, height: size.height, cellWidth: terminal.cellWidth))
      guard var event = terminal.nextEvent() else {
        focusedField?.model.endEditing(reason: .cancelled, force: true)
        return .inputEnded
      }
      // Ctrl-C typed behind keys still to decide ends the form now (as a cooked terminal's
      // interrupt flushes the input), not after each of them.
      if terminal.interruptIsWaiting, keyMap.action(for: Self.interruptKey) == .form(.interrupt) {
        event = .key(Self.interruptKey)
      }
      if let outcome = handle(event) { return outcome }
      if let alert = takeAlert() { terminal.alert(alert) }
      if takeRedrawRequest() { terminal.invalidate() }
      if takeSuspendRequest() { terminal.suspend() }
    }
  }

  private static let interruptKey = KeyEvent.control("c")
}
