/// `textfield completion SHELL`: prints the completion script of bash, zsh or fish.
enum CompletionCommand {
  /// The shells there is a script for.
  static let shells = ["bash", "zsh", "fish"]

  static let abstract = "Print a shell completion script for bash, zsh or fish."

  static var discussion: String {
    """
    The script completes the subcommands, their options (and --no- inversions), the words an \
    option takes (--type, --strategy, --output) and file names for --spec. It is written from \
    the tables the option parser and --help read, so it never lists an option textfield does \
    not take. Write it to the folder your shell loads completions from:

      bash (needs bash-completion):
        dir=~/.local/share/bash-completion/completions
        mkdir -p $dir && textfield completion bash > $dir/textfield
      zsh (a folder in $fpath, before compinit runs):
        mkdir -p ~/.zfunc && textfield completion zsh > ~/.zfunc/_textfield
        and in ~/.zshrc: fpath=(~/.zfunc $fpath); autoload -Uz compinit; compinit
      fish:
        dir=~/.config/fish/completions
        mkdir -p $dir && textfield completion fish > $dir/textfield.fish

    System-wide, under a PREFIX such as /usr/local (what `make install` does): \
    PREFIX/share/bash-completion/completions/textfield, \
    PREFIX/share/zsh/site-functions/_textfield and \
    PREFIX/share/fish/vendor_completions.d/textfield.fish. A new shell picks the script up.

    \(Status.helpText)
    """
  }

  static let command = CommandSpec(
    name: "completion", abstract: abstract, discussion: { discussion }, usage: "<shell>",
    options: [], arguments: ("shell", "bash, zsh or fish."), argumentChoices: shells)

  /// Prints the script of the one shell `arguments` names.
  /// - Throws: ``UsageError`` when no shell, several, or another word is given;
  ///   ``ExitStatus`` 74 when standard output cannot be written.
  static func run(_ arguments: ParsedArguments) throws {
    let named = arguments.positionals
    guard named.count == 1, let shell = named.first, shells.contains(shell) else {
      let given =
        named.isEmpty
        ? "Missing shell" : "Unknown shell '\(named.joined(separator: " "))'"
      throw UsageError(given + ": say bash, zsh or fish ('textfield completion bash')")
    }
    let table = CompletionTable.current
    let script =
      switch shell {
      case "zsh": table.zshScript
      case "fish": table.fishScript
      default: table.bashScript
      }
    try StandardOutput.writeDocument(script)
  }
}
