import Foundation
import Testing

/// A `--value` the field cannot take whole is said on the first paint (the field starts with
/// what it took); the next key clears the notice.
@Suite(.serialized) struct ValueNoticeEndToEndTests {
  @Test func aValueTheMaskCannotTakeIsSaid() throws {
    let notice = #"--value "abc" does not fit the format: the field starts empty"#
    let session = try TextFieldSession.start(["--mask", "[000]", "--value", "abc"], ready: notice)
    try session.expectRows(["Value: ___", "", notice])
    try session.send("12")
    try session.expectRows(["Value: 12_", "", TextFieldSession.promptHint])
    try session.send("3", "Enter")
    try session.expectEnd(status: 0, output: "123\n")
  }

  @Test func aTrimmedValueIsSaid() throws {
    let notice = #"--value "abcdefgh" does not fit: 3 characters dropped: at most 5 characters"#
    let session = try TextFieldSession.start(
      ["--max-length", "5", "--value", "abcdefgh"], ready: notice)
    try session.expectRows(["Value: abcde", "", notice])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "abcde\n")
  }

  @Test func aFormSaysWhichFieldsValue() throws {
    let notice = #"field "b": value "12a" does not fit the format: it takes "12-""#
    let session = try TextFieldSession.start(
      ["form", "--field", "a:A:", "--field", "b:B:mask=[00]{-}[0];value=12a"], ready: notice)
    try session.expectRows(["A:", "B: 12-_", "", notice])
  }
}
