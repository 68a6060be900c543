package import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What an observer's stages hand their values to, besides the user's callbacks: the SwiftUI
/// models, the avoider, the chat inset.
///
/// An observer holds its listeners weakly, in the order they were added; each hears of the
/// transitions and motion it hands out, and of its stop. Every requirement has an empty default.
@MainActor
package protocol KeyboardListener: AnyObject {
  /// Takes a transition, with the screen it was measured on.
  ///
  /// - Parameters:
  ///   - transition: The transition the observer hands out.
  ///   - screen: The screen's bounds it was measured on, in screen coordinates, if known.
  func keyboardDidTransition(_ transition: KeyboardTransition, on screen: CGRect?)

  /// Takes the keyboard's motion at one frame.
  ///
  /// - Parameter motion: The motion the observer hands out.
  func keyboardDidMove(_ motion: KeyboardMotion)

  /// Takes the observer's stop (or clear): put back what was changed for it.
  func keyboardObserverDidStop()

  /// Whether the listener takes transitions; then the observer follows them.
  var listensToTransitions: Bool { get }

  /// Whether the listener takes the motion; then the observer follows it.
  var listensToMotion: Bool { get }
}

extension KeyboardListener {
  /// Takes nothing.
  package func keyboardDidTransition(_ transition: KeyboardTransition, on screen: CGRect?) {}

  /// Takes nothing.
  package func keyboardDidMove(_ motion: KeyboardMotion) {}

  /// Does nothing.
  package func keyboardObserverDidStop() {}
}

/// A listener held weakly.
struct WeakKeyboardListener {
  /// The listener, while it exists.
  weak var listener: (any KeyboardListener)?
}
