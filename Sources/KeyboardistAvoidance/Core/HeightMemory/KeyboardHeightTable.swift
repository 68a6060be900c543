public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The docked system keyboard's height by screen size, for a keyboard that has never shown on
/// this device: what ``KeyboardHeightMemory`` answers before it has learned anything.
///
/// Heights are in points, with the QuickType bar, as the keyboard's frame reports them (the home
/// indicator's strip included on Face ID devices). Each row is one screen size in portrait with
/// the keyboard's height in portrait and in landscape. A screen missing from the table takes the
/// row of the nearest screen of the same kind (phone or pad), so an unknown device gets a height of
/// its class rather than nothing.
///
/// The numbers of ``standard`` and their sources:
///
/// | Screen (pt) | Portrait | Landscape | Source |
/// | --- | --- | --- | --- |
/// | 320 × 568 | 253 | 199 | 216 without the bar, https://stackoverflow.com/questions/25874975 ; the bar and landscape assumed |
/// | 375 × 667 | 258 | 195 | https://stackoverflow.com/questions/25946121 ; landscape 162 pt plus the bar, https://cnblogs.com/StarMud/articles/2561508.html |
/// | 375 × 812 | 335 | 209 | https://github.com/wenluma/DemoNoSwiftUI (a logged begin frame); landscape assumed |
/// | 390 × 844 | 336 | 209 | https://github.com/SimbaBuilds/Juniper_React_Native (logged frames); landscape assumed |
/// | 393 × 852 | 336 | 209 | https://github.com/kirillzyusko/react-native-keyboard-controller/issues/1155 ; landscape assumed |
/// | 402 × 874 | 335 | 209 | iOS 26, https://github.com/kirillzyusko/react-native-keyboard-controller/issues/1284 ; landscape assumed |
/// | 414 × 736 | 271 | 194 | https://github.com/xcysuccess/XXKeyboardAutoPop ; landscape assumed |
/// | 414 × 896 | 346 | 219 | https://github.com/marty-suzuki/iOSTraining (a logged frame); landscape assumed |
/// | 428 × 926 | 346 | 219 | https://github.com/JH567/LYJProject (a logged frame); landscape assumed |
/// | 430 × 932 | 346 | 219 | https://github.com/dotnet/maui (a logged frame); landscape assumed |
/// | 440 × 956 | 346 | 219 | assumed, as 430 × 932 |
/// | 744 × 1133 | 313 | 398 | assumed, as 768 × 1024 |
/// | 768 × 1024 | 313 | 398 | https://github.com/lionheart/openradar-mirror/issues/19513 |
/// | 820 × 1180 | 313 | 398 | assumed, as 768 × 1024 |
/// | 834 × 1210 | 313 | 398 | assumed, as 768 × 1024 |
/// | 1024 × 1366 | 378 | 470 | assumed: 768 × 1024 plus a row of number keys |
/// | 1032 × 1376 | 378 | 470 | assumed, as 1024 × 1366 |
///
/// Heights vary with the input mode and the iOS version: the table is a first guess, which the
/// memory replaces with the height it sees.
public struct KeyboardHeightTable: Equatable, Sendable {
  /// One screen size and its keyboard's heights.
  public struct Row: Equatable, Sendable {
    /// The screen's size in portrait, in points: the shorter side as the width.
    public var screen: CGSize

    /// The docked keyboard's height in portrait, QuickType bar included, in points.
    public var portraitHeight: CGFloat

    /// The docked keyboard's height in landscape, QuickType bar included, in points.
    public var landscapeHeight: CGFloat

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - screen: The screen's size in either orientation, in points; it is kept in portrait.
    ///   - portraitHeight: The keyboard's height in portrait, in points.
    ///   - landscapeHeight: The keyboard's height in landscape, in points.
    public init(screen: CGSize, portraitHeight: CGFloat, landscapeHeight: CGFloat) {
      self.screen = Self.portrait(screen)
      self.portraitHeight = portraitHeight
      self.landscapeHeight = landscapeHeight
    }

    /// The row's height for a screen of that orientation.
    ///
    /// - Parameter orientation: Portrait or landscape.
    /// - Returns: ``portraitHeight`` or ``landscapeHeight``.
    public func height(in orientation: KeyboardHeightMemory.Context.Orientation) -> CGFloat {
      orientation == .landscape ? landscapeHeight : portraitHeight
    }

