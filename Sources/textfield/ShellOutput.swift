import TextFieldUI

/// Writing values for shells and JSON readers.
///
/// Both writers work on Unicode scalars, never on `Character`s: a quote followed by a combining
/// mark, a ZWJ or a variation selector (or preceded by a prepended mark such as U+0600) is one
/// `Character` that is not equal to `'` or `"`, yet its first byte is a quote to a shell.
enum ShellOutput {
  /// `text` as a JSON string literal (`JSONText.quoted`, the package's one JSON escaper).
  static func jsonString(_ text: some StringProtocol) -> String { JSONText.quoted(text) }

  /// A JSON object with `pairs` in order; values are already JSON.
  static func jsonObject(_ pairs: [(String, String)]) -> String { JSONText.object(pairs) }

  /// `text` single-quoted for a POSIX shell: inert under `eval` whatever it contains.
  ///
  /// Every U+0027 scalar (byte 0x27 in UTF-8) becomes `'\''`; nothing else is special inside
  /// single quotes. A shell variable cannot hold NUL, so callers refuse values with one
  /// (``nulError(key:)``).
  static func shellQuoted(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    output.append("'")
    for scalar in text.unicodeScalars {
      if scalar == "'" {
        output.append(contentsOf: #"'\''"#.unicodeScalars)
      } else {
        output.append(scalar)
      }
    }
    output.append("'")
    return String(output)
  }

  /// Whether `key` can be a shell variable name (`--output env`).
  static func isShellName(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first,
      first == "_" || (first.isASCII && first.properties.isAlphabetic)
    else {
      return false
    }
    return key.unicodeScalars.allSatisfy {
      $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    }
  }

  /// Why `key` must not be assigned by `eval` (`--output env`), or `nil` when it may.
  ///
  /// Refused: every parameter zsh's and bash's manuals list (``ShellParameters/documented``:
  /// `USERNAME`, `GID`, `PSVAR`, `history`, `widgets`, `terminfo`, …), names POSIX and common
  /// programs give a meaning (`ENV`, `EDITOR`, `TZ`, …), the dynamic linker's and the locale's
  /// (`LD_*`, `LC_*`), and the shells' own prefixes (`BASH*`, `ZSH*`). Overwriting one would
  /// change what the script runs, or who it runs as.
  static func reservedShellNameReason(_ key: String) -> String? {
    if reservedShellNames.contains(key) || ShellParameters.documented.contains(key) {
      return "\"\(key)\" is a variable the shell itself uses"
    }
    for prefix in reservedShellPrefixes where key.hasPrefix(prefix) {
      return "\"\(key)\" starts with \(prefix), a prefix the shell or the system uses"
    }
    return nil
  }

  private static let reservedShellPrefixes = ["BASH", "LC_", "LD_", "DYLD_", "ZSH", "KSH_"]

  /// Names kept besides the manuals' lists: POSIX's and those programs read (`EDITOR`, `PAGER`).
  private static let reservedShellNames: Set<String> = [
    // POSIX
    "_", "ENV", "HOME", "IFS", "LANG", "LINENO", "MAIL", "MAILCHECK", "MAILPATH", "NLSPATH",
    "OLDPWD", "OPTARG", "OPTERR", "OPTIND", "PATH", "PPID", "PS0", "PS1", "PS2", "PS3", "PS4",
    "PWD",
    "CDPATH", "FCEDIT", "HISTFILE", "HISTSIZE", "SHELL", "TERM", "TMPDIR", "TZ", "USER", "LOGNAME",
    "COLUMNS", "LINES", "EDITOR", "VISUAL", "PAGER",
    // bash, ksh, dash
    "BASHOPTS", "SHELLOPTS", "COMP_WORDBREAKS", "DIRSTACK", "EUID", "UID", "GROUPS",
    "FUNCNAME", "GLOBIGNORE", "HISTCONTROL", "HISTFILESIZE", "HISTIGNORE", "HISTTIMEFORMAT",
    "HOSTNAME", "HOSTTYPE", "INPUTRC", "MACHTYPE", "OSTYPE", "PIPESTATUS", "POSIXLY_CORRECT",
    "PROMPT_COMMAND", "PROMPT_DIRTRIM", "RANDOM", "REPLY", "SECONDS", "SHLVL", "TIMEFORMAT",
    "TMOUT", "FIGNORE", "FPATH", "SRANDOM", "EPOCHSECONDS", "EPOCHREALTIME", "HISTCMD",
    "READLINE_LINE", "READLINE_POINT", "EXECIGNORE", "CHILD_MAX",
    // zsh: tied arrays and specials, some lower case
    "path", "cdpath", "fpath", "mailpath", "manpath", "module_path", "psvar", "fignore", "watch",
    "argv", "status", "pipestatus", "prompt", "PROMPT", "PROMPT2", "PROMPT3", "PROMPT4", "RPROMPT",
    "RPS1", "RPS2", "SPROMPT", "options", "parameters", "commands", "functions", "aliases",
    "builtins",
    "ZDOTDIR", "MODULE_PATH", "MANPATH", "PERIOD", "histchars", "HISTCHARS", "NULLCMD",
    "READNULLCMD", "SAVEHIST", "TMPPREFIX",
    "WORDCHARS", "KEYTIMEOUT", "LISTMAX", "ERRNO", "TRY_BLOCK_ERROR", "TRY_BLOCK_INTERRUPT",
    // zsh/watch's (zshmodules(1)), which its special parameters do not list
    "LOGCHECK", "WATCHFMT",
    // zsh's hook arrays (zshmisc(1), "Hook Functions"): each name in them runs at its event
    "chpwd_functions", "periodic_functions", "precmd_functions", "preexec_functions",
    "zshaddhistory_functions", "zshexit_functions", "zsh_directory_name_functions",
  ]
}
