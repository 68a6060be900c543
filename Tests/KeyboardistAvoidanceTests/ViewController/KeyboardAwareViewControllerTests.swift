import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

/// Whichever way a screen declares its avoider, the one it declares is started and stopped.
///
/// On iOS the avoider is `KeyboardAvoider` and a screen that declares none gets
/// `var keyboardAvoider: KeyboardAvoider? { nil }` from an extension constrained to
/// `KeyboardAvoidance == KeyboardAvoider?` (UIKit/KeyboardAwareViewController+UIKit.swift). These tests give
/// a stand-in avoider the same constrained default, so the same inference is exercised on Linux.
@MainActor
@Suite struct KeyboardAwareViewControllerTests {
  @MainActor final class Avoider: KeyboardAvoiding {
    private(set) var log: [String] = []
    func start() { log.append("start") }
    func stop() { log.append("stop") }
  }

  /// The footgun's spelling: a lazy, non-optional avoider (it compiled and was never started).
  @MainActor final class LazyScreen: KeyboardAwareViewController {
    let keyboard = KeyboardObserver(center: NotificationCenter())
    lazy var keyboardAvoider = Avoider()
  }

  /// The documented spelling: a lazy optional avoider.
  @MainActor final class OptionalScreen: KeyboardAwareViewController {
    let keyboard = KeyboardObserver(center: NotificationCenter())
    lazy var keyboardAvoider: Avoider? = Avoider()
  }

  /// A stored, non-optional avoider.
  @MainActor final class StoredScreen: KeyboardAwareViewController {
    let keyboard = KeyboardObserver(center: NotificationCenter())
    let keyboardAvoider = Avoider()
  }

  /// No avoider declared: the constrained default below, as on iOS.
  @MainActor final class PlainScreen: KeyboardAwareViewController {
    let keyboard = KeyboardObserver(center: NotificationCenter())
  }

  @Test func aLazyNonOptionalAvoiderIsStartedAndStopped() {
    let screen = LazyScreen()
    screen.startObservingKeyboard()
    #expect(screen.keyboard.isObserving)
    #expect(screen.keyboardAvoider.log == ["start"])
    screen.stopObservingKeyboard()
    #expect(!screen.keyboard.isObserving)
    #expect(screen.keyboardAvoider.log == ["start", "stop"])
  }

  @Test func anOptionalAvoiderIsStartedAndStopped() {
    let screen = OptionalScreen()
    screen.startObservingKeyboard()
    screen.stopObservingKeyboard()
    #expect(screen.keyboardAvoider?.log == ["start", "stop"])
  }

  @Test func aStoredAvoiderIsStartedAndStopped() {
    let screen = StoredScreen()
    screen.startObservingKeyboard()
    #expect(screen.keyboardAvoider.log == ["start"])
  }

  @Test func aScreenWithoutAnAvoiderStillObserves() {
    let screen = PlainScreen()
    #expect(screen.keyboardAvoider == nil)
    screen.startObservingKeyboard()
    #expect(screen.keyboard.isObserving)
    screen.stopObservingKeyboard()
    #expect(!screen.keyboard.isObserving)
  }

  @Test func aNilAvoiderDoesNothing() {
    let avoider: Avoider? = nil
    avoider.start()
    avoider.stop()
    let some: Avoider? = Avoider()
    some.start()
    #expect(some?.log == ["start"])
  }
}

extension KeyboardAwareViewController
where KeyboardAvoidance == KeyboardAwareViewControllerTests.Avoider? {
  /// The stand-in for the iOS default: no avoider.
  var keyboardAvoider: KeyboardAwareViewControllerTests.Avoider? { nil }
}
