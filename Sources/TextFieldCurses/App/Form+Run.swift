import TextFieldCore

extension Form {
  /// Runs the form on `terminal` until it is submitted, cancelled or interrupted, or input ends:
  /// draw, read an event, handle it, alert when an edit was refused, repeat.
  public func run(on terminal: some Terminal) -> FormOutcome {
    start()
    while true {
      let size = terminal.size
      terminal.draw(render(width: size.width, height: size.height, cellWidth: terminal.cellWidth))
      guard let event = terminal.nextEvent() else {
        focusedField?.model.endEditing(reason: .cancelled, force: true)
        return .inputEnded
      }
      if let outcome = handle(event) { return outcome }
      if let alert = takeAlert() { terminal.alert(alert) }
      if takeRedrawRequest() { terminal.invalidate() }
      if takeSuspendRequest() { terminal.suspend() }
    }
  }
}
