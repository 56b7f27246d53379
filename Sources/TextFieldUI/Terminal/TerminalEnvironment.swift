#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment variables the terminal front end reads.
public enum TerminalEnvironment {
  /// The names read: `TERM`, `NO_COLOR`, `ESCDELAY`.
  public static let names = ["TERM", "NO_COLOR", "ESCDELAY"]

  /// The current values of ``names`` (unset variables are left out).
  public static var current: [String: String] {
    var values: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return values
  }
}
