import Foundation
import Keyboardist
import Testing

extension CGRect {
  /// An iPhone 8's screen in portrait, in points.
  static let iPhonePortrait = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// An iPhone 8's screen in landscape, in points.
  static let iPhoneLandscape = CGRect(x: 0, y: 0, width: 667, height: 375)
  /// A 9.7-inch iPad's screen in portrait, in points.
  static let iPadPortrait = CGRect(x: 0, y: 0, width: 768, height: 1024)
}

extension KeyboardOptions {
  /// A docked keyboard moving to `height` at the bottom of `screen`, from `previous` (0: off screen).
  static func shown(
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
  static func hidden(
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
  static func still(_ frame: CGRect) -> KeyboardOptions {
    KeyboardOptions(startFrame: frame, endFrame: frame, animationDuration: 0.25)
  }
}

extension KeyboardTracker {
  /// Feeds notifications in order and returns the transitions they made.
  mutating func feed(
    _ notifications: [(KeyboardEvent, KeyboardOptions)], isAppActive: Bool = true
  ) -> [KeyboardTransition] {
    notifications.compactMap { update($0.0, $0.1, isAppActive: isAppActive) }
  }
}

/// Checks a transition's kind, index, height and increment.
func expectTransition(
  _ transition: KeyboardTransition?, _ kind: KeyboardTransition.Kind, index: Int,
  height: CGFloat, increment: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let transition else {
    Issue.record("expected \(kind) \(index), got nothing", sourceLocation: sourceLocation)
    return
  }
  #expect(transition.kind == kind, sourceLocation: sourceLocation)
  #expect(transition.appearIndex == index, sourceLocation: sourceLocation)
  #expect(transition.height == height, sourceLocation: sourceLocation)
  #expect(transition.heightIncrement == increment, sourceLocation: sourceLocation)
}
