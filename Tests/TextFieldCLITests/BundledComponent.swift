/// A component that others wrote and a build of TextFieldKit contains or links: the one list
/// THIRD-PARTY-NOTICES follows (`ThirdPartyNoticesTests` checks the file and the binary by it).
struct BundledComponent: Sendable {
  /// Which builds hold the component's code or data.
  enum Place: Sendable {
    /// Every build: data compiled into TextFieldTypes.
    case everyBuild
    /// The lean `textfield` (Scripts/build-lean.sh) links it in; a `swift build` links it as a
    /// shared library.
    case leanBuild
    /// No build: always a shared library of the system.
    case sharedLibrary
  }

  /// Its heading in THIRD-PARTY-NOTICES (`== name ==`).
  let name: String
  /// Its licence texts, files of LICENSES/ named by SPDX identifier (empty: not reproduced).
  let licences: [String]
  let place: Place
  /// Functions only it defines: present in a binary exactly when its code is.
  let symbols: [String]

  static let all: [BundledComponent] = [
    .init(
      name: "libphonenumber metadata", licences: ["Apache-2.0"], place: .everyBuild, symbols: []),
    .init(name: "Unicode CLDR", licences: ["Unicode-3.0"], place: .everyBuild, symbols: []),
    .init(
      name: "Swift runtime", licences: ["Apache-2.0", "Swift-exception"], place: .leanBuild,
      symbols: ["swift_retain", "swift_task_create"]),
    .init(
      name: "libdispatch", licences: ["Apache-2.0"], place: .leanBuild,
      symbols: ["dispatch_async_f"]),
    .init(
      name: "BlocksRuntime", licences: ["Apache-2.0", "Swift-exception"], place: .leanBuild,
      symbols: ["_Block_copy"]),
    .init(
      name: "libstdc++", licences: ["GPL-3.0-or-later", "GCC-exception-3.1"], place: .leanBuild,
      symbols: ["_ZSt9terminatev"]),
    .init(
      name: "libgcc", licences: ["GPL-3.0-or-later", "GCC-exception-3.1"], place: .leanBuild,
      symbols: ["_Unwind_RaiseException"]),
    .init(
      name: "ncurses", licences: ["X11-distribute-modifications-variant"], place: .leanBuild,
      symbols: ["wgetch", "setupterm"]),
    .init(
      name: "glibc", licences: [], place: .sharedLibrary,
      symbols: ["__libc_start_main", "malloc", "setlocale"]),
  ]
}
