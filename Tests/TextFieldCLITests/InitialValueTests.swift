import Foundation
import TestSupport
import Testing

/// An initial value the filters would trim is refused in line mode (exit 3, the reason on
/// standard error), as a line would be: `--value`, `--value -` and a spec's `value`.
@Suite struct InitialValueTests {
  let textfield = BuiltProgram("textfield")

  @Test(arguments: [
    (
      ["--max-length", "5", "--value", "-"], "abcdefgh\n",
      #"textfield: --value "abcdefgh" does not fit: 3 characters dropped: at most 5 characters"#
    ),
    (
      ["--max-length", "5", "--value", "abcdefgh"], "",
      #"textfield: --value "abcdefgh" does not fit: 3 characters dropped: at most 5 characters"#
    ),
    (
      ["--mask", "[000]", "--value", "abc"], "",
      #"textfield: --value "abc" does not fit the format: the field starts empty"#
    ),
    (
      ["--mask", "[000]", "--value", "12a3"], "",
      #"textfield: --value "12a3" does not fit the format: it takes "123""#
    ),
    (
      ["form", "--field", "a:A:max-length=2;value=xyz"], "",
      #"textfield: field "a": value "xyz" does not fit: 1 character dropped: at most 2 characters"#
    ),
  ])
  func aValueThatDoesNotFitIsRefused(arguments: [String], input: String, message: String) throws {
    let run = try textfield.runLineMode(arguments, input: input)
    #expect(run.status == 3)
    #expect(run.stdout == "")
    #expect(run.stderr == message + "\n")
  }

  /// A value that fits, formatted or raw, is taken as before.
  @Test(arguments: [
    (["--mask", "+1 ([000]) [000]-[0000]", "--value", "555-123-4567"], "+1 (555) 123-4567\n"),
    (["--pattern", "(###) ###-####", "--value", "(555) 123-4567"], "(555) 123-4567\n"),
    (["--max-length", "5", "--value", "abcde"], "abcde\n"),
  ])
  func aValueThatFitsIsTaken(arguments: [String], output: String) throws {
    let run = try textfield.runLineMode(arguments, input: "")
    #expect(run.stdout == output)
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }
}
