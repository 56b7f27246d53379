import Foundation
import TestSupport
import Testing

/// LICENSE, NOTICE, THIRD-PARTY-NOTICES and LICENSES/ name every component a build contains
/// (`BundledComponent.all`), and the `textfield` under test holds exactly the code they say.
@Suite struct ThirdPartyNoticesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Standard output of `command` run by `/bin/sh` with the binary under test as `$1`.
  static func inspect(_ command: String) throws -> String {
    let binary = BuiltProgram("textfield").url.path
    let run = try BuiltProgram.Shell().run(command, binary)
    #expect(!run.isEmpty, "\(command) printed nothing")
    return run
  }

  @Test func theLicenseIsApache20AndLicensesHoldsTheSameText() throws {
    let license = try Self.text("LICENSE")
    #expect(license.hasPrefix("\n                                 Apache License\n"))
    #expect(license.contains("Version 2.0, January 2004"))
    #expect(license.hasSuffix("limitations under the License.\n"))
    #expect(try Self.text("LICENSES/Apache-2.0.txt") == license)
  }

  @Test func theNoticesNameEveryComponentAndNoOther() throws {
    let notices = try Self.text("THIRD-PARTY-NOTICES")
    let headings = notices.split(separator: "\n").filter { $0.hasPrefix("== ") }.map(String.init)
    #expect(headings == BundledComponent.all.map { "== \($0.name) ==" })
  }

  @Test func everyLicenceTextIsThereAndEachIsSomeComponents() throws {
    let named = Set(BundledComponent.all.flatMap(\.licences))
    let folder = Self.root.appendingPathComponent("LICENSES").path
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(Set(files) == Set(named.map { "\($0).txt" }))
    let notices = try Self.text("THIRD-PARTY-NOTICES")
    for licence in named { #expect(notices.contains("LICENSES/\(licence).txt"), "\(licence)") }
  }

  @Test func theNoticeAttributesTheDataEveryBuildHolds() throws {
    let notice = try Self.text("NOTICE")
    #expect(notice.hasPrefix("TextFieldKit\nCopyright 2026 The TextFieldKit authors\n"))
    for phrase in [
      "Copyright (C) 2009-2025 The Libphonenumber Authors", "Copyright (c) 2004-2025 Unicode, Inc.",
      "THIRD-PARTY-NOTICES",
    ] {
      #expect(notice.contains(phrase), "\(phrase)")
    }
    for component in BundledComponent.all where component.place == .leanBuild {
      #expect(notice.contains(component.name), "\(component.name)")
    }
  }

  /// The binary under test defines the functions of exactly the components said to be in it.
  ///
  /// The lean build links in every `.leanBuild` component and no glibc; a `swift build` links
  /// none of them in. Which one is under test shows in the Swift runtime's own functions.
  @Test func theBinaryHoldsWhatTheNoticesSay() throws {
    let defined = Set(
      try Self.inspect(#"nm --defined-only -- "$1""#).split(separator: "\n")
        .compactMap { $0.split(separator: " ").last.map(String.init) })
    let lean = defined.contains("swift_retain")
    for component in BundledComponent.all {
      let present = component.symbols.filter { defined.contains($0) }
      let expected = component.place == .leanBuild && lean ? component.symbols : []
      #expect(present == expected, "\(component.name)")
    }
    guard lean else { return }
    // The loader maps glibc alone: libc, libm and itself.
    let needed = try Self.inspect(#"readelf -d -- "$1""#).split(separator: "\n")
      .filter { $0.contains("(NEEDED)") }
      .compactMap { $0.split(separator: "[").last?.dropLast() }
    #expect(needed.contains { $0.hasPrefix("libc.so.") })
    let others = needed.filter { name in
      !["libc.so.", "libm.so.", "ld-linux"].contains { name.hasPrefix($0) }
    }
    #expect(others == [])
  }
}
