import CBuildStamp

extension TextField {
  /// TextFieldKit's version: the one place it is written.
  ///
  /// `textfield --version`, `serve`'s `hello` and the C library's pkg-config file give it;
  /// `Scripts/version.sh` reads it from this line for the scripts and the packages, and
  /// `VersionAgreementTests` checks that every other file stating it (pyproject.toml, the
  /// Python package, CHANGELOG.md's latest release, the documentation) says the same.
  static let version = "0.9.0"

  /// What `--version` prints: the version, and the commit when the build stamped one.
  ///
  /// `Scripts/build-lean.sh` stamps the commit it built (`0.9.0 (commit 1a2b3c4d5e6f)`, with
  /// `-dirty` after it when the tree had uncommitted changes); `swift build` stamps none.
  static var versionLine: String {
    versionLine(commit: String(cString: textfield_build_commit()))
  }

  /// The `--version` line for a build stamped with `commit` (empty: none).
  static func versionLine(commit: String) -> String {
    commit.isEmpty ? version : "\(version) (commit \(commit))"
  }
}
