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
    // Everything below behind one `import Keyboardist`.
    .library(name: "Keyboardist", targets: ["Keyboardist"]),
    // The observer, the normaliser, the keyboard's motion and what it covers of a view: all an app
    // that only follows the keyboard links. It changes no view.
    .library(name: "KeyboardistObserver", targets: ["KeyboardistObserver"]),
    // The decisions about views, in a portable core (chat insets and lifts, panels and their
    // height, the message bar's growth, form order, focus scrolling, the height memory, with a
    // privacy manifest), and the UIKit views that apply them: the avoider, the message bar, the
    // dismiss tap, the view-controller binding.
    .library(name: "KeyboardistAvoidance", targets: ["KeyboardistAvoidance"]),
    // The trace format and the on-device recorder (with its privacy manifest).
    .library(name: "KeyboardistTraces", targets: ["KeyboardistTraces"]),
    // The keyboard as observable state, and SwiftUI modifiers and animation, on Avoidance's
    // decisions.
    .library(name: "KeyboardistSwiftUI", targets: ["KeyboardistSwiftUI"]),
    // A simulator, device profiles and quirk scenarios for users' test targets.
    .library(name: "KeyboardistTesting", targets: ["KeyboardistTesting"]),
    // `swift run keyboardist replay quicktype-toggle-iphone6`: the tool's directory is not
    // Sources/keyboardist, which would collide with Sources/Keyboardist on case-insensitive disks.
    .executable(name: "keyboardist", targets: ["KeyboardistTool"]),
  ],
  targets: [
    // The umbrella: re-exports the four library modules below.
    .target(
      name: "Keyboardist",
      dependencies: [
        "KeyboardistObserver", "KeyboardistAvoidance", "KeyboardistTraces", "KeyboardistSwiftUI",
      ],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "KeyboardistObserver",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "KeyboardistAvoidance",
      dependencies: ["KeyboardistObserver"],
      // The privacy manifest: KeyboardHeightMemory keeps the keyboard's height in UserDefaults
      // (a required-reason API) by default.
      resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "KeyboardistTraces",
      dependencies: ["KeyboardistObserver"],
      // The privacy manifest: KeyboardRecorder's default clock reads the system uptime (a
      // required-reason API). Each module bundles the manifest of what it calls; a test keeps
      // that true (PrivacyManifestTests).
      resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "KeyboardistSwiftUI",
      dependencies: ["KeyboardistObserver", "KeyboardistAvoidance"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "KeyboardistTesting",
      dependencies: ["KeyboardistObserver", "KeyboardistTraces"],
      // The real keyboard sessions, loadable by name in users' tests (`KeyboardTrace.named(_:)`).
      resources: [.copy("Traces")],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "KeyboardistCommands",
      dependencies: ["KeyboardistObserver", "KeyboardistTraces", "KeyboardistTesting"],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "KeyboardistTool",
      dependencies: ["KeyboardistCommands"],
      swiftSettings: swiftSettings
    ),
    // Helpers the test targets share (seeded randomness, a manual clock, option fixtures, the
    // trace files). A plain target in no product, so the library products stay free of it.
    .target(
      name: "KeyboardistTestSupport",
      dependencies: ["KeyboardistObserver", "KeyboardistTraces"],
      path: "Tests/KeyboardistTestSupport",
      swiftSettings: swiftSettings
    ),
    // One test target per module, mirroring Sources/.
    .testTarget(
      name: "KeyboardistObserverTests",
      dependencies: ["KeyboardistObserver", "KeyboardistTraces", "KeyboardistTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "KeyboardistAvoidanceTests",
      dependencies: ["KeyboardistAvoidance", "KeyboardistTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "KeyboardistTracesTests",
      dependencies: ["KeyboardistTraces", "KeyboardistTestSupport"],
      swiftSettings: swiftSettings
    ),
    // The umbrella's documentation: its snippets compile against `import Keyboardist`.
    .testTarget(
      name: "KeyboardistTests",
      dependencies: ["Keyboardist", "KeyboardistTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "KeyboardistTestingTests",
      dependencies: ["KeyboardistTesting", "Keyboardist", "KeyboardistTestSupport"],
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
  ],
  swiftLanguageModes: [.v6]
)
