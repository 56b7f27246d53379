import Foundation
import TestSupport
import Testing
import TextFieldSpec

@testable import textfield

/// `--field 'key:Label:options'`: escapes for the separators, one of each option, and initial
/// values that do not fit said, never trimmed silently.
@Suite struct FieldArgumentTests {
  let textfield = BuiltProgram("textfield")

  /// `\:` and `\;` put the separators in text, `\\` a backslash; other backslashes are kept.
  @Test(arguments: [
    (#"t:Time (hh\:mm):mask=[00]:[00];placeholder=hh\;mm"#, "t", "Time (hh:mm)", "hh;mm"),
    (#"a:A:placeholder=x\\;regex=\d+"#, "a", "A", #"x\"#),
    (#"a:A:placeholder=a\\\;b"#, "a", "A", #"a\;b"#),
    (#"a\;b:A\\B:placeholder=x:y"#, "a;b", #"A\B"#, "x:y"),
  ])
  func escapes(argument: String, key: String, label: String, placeholder: String) throws {
    let spec = try FieldSpec(argument: argument)
    #expect(spec.key == key)
    #expect(spec.label == label)
    #expect(spec.placeholder == placeholder)
  }

  @Test func otherBackslashesAreKept() throws {
    let spec = try FieldSpec(argument: #"a:A:regex=\d+\.\d{2}"#)
    #expect(spec.regex == #"\d+\.\d{2}"#)
    #expect(spec.placeholder == nil)
  }

  /// A value holding `;` and `:` reaches the output whole.
  @Test func aValueHoldsTheSeparators() throws {
    let run = try textfield.runLineMode(
      ["form", "--output", "value", "--field", #"a:A\: x:value=1\;2:3"#], input: "")
    #expect(run.stdout == "1;2:3\n")
    #expect(run.status == 0)
  }

  /// An unknown option right after a value, or one no option could be called, says how to
  /// escape.
  @Test(arguments: [
    ("a:A:value=x;y", "y"), ("t:Time (hh:mm):mask=[00]:[00]", "mm):mask"),
    ("r:Ratio a:b", "b"),
  ])
  func aMisplacedSeparatorSaysHowToEscape(argument: String, name: String) throws {
    let run = try textfield.runLineMode(["form", "--field", argument], input: "x\n")
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: --field \"\(argument)\": unknown option \"\(name)\" (known: "
          + StrictSpecTests.known.replacingOccurrences(of: "key, label, ", with: "")
          + #"); a ';' inside a value is written \;, a ':' inside the key or label \:"# + "\n"))
  }

  @Test func anUnknownOptionAloneDoesNotTalkOfEscapes() throws {
    let run = try textfield.runLineMode(["form", "--field", "a:A:colour=red"], input: "x\n")
    #expect(run.status == 2)
    #expect(run.stderr.contains("unknown option \"colour\" (known: "))
    #expect(!run.stderr.contains("inside a value"))
  }

  /// An option given twice is refused, naming it, as a spec refuses a duplicate key; `affine`
  /// and `notation` add one each time.
  @Test(arguments: [
    ("a:A:max-length=3;max-length=5", "max-length"), ("a:A:required;required=false", "required"),
    ("a:A:mask=[0];autocomplete;no-autocomplete", "autocomplete"),
    ("a:A:type=number;no-negative;negative", "negative"), ("a:A:value=x;value=y", "value"),
  ])
  func aDuplicateOptionIsRefused(argument: String, name: String) throws {
    let run = try textfield.runLineMode(["form", "--field", argument], input: "x\n")
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr.hasPrefix(
        "Error: --field \"\(argument)\": option \(name) is given twice (each option once; affine "
          + "and notation add one each time)\n"))
  }

  /// `form --help` says how to escape, and that options are given once.
  @Test func theHelpSaysHowToEscape() throws {
    let run = try textfield.run(["help", "form"])
    #expect(run.status == 0)
    // The help is wrapped: its words, one space apart.
    let words = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      words.contains(
        #"each given once (affine and notation add one each time). Inside --field, \; is a ';' "#
          + #"in a value, \: a ':' in the key or label and \\ a backslash; other backslashes are "#
          + #"kept (regex=\d+)."#))
    #expect(words.contains(#"(\: and \; put the separators in text)"#))
  }

  @Test func affineAndNotationRepeat() throws {
    let spec = try FieldSpec(
      argument: "a:A:mask=[0];affine=[00];affine=[000];notation=x=ab;notation=y=cd")
    #expect(spec.affine == ["[00]", "[000]"])
    #expect(spec.notations == ["x=ab", "y=cd"])
  }
}
