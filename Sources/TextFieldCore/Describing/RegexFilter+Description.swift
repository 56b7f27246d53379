extension RegexFilter: InputDescribing {
  /// `text matching "[0-9]{3}-[0-9]{4}"`.
  public var inputDescription: String {
    "text matching " + InputWords.quoted(pattern)
  }
}
