// swift-tools-version: 6.0
// The code Checks/ios compiles for iOS and Mac Catalyst against the package, one target each: a
// client of each library product that imports that product alone (Clients/), the docs' UIKit and
// SwiftUI snippet twins (iOSSnippets/), the playground pages and the example app (PlaygroundPages
// and KeyboardistDemo link to their folders). The toolchain cannot link for Apple platforms, so
// each target is built with `--target`, which compiles without linking. Checks/playground runs
// the portable pages from here on Linux. Every target is compiled for the iOS 15 (and Mac Catalyst
// 15) deployment target below, whatever SDK builds it (SwiftPM passes `-target
// arm64-apple-ios15.0`), so an API newer than the package's floor used without an availability
// check fails the build.
import Foundation
import PackageDescription

// The package's upcoming features.
let settings = ["ExistentialAny", "InternalImportsByDefault", "MemberImportVisibility"].map {
  SwiftSetting.enableUpcomingFeature($0)
}
let keyboardist = Target.Dependency.product(name: "Keyboardist", package: "Keyboardist")
let testing = Target.Dependency.product(name: "KeyboardistTesting", package: "Keyboardist")

/// The names in a folder of this package that end with `suffix`, sorted.
func names(in folder: String, endingWith suffix: String) -> [String] {
  let path = Context.packageDirectory + "/" + folder
  let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  return names.filter { $0.hasSuffix(suffix) }.sorted()
}

/// A target name from a file name: its letters and digits.
func moduleName(_ prefix: String, _ file: String) -> String {
  prefix + file.prefix { $0 != "." }.filter { $0.isLetter || $0.isNumber }
}

let products = [
  "KeyboardistObserver", "KeyboardistAvoidance", "KeyboardistSwiftUI", "KeyboardistTraces",
  "KeyboardistTesting",
]
// Each product's client depends on that product alone.
let clients = products.map { product in
  Target.target(
    name: product + "Client", dependencies: [.product(name: product, package: "Keyboardist")],
    path: "Clients/" + product, swiftSettings: settings)
}
// A user's portable module: it depends on KeyboardistObserver and imports nothing else.
let portable = Target.target(
  name: "PortableClient",
  dependencies: [.product(name: "KeyboardistObserver", package: "Keyboardist")],
  path: "Clients/Portable", swiftSettings: settings)
// Each snippet file is a module of its own, with the imports its document shows; top-level code
// runs as in a main.swift.
let snippetFiles = names(in: "iOSSnippets", endingWith: ".swift")
let snippets = snippetFiles.map { file in
  Target.executableTarget(
    name: moduleName("Snippets", file), dependencies: [keyboardist], path: "iOSSnippets",
    exclude: snippetFiles.filter { $0 != file }, sources: [file], swiftSettings: settings)
}
// Pages are compiled as Xcode compiles them: top-level code, without the package's upcoming features.
let pages = names(in: "PlaygroundPages", endingWith: ".xcplaygroundpage").map { page in
  Target.executableTarget(
    name: moduleName("Page", page), dependencies: [keyboardist, testing],
    path: "PlaygroundPages/" + page, sources: ["Contents.swift"])
}

let package = Package(
  name: "KeyboardistChecks",
  platforms: [.iOS(.v15), .macCatalyst(.v15)],
  dependencies: [.package(name: "Keyboardist", path: "..")],
  targets: clients + [portable] + snippets + pages + [
    // Fails only when the SDK is broken: it imports what the package and its examples use.
    .target(name: "KitProbe", path: "KitProbe"),
    .executableTarget(
      name: "KeyboardistDemo", dependencies: [keyboardist], path: "KeyboardistDemo",
      exclude: ["README.md"], resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: settings),
  ],
  swiftLanguageModes: [.v6]
)
