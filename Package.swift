// swift-tools-version: 6.1
// SPDX-License-Identifier: Apache-2.0
import PackageDescription

let package = Package(
  name: "TextFieldKit",
  platforms: [.macOS(.v13)],
  products: [
    // Libraries
    .library(name: "InputMask", targets: ["InputMask"]),
    .library(name: "TextFieldCore", targets: ["TextFieldCore"]),
    // Forms, prompts, line mode, frames, themes and key decoding: pure Swift, no ncurses.
    .library(name: "TextFieldUI", targets: ["TextFieldUI"]),
    // The ncurses and terminfo terminals and `HostedForm` (re-exports TextFieldUI).
    .library(name: "TextFieldCurses", targets: ["TextFieldCurses"]),
    // Fields that know what they hold: phone numbers, numbers and money, dates.
    .library(name: "TextFieldTypes", targets: ["TextFieldTypes"]),
    // A scripted terminal, the frame and field-state notations, for testing forms, prompts and
    // filters without a terminal.
    .library(name: "TextFieldTestSupport", targets: ["TextFieldTestSupport"]),
    // Tools
    .executable(name: "textfield", targets: ["textfield"]),
    // The C library (`libtextfieldkit.so`, `include/textfieldkit.h`; docs/c-api.md).
    .library(name: "textfieldkit", type: .dynamic, targets: ["TextFieldKitC"]),
    // The demos are executable targets, not products: `swift run demo-form` builds and runs one
    // here, and a package that depends on this one does not get them.
  ],
  dependencies: [
    // `swift package generate-documentation` (the DocC catalogs under Sources/*/*.docc).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
  ],
  targets: [
    // Libraries
    .target(name: "InputMask"),
    .target(name: "TextFieldCore", dependencies: ["InputMask"]),
    // Pure Swift: a host that draws with something else stops here, with no ncurses linked.
    .target(name: "TextFieldUI", dependencies: ["TextFieldCore"]),
    .target(
      name: "TextFieldCurses",
      dependencies: ["TextFieldCore", "TextFieldUI", "CNcurses", "CTerminal"]),
    .target(
      name: "TextFieldTypes", dependencies: ["TextFieldCore"],
      exclude: ["Phone/NOTICE", "Phone/LICENSE-libphonenumber.txt"]),
    .target(name: "TextFieldTestSupport", dependencies: ["TextFieldCore", "TextFieldUI"]),
    // The field and form spec (`--field`, `form --spec`'s JSON, serve's `open`, the C library's
    // spec constructors), its strict JSON reader and a field's result: package API, no product.
    .target(
      name: "TextFieldSpec",
      dependencies: ["InputMask", "TextFieldCore", "TextFieldTypes", "TextFieldUI"]),

    // C
    // ncursesw's headers, found on the system include path. No `pkgConfig`: SwiftPM warns in
    // every build about the -D flags of ncursesw's entry (DECISIONS, "ncursesw without pkg-config").
    .systemLibrary(
      name: "CNcurses",
      providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
    ),
    // The package's C code: the restore path and its signal handlers, the inline terminal's raw
    // mode, wrappers of ncurses macros and globals. Declared in include/CTerminal.h; its C calls
    // ncursesw (and its terminfo layer, which Linux's libncursesw.so links in).
    .target(
      name: "CTerminal", dependencies: ["CNcurses"], linkerSettings: [.linkedLibrary("ncursesw")]),

    // The C library: `@_cdecl` exports over the package API; its header is CTextFieldKit's.
    .target(
      name: "TextFieldKitC",
      dependencies: [
        "CTextFieldKit", "InputMask", "TextFieldCore", "TextFieldUI", "TextFieldCurses",
        "TextFieldTypes", "TextFieldSpec",
      ],
      exclude: ["textfieldkit.pc.in"]),
    // textfieldkit.h (plain C: the C library's whole contract) and its per-thread error buffer.
    .target(name: "CTextFieldKit"),
    // The commit `textfield --version` names: a weak empty definition that the lean build's
    // stamp object replaces (Scripts/build-lean.sh; DECISIONS, "One version, in one place").
    .target(name: "CBuildStamp"),

    // Tools
    .executableTarget(
      name: "textfield",
      dependencies: [
        "InputMask", "TextFieldCore", "TextFieldUI", "TextFieldCurses", "TextFieldTypes",
        "TextFieldSpec",
        // `HeapTuning`'s glibc setting (the executable's own, not a library's).
        "CTerminal",
        // The commit `--version` names, when the build stamped one.
        "CBuildStamp",
      ]
    ),

    // Demos
    .executableTarget(
      name: "demo-form",
      dependencies: [
        "InputMask", "TextFieldCore", "TextFieldUI", "TextFieldCurses", "TextFieldTypes",
      ],
      path: "Demos/demo-form"),
    .executableTarget(
      name: "mask-playground",
      dependencies: [
        "InputMask", "TextFieldCore", "TextFieldUI", "TextFieldCurses", "TextFieldTypes",
      ],
      path: "Demos/mask-playground"),
    .executableTarget(
      name: "embedded-prompt",
      dependencies: ["InputMask", "TextFieldCore", "TextFieldUI", "TextFieldCurses"],
      path: "Demos/embedded-prompt"),
    .executableTarget(
      name: "ncurses-host",
      dependencies: ["TextFieldCore", "TextFieldCurses", "CNcurses", "CTerminal"],
      path: "Demos/ncurses-host"),
    // The README's embedding program, built and run in tmux.
    .executableTarget(
      name: "ncurses-minimal", dependencies: ["TextFieldCore", "TextFieldCurses", "CNcurses"],
      path: "Demos/ncurses-minimal"),

    // Tests
    // Shared helpers of the tests; re-exports TextFieldTestSupport (the state notation).
    .target(
      name: "TestSupport", dependencies: ["TextFieldCore", "TextFieldTestSupport"],
      path: "Tests/TestSupport"),
    .testTarget(
      name: "InputMaskTests", dependencies: ["InputMask", "TestSupport"],
      resources: [.copy("Resources")]),
    .testTarget(name: "TextFieldCoreTests", dependencies: ["TextFieldCore", "TestSupport"]),
    .testTarget(
      name: "TextFieldTypesTests", dependencies: ["TextFieldTypes", "TestSupport"],
      resources: [.copy("Resources")]),
    // Forms, frames, line mode and key decoding with no ncurses linked (LayeringTests checks
    // the target graph).
    .testTarget(
      name: "TextFieldUITests",
      dependencies: ["TextFieldUI", "TextFieldTestSupport", "TestSupport"]),
    .testTarget(
      name: "TextFieldCursesTests",
      dependencies: ["TextFieldCurses", "TextFieldUI", "TextFieldTestSupport", "TestSupport"]),
    // End-to-end: runs the built `textfield` binary (the dependency makes `swift test` build it).
    .testTarget(
      name: "TextFieldCLITests",
      dependencies: [
        "textfield", "TestSupport", "TextFieldCore", "TextFieldCurses", "TextFieldTypes",
        "TextFieldSpec",
        // DoorAgreementTests: the C library's forms beside `textfield serve`.
        "TextFieldKitC", "CTextFieldKit",
      ]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "demo-form", "mask-playground", "embedded-prompt", "ncurses-host", "ncurses-minimal",
        "textfield", "TestSupport",
      ]),
    // The C library through its exported symbols, and a C program built with `cc` against it.
    .testTarget(
      name: "TextFieldKitCTests",
      // CNcurses and CTerminal: a screen on /dev/null for the ncurses calls' tests.
      dependencies: ["TextFieldKitC", "CTextFieldKit", "TestSupport", "CNcurses", "CTerminal"],
      exclude: ["CHost"]),
    // Frame tests of the demos' own logic (testable executables).
    .testTarget(
      name: "DemoTests",
      dependencies: [
        "mask-playground", "embedded-prompt", "TextFieldUI", "TextFieldCurses",
        "TextFieldTestSupport", "InputMask", "TextFieldTypes",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
