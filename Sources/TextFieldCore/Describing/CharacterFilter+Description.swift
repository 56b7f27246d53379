extension CharacterFilter: InputDescribing {
  /// `only "0123456789"`, `anything but "aeiou"`, and the length limit if any.
  public var inputDescription: String {
    var words =
      switch reason {
      case .onlyAllowed(let described): "only " + described
      case .banned(let described): "anything but " + described
      default: mode == .allowed ? "only some characters" : "not every character"
      }
    if let maxLength { words += ", " + maxLength.inputDescription }
    return words
  }
}
