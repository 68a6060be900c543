package import Foundation
package import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A platform a test sets by hand: the screen, the app's activity and the clock an observer reads,
/// and a log of when it was told that frames are needed.
@MainActor
package final class FakeKeyboardPlatform: KeyboardPlatform {
  package var screen: CGRect?
  package var isAppActive: Bool?
  package var time: TimeInterval = 0
  package var hiddenGuideHeight: CGFloat = 0
  package var prefersCrossFade = false
  /// The timing ``notificationTiming(_:_:)`` reads for every `will…` notification, if any.
  package var readTiming: KeyboardAnimationTiming?
  /// Every value ``framesNeeded(_:)`` was told, in order.
  package private(set) var framesNeededLog: [Bool] = []

  /// Creates a platform that tells no screen and no activity, at time 0.
  package init() {}

  package var now: TimeInterval? { time }

  package func notificationTiming(_ event: KeyboardEvent, _ options: KeyboardOptions)
    -> KeyboardAnimationTiming?
  {
    switch event {
    case .willShow, .willChangeFrame, .willHide: readTiming
    case .didShow, .didHide, .didChangeFrame: nil
    }
  }

  package func framesNeeded(_ needed: Bool) {
    framesNeededLog.append(needed)
  }
}
