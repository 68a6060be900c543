import Foundation
import Testing

@testable import KeyboardistAvoidance

/// User defaults are a store: heights outlive the memory that learned them, and a value some other
/// code wrote under the memory's key is ignored.
@MainActor
@Suite struct KeyboardHeightStoreTests {
  let context = KeyboardHeightMemory.Context(
    screenSize: CGSize(width: 390, height: 844), inputMode: "fr-FR")

  /// A suite of its own for each test, emptied when it is done.
  func withSuite(_ body: (UserDefaults) throws -> Void) throws {
    let name = "Keyboardist.KeyboardHeightStoreTests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: name))
    defer { defaults.removePersistentDomain(forName: name) }
    try body(defaults)
  }

  @Test func heightsOutliveTheMemoryThatLearnedThem() throws {
    try withSuite { defaults in
      #expect(KeyboardHeightMemory(store: defaults).remember(351, for: context))
      let nextLaunch = KeyboardHeightMemory(store: defaults)
      #expect(nextLaunch.height(for: context) == 351)
      let key = try #require(context.key)
      #expect(defaults.double(forKey: key) == 351)
    }
  }

  @Test func aForeignValueInTheDefaultsIsIgnored() throws {
    try withSuite { defaults in
      defaults.set("tall", forKey: try #require(context.key))
      defaults.set(true, forKey: try #require(context.anyInputModeKey))
      let memory = KeyboardHeightMemory(store: defaults)
      #expect(memory.height(for: context) == 336, "the table's height for 390 × 844")
      memory.forget(context)
      let key = try #require(context.key)
      #expect(defaults.object(forKey: key) == nil)
    }
  }
}
