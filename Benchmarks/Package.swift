// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks for TextFieldKit, in their own package.
///
/// The main package needs no benchmark dependency. Run from this folder:
/// `swift package benchmark` (release build).
let package = Package(
  name: "TextFieldKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "TextFieldKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "InputMaskBenchmarks",
      dependencies: [
        .product(name: "InputMask", package: "TextFieldKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/InputMaskBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "FrontEndBenchmarks",
      dependencies: [
        .product(name: "TextFieldCore", package: "TextFieldKit"),
        .product(name: "TextFieldCurses", package: "TextFieldKit"),
        .product(name: "TextFieldUI", package: "TextFieldKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/FrontEndBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "PhoneBenchmarks",
      dependencies: [
        .product(name: "TextFieldCore", package: "TextFieldKit"),
        .product(name: "TextFieldTypes", package: "TextFieldKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/PhoneBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
