/// A command line the subcommand cannot take: exit 2 with the message, the option's help and
/// the usage line.
struct UsageError: Error, CustomStringConvertible {
  var message: String
  /// The option the message is about; its help line follows the message.
  var option: OptionSpec?

  init(_ message: String, option: OptionSpec? = nil) {
    self.message = message
    self.option = option
  }

  var description: String { message }
}

/// Ends the subcommand with `status`, having said why already (or saying nothing, for 0, 1,
/// 124 and 130).
struct ExitStatus: Error {
  var status: Int32

  init(_ status: Int32) { self.status = status }
}
