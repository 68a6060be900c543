package import Foundation
package import KeyboardistObserver

extension CGRect {
  /// An iPhone 8's screen in portrait, in points.
  package static let iPhonePortrait = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// An iPhone 8's screen in landscape, in points.
  package static let iPhoneLandscape = CGRect(x: 0, y: 0, width: 667, height: 375)
  /// A 9.7-inch iPad's screen in portrait, in points.
  package static let iPadPortrait = CGRect(x: 0, y: 0, width: 768, height: 1024)
}

extension KeyboardOptions {
  /// A docked keyboard moving to `height` at the bottom of `screen`, from `previous` (0: off screen).
  package static func shown(
    _ height: CGFloat, from previous: CGFloat = 0, on screen: CGRect = .iPhonePortrait,
    duration: TimeInterval = 0.25, isLocal: Bool = true
  ) -> KeyboardOptions {
    let startHeight = previous > 0 ? previous : height
    let startY = previous > 0 ? screen.maxY - previous : screen.maxY
    return KeyboardOptions(
      belongsToCurrentApp: isLocal,
      startFrame: CGRect(x: 0, y: startY, width: screen.width, height: startHeight),
      endFrame: CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height),
      animationDuration: duration,
      animationCurve: .keyboard)
  }

  /// A docked keyboard of `height` sliding off the bottom of `screen`.
  package static func hidden(
    _ height: CGFloat, on screen: CGRect = .iPhonePortrait, duration: TimeInterval = 0.25,
    isLocal: Bool = true
  ) -> KeyboardOptions {
    KeyboardOptions(
      belongsToCurrentApp: isLocal,
      startFrame: CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height),
      endFrame: CGRect(x: 0, y: screen.maxY, width: screen.width, height: height),
      animationDuration: duration,
      animationCurve: .keyboard)
  }

  /// Options whose start and end frames are both `frame`.
  package static func still(_ frame: CGRect) -> KeyboardOptions {
    KeyboardOptions(startFrame: frame, endFrame: frame, animationDuration: 0.25)
  }
}

extension KeyboardTracker {
  /// Feeds notifications in order and returns the transitions they made.
  package mutating func feed(
    _ notifications: [(KeyboardEvent, KeyboardOptions)], isAppActive: Bool = true
  ) -> [KeyboardTransition] {
    notifications.compactMap { update($0.0, $0.1, isAppActive: isAppActive) }
  }
}
