// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares.
let swiftSettings: [SwiftSetting] = [
  // `any` spelled out for existentials, as Swift 7 will require.
  .enableUpcomingFeature("ExistentialAny"),
  // Imports are internal unless a public signature needs them (`public import`).
  .enableUpcomingFeature("InternalImportsByDefault"),
  // A member is visible only where its module is imported in the same file.
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Keyboardist",
  platforms: [
    .iOS(.v15),
    .macCatalyst(.v15),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "Keyboardist", targets: ["Keyboardist"]),
    // A simulator, device profiles and quirk scenarios for users' test targets.
    .library(name: "KeyboardistTesting", targets: ["KeyboardistTesting"]),
    // `swift run keyboardist replay Traces/…`: the tool's directory is not Sources/keyboardist, which
    // would collide with Sources/Keyboardist on case-insensitive disks.
    .executable(name: "keyboardist", targets: ["KeyboardistTool"]),
  ],
  targets: [
    .target(
      name: "Keyboardist",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "KeyboardistTesting",
      dependencies: ["Keyboardist"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "KeyboardistCommands",
      dependencies: ["Keyboardist", "KeyboardistTesting"],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "KeyboardistTool",
      dependencies: ["KeyboardistCommands"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "KeyboardistCommandsTests",
      dependencies: ["KeyboardistCommands", "KeyboardistTool"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "KeyboardistTestingTests",
      dependencies: ["KeyboardistTesting", "Keyboardist"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "KeyboardistTests",
      dependencies: ["Keyboardist"],
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
