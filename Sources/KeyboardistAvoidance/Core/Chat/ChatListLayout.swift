public import Foundation
public import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A chat list described as values (its frame, content, insets and the input bar that rides on the
/// keyboard under it), to ask where its newest message sits at every frame of the keyboard's
/// motion, on any platform: in your app's unit tests, on Linux too.
///
/// Describe the list as it rests on screen, then hand it each ``KeyboardMotion`` an observer hands
/// out (<doc:BuildingAChat#Test-a-chat-frame-by-frame>). The answers are the decisions that
/// `insetOnMove(_:above:lifting:dismissesFromBar:)` and SwiftUI's
/// `keyboardComposer(lifting:content:)` make on a device
/// (<doc:BuildingAChat#How-the-content-moves>).
///
/// The list is a scroll view that reaches the bottom of the screen, under the bar and the
/// keyboard, as UIKit lays it out: its content offset is where its bounds start in its content
/// (`contentOffset.y`), so a list resting at its top under a 59 pt status and navigation area has
/// an offset of −59 (`-adjustedContentInset.top`), and one showing its end has
/// ``endOffset``. Frames are in the screen's coordinate space, the keyboard's.
public struct ChatListLayout: Equatable, Sendable {
  /// The list's frame, in the screen's coordinate space.
  public let frame: CGRect
  /// The screen's bounds, in the screen's coordinate space.
  public let screen: CGRect
  /// The height of the list's content, all its messages (`contentSize.height`), in points.
  public var contentHeight: CGFloat
  /// The y-coordinate of the list's content offset (`contentOffset.y`), in points: −``insetTop``
  /// at the top of the content, ``endOffset`` at its end.
  ///
  /// Set it to scroll the list, as the user would.
  public var contentOffset: CGFloat
  /// The list's adjusted top content inset (`adjustedContentInset.top`): the status bar's and
  /// navigation bar's height over the list, in points.
  public let insetTop: CGFloat
  /// The list's bottom safe-area inset (the home indicator's 34 pt on an iPhone with Face ID), in
  /// points, which UIKit adds to its adjusted bottom inset.
  public let safeAreaBottom: CGFloat
  /// The height of the input bar that rides on the keyboard over the list, in points.
  ///
  /// 0 without a bar. Change it for a bar that grows; the next ``follow(_:)`` takes it in.
  public var barHeight: CGFloat
  /// How the content moves with the keyboard.
  public var lift: KeyboardContentLift
  /// Whether the user's finger moves the list: tracking, dragging or decelerating.
  ///
  /// The content is then left where the finger puts it. `false` by default.
  public var isTouched = false
  /// The keyboard's top edge in the last frame followed, in the screen's coordinate space; the
  /// screen's bottom edge while it covers nothing.
  public private(set) var keyboardTop: CGFloat
  /// The decisions, with the inset added at the last frame.
  private var inset = KeyboardMotionInset()

  /// Creates a list with the keyboard hidden, its bar's inset already added.
  ///
  /// - Parameters:
  ///   - frame: The list's frame in the screen's coordinate space; it reaches the screen's bottom.
  ///   - screen: The screen's bounds; the list's frame by default.
  ///   - contentHeight: The height of all its messages, in points.
  ///   - contentOffset: Where it is scrolled to (`contentOffset.y`); `nil` (the default) for its
  ///     end, where a chat opens.
  ///   - insetTop: Its adjusted top inset, such as 59 under an iPhone 16's status bar or more
  ///     under a navigation bar; 0 by default.
  ///   - safeAreaBottom: Its bottom safe-area inset, such as
  ///     `KeyboardDeviceProfile.bottomSafeAreaInset` (KeyboardistTesting); 0 by default.
  ///   - barHeight: The height of the bar on the keyboard; 0 (none) by default.
  ///   - lift: How the content moves with the keyboard; ``KeyboardContentLift/always`` by
  ///     default, as for `insetOnMove`.
  public init(
    frame: CGRect, screen: CGRect? = nil, contentHeight: CGFloat, contentOffset: CGFloat? = nil,
    insetTop: CGFloat = 0, safeAreaBottom: CGFloat = 0, barHeight: CGFloat = 0,
    lifting lift: KeyboardContentLift = .always
  ) {
    self.frame = frame
    self.screen = screen ?? frame
    self.contentHeight = contentHeight
    self.contentOffset = contentOffset ?? -insetTop
    self.insetTop = insetTop
    self.safeAreaBottom = safeAreaBottom
    self.barHeight = barHeight
    self.lift = lift
    keyboardTop = self.screen.maxY
    // The bar's inset is already in place where the list rests.
    inset.record(barHeight)
    if contentOffset == nil { self.contentOffset = endOffset }
  }

  /// Follows one frame of the keyboard's motion: the inset moves, and the content as ``lift``
  /// says.
  ///
  /// - Parameter motion: The keyboard's motion in the frame, as
  ///   ``KeyboardObserver/onMove(_:)`` hands it out.
  public mutating func follow(_ motion: KeyboardMotion) {
    keyboardTop = motion.obstruction(on: screen)?.top ?? screen.maxY
    let placement = ScreenPlacement(frame: frame, screen: screen, safeAreaBottom: safeAreaBottom)
    let target = KeyboardMotionInset.inset(for: motion, of: placement, barHeight: barHeight)
    let change = inset.update(
      to: target, scroll: scroll, lift: lift, isInteractive: motion.isInteractive)
    if let offset = change?.offset { contentOffset = offset }
  }

  /// Adds content at the list's end, such as a message, and keeps the newest message in view:
  /// the list shows its end again if the user sent it, or if it showed its end before and no
  /// finger moves it.
  ///
  /// `UIScrollView`'s `addToEnd(isSent:animated:_:)` makes the same decision on a device.
  ///
  /// - Parameters:
  ///   - height: The height of the content added, in points.
  ///   - isSent: Whether the user sent it; `true` by default. A message that arrives while the
  ///     user reads back through the history leaves the list where it is.
  public mutating func addToEnd(_ height: CGFloat, isSent: Bool = true) {
    let before = scroll
    contentHeight += height.isFinite ? max(0, height) : 0
    if let offset = ChatListEnd.offset(before: before, after: scroll, isSent: isSent) {
      contentOffset = offset
    }
  }

  /// Scrolls the list to its end, where a chat opens: the newest message above the bar.
  public mutating func scrollToEnd() {
    contentOffset = endOffset
  }

  /// The list's values as the UIKit shell reads them from a scroll view.
  private var scroll: KeyboardMotionInset.Scroll {
    KeyboardMotionInset.Scroll(
      offset: contentOffset, height: frame.height, contentHeight: contentHeight,
      insetTop: insetTop, insetBottom: contentInsetBottom, isTouched: isTouched)
  }

  /// What the keyboard and the bar add to the list's bottom inset now, in points.
  public var addedInset: CGFloat { inset.added }

  /// The list's adjusted bottom inset now: its bottom safe area plus ``addedInset``, in points.
  public var contentInsetBottom: CGFloat { safeAreaBottom + inset.added }

  /// The content offset that shows the content's end above the bar, or the top for content shorter
  /// than the list.
  public var endOffset: CGFloat {
    max(-insetTop, contentHeight + contentInsetBottom - frame.height)
  }

  /// Whether the list shows its end (within a point).
  public var isShowingEnd: Bool { contentOffset >= endOffset - KeyboardMotionInset.endTolerance }

  /// Where the content ends on the screen: the bottom edge of the newest message, in the screen's
  /// coordinate space.
  public var contentEnd: CGFloat { frame.minY + contentHeight - contentOffset }

  /// The bar's top edge on the screen in the last frame followed: on the keyboard, or on the
  /// list's bottom safe-area edge while the keyboard is lower, in the screen's coordinate space.
  public var barTop: CGFloat { min(keyboardTop, frame.maxY - safeAreaBottom) - max(0, barHeight) }
}
