import InputMask
import Testing

@Test func referenceVersion() {
  #expect(Mask.compatibleReferenceVersion == "7.3.2")
}
