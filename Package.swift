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
  // `#if KEYBOARDIST_UIKIT` guards the UIKit shell: the platforms whose UIKit has the software keyboard
  // and `UIScreen`, which the shell reads (visionOS has no `UIScreen`: it gets the portable core).
  .define("KEYBOARDIST_UIKIT", .when(platforms: [.iOS, .macCatalyst])),
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
      // The privacy manifest: KeyboardRecorder's default clock reads the system uptime (a
      // required-reason API). KeyboardistTesting calls none, so it bundles none; a test keeps both
      // true (PrivacyManifestTests).
      resources: [.copy("PrivacyInfo.xcprivacy")],
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
    // Helpers the test targets share (seeded randomness, a manual clock, the trace files). A
    // plain target in no product, so the library products stay free of it.
    .target(
      name: "KeyboardistTestSupport",
      dependencies: ["Keyboardist"],
      path: "Tests/KeyboardistTestSupport",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "KeyboardistCommandsTests",
      dependencies: [
        "KeyboardistCommands", "KeyboardistTool", "Keyboardist", "KeyboardistTesting",
        "KeyboardistTestSupport",
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "KeyboardistTestingTests",
      dependencies: ["KeyboardistTesting", "Keyboardist", "KeyboardistTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "KeyboardistTests",
      dependencies: ["Keyboardist", "KeyboardistTestSupport"],
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
