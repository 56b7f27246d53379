import Testing
import TextFieldTypes

@Suite struct FieldTypeTests {
  @Test func namesAreTheCommandLineSpellings() {
    #expect(FieldType.allCases.map(\.rawValue) == ["phone", "number", "currency", "date"])
  }
}
