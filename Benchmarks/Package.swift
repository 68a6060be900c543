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
    ),
    // What users see: the gap between the keyboard and a view moved by onMove, frame by frame, on
    // the testing kit's modelled device (`Benchmarks/frames`).
    .executableTarget(
      name: "Frames",
      dependencies: [
        .product(name: "Keyboardist", package: "Keyboardist"),
        .product(name: "KeyboardistTesting", package: "Keyboardist"),
      ],
      path: "Benchmarks/Frames",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
