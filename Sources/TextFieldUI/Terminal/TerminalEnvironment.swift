#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment variables the terminal front end reads.
package enum TerminalEnvironment {
  /// The names read: `TERM`, `NO_COLOR`, `ESCDELAY`.
  package static let names = ["TERM", "NO_COLOR", "ESCDELAY"]

  /// The current values of ``names`` (unset variables are left out).
  package static var current: [String: String] {
    var values: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return values
  }
}
