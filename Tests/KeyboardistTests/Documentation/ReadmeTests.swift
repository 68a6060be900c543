import Foundation
import Keyboardist
import Testing

@testable import KeyboardistObserver

/// The README's portable snippets, which use the app-wide default center: they are built and
/// started here, and what they do is tested on injected centers elsewhere.
///
/// Its UIKit snippets are in Checks/iOSSnippets/, compiled for iOS.
@MainActor
@Suite struct ReadmeTests {
  @Test func theRawOneLinerObservesTheDefaultCenter() {
    let keyboard = KeyboardObserver()
    keyboard.on(event: .willShow) { options in _ = options }.start()
    #expect(keyboard.isObserving)
    #expect(keyboard.center === NotificationCenter.default)
    #expect(Set(keyboard.callbacks.keys) == [.willShow])
    keyboard.clear()
  }
}
