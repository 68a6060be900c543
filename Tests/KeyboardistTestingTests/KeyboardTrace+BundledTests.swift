import Foundation
import Keyboardist
import KeyboardistTestSupport
import KeyboardistTesting
import Testing

/// The repository's real traces, loaded by name from KeyboardistTesting's resources.
@Suite struct KeyboardTraceBundledTests {
  @Test func everyTraceFileIsBundledUnderItsName() {
    #expect(KeyboardTrace.bundledNames.count == 17)
    #expect(
      KeyboardTrace.bundledNames == TraceFixtures.fileNames.map { String($0.dropLast(5)) }.sorted())
  }

  @Test(arguments: KeyboardTrace.bundledNames)
  func everyBundledTraceLoadsAsItsFile(name: String) throws {
    #expect(try KeyboardTrace.named(name) == TraceFixtures.trace("\(name).json"))
  }

  @Test func theFileNameIsAcceptedToo() throws {
    #expect(
      try KeyboardTrace.named("quicktype-toggle-iphone6.json")
        == KeyboardTrace.named("quicktype-toggle-iphone6"))
  }

  @Test(arguments: ["quicktype", "", "../Traces/curve7-ios7", "QUICKTYPE-TOGGLE-IPHONE6"])
  func anUnknownNameThrowsAnErrorListingTheNames(name: String) throws {
    let error = try #require(throws: KeyboardTrace.LoadingError.self) {
      try KeyboardTrace.named(name)
    }
    #expect(error.description.contains("no bundled trace is named '\(name)'"))
    #expect(error.description.contains("quicktype-toggle-iphone6, third-party-swiftkey-ios8"))
    #expect(!error.description.contains("\n"))
  }

  @Test func aBrokenFileThrowsAnErrorNamingIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("keyboardist-bundled-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"name":"n","source":"s","notifications":[{"event":"x"}]}"#.utf8)
      .write(to: folder.appendingPathComponent("broken.json"))
    #expect(KeyboardTrace.names(in: folder) == ["broken"])
    let error = try #require(throws: KeyboardTrace.LoadingError.self) {
      try KeyboardTrace.named("broken", in: folder)
    }
    #expect(error.description.hasPrefix("the bundled trace 'broken' is not valid: "))
  }

  @Test func noFolderHasNoTraces() {
    #expect(KeyboardTrace.names(in: nil).isEmpty)
    #expect(throws: KeyboardTrace.LoadingError.self) { try KeyboardTrace.named("x", in: nil) }
  }
}
