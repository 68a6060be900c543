import Foundation

@testable import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A package listener a test sets by hand: what it listens to, what it does with each value, and
/// a log of the stops and starts it heard of.
@MainActor
final class RecordingListener: KeyboardListener {
  var listensToTransitions: Bool
  var listensToMotion: Bool
  /// What runs with each transition.
  var transitionTaken: (KeyboardTransition, CGRect?) -> Void = { _, _ in }
  /// What runs with each frame's motion.
  var motionTaken: (KeyboardMotion) -> Void = { _ in }
  /// How many stops it heard of.
  private(set) var stops = 0
  /// The motion of each start it heard of.
  private(set) var starts: [KeyboardMotion] = []

  init(transitions: Bool = false, motion: Bool = false) {
    listensToTransitions = transitions
    listensToMotion = motion
  }

  func keyboardDidTransition(_ transition: KeyboardTransition, on screen: CGRect?) {
    transitionTaken(transition, screen)
  }

  func keyboardDidMove(_ motion: KeyboardMotion) {
    motionTaken(motion)
  }

  func keyboardObserverDidStop() {
    stops += 1
  }

  func keyboardObserverDidStart(with motion: KeyboardMotion) {
    starts.append(motion)
  }
}
