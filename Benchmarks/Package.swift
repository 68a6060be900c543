// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that the library itself stays dependency-free.
// Run them with `swift package benchmark` from this folder.
let package = Package(
  name: "KeyboardistBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Keyboardist", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "DispatchBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Keyboardist", package: "Keyboardist"),
      ],
      path: "Benchmarks/DispatchBenchmarks",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
