import Testing

@testable import textfield

@Suite struct CountdownTests {
  @Test(arguments: [
    (Duration.seconds(3), "h · 3s"), (.milliseconds(2001), "h · 3s"),
    (.milliseconds(1999), "h · 2s"),
    (.zero, "h · 0s"), (.seconds(-4), "h · 0s"),
  ])
  func theHintShowsWholeSecondsRoundedUp(remaining: Duration, hint: String) {
    #expect(countdownHint("h", remaining: remaining) == hint)
  }
}
