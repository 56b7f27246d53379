import TestSupport
import Testing

/// The attack's commands, run as a script would: a banned Character or one a negated `--regex`
/// class keeps out cannot reach standard output by joining a neighbouring scalar.
@Suite struct DenylistJoinerCommandTests {
  let textfield = BuiltProgram("textfield")

  /// `printf "a'\xcc\x81b\n" | textfield --banned "'"` printed `a'́b`; so did a U+0600 before
  /// and a ZWJ after.
  @Test(
    arguments: [
      [0x61, 0x27, 0xCC, 0x81, 0x62, 0x0A], [0x61, 0xD8, 0x80, 0x27, 0x62, 0x0A],
      [0x61, 0x27, 0xE2, 0x80, 0x8D, 0x62, 0x0A], [0x61, 0x27, 0xEF, 0xB8, 0x8F, 0x62, 0x0A],
    ] as [[UInt8]])
  func aBannedQuoteWithAJoinerIsRefused(input: [UInt8]) throws {
    let run = try textfield.run(
      ["--banned", "'"], inputBytes: input, environment: BuiltProgram.lineModeEnvironment)
    #expect(run.stdout == "")
    #expect(run.stderr == "textfield: input does not fit: 1 character dropped: no \"'\" allowed\n")
    #expect(run.status == 3)
  }

  /// `--regex '[^;|&$\x60]*'` accepted `x;́rm`.
  @Test func aNegatedRegexClassRefusesAJoinedSemicolon() throws {
    let run = try textfield.run(
      ["--regex", "[^;|&$\\x60]*"], input: "x;\u{301}rm\n",
      environment: BuiltProgram.lineModeEnvironment)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "textfield: input does not fit: 3 characters dropped: does not fit the expected format\n"
    )
    #expect(run.status == 3)
  }

  /// A form field's `banned` option is the same filter: nothing reaches `--output env`.
  @Test func aFormFieldRefusesTheJoinedQuote() throws {
    let run = try textfield.run(
      ["form", "--output", "env", "--field", "name:Name:banned='"], input: "a'\u{301}b\n",
      environment: BuiltProgram.lineModeEnvironment)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "textfield: field \"name\": input does not fit: 1 character dropped: no \"'\" allowed\n")
    #expect(run.status == 3)
  }

  /// What the lists do not keep out still goes through whole.
  @Test func aCombiningMarkOnAnotherLetterStillPasses() throws {
    let banned = try textfield.run(
      ["--banned", "'"], input: "cafe\u{301}\n", environment: BuiltProgram.lineModeEnvironment)
    #expect(banned.stdout == "cafe\u{301}\n")
    #expect(banned.status == 0)
    let regex = try textfield.run(
      ["--regex", "[^;|&$\\x60]*"], input: "x\u{301}rm\n",
      environment: BuiltProgram.lineModeEnvironment)
    #expect(regex.stdout == "x\u{301}rm\n")
    #expect(regex.status == 0)
  }
}
