import Foundation
import Keyboardist
import Testing

/// The portable snippet of "The Keyboard's Height Before It Shows": a memory in a suite of its
/// own, read for a context before anything is learned.
@MainActor
@Suite struct KeyboardHeightBeforeItShowsTests {
  @Test func aMemoryInASuiteAnswersFromTheTableFirst() throws {
    UserDefaults(suiteName: "keyboard-heights")?.removePersistentDomain(forName: "keyboard-heights")
    let defaults = UserDefaults(suiteName: "keyboard-heights") ?? .standard
    let memory = KeyboardHeightMemory(store: defaults)
    let context = KeyboardHeightMemory.Context(
      screenSize: CGSize(width: 393, height: 852), inputMode: "en-US")
    let height = memory.height(for: context)
    defer { defaults.removePersistentDomain(forName: "keyboard-heights") }
    #expect(height == 336, "the table's height for 393 × 852 pt")
    #expect(memory.remember(345, for: context))
    #expect(KeyboardHeightMemory(store: defaults).height(for: context) == 345)
  }
}
