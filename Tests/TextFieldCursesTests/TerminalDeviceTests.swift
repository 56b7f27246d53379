import Testing

@testable import TextFieldCurses

/// The one open policy of both terminals, as a decision over what is there.
@Suite struct TerminalDeviceTests {
  @Test(arguments: [
    // /dev/tty opens: it wins, whatever standard input and output are.
    (true, true, true, TerminalDevice.Source.controllingTerminal),
    (true, true, false, .controllingTerminal),
    (true, false, true, .controllingTerminal),
    (true, false, false, .controllingTerminal),
    // No controlling terminal (setsid): standard input and output, when both are terminals.
    (false, true, true, .standardStreams),
    (false, true, false, nil),
    (false, false, true, nil),
    (false, false, false, nil),
  ])
  func theControllingTerminalComesFirstThenStandardStreams(
    controllingTerminalOpens: Bool, standardInputIsTerminal: Bool,
    standardOutputIsTerminal: Bool, expected: TerminalDevice.Source?
  ) {
    #expect(
      TerminalDevice.choose(
        controllingTerminalOpens: controllingTerminalOpens,
        standardInputIsTerminal: standardInputIsTerminal,
        standardOutputIsTerminal: standardOutputIsTerminal) == expected)
  }

  @Test func onlyTheControllingTerminalsDescriptorIsClosedAtTheEnd() {
    #expect(
      TerminalDevice(source: .controllingTerminal, input: 5, output: 5).ownsDescriptor == true)
    #expect(TerminalDevice(source: .standardStreams, input: 0, output: 1).ownsDescriptor == false)
  }
}
