extension MaxLengthFilter: InputDescribing {
  /// `at most 5 characters`.
  public var inputDescription: String {
    "at most " + InputWords.count(limit, "character", "characters")
  }
}
