// swift-tools-version: 6.1
import PackageDescription

/// Times the linear regex matcher on hostile patterns and large pastes (release build).
///
/// Its own package, so that it needs nothing but TextFieldKit: run `../regex-figures.sh`.
let package = Package(
  name: "RegexFigures",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "TextFieldKit", path: "../..")],
  targets: [
    .executableTarget(
      name: "regex-figures",
      dependencies: [.product(name: "TextFieldCore", package: "TextFieldKit")]
    )
  ],
  swiftLanguageModes: [.v6]
)
