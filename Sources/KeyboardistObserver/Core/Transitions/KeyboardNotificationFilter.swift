import Foundation

/// Which keyboard notifications count: the one rule the transitions and the motion share.
///
/// A notification does not count while the app is not active: iOS hides the keyboard on the way to
/// the background and posts it again on the way back, neither of which the user did. With
/// ``ignoresOtherApps``, another app's keyboard (Split View, Slide Over:
/// ``KeyboardOptions/belongsToCurrentApp`` is `false`) does not count, except its hides: when the
/// other app's keyboard takes over, yours goes. A `willChangeFrame` whose end frame is empty or not
/// finite (a drag in progress or a passing glitch) never counts.
package struct KeyboardNotificationFilter: Equatable, Sendable {
  /// Whether notifications about other apps' keyboards are ignored, hides excepted.
  package var ignoresOtherApps: Bool

  /// Creates the filter.
  package init(ignoresOtherApps: Bool = true) {
    self.ignoresOtherApps = ignoresOtherApps
  }

  /// Whether a notification counts.
  package func admits(
    _ event: KeyboardEvent, _ options: KeyboardOptions, isAppActive: Bool
  ) -> Bool {
    guard isAppActive else { return false }
    let isHide = event == .willHide || event == .didHide
    if ignoresOtherApps, !options.belongsToCurrentApp, !isHide { return false }
    return event != .willChangeFrame || options.endFrame.isFiniteAndNonEmpty
  }
}
