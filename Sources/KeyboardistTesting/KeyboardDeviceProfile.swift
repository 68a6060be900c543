public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The screen and keyboard sizes of one device, for simulating its keyboard notifications.
///
/// Sizes are in points, portrait, in screen coordinates (origin at the top left of the screen).
/// The catalogue (``all``) takes its numbers from public sources cited on each profile ("the HIG's
/// Layout table" is https://developer.apple.com/design/human-interface-guidelines/layout); where a
/// source was not found, the profile says the number is assumed and why. Build your own profile
/// from a trace recorded on the device you care about.
///
/// A profile can describe an app whose window does not fill the screen (``window``); the
/// keyboard's frames stay the screen's, as iOS reports them.
public struct KeyboardDeviceProfile: Equatable, Sendable {
  /// The profile's one name, in Swift and on the command line: the catalogue member's name, such
  /// as `iPhone16` for ``iPhone16`` (`keyboardist simulate showHide --device iPhone16`).
  public var name: String

  /// The device as people call it, such as "iPhone 16".
  public var displayName: String

  /// The screen's bounds in portrait, in screen coordinates.
  public var screen: CGRect

  /// The height of the docked system keyboard in portrait with its QuickType (predictive) bar.
  public var keyboardHeight: CGFloat

  /// How much of ``keyboardHeight`` the QuickType bar takes: the keyboard is this much shorter
  /// with predictive text turned off.
  public var predictiveBarHeight: CGFloat

  /// The height of the docked system keyboard in landscape with its QuickType bar.
  public var landscapeKeyboardHeight: CGFloat

  /// Whether the device is an iPad, whose keyboard can be undocked, split and floating.
  public var isPad: Bool

  /// Whether a hardware keyboard is attached, so only the shortcut bar shows on screen.
  public var hasHardwareKeyboard: Bool

  /// The on-screen height of the shortcut bar that stays when a hardware keyboard is attached (the
  /// frame keeps the full ``keyboardHeight``, mostly below the screen).
  public var shortcutBarHeight: CGFloat

  /// The bottom safe-area inset of a full-screen window in portrait: the home indicator's strip.
  ///
  /// 34 pt on Face ID iPhones, 0 on iPhones with a Home button; the keyboard's frame covers it
  /// (``/Keyboardist/KeyboardCovering/coverage(of:in:safeAreaBottom:)``).
  public var bottomSafeAreaInset: CGFloat

  /// The app window's frame in screen coordinates: the portrait ``screen`` for a full-screen app,
  /// less for Split View or a Stage Manager window.
  public var window: CGRect

  /// The display's highest refresh rate, in frames per second: 120 on a ProMotion display, 60 on
  /// others (`UIScreen.maximumFramesPerSecond`).
  ///
  /// The simulator hands the observers it drives one position per display frame at this rate.
  /// Apple lists the devices with a ProMotion display in "Optimizing iPhone
  /// and iPad apps to support ProMotion displays"
  /// (https://developer.apple.com/documentation/quartzcore/optimizing-iphone-and-ipad-apps-to-support-promotion-displays);
  /// a catalogue profile whose display it does not list is 60 Hz.
  public var framesPerSecond: Int

  /// Creates a device profile.
  ///
  /// - Parameters:
  ///   - name: The profile's name in Swift and on the command line, such as `iPhone16`.
  ///   - displayName: The device as people call it, such as "iPhone 16".
  ///   - screen: The screen's bounds in portrait, in screen coordinates.
  ///   - keyboardHeight: The docked keyboard's height in portrait, QuickType bar included.
  ///   - predictiveBarHeight: The QuickType bar's share of `keyboardHeight`.
  ///   - landscapeKeyboardHeight: The docked keyboard's height in landscape, bar included.
  ///   - isPad: Whether the device is an iPad.
  ///   - hasHardwareKeyboard: Whether a hardware keyboard is attached.
  ///   - shortcutBarHeight: The visible height of the shortcut bar with a hardware keyboard.
  ///   - bottomSafeAreaInset: The bottom safe-area inset in portrait; 0 by default.
  ///   - window: The app window's frame in screen coordinates when it does not fill the screen;
  ///     `nil` (the screen) by default.
  ///   - framesPerSecond: The display's highest refresh rate: 120 for ProMotion, 60 by default.
  ///     Rates below 1 count as 1.
  public init(
    name: String,
    displayName: String,
    screen: CGRect,
    keyboardHeight: CGFloat,
    predictiveBarHeight: CGFloat,
    landscapeKeyboardHeight: CGFloat,
    isPad: Bool = false,
    hasHardwareKeyboard: Bool = false,
    shortcutBarHeight: CGFloat = 55,
    bottomSafeAreaInset: CGFloat = 0,
    window: CGRect? = nil,
    framesPerSecond: Int = 60
  ) {
    self.name = name
    self.displayName = displayName
    self.screen = screen
    self.keyboardHeight = keyboardHeight
    self.predictiveBarHeight = predictiveBarHeight
    self.landscapeKeyboardHeight = landscapeKeyboardHeight
    self.isPad = isPad
    self.hasHardwareKeyboard = hasHardwareKeyboard
    self.shortcutBarHeight = shortcutBarHeight
    self.bottomSafeAreaInset = bottomSafeAreaInset
    self.window = window ?? screen
    self.framesPerSecond = max(1, framesPerSecond)
  }

  /// The screen's bounds in landscape: the portrait bounds with width and height swapped.
  public var landscapeScreen: CGRect {
    CGRect(x: 0, y: 0, width: screen.height, height: screen.width)
  }

  /// The frame, in screen coordinates, of a keyboard of `height` docked at the bottom of `screen`.
  ///
  /// With a hardware keyboard only ``shortcutBarHeight`` of it lies on screen.
  ///
  /// - Parameters:
  ///   - height: The keyboard's height.
  ///   - screen: The screen's bounds; the portrait ``screen`` when `nil`.
  /// - Returns: The keyboard's frame in screen coordinates.
  public func dockedFrame(height: CGFloat, in screen: CGRect? = nil) -> CGRect {
    let bounds = screen ?? self.screen
    let visible = hasHardwareKeyboard ? min(shortcutBarHeight, height) : height
    return CGRect(x: 0, y: bounds.maxY - visible, width: bounds.width, height: height)
  }

  /// The frame, in screen coordinates, of a keyboard of `height` just below the bottom of `screen`:
  /// where it starts when it shows and ends when it hides.
  ///
  /// - Parameters:
  ///   - height: The keyboard's height.
  ///   - screen: The screen's bounds; the portrait ``screen`` when `nil`.
  /// - Returns: The keyboard's frame in screen coordinates.
  public func offscreenFrame(height: CGFloat, in screen: CGRect? = nil) -> CGRect {
    let bounds = screen ?? self.screen
    return CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: height)
  }
}
