public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardHeightMemory {
  /// What a keyboard's height depends on: the screen's size and orientation, and the input mode.
  ///
  /// The memory keeps one height per context, and one per screen size and orientation in any input
  /// mode, which a context never seen falls back to.
  public struct Context: Hashable, Sendable {
    /// Whether the screen is taller than wide.
    ///
    /// It prints as its case name (`String(describing: orientation)` is `"portrait"`).
    public enum Orientation: Hashable, Sendable {
      /// At least as tall as wide.
      case portrait
      /// Wider than tall.
      case landscape
    }

    /// The screen's size in points, as the interface is oriented now (`UIScreen.bounds.size`).
    public var screenSize: CGSize

    /// The active input mode's primary language, a BCP 47 code such as `en-US`
    /// (`UITextInputMode.primaryLanguage`), or `nil` where the platform gives none.
    ///
    /// The system's emoji and dictation modes report themselves here too (as `emoji` and
    /// `dictation`, for instance): each keyboard has a height of its own.
    public var inputMode: String?

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - screenSize: The screen's size in points, as the interface is oriented now.
    ///   - inputMode: The active input mode's primary language, or `nil` when unknown.
    public init(screenSize: CGSize, inputMode: String? = nil) {
      self.screenSize = screenSize
      self.inputMode = inputMode
    }

    /// Creates a context for a screen's bounds.
    ///
    /// - Parameters:
    ///   - screen: The screen's bounds in screen coordinates (`UIScreen.bounds`).
    ///   - inputMode: The active input mode's primary language, or `nil` when unknown.
    public init(screen: CGRect, inputMode: String? = nil) {
      self.init(screenSize: screen.size, inputMode: inputMode)
    }

    /// Landscape when the screen is wider than tall, else portrait.
    public var orientation: Orientation {
      abs(screenSize.width) > abs(screenSize.height) ? .landscape : .portrait
    }

    /// Whether the size can be a screen's, so that heights are remembered and looked up for it.
    ///
    /// Both sides must be finite, not zero, and under 100,000 pt.
    public var isValid: Bool {
      [screenSize.width, screenSize.height].allSatisfy { side in
        side.isFinite && side != 0 && abs(side) < 100_000
      }
    }

    /// The tallest height that can be a keyboard on this screen: the screen's height.
    var tallestHeight: CGFloat { abs(screenSize.height) }

    /// Whether two contexts have the same screen size and input mode.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.screenSize.width == rhs.screenSize.width && lhs.screenSize.height == rhs.screenSize.height
        && lhs.inputMode == rhs.inputMode
    }

    /// Hashes the screen size and the input mode.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(screenSize.width)
      hasher.combine(screenSize.height)
      hasher.combine(inputMode)
    }

    /// The store's key for this context's height, or `nil` for a context that is not valid.
    var key: String? { key(inputMode: inputMode ?? "none") }

    /// The store's key for the height last learned on this screen and orientation, whatever the
    /// input mode: `….portrait.any`.
    var anyInputModeKey: String? { key(inputMode: "any") }

    private func key(inputMode: String) -> String? {
      guard isValid else { return nil }
      let size = KeyboardHeightTable.Row.portrait(screenSize)
      let width = Int(size.width.rounded())
      let height = Int(size.height.rounded())
      return "\(KeyboardHeightMemory.keyPrefix).\(width)x\(height).\(orientation).\(inputMode)"
    }
  }
}