    /// A size with its shorter side as the width.
    static func portrait(_ size: CGSize) -> CGSize {
      let width = abs(size.width)
      let height = abs(size.height)
      return CGSize(width: min(width, height), height: max(width, height))
    }
  }

  /// The rows, in any order.
  public var rows: [Row]

  /// Creates a table of rows.
  ///
  /// - Parameter rows: One row per screen size; for a size given twice, the first row counts.
  public init(rows: [Row]) {
    self.rows = rows
  }

  /// The screen width, in points in portrait, from which a screen is a pad's.
  static let padWidth: CGFloat = 600

  /// The keyboard's height for a screen size and orientation.
  ///
  /// The row of that screen size (either orientation) when there is one; else the row of the
  /// nearest screen of the same kind (narrower than 600 pt in portrait: a phone; else a pad), by
  /// the difference of their portrait sizes; else, for an empty table or a screen whose size is
  /// not a finite, non-zero size, `nil`.
  ///
  /// - Parameters:
  ///   - screen: The screen's size in points, in either orientation.
  ///   - orientation: The orientation whose height to give.
  /// - Returns: The height in points, or `nil`.
  public func height(
    forScreen screen: CGSize, in orientation: KeyboardHeightMemory.Context.Orientation
  ) -> CGFloat? {
    guard screen.width.isFinite, screen.height.isFinite, screen.width != 0, screen.height != 0
    else { return nil }
    let size = Row.portrait(screen)
    if let row = rows.first(where: { $0.screen == size }) { return row.height(in: orientation) }
    let isPad = size.width >= Self.padWidth
    let sameKind = rows.filter { ($0.screen.width >= Self.padWidth) == isPad }
    let nearest = (sameKind.isEmpty ? rows : sameKind).min { first, second in
      distance(first.screen, size) < distance(second.screen, size)
    }
    return nearest?.height(in: orientation)
  }

  /// How far apart two portrait sizes are.
  private func distance(_ first: CGSize, _ second: CGSize) -> CGFloat {
    abs(first.width - second.width) + abs(first.height - second.height)
  }

  /// The package's table: the rows and sources in the type's discussion.
  public static let standard = Self(rows: [
    Row(screen: CGSize(width: 320, height: 568), portraitHeight: 253, landscapeHeight: 199),
    Row(screen: CGSize(width: 375, height: 667), portraitHeight: 258, landscapeHeight: 195),
    Row(screen: CGSize(width: 375, height: 812), portraitHeight: 335, landscapeHeight: 209),
    Row(screen: CGSize(width: 390, height: 844), portraitHeight: 336, landscapeHeight: 209),
    Row(screen: CGSize(width: 393, height: 852), portraitHeight: 336, landscapeHeight: 209),
    Row(screen: CGSize(width: 402, height: 874), portraitHeight: 335, landscapeHeight: 209),
    Row(screen: CGSize(width: 414, height: 736), portraitHeight: 271, landscapeHeight: 194),
    Row(screen: CGSize(width: 414, height: 896), portraitHeight: 346, landscapeHeight: 219),
    Row(screen: CGSize(width: 428, height: 926), portraitHeight: 346, landscapeHeight: 219),
    Row(screen: CGSize(width: 430, height: 932), portraitHeight: 346, landscapeHeight: 219),
    Row(screen: CGSize(width: 440, height: 956), portraitHeight: 346, landscapeHeight: 219),
    Row(screen: CGSize(width: 744, height: 1133), portraitHeight: 313, landscapeHeight: 398),
    Row(screen: CGSize(width: 768, height: 1024), portraitHeight: 313, landscapeHeight: 398),
    Row(screen: CGSize(width: 820, height: 1180), portraitHeight: 313, landscapeHeight: 398),
    Row(screen: CGSize(width: 834, height: 1210), portraitHeight: 313, landscapeHeight: 398),
    Row(screen: CGSize(width: 1024, height: 1366), portraitHeight: 378, landscapeHeight: 470),
    Row(screen: CGSize(width: 1032, height: 1376), portraitHeight: 378, landscapeHeight: 470),
  ])
}
