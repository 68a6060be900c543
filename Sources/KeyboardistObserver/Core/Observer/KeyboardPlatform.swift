import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where an observer reads what the platform knows, and the source of the keyboard's frames: the
/// UIKit shell's reader of a view's window, or the testing kit's simulator.
///
/// The observer holds its platform; the platform holds the observer weakly and hands it frames
/// through ``KeyboardObserver/follow(_:)`` and ``KeyboardObserver/follow(layoutChange:)``.
@MainActor
package protocol KeyboardPlatform: AnyObject {
  /// The bounds of the screen the observer's view is on, in screen coordinates, or `nil` when it
  /// cannot tell.
  var screen: CGRect? { get }

  /// Whether the observer's app (its view's scene) is active, or `nil` when it cannot tell.
  var isAppActive: Bool? { get }

  /// Now, on the clock of the frames, or `nil` when the platform keeps none.
  var now: TimeInterval? { get }

  /// The height the frames read for a hidden keyboard: 0 where the layout guide can leave the
  /// bottom safe area out (iOS 17 and later), the bottom safe area before.
  var hiddenGuideHeight: CGFloat { get }

  /// Whether the system cross-fades the keyboard instead of sliding it (Reduce Motion with Prefer
  /// Cross-Fade Transitions): the frames then follow the notification's curve.
  var prefersCrossFade: Bool { get }

  /// The timing of the animation UIKit gives a view animated inside a keyboard notification, read
  /// while the notification is delivered; `nil` when none can be read (a `did…` notification, a
  /// platform with no views).
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: Its options: where the keyboard goes, with what duration and curve.
  /// - Returns: The timing read, or `nil`.
  func notificationTiming(_ event: KeyboardEvent, _ options: KeyboardOptions)
    -> KeyboardAnimationTiming?

  /// Told whenever the motion starts or stops needing frames: a display link runs only while it
  /// does.
  func framesNeeded(_ needed: Bool)
}
