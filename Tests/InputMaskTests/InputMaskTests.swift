import InputMask
import Testing

@Test func referenceVersion() {
  #expect(InputMask.compatibleReferenceVersion == "7.3.2")
}
