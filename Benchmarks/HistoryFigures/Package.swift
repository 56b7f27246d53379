// swift-tools-version: 6.1
import PackageDescription

/// Times a history of a million values: loading its file, and a key that updates the suggestion.
///
/// Its own package, so that it needs nothing but TextFieldKit: run `../history.sh`.
let package = Package(
  name: "HistoryFigures",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "TextFieldKit", path: "../..")],
  targets: [
    .executableTarget(
      name: "history-figures",
      dependencies: [
        .product(name: "TextFieldCore", package: "TextFieldKit"),
        .product(name: "TextFieldUI", package: "TextFieldKit"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
