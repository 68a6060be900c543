import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What an observer's stages hand their values to, besides the user's callbacks: the SwiftUI
/// model, the chat inset.
///
/// An observer's stages keep them in their ``KeyboardListeners``, weakly unless told to hold one
/// (``KeyboardObserver/addListener(_:holding:)``); each hears of the transitions and motion it
/// listens to, and of the observer's stop and start. A listener that no longer listens (its view
/// went) is dropped. The hand-outs have empty defaults.
@MainActor
package protocol KeyboardListener: AnyObject {
  /// Takes a transition, with the screen it was measured on.
  func keyboardDidTransition(_ transition: KeyboardTransition, on screen: CGRect?)

  /// Takes the keyboard's motion at one frame.
  func keyboardDidMove(_ motion: KeyboardMotion)

  /// Takes the observer's stop (or clear): put back what was changed for it.
  func keyboardObserverDidStop()

  /// Takes the observer's start, after it caught up: bring back what its stop put back.
  func keyboardObserverDidStart(with motion: KeyboardMotion)

  /// Whether the listener takes transitions now; then the observer follows them.
  var listensToTransitions: Bool { get }

  /// Whether the listener takes the motion now; then the observer follows it.
  var listensToMotion: Bool { get }
}

extension KeyboardListener {
  /// Takes nothing.
  package func keyboardDidTransition(_ transition: KeyboardTransition, on screen: CGRect?) {}

  /// Takes nothing.
  package func keyboardDidMove(_ motion: KeyboardMotion) {}

  /// Does nothing.
  package func keyboardObserverDidStop() {}

  /// Does nothing.
  package func keyboardObserverDidStart(with motion: KeyboardMotion) {}
}
