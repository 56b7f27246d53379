import Testing

@testable import TextFieldTypes

/// The package's one edit distance (locale names, option names).
@Suite("Edit distance")
struct EditDistanceTests {
  @Test func countsInsertionsDeletionsAndSubstitutions() {
    #expect(editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(editDistance(Array("pattern".utf8), Array("patern".utf8)) == 1)
    #expect(editDistance([Character](), Array("abc")) == 3)
    #expect(editDistance(Array("same"), Array("same")) == 0)
  }

  @Test func aLimitStopsWhenTheLengthsAlreadyDifferByMore() {
    #expect(editDistance(Array("a"), Array("abcd"), limit: 2) == 3)
    #expect(editDistance(Array("ab"), Array("abcd"), limit: 2) == 2)
  }
}
