import Foundation
import Testing

/// The shell contract at a real terminal: the mask options typed key by key, and a result that
/// cannot be written.
@Suite(.serialized) struct TextFieldContractEndToEndTests {
  let hint = TextFieldSession.promptHint

  /// `--autoskip`: Backspace after `12.3` leaves `12.` without it, `12` with it.
  @Test(arguments: [([String](), "12.\n"), (["--autoskip"], "12\n")])
  func autoskipDropsTheLiteralLeftAtTheEnd(flags: [String], output: String) throws {
    let session = try TextFieldSession.start(
      ["--mask", "[00]{.}[00]", "--allow-incomplete"] + flags)
    try session.send("123")
    try session.expectRows(["Value: 12.3_"])
    try session.send("BSpace")
    try session.expectRows(["Value: 12.__"])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: output)
  }

  /// `--autocomplete` with `--affine` turns the first `+` into `+1 (`.
  ///
  /// Every format ties on `+` and the primary wins, which is why autocomplete is off by default
  /// with affine formats (the README test types `+447911123456`).
  @Test func affineFormatsCanBeStartedUnlessAutocompleteIsAskedFor() throws {
    let session = try TextFieldSession.start([
      "--mask", "+1 ([000]) [000]-[0000]", "--affine", "+44 [0000] [000000]", "--autocomplete",
      "--allow-incomplete",
    ])
    try session.send("+", literal: true)
    try session.expectRows(["Value: +1 (___) ___-____"])
    try session.send("4", "Enter")
    try session.expectEnd(status: 0, output: "+1 (4\n")
  }

  /// `--rtl` and `--notation` at the terminal, in a form field's options.
  @Test func formFieldsTakeTheMaskOptions() throws {
    let session = try TextFieldSession.start(
      [
        "form", "--output", "formatted", "--field", "n:N:mask=[000] [000] [000];rtl",
        "--field", "d:D:mask=[99][.][99];notation=.:[.,]:optional",
      ], ready: TextFieldSession.formHint)
    try session.send("123456789", "Tab", "12,5")
    try session.expectRows(["N: 123 456 789", "D: 12,5_"])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "123 456 789\n12,5\n")
  }

  /// Submitted, but standard output is full: exit 74 with the reason, not 0.
  @Test func aValueThatCannotBeWrittenExits74() throws {
    let session = try TextFieldSession.startShell("\"$0\" --prompt Name > /dev/full")
    try session.send("Ann")
    try session.expectRows(["Name: Ann"])
    try session.send("Enter")
    try session.expectEnd(
      status: 74, output: "",
      errors: "textfield: cannot write to standard output: No space left on device\n")
  }

  /// A form whose reader has gone: EPIPE, exit 74, not a silent death by SIGPIPE.
  @Test func aFormWhoseReaderHasGoneExits74() throws {
    let session = try TextFieldSession.startShell(
      "exec 3>&1; { \"$0\" form --field a:A; echo \"status $?\" >&3; } | true",
      ready: TextFieldSession.formHint)
    try session.send("x")
    try session.expectRows(["A: x"])
    try session.send("Enter")
    try session.expectEnd(
      status: 0, output: "status 74\n",
      errors: "textfield: cannot write to standard output: Broken pipe\n")
  }
}
