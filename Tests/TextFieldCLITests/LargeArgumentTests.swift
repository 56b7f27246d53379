import Foundation
import TestSupport
import Testing

/// Command lines far larger than anyone types are read in time linear in their size.
///
/// Many `--notation` flags, an unknown option of 130 KB: these check what comes out; the time is
/// measured by hand (DECISIONS).
@Suite struct LargeArgumentTests {
  let textfield = BuiltProgram("textfield")

  /// 20,000 notations, each a symbol of its own; the mask uses the last.
  @Test func twentyThousandNotations() throws {
    let symbols = (0..<20_000).compactMap { Unicode.Scalar(0x4E00 + $0).map(Character.init) }
    let last = try #require(symbols.last)
    let notations = symbols.flatMap { ["--notation", "\($0)=ab"] }
    let run = try textfield.run(["format", "--mask", "[\(last)\(last)]"] + notations + ["ba"])
    #expect(run.stdout == "ba\n")
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  /// A second notation for a symbol is still found among them.
  @Test func aRepeatedSymbolAmongManyIsRefused() throws {
    let symbols = (0..<20_000).compactMap { Unicode.Scalar(0x4E00 + $0).map(Character.init) }
    let notations = (symbols + ["\u{4E00}"]).flatMap { ["--notation", "\($0)=ab"] }
    let run = try textfield.run(["format", "--mask", "[0]"] + notations + ["1"])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("textfield format: bad --notation: a second notation for \"一\""))
  }

  /// A 130 KB unknown option gets no suggestion (no option is near it); a misspelt one still
  /// does.
  @Test func aHugeUnknownOptionIsRefusedWithoutASuggestion() throws {
    let huge = "--" + String(repeating: "a", count: 130_000)
    let run = try textfield.run([huge])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("Error: Unknown option '\(huge)'\nUsage: textfield"))
    let misspelt = try textfield.run(["--placeholdr", "x"])
    #expect(misspelt.status == 2)
    #expect(
      misspelt.stderr.hasPrefix(
        "Error: Unknown option '--placeholdr'. Did you mean '--placeholder'?\n"))
  }
}
