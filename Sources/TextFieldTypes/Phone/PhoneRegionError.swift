/// A phone field or formatter configured with a region the metadata does not know.
public enum PhoneRegionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `code` is not one of the 245 ISO 3166-1 region codes of libphonenumber's metadata.
  case unknownRegion(String)

  /// What went wrong, in English.
  public var description: String {
    switch self {
    case .unknownRegion(let code):
      "unknown region \"\(code)\": expected an ISO 3166-1 code such as US, GB or DE"
    }
  }
}
