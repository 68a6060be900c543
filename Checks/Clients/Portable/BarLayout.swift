// A user's portable module: decisions about the keyboard from values alone, so it builds and is
// tested on Linux and ships in an iOS app. It imports KeyboardistObserver and nothing else, and
// uses what the observer's signatures hand out (CGRect and its members, CGFloat, TimeInterval).
// Checks/ios compiles it for iOS and Mac Catalyst with MemberImportVisibility, where CGRect and
// CGFloat come from CoreGraphics; `swift build --target PortableClient` in Checks builds it on
// Linux, where they come from Foundation.
public import KeyboardistObserver

/// Where a bar pinned to the bottom of a view sits while the keyboard moves.
public struct BarLayout: Equatable, Sendable {
  /// The view's frame, in screen coordinates.
  public var frame: CGRect

  /// The bar's height, in points.
  public var barHeight: CGFloat

  /// Creates a layout for a view and its bar.
  ///
  /// - Parameters:
  ///   - frame: The view's frame, in screen coordinates.
  ///   - barHeight: The bar's height, in points.
  public init(frame: CGRect, barHeight: CGFloat) {
    self.frame = frame
    self.barHeight = barHeight
  }

  /// How far the bar rises for the keyboard a notification describes, in points.
  ///
  /// - Parameter userInfo: A keyboard notification's `userInfo`.
  /// - Returns: The part of the view below the keyboard's top edge, at most the room above the bar.
  public func lift(for userInfo: [AnyHashable: Any]?) -> CGFloat {
    let options = KeyboardOptions(userInfo: userInfo)
    guard options.dockState(in: frame) != .hidden else { return 0 }
    let overlap = frame.maxY - options.endFrame.minY
    return min(max(overlap, 0), frame.height - barHeight)
  }

  /// Where the bar's top edge is `elapsed` seconds into the keyboard's animation, in screen
  /// coordinates.
  ///
  /// - Parameters:
  ///   - options: The notification's options.
  ///   - elapsed: Seconds since the animation started.
  /// - Returns: The bar's top edge, between where it rests and where it rises to.
  public func barTop(for options: KeyboardOptions, after elapsed: TimeInterval) -> CGFloat {
    let rest = frame.maxY - barHeight
    let lifted = rest - lift(for: options.userInfo)
    let progress = options.animationCurve.progress(
      after: elapsed, duration: options.animationDuration)
    return rest + (lifted - rest) * CGFloat(progress)
  }

  /// The part of the view that the keyboard leaves uncovered, for a centred empty state.
  ///
  /// - Parameter options: The notification's options.
  /// - Returns: The view's frame without the keyboard's height, in screen coordinates.
  public func uncoveredArea(for options: KeyboardOptions) -> CGRect {
    var area = frame.standardized
    area.size.height -= options.visibleHeight(in: frame)
    return area
  }
}
