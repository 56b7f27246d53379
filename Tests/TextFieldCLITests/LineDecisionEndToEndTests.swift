import TestSupport
import Testing

/// The built `textfield format --type …` (and `--mask …`) against the built prompt without a terminal
/// (`echo line | textfield --type …`), on a sample of the agreement tests' lines: the same
/// answer for every line, the same value, the same reason.
@Suite struct LineDecisionEndToEndTests {
  let textfield = BuiltProgram("textfield")

  static let configs = LineDecisionLines.configs.filter {
    [
      "--type phone", "--type phone --region US", "--type number --locale de_DE",
      "--type number --locale ar_EG", "--type currency --currency EUR --locale de_DE",
      "--type currency --currency CHF --locale fr_CH", "--type date --format dd/MM/yyyy",
      "--type date", "--type date --format HH:mm", "--mask +1 ([000]) [000]-[0000]",
      "--mask [00]{.}[00]{.}[9999]", "--mask [000]",
    ].contains($0.testDescription)
  }

  @Test(arguments: configs)
  func formatPrintsWhatThePromptPrints(_ config: LineDecisionLines.Config) throws {
    // Lines a line-oriented input can carry, not the huge ones.
    let lines = LineDecisionLines.lines(for: config, count: 24, seed: 7).filter {
      $0.count < 200 && !$0.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
    }
    // A mask's JSON adds the engine's caret and affinity: compare the text the prompt prints.
    let output = config.type == "mask" ? "formatted" : "json"
    let format = try textfield.run(
      ["format"] + config.flags + ["--output", output],
      input: lines.joined(separator: "\n") + "\n")
    try #require(format.lines.count == lines.count, "\(format.stderr)")
    var expectedErrors = ""
    for (index, line) in lines.enumerated() {
      let prompt = try textfield.run(
        config.flags + ["--output", output], input: line + "\n",
        environment: BuiltProgram.lineModeEnvironment)
      let literal = HostileText.literal(line)
      if prompt.status == 0 {
        #expect(format.lines[index] + "\n" == prompt.stdout, "\(literal)")
        #expect(prompt.stderr == "", "\(literal)")
      } else {
        #expect(prompt.status == 3, "\(literal): \(prompt.stderr)")
        let refusal = output == "json" ? #"{"error": {"message": "# : ""
        #expect(
          output == "json" ? format.lines[index].hasPrefix(refusal) : format.lines[index].isEmpty,
          "\(literal)")
        let reason = prompt.stderr.dropFirst("textfield: ".count)
        expectedErrors += "textfield format: line \(index + 1): \(reason)"
      }
    }
    #expect(format.stderr == expectedErrors)
    #expect(format.status == (expectedErrors.isEmpty ? 0 : 3))
  }
}
