import Foundation
import TestSupport

/// Runs `textfield completion SHELL`'s script in the real shell and returns the candidates it
/// offers for a command line, as a person pressing Tab at its end would get them.
///
/// bash: bash-completion loaded, `_textfield` called with `COMP_WORDS`/`COMP_CWORD` as bash sets
/// them (`--output=j` is three words). zsh: an interactive `zsh -f` on a pseudo-terminal
/// (`zpty`) with `compinit`, the line typed and Tab pressed; `compadd` is wrapped to write each
/// match to a file. fish: `complete -C`.
struct CompletionShells {
  let textfield = BuiltProgram("textfield")
  /// A folder of its own: the scripts, the zsh setup, and the files `--spec` completes.
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("completion-\(UUID().uuidString)")
    let files = folder.appendingPathComponent("files")
    try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
    for name in ["signup.json", "survey.json", "notes.txt"] {
      try Data("{}".utf8).write(to: files.appendingPathComponent(name))
    }
    for shell in ["bash", "zsh", "fish"] {
      let run = try textfield.run(["completion", shell])
      guard run.status == 0 else { throw Failure(text: "completion \(shell): \(run.stderr)") }
      let name = shell == "zsh" ? "_textfield" : "textfield.\(shell)"
      try Data(run.stdout.utf8).write(to: folder.appendingPathComponent(name))
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
  }

  /// The folder `--spec` file names are completed in (signup.json, survey.json, notes.txt).
  var files: String { folder.appendingPathComponent("files").path }

  func remove() { try? FileManager.default.removeItem(at: folder) }

  /// The sorted, distinct candidates `shell` offers at the end of `line`.
  func candidates(_ shell: String, _ line: String) throws -> [String] {
    let output: String
    switch shell {
    case "bash":
      output = try run("/bin/bash", ["--norc", "--noprofile", "-c", Self.bashDriver, "bash"], line)
    case "zsh":
      let out = folder.appendingPathComponent("zsh-matches-\(UUID().uuidString)").path
      output = try run("/usr/bin/zsh", ["-f", "-c", Self.zshDriver, "zsh", folder.path, out], line)
    default:
      let script = folder.appendingPathComponent("textfield.fish").path
      output = try run(
        "/usr/bin/fish",
        ["--no-config", "-c", "source \(script); complete -C \"$argv[1]\"", "--"], line)
    }
    let words = output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    return Array(Set(words)).sorted()
  }

  /// Runs `program` in ``files`` with `arguments` then `line` (bash: `$1` is the script).
  private func run(_ program: String, _ arguments: [String], _ line: String) throws -> String {
    let shell = BuiltProgram(url: URL(fileURLWithPath: "/bin/sh"))
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = folder.path
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
    environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
    environment["SPEC_FOLDER"] = files
    environment["SCRIPT"] = folder.appendingPathComponent("textfield.bash").path
    let run = try shell.run(
      ["-c", "cd \"$SPEC_FOLDER\" || exit 9; exec \"$0\" \"$@\"", program] + arguments + [line],
      environment: environment)
    guard run.status == 0 else {
      throw Failure(text: "\(program) exited \(run.status): \(run.stderr)")
    }
    return run.stdout
  }

  /// bash: bash-completion, the script, then `_textfield` over the line cut as bash cuts it.
  static let bashDriver = """
    source /usr/share/bash-completion/bash_completion || exit 7
    source "$SCRIPT" || exit 8
    line=$1
    COMP_LINE=$line COMP_POINT=${#line}
    COMP_WORDS=()
    for word in $line; do
      if [[ $word == *=* ]]; then
        COMP_WORDS+=("${word%%=*}" = "${word#*=}")
      else
        COMP_WORDS+=("$word")
      fi
    done
    [[ $line == *' ' || $line == *= ]] && COMP_WORDS+=('')
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    _textfield textfield "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
    printf '%s\\n' "${COMPREPLY[@]}"
    """

  /// zsh: an interactive `zsh -f` on a pseudo-terminal, `compinit` over the folder holding
  /// `_textfield`, `compadd` wrapped to write its matches to the file `$2`; the line is typed
  /// and Tab pressed; the matches are printed once the completion has finished.
  static let zshDriver = #"""
    folder=$1 out=$2 line=$3
    setup=$out.setup
    print -r -- "
    PS1='' PROMPT='' RPROMPT=''
    fpath=(${(q)folder} \$fpath)
    autoload -Uz compinit && compinit -u -D
    zstyle ':completion:*' list-grouped false
    compadd() {
      # A query (-O, -A, -D) only computes matches: pass it on.
      if (( \${@[(I)-[OAD]]} )); then builtin compadd \"\$@\"; return; fi
      local -a __hits
      builtin compadd -A __hits \"\$@\"
      (( \$#__hits )) && print -rl -- \$__hits >> ${(q)out}
      builtin compadd \"\$@\"
    }
    __textfield_done() { print -r -- '--end--' >> ${(q)out}; }
    comppostfuncs=(__textfield_done)
    bindkey '^I' complete-word
    " > $setup
    zmodload zsh/zpty || exit 6
    TERM=xterm zpty z zsh -f -i
    zpty -w z "source ${(q)setup}"
    zpty -w -n z "$line"$'	'
    integer tries=0
    # The completion runs in the child: wait for its end mark (at most 20 s).
    until [[ -f $out ]] && grep -q -e '^--end--$' $out; do
      (( ++tries > 400 )) && { print -u2 "zsh gave no completion for: $line"; zpty -d z; exit 5; }
      zpty -r -t z junk 2>/dev/null
      sleep 0.05
    done
    zpty -d z
    grep -v -e '^--end--$' $out
    exit 0
    """#
}
