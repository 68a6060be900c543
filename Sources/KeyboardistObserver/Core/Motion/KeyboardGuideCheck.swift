import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Whether the keyboard layout guide's readings count: checked against where the notifications
/// left the keyboard, and paused while an input accessory view is swapped.
///
/// A reading within ``tolerance`` of where the notifications left the keyboard agrees; at rest, a
/// disagreement that is no drag start (a guide stuck at the screen's bottom while the keyboard is
/// up, manaflow-ai/cmux PR 9958; left on its fallback in a view attached late, cmux PR 9663; a
/// floating keyboard's leftover 11 pt, flutter/flutter `KeyboardInsetManager.swift`) makes the guide
/// ignored until a reading agrees again. Layout changes are also ignored from the first one after
/// an accessory swap is announced, for ``accessorySwapTime`` or until the next notification
/// (react-native-keyboard-controller PR 1299).
package struct KeyboardGuideCheck: Equatable, Sendable {
  /// How far the guide may be from where the notifications left the keyboard and still agree, in
  /// points.
  static let tolerance: CGFloat = 1

  /// How long an accessory swap may take before layout changes count again, in seconds.
  static let accessorySwapTime: TimeInterval = 0.5

  /// Where the notifications left the keyboard: the end of the animation under way, or the height
  /// they (or a drag's end) put it at rest.
  package var notifiedHeight: CGFloat = 0

  /// Whether the guide disagreed at rest and has not agreed since.
  package private(set) var isIgnored = false

  /// Layout changes before this time are ignored: an input accessory view is being swapped.
  private var layoutIgnoredUntil: TimeInterval = -.infinity

  /// Whether an accessory swap was announced and its first layout change has not come yet.
  private var isAccessorySwapPending = false

  /// A check of a guide that agrees with a hidden keyboard.
  package init() {}

  /// Takes in a notification: it ends any accessory swap's pause.
  mutating func notificationArrived() {
    layoutIgnoredUntil = -.infinity
    isAccessorySwapPending = false
  }

  /// Ignores layout changes from the next one for ``accessorySwapTime``, or until the next
  /// notification.
  mutating func accessoryWillChange() {
    isAccessorySwapPending = true
  }

  /// Whether a layout change at `time` counts: none does during an accessory swap.
  mutating func admitsLayoutChange(at time: TimeInterval) -> Bool {
    if isAccessorySwapPending {
      isAccessorySwapPending = false
      layoutIgnoredUntil = time + Self.accessorySwapTime
    }
    return time >= layoutIgnoredUntil
  }

  /// Takes in a reading of the keyboard at `height`: one that agrees with the notifications makes
  /// the guide count again.
  mutating func read(_ height: CGFloat) {
    if agrees(height) { isIgnored = false }
  }

  /// Takes in a reading at rest that is no drag start: one that disagrees makes the guide ignored.
  mutating func reject(_ height: CGFloat) {
    if !agrees(height) { isIgnored = true }
  }

  /// Takes in the guide's reading where a view came into a window, against the height the
  /// center's notifications put the keyboard at, if any.
  ///
  /// - Returns: Whether the reading counts: it agrees, or nothing was notified.
  mutating func attach(_ height: CGFloat, notified: CGFloat?) -> Bool {
    guard let notified, abs(height - notified) > Self.tolerance else {
      isIgnored = false
      notifiedHeight = height
      return true
    }
    isIgnored = true
    notifiedHeight = notified
    return false
  }

  /// Whether `height` is within ``tolerance`` of where the notifications left the keyboard.
  private func agrees(_ height: CGFloat) -> Bool {
    abs(height - notifiedHeight) <= Self.tolerance
  }
}
