import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What an observer's stages read from the platform: the screen, the app's activity, the clock of
/// the frames and the source of the frames; one per observer, shared by its stages.
///
/// Tests, previews and playgrounds set ``screen`` and ``isAppActive`` themselves. An observer given
/// a view on iOS reads them from a ``KeyboardPlatform`` at each notification and each frame: the
/// screen of the view's window scene, that scene's activation state, the display link's clock and
/// the frames it reads; the simulator is a platform too, with a clock of its own. What the platform
/// cannot tell (a view in no window) keeps the value it had.
@MainActor
package final class KeyboardEnvironment {
  /// The screen's bounds, in screen coordinates, that heights are measured against; `nil` when
  /// unknown.
  package var screen: CGRect?

  /// Whether the app is active; while it is not, notifications move nothing.
  package var isAppActive = true

  /// Where the screen, the activity, the clock and the frames come from, when the observer has a
  /// view (or a simulator drives it).
  package var platform: (any KeyboardPlatform)?

  /// Creates an environment with no screen, an active app and no platform.
  package nonisolated init() {}

  /// Reads the platform: the screen (the one a notification names wins) and the app's activity.
  package func read(notificationScreen: CGRect? = nil) {
    if let screen = notificationScreen ?? platform?.screen { self.screen = screen }
    if let isActive = platform?.isAppActive { isAppActive = isActive }
  }

  /// Now, on the clock of the frames, or `nil` without a platform that keeps one.
  package var now: TimeInterval? { platform?.now }
}
