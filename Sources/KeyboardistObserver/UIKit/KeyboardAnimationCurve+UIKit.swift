#if KEYBOARDIST_UIKIT
  public import UIKit

  extension KeyboardAnimationCurve {
    /// Creates a curve from a UIKit animation curve, keeping undocumented raw values such as 7.
    ///
    /// - Parameter curve: A `UIView.AnimationCurve`.
    public init(_ curve: UIView.AnimationCurve) {
      self.init(rawValue: curve.rawValue)
    }

    /// The UIKit animation curve with this raw value.
    ///
    /// UIKit's imported enumeration accepts any raw value, so the keyboard's curve 7 survives; if a
    /// raw value were ever refused, ``KeyboardAnimationCurve/easeInOut`` stands in.
    public var uiViewAnimationCurve: UIView.AnimationCurve {
      UIView.AnimationCurve(rawValue: rawValue) ?? .easeInOut
    }

    /// The `UIView.AnimationOptions` that animate with this curve (`rawValue << 16`).
    ///
    /// Pass these to `UIView.animate(withDuration:delay:options:animations:completion:)` to move your
    /// views exactly as the keyboard moves.
    public var animationOptions: UIView.AnimationOptions {
      UIView.AnimationOptions(rawValue: animationOptionsRawValue)
    }
  }
#endif
